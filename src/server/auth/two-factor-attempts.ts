import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { expireCookie } from 'better-auth/cookies';
import { errorMessages } from '@/shared/i18n/errors';
import { TWO_FACTOR_SIGN_IN_ATTEMPTS } from '@/shared/security/limits';

/** better-auth's two-factor challenge: its cookie, and the verification row that counts its wrong codes. */
const TWO_FACTOR_COOKIE = 'two_factor';
const attemptsRow = (challenge: string) => `2fa-attempts-${challenge}`;

const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

export const TWO_FACTOR_EXHAUSTED = 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE';

/** What of better-auth's hook context this reads (kept narrow: the types of its internals are not exported). */
interface AttemptsContext {
  context: {
    returned?: unknown;
    secret: string;
    internalAdapter: {
      findVerificationValue(identifier: string): Promise<{ value: string } | null>;
      consumeVerificationValue(identifier: string): Promise<unknown>;
    };
    createAuthCookie(name: string): { name: string; attributes: object };
  };
  getSignedCookie(name: string, secret: string): Promise<string | null>;
}

/**
 * better-auth's two-factor plugin counts a sign-in challenge's wrong codes (authenticator and recovery codes
 * alike, 5) but says so only on the try after the fifth: the fifth wrong code answers "invalid code" like the
 * first. This ends the challenge on the fifth itself: its rows and cookie are gone (even the right code cannot
 * follow), and the answer is `TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE` (the plugin's own code for a spent challenge),
 * so the screen can say so and offer to start the sign-in again. The status stays the refused code's 401 (an after
 * hook cannot change it). Codes checked inside a session (enrolment, turning it off) have no challenge and are
 * left alone.
 */
export function twoFactorAttemptLimit(): BetterAuthPlugin {
  return {
    id: 'two-factor-attempt-limit',
    hooks: {
      after: [
        {
          matcher: (ctx) => VERIFY_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (raw) => {
            const ctx = raw as unknown as AttemptsContext;
            const returned = ctx.context.returned;
            if (!isAPIError(returned) || returned.statusCode !== 401) return;
            if (!WRONG_CODE.has(String((returned.body as { code?: unknown } | undefined)?.code))) return;
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
            const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            if (!challenge || (await getSessionFromCtx(raw))) return;
            const attempts = await ctx.context.internalAdapter.findVerificationValue(attemptsRow(challenge));
            if (!attempts || Number(attempts.value) < TWO_FACTOR_SIGN_IN_ATTEMPTS) return;
            await ctx.context.internalAdapter.consumeVerificationValue(challenge);
            await ctx.context.internalAdapter.consumeVerificationValue(attemptsRow(challenge));
            expireCookie(raw as never, cookie as never);
            throw APIError.fromStatus('UNAUTHORIZED', {
              code: TWO_FACTOR_EXHAUSTED,
              message: errorMessages[TWO_FACTOR_EXHAUSTED],
            });
          }),
        },
      ],
    },
  };
}
