/** What the rest of the server sends; the mail module queues it in the database and delivers it with retries. */
export type MailKind =
  | 'confirmation'
  | 'magic-link'
  | 'recovery'
  | 'admin-new-user'
  | 'account-locked'
  // Wrong passwords from one address blocked that address for the account (account-limit.ts).
  | 'sign-in-blocked'
  // Access changes made by an admin or school admin (ADR 013).
  | 'access-released'
  | 'access-revoked'
  | 'trial-extended'
  // The trial ends within a day (jobs/trial-notice.ts).
  | 'trial-ending'
  | 'access-continued'
  | 'sessions-ended'
  | 'role-changed'
  | 'school-invitation'
  | 'continue-request'
  // Security changes told to the account's owner.
  | 'security-notice'
  // The link that confirms an email change, to the new address.
  | 'email-change'
  // The account was deleted (LGPD): to its owner, and to every admin.
  | 'account-deleted'
  | 'admin-account-deleted'
  // The Monday mail with the week's review, to traders who opted in (jobs/weekly-review-mail.ts).
  | 'weekly-review'
  // A mentor commented on the student's journal (opt-out in Settings → Escola).
  | 'mentor-feedback';

export interface MailMessage {
  to: string;
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), name → value. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Queues the message (durably, in the database) and wakes the sender. Resolves once it is queued. */
  send(message: MailMessage): Promise<void>;
  /** Stops the background sender (used at shutdown). */
  stop(): Promise<void>;
}
