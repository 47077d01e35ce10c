import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { createLogger } from '../logger';
import { getTestDatabase } from '../testing/test-database';
import { BATCH_SIZE, createMailer, retryDelayMs, RETRY_MAX_DELAY_MS, type MailerOptions } from './mailer';
import { freePort, startTestSmtpServer, waitUntil, type TestSmtpServer } from './test-smtp-server';
import {
  adminNewUserEmail,
  CONFIRMATION_SUBJECT,
  confirmationEmail,
  MAGIC_LINK_SUBJECT,
  magicLinkEmail,
} from './templates';
import type { Mailer } from './types';
import { weeklyReviewEmail } from './weekly-review-templates';

const FROM = 'MCTrading <no-reply@mctrading.test>';
const FAST = { firstDelayMs: 50, maxDelayMs: 200 };

let db: Db;
const cleanup: (() => Promise<void>)[] = [];

beforeAll(async () => {
  db = (await getTestDatabase()).db;
});

beforeEach(async () => {
  await db.delete(mailQueue);
});

afterEach(async () => {
  // Mailers first, so no sender is mid-attempt when its SMTP server goes away.
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

function mailer(smtpUrl: string, extra: Partial<MailerOptions> = {}): Mailer {
  const m = createMailer({
    db,
    config: { smtpUrl, mailFrom: FROM, dataDir: '/nonexistent' },
    logger: createLogger('silent'),
    pollMs: 30,
    retry: FAST,
    ...extra,
  });
  cleanup.push(() => m.stop());
  return m;
}

async function smtp(opts: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const s = await startTestSmtpServer(opts);
  cleanup.unshift(() => s.close());
  return s;
}

const rows = () => db.select().from(mailQueue);

describe('mailer over SMTP', () => {
  it('delivers a queued message with its subject, sender, recipient and link, and marks it sent', async () => {
    const server = await smtp();
    const url = 'https://app.mctrading.test/api/auth/verify-email?token=abc&callbackURL=%2F';
    await mailer(server.url).send(confirmationEmail({ to: 'ana@example.com', name: 'Ana', url }));

    await waitUntil(() => server.received.length === 1);
    const [mail] = server.received;
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
    expect(mail.from?.value[0]?.address).toBe('no-reply@mctrading.test');
    expect(mail.envelopeTo).toEqual(['ana@example.com']);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);

    await waitUntil(async () => (await rows())[0]?.status === 'sent');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(mail.messageId).toBe(`<${row?.id}@mctrading.test>`);
  });

  it('delivers the weekly review with its one-click List-Unsubscribe headers (RFC 8058) and the footer link', async () => {
    const server = await smtp();
    const unsubscribeUrl = 'https://app.mctrading.test/api/public/weekly-review/unsubscribe?token=abc.def';
    await mailer(server.url).send(
      weeklyReviewEmail({
        to: 'caio@example.com',
        name: 'Caio',
        appUrl: 'https://app.mctrading.test',
        weekStart: '2026-11-16',
        process: {
          trades: 0,
          tradedDays: 0,
          plannedDays: 1,
          plannedBeforeFirstTrade: 0,
          tradesWithStop: 0,
          journaledTrades: 0,
          tradesWithEmotion: 0,
          ruleBreakTrades: 0,
          ruleBreaks: [],
        },
        unsubscribeUrl,
      }),
    );
    await waitUntil(() => server.received.length === 1);
    const [mail] = server.received;
    if (!mail) throw new Error('no mail');
    const header = (name: string) =>
      mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Parar de receber este email: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    // A message queued without headers goes without them.
    await mailer(server.url).send(
      confirmationEmail({ to: 'ana@example.com', name: 'Ana', url: 'https://x.test/c' }),
    );
    await waitUntil(() => server.received.length === 2);
    expect(server.received[1]?.headerLines.some((h) => h.key.startsWith('list-'))).toBe(false);
  });

  it('keeps a message through an SMTP outage and delivers it exactly once when the server is back', async () => {
    const port = await freePort();
    const m = mailer(`smtp://127.0.0.1:${port}`);
    await m.send(magicLinkEmail({ to: 'bia@example.com', url: 'https://app.mctrading.test/magic?t=1' }));

    // Down: the message stays queued, with the failures on record.
    await waitUntil(async () => ((await rows())[0]?.attempts ?? 0) >= 2);
    const [failing] = await rows();
    expect(failing?.status).toBe('pending');
    expect(failing?.lastError).toMatch(/ECONNREFUSED/);
    expect(failing?.sentAt).toBeNull();

    const server = await smtp({ port });
    await waitUntil(async () => (await rows())[0]?.status === 'sent');
    const [row] = await rows();
    expect(row?.attempts).toBeGreaterThan(failing?.attempts ?? Infinity);
    // A sent message is never sent again: a later message goes out after it, and once the sender has stopped (it
    // waits for the batch in flight) the server holds the two, each once.
    await m.send(confirmationEmail({ to: 'bia@example.com', name: 'Bia', url: 'https://x.test/c' }));
    await waitUntil(() => server.received.length >= 2);
    await m.stop();
    expect(server.received.map((x) => x.subject)).toEqual([MAGIC_LINK_SUBJECT, CONFIRMATION_SUBJECT]);
  });

  it('sends a sign-in link before a backlog of admin notices queued ahead of it', async () => {
    const notice = (i: number) =>
      adminNewUserEmail({
        to: `admin${i}@example.com`,
        appUrl: 'https://app.mctrading.test',
        user: {
          user_id: `u${i}`,
          email: `aluno${i}@example.com`,
          display_name: `Aluno ${i}`,
          full_name: `Aluno ${i}`,
          created_at: new Date().toISOString(),
        },
      });
    // Queued as a school's sign-ups would queue them: 3 batches of notices first, the trader's link last.
    for (let i = 0; i < 3 * BATCH_SIZE; i++) await db.insert(mailQueue).values(notice(i));
    await db
      .insert(mailQueue)
      .values(magicLinkEmail({ to: 'bia@example.com', url: 'https://app.mctrading.test/x' }));

    const server = await smtp();
    mailer(server.url);
    await waitUntil(() => server.received.length === 3 * BATCH_SIZE + 1, 30_000);
    // The link goes out in the first batch (its messages are sent side by side), not after the 30 notices.
    const position = server.received.findIndex((m) => m.subject === MAGIC_LINK_SUBJECT);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(position).toBeLessThan(BATCH_SIZE);
  });

  it('retries after a temporary 4xx rejection and then delivers once', async () => {
    const server = await smtp({ rejectFirstRecipients: 2 });
    await mailer(server.url).send(magicLinkEmail({ to: 'caio@example.com', url: 'https://x.test/m' }));

    await waitUntil(async () => (await rows())[0]?.status === 'sent');
    const [row] = await rows();
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toMatch(/451/);
    expect(server.received).toHaveLength(1);
  });

  it('lets no message go unsent when the mailer stops and another starts (a restart)', async () => {
    // Each mailer has an SMTP server of its own, so the one that delivered is known.
    const firstServer = await smtp();
    const server = await smtp();
    const first = mailer(firstServer.url);
    await first.stop();
    // Queued by a process that is shutting down: durable, sent by the next one.
    await first.send(magicLinkEmail({ to: 'dani@example.com', url: 'https://x.test/m' }));
    expect((await rows())[0]?.status).toBe('pending');

    mailer(server.url);
    await waitUntil(async () => (await rows())[0]?.status === 'sent');
    expect(server.received.map((x) => x.envelopeTo)).toEqual([['dani@example.com']]);
    // Claimed once (a claim hides the row from every other sender), by the live mailer: the stopped one never
    // tried, neither before the live one started nor after.
    expect((await rows())[0]?.attempts).toBe(1);
    expect(firstServer.received).toHaveLength(0);
  });

  it('delivers each message once when two mailers share the database', async () => {
    const server = await smtp();
    const a = mailer(server.url, { pollMs: 5 });
    const b = mailer(server.url, { pollMs: 5 });
    const count = 20;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        (i % 2 ? a : b).send(magicLinkEmail({ to: `user${i}@example.com`, url: `https://x.test/m/${i}` })),
      ),
    );

    await waitUntil(async () => (await rows()).every((r) => r.status === 'sent'), 25_000);
    // stop() waits for the batch in flight: after it no delivery is still on its way to the server.
    await Promise.all([a.stop(), b.stop()]);
    const recipients = server.received.map((x) => x.envelopeTo[0]).sort();
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the first delay and stops growing at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5_000, 60_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(5, 5_000, 60_000)).toBe(60_000);
    expect(retryDelayMs(10_000)).toBe(RETRY_MAX_DELAY_MS);
  });
});
