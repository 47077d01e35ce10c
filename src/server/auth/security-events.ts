import type { SecurityChange } from '../mail/security-templates';

/**
 * Which better-auth routes change an account's security, for the owner's email notice. A route listed
 * here notifies the signed-in user after it answered with success. Enabling two-factor is not a route of its own
 * (the first code confirmed through /two-factor/verify-totp turns it on, and the same route signs in): auth.ts
 * tells it from the user's update instead (`twoFactorEnabledBy`).
 */
export const SECURITY_ROUTES: Readonly<Record<string, SecurityChange>> = {
  '/change-password': 'password-changed',
  '/reset-password': 'password-changed',
  '/two-factor/disable': 'two-factor-disabled',
  '/passkey/verify-registration': 'passkey-added',
  '/passkey/delete-passkey': 'passkey-removed',
  '/unlink-account': 'google-unlinked',
};

/** The user update that turns two-factor on comes from confirming the first code. */
export const twoFactorEnabledBy = (path: string | undefined, twoFactorEnabled: unknown): boolean =>
  path === '/two-factor/verify-totp' && twoFactorEnabled === true;

/** A Google account created outside sign-up is a link (notify.ts skips the one created with a new user). */
export const googleLinkedBy = (providerId: string): boolean => providerId === 'google';
