import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { Logger } from '../logger';
import { securityNoticeEmail, type SecurityChange } from '../mail/security-templates';
import type { Mailer } from '../mail/types';
import { userZone } from '../user/trading-settings';

export interface SecurityNoticeDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  now?: () => Date;
}

export interface SecurityNoticeOptions {
  /** Another address to write to (an email change tells the old address). Default: the user's current email. */
  to?: string;
  /** What changed, named (a passkey's name, the new address). */
  detail?: string;
}

/**
 * Tells the owner of an account, by email, that a security setting changed (password, email, two-factor,
 * passkeys, Google). Never throws: the change itself is done, and a mail that cannot be queued is logged.
 */
export async function notifySecurityChange(
  deps: SecurityNoticeDeps,
  userId: string,
  change: SecurityChange,
  options: SecurityNoticeOptions = {},
): Promise<void> {
  try {
    const [owner] = await deps.db
      .select({ email: user.email, name: user.name, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    if (!owner) return;
    const at = deps.now?.() ?? new Date();
    // Signing up with Google creates the Google account with the user: that is not a "link" to tell about.
    if (change === 'google-linked' && at.getTime() - owner.createdAt.getTime() < 60_000) return;
    await deps.mailer.send(
      securityNoticeEmail({
        to: options.to ?? owner.email,
        name: owner.name,
        change,
        at,
        appUrl: deps.appUrl,
        detail: options.detail,
        timeZone: await userZone(deps.db, userId),
      }),
    );
  } catch (err) {
    deps.logger.error({ err, userId, change }, 'security notice not sent');
  }
}
