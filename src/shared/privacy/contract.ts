import { z } from 'zod';
import { privacyValidation } from '../i18n/validation';

/** The privacy routes (LGPD): under /api/me, so a pending, revoked or read-only account reaches them. */
export const privacyApi = {
  /** GET: the zip with everything the product holds about the caller. */
  export: '/api/me/export',
  /** GET: what deleting the account asks for (the status below); POST: delete it. */
  accountDeletion: '/api/me/account-deletion',
} as const;

/** A passkey- or Google-only account re-authenticates by signing in again: the session must be this recent. */
export const REAUTH_WINDOW_MINUTES = 5;

export const deleteAccountSchema = z.object({
  /** Typed by hand: the account's own email, to be sure which account goes. */
  email: z.string().trim().min(1, privacyValidation.accountEmail).max(320),
  /** Required when the account has a password. */
  password: z.string().max(128).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletionStatusSchema = z.object({
  /** 'password': confirm with the password; 'recent-sign-in': sign in again (passkey, Google, link) first. */
  reauth: z.enum(['password', 'recent-sign-in']),
  /** Until when the current sign-in counts as recent (ISO), or null when it no longer does. */
  recentSignInUntil: z.string().nullable(),
  /** Ways to sign in again without a password, for 'recent-sign-in'. */
  signInMethods: z.array(z.enum(['passkey', 'google'])),
  /** Why the account cannot be deleted now, if it cannot. */
  blocked: z.enum(['last-admin', 'bootstrap-admin']).nullable(),
  /** Schools this person administers: they stay, run by the product's admins (docs/privacy.md). */
  schoolsAdministered: z.array(z.string()),
});
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
