import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getIP, isAPIError } from 'better-auth/api';
import { RATE_LIMITED_MESSAGE, type RateLimiter, type RateRule } from './rate-limit';
import { signInLimitKeys } from './sign-in-limit-keys';

/*
 * Failed password sign-ins are counted twice (ADR 029), as the big identity services do:
 *
 * - per account AND address: a guesser at one address is stopped after a few tries, and only there. The owner,
 *   signing in from their own address, has a count of their own that nobody else's guesses touch;
 * - per account, across addresses: a much higher ceiling for a slow guess spread over many machines. Past it,
 *   password sign-in is refused to every address except the ones the account is signed in from right now (a live
 *   session from the same address: the owner's home, office or phone network), which keep their own limit.
 *
 * The magic link, Google and passkeys are never blocked by either, and the owner's mail says so.
 */

/** Failed password sign-ins allowed for one account from one address (an IPv6 address counts by its /64). */
export const ADDRESS_SIGN_IN_RULE: RateRule = { window: 60 * 60, max: 10 };

/** Failed password sign-ins allowed for one account, whatever addresses they come from. */
export const ACCOUNT_SIGN_IN_RULE: RateRule = { window: 60 * 60, max: 100 };

/** At most one mail a window about an address blocked for the account (a distributed guess trips many). */
const ADDRESS_NOTICE_RULE: RateRule = { window: 60 * 60, max: 1, unscaled: true };

export interface SignInBlock {
  /** When password sign-in opens again (for that address, or for the account). */
  until: Date;
  /** The address that was blocked; null for the per-account ceiling, or when the address is unknown. */
  address: string | null;
}

export interface AccountLimitDeps {
  rateLimiter: RateLimiter;
  /**
   * The account's ceiling across addresses has just tripped (once per window): tell its owner how to get in at
   * once. Never fails the request.
   */
  accountLocked(owner: { email: string; name: string }, block: SignInBlock): Promise<void>;
  /**
   * One address has just been blocked for the account (the first time in a window, and only while the account
   * itself is not blocked): tell its owner, who may be the one who forgot the password. Never fails the request.
   */
  addressBlocked(owner: { email: string; name: string }, block: SignInBlock): Promise<void>;
}

const SIGN_IN_PATH = '/sign-in/email';
/** Requests whose address cannot be told (only when the proxy set-up is wrong) share one count per account. */
const UNKNOWN_ADDRESS = 'unknown';

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** What of better-auth's hook context this reads. */
interface LimitContext {
  request?: Request;
  headers?: Headers;
  context: {
    options: Parameters<typeof getIP>[1];
    internalAdapter: {
      findUserByEmail(email: string): Promise<{ user: { id: string; email: string; name: string } } | null>;
      listSessions(
        userId: string,
        options: { onlyActiveSessions: boolean },
      ): Promise<{ ipAddress?: string | null }[]>;
    };
  };
}

/**
 * The caller's address as better-auth reads it for its own limits and for a session's `ipAddress` (handler.ts sets
 * it from the socket or the trusted proxy; IPv6 normalised to its /64), so the two can be compared.
 */
function addressOf(ctx: LimitContext): string {
  const source = ctx.request ?? ctx.headers;
  return (source && getIP(source, ctx.context.options)) || UNKNOWN_ADDRESS;
}

/** An address the account is signed in from right now: the owner's own network, exempt from the ceiling. */
async function signedInFrom(ctx: LimitContext, email: string, address: string): Promise<boolean> {
  if (address === UNKNOWN_ADDRESS) return false;
  const owner = await ctx.context.internalAdapter.findUserByEmail(email);
  if (!owner) return false;
  const sessions = await ctx.context.internalAdapter.listSessions(owner.user.id, {
    onlyActiveSessions: true,
  });
  return sessions.some((s) => s.ipAddress === address);
}

const blocked = (retryAfter: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE },
    { 'X-Retry-After': String(retryAfter) },
  );

/**
 * A better-auth plugin around `/sign-in/email`. Before: a blocked (account, address) pair, or an account past its
 * ceiling seen from an address it is not signed in from, is refused with 429 before the password is checked (the
 * right password is refused too). After: a wrong password (401) counts once for the pair and once for the account;
 * a right one clears the pair's count (not the account's: the owner's success says nothing about the other
 * addresses' guesses). Unknown emails are counted and blocked the same way, so the answer never tells whether an
 * account exists. Each count is one statement (rate-limit.ts): no concurrent failure is lost, and exactly one trips
 * each block (one mail). Guesses already in flight when it trips are still checked: at most better-auth's 10 a
 * minute per address.
 */
export function accountSignInLimit({
  rateLimiter,
  accountLocked,
  addressBlocked,
}: AccountLimitDeps): BetterAuthPlugin {
  const matcher = (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH;
  return {
    id: 'account-sign-in-limit',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (raw) => {
            const ctx = raw as unknown as LimitContext & { body: unknown };
            const email = emailOf(ctx.body);
            if (!email) return;
            const address = addressOf(ctx);
            const pair = await rateLimiter.peek(
              signInLimitKeys.address(email, address),
              ADDRESS_SIGN_IN_RULE,
            );
            if (!pair.allowed) throw blocked(pair.retryAfter);
            const account = await rateLimiter.peek(signInLimitKeys.account(email), ACCOUNT_SIGN_IN_RULE);
            if (!account.allowed && !(await signedInFrom(ctx, email, address)))
              throw blocked(account.retryAfter);
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const address = addressOf(ctx as unknown as LimitContext);
            const pairKey = signInLimitKeys.address(email, address);
            const returned = ctx.context.returned;
            if (!isAPIError(returned)) {
              await rateLimiter.reset(pairKey);
              return;
            }
            if (returned.statusCode !== 401) return;
            const pair = await rateLimiter.consume(pairKey, ADDRESS_SIGN_IN_RULE);
            const account = await rateLimiter.consume(signInLimitKeys.account(email), ACCOUNT_SIGN_IN_RULE);
            // Exactly one failure per window leaves 0 on a counter: concurrent ones past it see negative values.
            // The account's ceiling says more than an address's block (and makes it moot): one mail, not two.
            const accountTripped = account.left === 0;
            if (!accountTripped && !(account.left > 0 && pair.left === 0)) return;
            const owner = await ctx.context.internalAdapter.findUserByEmail(email);
            if (!owner) return;
            if (!accountTripped) {
              const notice = await rateLimiter.consume(signInLimitKeys.notice(email), ADDRESS_NOTICE_RULE);
              if (notice.left !== 0) return;
            }
            const { retryAfter } = accountTripped
              ? await rateLimiter.peek(signInLimitKeys.account(email), ACCOUNT_SIGN_IN_RULE)
              : await rateLimiter.peek(pairKey, ADDRESS_SIGN_IN_RULE);
            const until = new Date(Date.now() + retryAfter * 1000);
            const who = { email: owner.user.email, name: owner.user.name };
            await (
              accountTripped
                ? accountLocked(who, { until, address: null })
                : addressBlocked(who, { until, address: address === UNKNOWN_ADDRESS ? null : address })
            ).catch((err: unknown) => ctx.context.logger.error('sign-in block notice failed', err));
          }),
        },
      ],
    },
  };
}
