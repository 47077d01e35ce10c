import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** A queued message as the sender hands it to a transport. */
export interface OutgoingMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers the message was queued with (null: none). */
  headers?: Record<string, string> | null;
}

export interface Transport {
  /** Resolves once the message is accepted; rejects (to be retried later) otherwise. */
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** Where messages go, for the startup log line. */
  describe: string;
}

export type TransportConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/*
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default. A hung SMTP server
 * would then hold a batch far longer than its lease (see LEASE_MS in mailer.ts), and another process could send
 * the same message meanwhile; these bound one attempt to under a minute. A failed attempt is simply retried.
 */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;
/** Worst case for one message, used to size the lease. */
export const SMTP_ATTEMPT_MAX_MS =
  SMTP_CONNECTION_TIMEOUT_MS + SMTP_GREETING_TIMEOUT_MS + SMTP_SOCKET_TIMEOUT_MS;

export function createTransport(config: TransportConfig, logger: Logger): Transport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(config, logger);
}

/**
 * The same Message-ID on every attempt of one queued message, so that in the rare double delivery (a crash
 * between the SMTP server accepting and the row being marked sent) mail clients can tell it is one message.
 */
export function messageIdFor(id: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?\s*$/.exec(mailFrom)?.[1] ?? 'mctrading.local';
  return `<${id}@${domain}>`;
}

function smtpTransport(smtpUrl: string, mailFrom: string): Transport {
  // Not pooled: one connection per attempt, so a connection gone stale during an outage is never reused.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  const target = new URL(smtpUrl);
  return {
    describe: `smtp://${target.host}`,
    async deliver(mail) {
      await transporter.sendMail({
        from: mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdFor(mail.id, mailFrom),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (local development, tests) nothing leaves the machine: each message is written to
 * DATA_DIR/outbox as a .eml (opens in any mail client) and a .html (opens in a browser), and its links are logged
 * so the developer can follow a confirmation link straight from the terminal.
 */
function outboxTransport(config: TransportConfig, logger: Logger): Transport {
  const dir = path.join(config.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: dir,
    async deliver(mail) {
      const info = await composer.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdFor(mail.id, config.mailFrom),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await mkdir(dir, { recursive: true });
      // Sortable by time; the id keeps two messages of the same millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(dir, `${stamp}-${mail.kind}-${mail.id.slice(0, 8)}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(`${base}.html`, mail.html);
      logger.info(
        {
          to: mail.to,
          subject: mail.subject,
          links: linksIn(mail.text),
          eml: `${base}.eml`,
          html: `${base}.html`,
        },
        'mail written to the local outbox (SMTP_URL is not set)',
      );
    },
    close: () => composer.close(),
  };
}

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
