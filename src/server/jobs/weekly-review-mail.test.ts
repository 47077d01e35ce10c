import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { weeklyReviewApi } from '@/shared/weekly-review/contract';
import { mailQueue, tradingSettings, user, weeklyReviewMails } from '../db/schema';
import { WEEKLY_REVIEW_SUBJECT_PREFIX } from '../mail/weekly-review-templates';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import { createLogger } from '../logger';
import { TestClient, linkIn } from '../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../features/trades/test-callers';
import { createJobRunner } from './runner';
import { weeklyReviewMailJob } from './weekly-review-mail';

let t: TestApp;
beforeAll(async () => {
  t = await tradesTestApp();
});

const logger = createLogger('silent');
const APP = 'https://app.example';

async function optedIn(timezone: string | null, enabled = true) {
  const caller = await allowedCaller(t);
  const [me] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, caller.userId));
  if (timezone)
    await t.database.db
      .insert(tradingSettings)
      .values({ userId: caller.userId, timezone })
      .onConflictDoUpdate({ target: tradingSettings.userId, set: { timezone } });
  if (enabled) {
    const res = await caller.client.json(weeklyReviewApi.mail, { method: 'PUT', json: { enabled: true } });
    expect(res.status).toBe(200);
  }
  return { ...caller, email: me?.email ?? '' };
}

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'weekly-review')));

const runAt = (iso: string) =>
  createJobRunner({
    db: t.database.db,
    logger,
    jobs: [weeklyReviewMailJob({ appUrl: APP, secret: t.config.authSecret, clock: () => new Date(iso) })],
  }).runNow('weekly-review-mail');

