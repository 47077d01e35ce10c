import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import type { Logger } from '../logger';
import { createTransport, SMTP_ATTEMPT_MAX_MS, type OutgoingMail } from './transports';
import { queueMail } from './queue-mail';
import type { MailKind, Mailer } from './types';

/*
 * Why these numbers:
 * - POLL_MS: send() wakes the sender at once, so polling only picks up retries whose backoff has ended and
 *   messages queued by another server process. A few seconds keeps those prompt; the query is one index scan.
 * - RETRY_FIRST_DELAY_MS / RETRY_MAX_DELAY_MS: a brief SMTP hiccup is retried within seconds; doubling from there
 *   settles a long outage at one attempt per message every 15 minutes, so a down server is not hammered and a
 *   message goes out at most 15 minutes after it comes back. There is no last attempt: nothing is dropped.
 * - BATCH_SIZE / LEASE_MS: a claimed message is hidden from other processes for LEASE_MS. The lease must outlast
 *   the worst case for the whole batch (every message hitting the SMTP timeouts), or another process could send
 *   a message this one is still sending. If this process dies mid-batch, its messages go out once the lease ends.
 */
export const POLL_MS = 5_000;
export const RETRY_FIRST_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 15 * 60_000;
export const BATCH_SIZE = 10;
/** Mails a person is waiting for right now, to sign in or get back in. */
export const URGENT_KINDS: MailKind[] = [
  'confirmation',
  'magic-link',
  'recovery',
  'account-locked',
  'sign-in-blocked',
  'email-change',
];
export const LEASE_MS = BATCH_SIZE * SMTP_ATTEMPT_MAX_MS + 60_000;

export interface MailerOptions {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'> & Partial<Pick<Config, 'nodeEnv'>>;
  logger: Logger;
  pollMs?: number;
  /** Tests shorten these so a retry happens in milliseconds instead of seconds. */
  retry?: { firstDelayMs?: number; maxDelayMs?: number; leaseMs?: number };
}

type QueuedMail = OutgoingMail & { attempts: number };

/** Delay before the next attempt once `attempts` attempts have failed: doubling, capped. */
export function retryDelayMs(
  attempts: number,
  firstDelayMs = RETRY_FIRST_DELAY_MS,
  maxDelayMs = RETRY_MAX_DELAY_MS,
) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(firstDelayMs * 2 ** exponent, maxDelayMs);
}

/** The database clock, not this process's: several servers with skewed clocks must agree on what is due. */
const nowPlus = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

export function createMailer({ db, config, logger, pollMs = POLL_MS, retry = {} }: MailerOptions): Mailer {
  const log = logger.child({ module: 'mail' });
  const firstDelayMs = retry.firstDelayMs ?? RETRY_FIRST_DELAY_MS;
  const maxDelayMs = retry.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  const leaseMs = retry.leaseMs ?? LEASE_MS;
  const transport = createTransport(config, log);
  if (!config.smtpUrl && config.nodeEnv === 'production')
    log.warn(
      { outbox: transport.describe },
      'SMTP_URL is not set: emails are only written to the local outbox',
    );
  else log.info({ transport: transport.describe }, 'mail sender started');

  let stopped = false;
  let running: Promise<void> | undefined;
  /** A wake-up arrived while a batch was in flight: look again when it ends, the new message may not be in it. */
  let wokenDuringRun = false;

  /** Claims due messages in one short transaction; SKIP LOCKED lets other processes claim other rows meanwhile. */
  async function claim(): Promise<QueuedMail[]> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: mailQueue.id,
          kind: mailQueue.kind,
          to: mailQueue.to,
          subject: mailQueue.subject,
          html: mailQueue.html,
          text: mailQueue.text,
          headers: mailQueue.headers,
          attempts: mailQueue.attempts,
        })
        .from(mailQueue)
        .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, sql`now()`)))
        // Someone waiting on the sign-in screen comes first: a burst of notices (a school signing up its class tells
        // every admin about each student) must not hold back a confirmation or sign-in link.
        .orderBy(
          sql`case when ${inArray(mailQueue.kind, URGENT_KINDS)} then 0 else 1 end`,
          mailQueue.nextAttemptAt,
        )
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (rows.length)
        await tx
          .update(mailQueue)
          .set({ nextAttemptAt: nowPlus(leaseMs) })
          .where(
            inArray(
              mailQueue.id,
              rows.map((r) => r.id),
            ),
          );
      return rows;
    });
  }

  async function attempt(mail: QueuedMail): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      await transport.deliver(mail);
    } catch (err) {
      const delay = retryDelayMs(attempts, firstDelayMs, maxDelayMs);
      const error = err instanceof Error ? err.message : String(err);
      await db
        .update(mailQueue)
        .set({ attempts, lastError: error.slice(0, 2000), nextAttemptAt: nowPlus(delay) })
        .where(eq(mailQueue.id, mail.id));
      log.warn(
        { mailId: mail.id, to: mail.to, attempts, retryInMs: delay, error },
        'mail not sent; will retry',
      );
      return;
    }
    await db
      .update(mailQueue)
      .set({ status: 'sent', sentAt: sql`now()`, attempts })
      .where(eq(mailQueue.id, mail.id));
    log.info({ mailId: mail.id, kind: mail.kind, to: mail.to, attempts }, 'mail sent');
  }

  async function drain(): Promise<void> {
    try {
      for (;;) {
        wokenDuringRun = false;
        const batch = await claim();
        // The batch's messages go out side by side (one SMTP connection each): sent one after another, a burst of
        // notices under load queued a message for 20 s behind slow handshakes. attempt() never throws.
        await Promise.all(batch.map(attempt));
        // A full batch means more may be due; stop() lets the current batch finish but starts no other.
        if (stopped || (batch.length < BATCH_SIZE && !wokenDuringRun)) return;
      }
    } catch (err) {
      // The database is unreachable or closing: the rows stay queued and the next poll tries again.
      if (!stopped) log.error({ err }, 'mail queue unavailable; retrying on the next poll');
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenDuringRun = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
      // A wake-up can land after drain() last looked but before this runs.
      if (wokenDuringRun) wake();
    });
  }

  const timer = setInterval(wake, pollMs);
  // The sender must never be what keeps the process (or a test run) alive.
  timer.unref();
  // Messages left queued by an earlier run go out now rather than at the first poll.
  wake();

  return {
    async send(message) {
      await queueMail(db, message);
      log.debug({ kind: message.kind, to: message.to }, 'mail queued');
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
