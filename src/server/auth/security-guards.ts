import { APIError, getSessionFromCtx } from 'better-auth/api';
import { passkeyNameSchema } from '@/shared/security/factors-contract';
import { errorMessage, errorMessages, type ErrorCode } from '@/shared/i18n/errors';

/** What the guards need of better-auth's own API (bound after the instance exists: it is built with them). */
export interface SecondFactorApi {
  verifyTOTP(input: { body: { code: string }; headers: Headers }): Promise<unknown>;
  verifyBackupCode(input: {
    body: { code: string; disableSession: boolean };
    headers: Headers;
  }): Promise<unknown>;
}

/** Our own rules the guards apply (they need the database, which better-auth's context does not expose typed). */
export interface GuardRules {
  passkeyRemovalRefusal(userId: string, passkeyId: string): Promise<ErrorCode | null>;
}

/** The part of better-auth's hook context the guards read. */
interface GuardContext {
  path?: string;
  body?: unknown;
  query?: unknown;
  headers?: Headers;
  context: {
    password: { checkPassword(userId: string, ctx: never): Promise<boolean> };
  };
}

const refuse = (code: keyof typeof errorMessages & string) =>
  APIError.fromStatus('BAD_REQUEST', { code, message: errorMessages[code] as string });

const field = (source: unknown, name: string): unknown =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;

/** A six-digit code is the authenticator's; anything else is tried as a recovery code ('xxxxx-xxxxx'). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * Runs before better-auth's own routes (auth.ts hooks.before):
 * - /two-factor/disable also asks for a code ("disable with a code"), from the authenticator or a
 *   recovery code, so a stolen session plus a known password is not enough to take the second factor off. The
 *   password is checked first, so a recovery code is never spent on a request the password would fail.
 * - a passkey's name is 1–60 characters (better-auth takes any length).
 * - the last passkey of an account without a password or Google is not removed (ways-in.ts).
 */
export async function guardSecurityRoute(
  ctx: GuardContext,
  api: () => SecondFactorApi,
  rules: GuardRules,
): Promise<void> {
  if (ctx.path === '/passkey/delete-passkey') {
    const id = field(ctx.body, 'id');
    const session = await getSessionFromCtx(ctx as never);
    // Without a session or an id, better-auth refuses the request itself.
    if (!session || typeof id !== 'string') return;
    const refusal = await rules.passkeyRemovalRefusal(session.user.id, id);
    if (refusal) throw APIError.fromStatus('BAD_REQUEST', { code: refusal, message: errorMessage(refusal) });
    return;
  }
  if (ctx.path === '/two-factor/disable') {
    const session = await getSessionFromCtx(ctx as never);
    if (!session) return; // better-auth answers 401 itself
    const code = field(ctx.body, 'code');
    if (typeof code !== 'string' || code.trim() === '') throw refuse('TWO_FACTOR_CODE_REQUIRED');
    await ctx.context.password.checkPassword(session.user.id, ctx as never);
    const headers = ctx.headers ?? new Headers();
    const trimmed = code.trim();
    try {
      if (isTotpCode(trimmed)) await api().verifyTOTP({ body: { code: trimmed }, headers });
      else await api().verifyBackupCode({ body: { code: trimmed, disableSession: true }, headers });
    } catch (error) {
      if (error instanceof APIError) throw refuse('INVALID_TWO_FACTOR_CODE');
      throw error;
    }
    return;
  }
  if (ctx.path === '/passkey/update-passkey' || ctx.path === '/passkey/verify-registration') {
    checkPasskeyName(field(ctx.body, 'name'), ctx.path === '/passkey/update-passkey');
  } else if (ctx.path === '/passkey/generate-register-options') {
    checkPasskeyName(field(ctx.query, 'name'), false);
  }
}

function checkPasskeyName(name: unknown, required: boolean) {
  if (name === undefined && !required) return;
  if (!passkeyNameSchema.safeParse(name).success) throw refuse('PASSKEY_NAME_INVALID');
}
