import type { Exec } from '../db/tx';
import { mailQueue } from '../db/schema';
import type { MailMessage } from './types';

/**
 * Puts a message in the outgoing queue: the sender (mailer.ts) delivers it, retrying until the server accepts it.
 * Given a transaction, the message goes out only if the transaction commits (a notice marked sent and its mail
 * are one write).
 */
export async function queueMail(exec: Pick<Exec, 'insert'>, m: MailMessage): Promise<void> {
  await exec.insert(mailQueue).values({
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    headers: m.headers && Object.keys(m.headers).length ? m.headers : null,
  });
}
