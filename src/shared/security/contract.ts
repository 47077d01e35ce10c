import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../account/contract';
import { securityAccessText } from '../i18n/security-access';

/**
 * The 'Segurança' tab's own API, beside better-auth's routes: changing a password
 * (/api/auth/change-password), linking Google (/api/auth/link-social) and unlinking it (/api/auth/unlink-account)
 * are better-auth's. Everything here acts on the signed-in user only.
 */
export const securityApi = {
  /** GET: what the account has to sign in with (password, Google, passkeys). */
  overview: '/api/me/security',
  /** POST {newPassword}: a first password for an account without one (a Google-only account). */
  password: '/api/me/security/password',
  /** GET: the user's active sessions, this one marked. */
  sessions: '/api/me/security/sessions',
  /** DELETE: ends one of the user's other sessions. */
  session: (id: string) => `/api/me/security/sessions/${encodeURIComponent(id)}`,
  /** POST {}: ends every session of the user but this one. */
  endOtherSessions: '/api/me/security/sessions/end-others',
} as const;

/** Sessions created longer ago than this cannot set a first password: the owner signs in again first. */
export const FRESH_SESSION_MS = 24 * 60 * 60 * 1000;

export const securityOverviewSchema = z.object({
  /** A password is set (a credential account). */
  hasPassword: z.boolean(),
  /** The linked Google account (better-auth's account row id, for /unlink-account), or null. */
  google: z.object({ id: z.string(), linkedAt: z.string() }).nullable(),
  passkeys: z.number().int().min(0),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  /** 'Chrome no Windows' (see device.ts); 'Dispositivo desconhecido' without a user agent. */
  device: z.string(),
  /** Phone or tablet, for the icon. */
  mobile: z.boolean(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last refreshed (better-auth refreshes it at most once a day). */
  lastUsedAt: z.string(),
  /** The session of this request: this device. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });

export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, securityAccessText.password.tooShort)
  .max(128, securityAccessText.password.tooLong);

/** POST /api/me/security/password. */
export const setPasswordSchema = z.object({ newPassword });

/** The client's forms: the new password twice (and the current one when changing). */
export const setPasswordFormSchema = z
  .object({ newPassword, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    message: securityAccessText.password.mismatch,
    path: ['confirm'],
  });

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, securityAccessText.password.currentRequired),
    newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, {
    message: securityAccessText.password.mismatch,
    path: ['confirm'],
  });
