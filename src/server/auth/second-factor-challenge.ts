import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** Where a magic-link sign-in of an account with two-factor goes: /auth, on the code step. */
export const SECOND_FACTOR_PATH = '/auth?etapa=codigo';

/** better-auth's two-factor challenge: its cookie name and lifetime (plugins/two-factor, 10 minutes). */
const TWO_FACTOR_COOKIE = 'two_factor';
const CHALLENGE_SECONDS = 600;

/** What of better-auth's hook context this reads (kept narrow: the types of its internals are not exported). */
interface ChallengeContext {
  path?: string;
  context: {
    newSession: {
      user: { id: string; twoFactorEnabled?: boolean | null };
      session: { token: string };
    } | null;
    setNewSession(session: null): void;
    secret: string;
    internalAdapter: {
      deleteSession(token: string): Promise<unknown>;
      createVerificationValue(v: { value: string; identifier: string; expiresAt: Date }): Promise<unknown>;
    };
    createAuthCookie(name: string, opts: { maxAge: number }): { name: string; attributes: object };
  };
  setSignedCookie(name: string, value: string, secret: string, attributes: object): Promise<unknown>;
  redirect(url: string): Error;
}

/**
 * better-auth's two-factor plugin challenges only password sign-ins; a magic link (the email alone) would skip the
 * second factor. After a magic-link sign-in of an account with two-factor on, this does what the plugin does after
 * a password: the new session is dropped, a challenge is opened (the same cookie and verification rows the
 * plugin's /two-factor/verify-* routes read: 10 minutes, 5 tries), and the browser goes to /auth's code step.
 * Passkeys (a possession factor with user verification) and Google (its own second factor) are not challenged.
 */
export async function challengeMagicLinkSignIn(ctx: ChallengeContext): Promise<void> {
  if (ctx.path !== '/magic-link/verify') return;
  const signedIn = ctx.context.newSession;
  if (!signedIn?.user.twoFactorEnabled) return;
  deleteSessionCookie(ctx as never, true);
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
  ctx.context.setNewSession(null);
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: signedIn.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(SECOND_FACTOR_PATH);
}
