import type { SecurityChange } from '../mail/security-templates';
import type { SignInBlock } from './account-limit';
import type { RateLimiter } from './rate-limit';

/** What better-auth calls back into: mail, profile creation and the shared rate limiter. */
export interface AuthHooks {
  sendConfirmation(user: { email: string; name: string }, url: string): Promise<void>;
  sendRecovery(user: { email: string; name: string }, url: string): Promise<void>;
  sendMagicLink(email: string, url: string): Promise<void>;
  /** The link that confirms an email change, to the new address (`user.email` is the new one). */
  sendEmailChange(user: { email: string; name: string }, url: string): Promise<void>;
  /** An email change was confirmed and written: the old address is told. */
  emailChanged(userId: string, change: { from: string; to: string }): Promise<void>;
  userCreated(user: {
    id: string;
    email: string;
    name: string;
    role?: string | null;
    emailVerified: boolean;
    whatsapp?: string | null;
    createdAt: Date;
  }): Promise<void>;
  /** A session was created (any sign-in route): the admin list's "last sign-in". */
  signedIn(userId: string): Promise<void>;
  rateLimiter: RateLimiter;
  /** Failed password sign-ins from many addresses have just blocked this account (account-limit.ts). */
  accountLocked(owner: { email: string; name: string }, block: SignInBlock): Promise<void>;
  /** Failed password sign-ins from one address have just blocked that address for this account. */
  addressBlocked(owner: { email: string; name: string }, block: SignInBlock): Promise<void>;
  /** A security setting of the user changed (security-events.ts): the owner is told by email. */
  securityChanged(userId: string, change: SecurityChange): Promise<void>;
}
