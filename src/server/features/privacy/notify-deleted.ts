import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { accountDeletedEmail, adminAccountDeletedEmail } from '../../mail/privacy-templates';
import type { Mailer } from '../../mail/types';
import { adminRecipients } from '../../user/profile';
import { zonesOfEmails } from '../../user/trading-settings';
import type { DeletedAccount } from './delete-account.service';

/**
 * After the deletion has committed: a confirmation to the address the account had, and a notice to every admin
 * (like the new-user notice). Never throws: the account is gone whatever the mail does; a failure is logged.
 */
export async function notifyAccountDeleted(
  deps: { db: Db; mailer: Mailer; logger: Logger; appUrl: string; adminEmails: string[] },
  deleted: DeletedAccount,
  at: Date,
): Promise<void> {
  try {
    await deps.mailer.send(
      accountDeletedEmail({
        to: deleted.email,
        name: deleted.name,
        at,
        appUrl: deps.appUrl,
        timeZone: deleted.timeZone,
      }),
    );
  } catch (err) {
    deps.logger.error({ err, userId: deleted.id }, 'account deleted: confirmation mail failed');
  }
  try {
    const admins = await adminRecipients(deps.db, deps.adminEmails, deleted.email);
    const zones = await zonesOfEmails(deps.db, admins);
    for (const to of admins)
      await deps.mailer.send(
        adminAccountDeletedEmail({
          to,
          appUrl: deps.appUrl,
          person: deleted,
          at,
          timeZone: zones.get(to.toLowerCase()),
        }),
      );
  } catch (err) {
    deps.logger.error({ err, userId: deleted.id }, 'account deleted: admin notice failed');
  }
}
