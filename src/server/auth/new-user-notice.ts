import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { adminNewUserEmail } from '../mail/templates';
import type { Mailer } from '../mail/types';
import { adminRecipients } from '../user/profile';
import { zonesOfEmails } from '../user/trading-settings';

export interface NewUserPayload {
  user_id: string;
  display_name: string;
  full_name: string;
  created_at: string;
}

/**
 * The spec's 'notify-new-user': every admin gets an email, and NOTIFY_WEBHOOK_URL (when set) a POST with
 * {user_id, display_name, full_name, created_at}. A failure is logged and never reaches the sign-up.
 */
export async function notifyNewUser(
  deps: { db: Db; config: Config; mailer: Mailer; logger: Logger },
  payload: NewUserPayload & { email: string },
): Promise<void> {
  const { db, config, mailer, logger } = deps;
  const { email, ...body } = payload;
  try {
    const recipients = await adminRecipients(db, config.adminEmails, email);
    const zones = await zonesOfEmails(db, recipients);
    for (const to of recipients) {
      await mailer.send(
        adminNewUserEmail({
          to,
          appUrl: config.appUrl,
          user: { ...body, email },
          timeZone: zones.get(to.toLowerCase()),
        }),
      );
    }
  } catch (err) {
    logger.error({ err, userId: payload.user_id }, 'notify-new-user: admin email failed');
  }
  if (config.notifyWebhookUrl) {
    try {
      const res = await fetch(config.notifyWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok)
        logger.error({ status: res.status, userId: payload.user_id }, 'notify-new-user: webhook refused');
    } catch (err) {
      logger.error({ err, userId: payload.user_id }, 'notify-new-user: webhook failed');
    }
  }
}
