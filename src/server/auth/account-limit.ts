import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { RATE_LIMITED_MESSAGE, type RateLimiter, type RateRule } from './rate-limit';

/**
 * Failed password sign-ins allowed for one account in a window, whatever addresses they come from. The limit per
 * address (auth.ts) stops one machine; this one stops a slow guess spread over many, at the cost of keeping the
 * owner out of password sign-in for the rest of the hour: the magic link, Google and passkeys still work.
 */
export const ACCOUNT_SIGN_IN_RULE: RateRule = { window: 60 * 60, max: 10 };

export interface AccountLimitDeps {
  rateLimiter: RateLimiter;
  /** The account's limit has just tripped (once per window): tell its owner. Never fails the request. */
  accountLocked(owner: { email: string; name: string }, until: Date): Promise<void>;
}

const SIGN_IN_PATH = '/sign-in/email';
const keyOf = (email: string) => `account-sign-in:${email}`;

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * A better-auth plugin around `/sign-in/email`: a blocked account is refused (429, before its password is even
 * checked, so the right password is refused too), a wrong password is counted against the account, and a right
 * one clears its count. Unknown emails are counted and blocked the same way, so the answer never tells whether
 * an account exists.
 */
export function accountSignInLimit({ rateLimiter, accountLocked }: AccountLimitDeps): BetterAuthPlugin {
  const matcher = (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH;
  return {
    id: 'account-sign-in-limit',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const { allowed, retryAfter } = await rateLimiter.peek(keyOf(email), ACCOUNT_SIGN_IN_RULE);
            if (!allowed)
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE },
                { 'X-Retry-After': String(retryAfter) },
              );
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const returned = ctx.context.returned;
            if (!isAPIError(returned)) {
              await rateLimiter.reset(keyOf(email));
              return;
            }
            if (returned.statusCode !== 401) return;
            const { left } = await rateLimiter.consume(keyOf(email), ACCOUNT_SIGN_IN_RULE);
            // Exactly one failure per window leaves 0: concurrent ones past it see negative values.
            if (left !== 0) return;
            const owner = await ctx.context.internalAdapter.findUserByEmail(email);
            if (!owner) return;
            const { retryAfter } = await rateLimiter.peek(keyOf(email), ACCOUNT_SIGN_IN_RULE);
            await accountLocked(
              { email: owner.user.email, name: owner.user.name },
              new Date(Date.now() + retryAfter * 1000),
            ).catch((err: unknown) => ctx.context.logger.error('account-locked notice failed', err));
          }),
        },
      ],
    },
  };
}