describe('the Monday mail of the weekly review', () => {
  it('goes once per week to those who opted in, at 08:00 in each one’s zone, with the summary and a link', async () => {
    const sp = await optedIn(null);
    const ny = await optedIn('America/New_York');
    const off = await optedIn(null, false);
    for (const who of [sp, ny, off]) {
      const res = await who.client.json('/api/trades', {
        json: tradeBody({ date: '2026-11-18', time: '10:00', stop: '124900' }),
      });
      expect(res.status).toBe(201);
    }

    // Monday 23/11 07:59 in São Paulo: not yet.
    expect(await runAt('2026-11-23T10:59:00Z')).toEqual({ ran: true, ok: true });
    expect(await mailsTo(sp.email)).toEqual([]);
    // 08:00 in São Paulo (06:00 in New York): the São Paulo trader only.
    await runAt('2026-11-23T11:00:00Z');
    const [mail, ...more] = await mailsTo(sp.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${WEEKLY_REVIEW_SUBJECT_PREFIX}16/11 a 22/11/2026`);
    expect(mail?.text).toContain(`${APP}/revisao-semanal?semana=2026-11-16`);
    expect(mail?.text).toContain('Trades com stop: 1 de 1');
    expect(mail?.text).not.toMatch(/R\$/);
    expect(await mailsTo(ny.email)).toEqual([]);
    expect(await mailsTo(off.email)).toEqual([]);

    // Again here, as another process would, and two at once: still one mail per trader and week.
    await runAt('2026-11-23T11:30:00Z');
    const job = weeklyReviewMailJob({
      appUrl: APP,
      secret: t.config.authSecret,
      clock: () => new Date('2026-11-23T13:05:00Z'),
    });
    const ctx = { db: t.database.db, logger, signal: new AbortController().signal };
    await Promise.all([job.run(ctx), job.run(ctx)]);
    expect(await mailsTo(sp.email)).toHaveLength(1);
    expect(await mailsTo(ny.email)).toHaveLength(1);
    expect(await mailsTo(off.email)).toEqual([]);
    const marks = await t.database.db
      .select()
      .from(weeklyReviewMails)
      .where(eq(weeklyReviewMails.userId, sp.userId));
    expect(marks.map((m) => m.weekStart)).toEqual(['2026-11-16']);

    // The next Monday: the next week's mail.
    await runAt('2026-11-30T11:00:00Z');
    expect(await mailsTo(sp.email)).toHaveLength(2);
  });

  it('stops in one click, without signing in, with a signed link only', async () => {
    const who = await optedIn(null);
    await runAt('2026-11-23T12:00:00Z');
    const [mail] = await mailsTo(who.email);
    const link = linkIn(
      mail?.text ?? '',
      /https:\/\/app\.example\/api\/public\/weekly-review\/unsubscribe\?token=\S+/,
    );
    expect(link).toBe(
      `${APP}${weeklyReviewApi.unsubscribe}?token=${unsubscribeToken(t.config.authSecret, who.userId)}`,
    );
    const anonymous = new TestClient(t.app);
    const forged = await anonymous.request(
      `${weeklyReviewApi.unsubscribe}?token=${unsubscribeToken('another-secret-another-secret-0000', who.userId)}`,
    );
    expect(forged.status).toBe(400);
    expect((await who.client.json<{ enabled: boolean }>(weeklyReviewApi.mail)).body.enabled).toBe(true);

    // The link's page asks first (a mail scanner following the link turns nothing off); its button POSTs.
    const asked = await anonymous.request(link.replace(APP, ''));
    expect(asked.status).toBe(200);
    const confirm = await asked.text();
    expect(confirm).toContain('Parar de receber a revisão semanal?');
    expect(confirm).toMatch(/<form method="post" action="\?token=[^"]+"[\s\S]*Parar de receber<\/button>/);
    expect((await who.client.json<{ enabled: boolean }>(weeklyReviewApi.mail)).body.enabled).toBe(true);

    const res = await anonymous.request(link.replace(APP, ''), {
      method: 'POST',
      body: new URLSearchParams({}),
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Você não vai mais receber a revisão semanal por email');
    expect((await who.client.json<{ enabled: boolean }>(weeklyReviewApi.mail)).body.enabled).toBe(false);
    await runAt('2026-11-30T12:00:00Z');
    expect(await mailsTo(who.email)).toHaveLength(1);
  });

  it('carries RFC 8058’s List-Unsubscribe headers; the one-click POST stops only the token’s own trader', async () => {
    const a = await optedIn(null);
    const b = await optedIn(null);
    await runAt('2026-11-23T12:00:00Z');
    const [mail] = await mailsTo(a.email);
    const url = `${APP}${weeklyReviewApi.unsubscribe}?token=${unsubscribeToken(t.config.authSecret, a.userId)}`;
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.text).toContain(`Parar de receber este email: ${url}`);
    const enabled = async (who: typeof a) =>
      (await who.client.json<{ enabled: boolean }>(weeklyReviewApi.mail)).body.enabled;

    // A mail client's one-click POST: no session, no Origin, the RFC's form body.
    const oneClick = (token: string) =>
      new TestClient(t.app).json<{ ok?: true; code?: string }>(
        `${weeklyReviewApi.unsubscribe}?token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
        },
      );
    // Forged: a's id under b's signature, a signature cut short, a token of a made-up user.
    const aToken = unsubscribeToken(t.config.authSecret, a.userId);
    const bToken = unsubscribeToken(t.config.authSecret, b.userId);
    for (const forged of [
      `${aToken.split('.')[0]}.${bToken.split('.')[1]}`,
      aToken.slice(0, -2),
      `${Buffer.from('ninguem').toString('base64url')}.${aToken.split('.')[1]}`,
    ]) {
      const res = await oneClick(forged);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    expect([await enabled(a), await enabled(b)]).toEqual([true, true]);

    // b's own token stops b's mail, never a's.
    expect((await oneClick(bToken)).status).toBe(200);
    expect([await enabled(a), await enabled(b)]).toEqual([true, false]);
    expect(await oneClick(aToken)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await enabled(a)).toBe(false);
  });
});
