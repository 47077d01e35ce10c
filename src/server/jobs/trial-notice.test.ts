import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, profiles } from '../db/schema';
import { TRIAL_ENDING_SUBJECT } from '../mail/access-templates';
import { createLogger } from '../logger';
import { TestClient, uniqueEmail } from '../testing/test-client';
import { tradesTestApp, type TestApp } from '../features/trades/test-callers';
import { createJobRunner } from './runner';
import { trialNoticeJob } from './trial-notice';

let t: TestApp;
beforeAll(async () => {
  t = await tradesTestApp();
});

const HOUR = 60 * 60_000;
const logger = createLogger('silent');
const PASSWORD = 'segredo123';

async function person(
  extra: Record<string, unknown> = {},
): Promise<{ userId: string; email: string; client: TestClient }> {
  const email = uniqueEmail('trial-notice');
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Pessoa Teste', allowed: true, access: 'trial', ...extra },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
  return { userId: created.body.userId, email, client };
}

const endTrialAt = (userId: string, at: Date) =>
  t.database.db.update(profiles).set({ trialEndsAt: at }).where(eq(profiles.userId, userId));

const noticesTo = (email: string) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'trial-ending')));

describe('trial notice job', () => {
  it('mails once, within the day before the trial ends, only the traders the trial holds', async () => {
    const now = new Date();
    const db = t.database.db;
    // Ends in 10 hours, at a São Paulo midnight: its last day is the day before that midnight.
    const ending = await person();
    const end = new Date(now.getTime() + 10 * HOUR);
    await endTrialAt(ending.userId, end);
    const later = await person(); // three days left
    await endTrialAt(later.userId, new Date(now.getTime() + 72 * HOUR));
    const over = await person(); // already ended: nothing to announce
    await endTrialAt(over.userId, new Date(now.getTime() - HOUR));
    const continued = await person();
    await endTrialAt(continued.userId, end);
    await db.update(profiles).set({ continuedAt: now }).where(eq(profiles.userId, continued.userId));
    const admin = await person({ role: 'admin' });
    await endTrialAt(admin.userId, end);

    const runner = createJobRunner({
      db,
      logger,
      jobs: [trialNoticeJob({ appUrl: 'https://app.example', clock: () => now })],
    });
    expect(await runner.runNow('trial-notice')).toEqual({ ran: true, ok: true });

    const [notice, ...more] = await noticesTo(ending.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(TRIAL_ENDING_SUBJECT);
    const lastDay = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
    }).format(new Date(end.getTime() - 1));
    expect(notice?.text).toContain(`vai até ${lastDay} (inclusive)`);
    expect(notice?.text).toContain('https://app.example/dashboard');
    for (const other of [later, over, continued, admin]) expect(await noticesTo(other.email)).toEqual([]);

    // Run again, here and as another process would: nothing more.
    expect(await runner.runNow('trial-notice')).toEqual({ ran: true, ok: true });
    const again = createJobRunner({
      db,
      logger,
      jobs: [trialNoticeJob({ appUrl: 'https://app.example', clock: () => now })],
    });
    await again.runNow('trial-notice');
    expect(await noticesTo(ending.email)).toHaveLength(1);
  });

  it('an extended trial gets a notice for its new end', async () => {
    const now = new Date();
    const db = t.database.db;
    const trader = await person();
    await endTrialAt(trader.userId, new Date(now.getTime() + 5 * HOUR));
    const job = () =>
      createJobRunner({
        db,
        logger,
        jobs: [trialNoticeJob({ appUrl: 'https://app.example', clock: () => now })],
      }).runNow('trial-notice');
    await job();
    expect(await noticesTo(trader.email)).toHaveLength(1);

    // An admin extends it by two days through the API: the mark is cleared with the new end.
    const admin = await person({ role: 'admin' });
    const res = await admin.client.json(`/api/admin/users/${trader.userId}/extend-trial`, {
      json: { days: 2 },
    });
    expect(res.status).toBe(200);
    const [after] = await db.select().from(profiles).where(eq(profiles.userId, trader.userId));
    expect(after?.trialNoticeSentAt).toBeNull();

    // The day before the new end, the job announces it.
    const newEnd = after?.trialEndsAt ?? new Date(0);
    const dayBefore = new Date(newEnd.getTime() - 6 * HOUR);
    await createJobRunner({
      db,
      logger,
      jobs: [trialNoticeJob({ appUrl: 'https://app.example', clock: () => dayBefore })],
    }).runNow('trial-notice');
    const notices = await noticesTo(trader.email);
    expect(notices).toHaveLength(2);
    const newLastDay = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
    }).format(new Date(newEnd.getTime() - 1));
    expect(notices.some((n) => n.text.includes(`vai até ${newLastDay} (inclusive)`))).toBe(true);
  });
});
