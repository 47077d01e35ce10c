import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskAlertDto, TodayDto } from '@/shared/risk/contract';
import { RISK_ALERT_EVENT } from '@/shared/risk/contract';
import { dailyPlans } from '../../db/schema';
import { dashboardTestApp, openEvents, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { allowedCaller } from '../trades/test-callers';
import { ledgerWrite } from '../../ledger/ledger-write';
import { NOON, TODAY, addTrade, alertsOf, breaksOn, defaultAccount, putPlan } from './risk.testkit';

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: NOON });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

/** Only the daily loss limit (R$ 300) can be crossed: the cap and the streak are far away. */
const LOSS_ONLY = { maxTradesPerDay: 100, stopAfterLosses: 20 };

describe('GET /api/risk/today', () => {
  it('shows the day’s figures and states, in the trader’s time zone', async () => {
    const { client } = await allowedCaller(t);
    const account = await defaultAccount(client);
    await putPlan(client, { dailyGainLock: '200' });
    const today = async () => {
      const res = await client.json<TodayDto>('/api/risk/today');
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await today()).toEqual({
      accountId: account.id,
      planConfirmed: true,
      currency: 'BRL',
      day: TODAY,
      timezone: 'America/Sao_Paulo',
      state: 'ok',
      pnl: '0.00',
      lossLimit: '300.00',
      gainLock: '200.00',
      trades: 0,
      tradeCap: 3,
      lossStreak: 0,
      stopAfterLosses: 2,
      cooldownUntil: null,
      usage: { 'daily-loss': 0, 'gain-lock': 0, 'trade-cap': 0, 'loss-streak': 0 },
    });
    // 23:30 yesterday in São Paulo (02:30 UTC today) is yesterday's trade.
    await addTrade(client, { date: '2026-03-09', time: '23:30' }, -1000);
    expect((await today()).trades).toBe(0);

    await addTrade(client, { time: '09:00' }, 50); // +R$ 10
    expect(await today()).toMatchObject({
      state: 'ok',
      pnl: '10.00',
      trades: 1,
      usage: { 'daily-loss': 0, 'gain-lock': 5, 'trade-cap': 33.33, 'loss-streak': 0 },
    });
    await addTrade(client, { time: '11:40' }, -1250); // −R$ 250 → −R$ 240 of 300 = 80 %
    expect(await today()).toMatchObject({
      state: 'attention',
      pnl: '-240.00',
      lossStreak: 1,
      usage: { 'daily-loss': 80, 'gain-lock': 0, 'trade-cap': 66.66, 'loss-streak': 50 },
    });
    await addTrade(client, { time: '11:55' }, -5); // 2nd loss in a row: the 15-minute pause runs to 12:10
    expect(await today()).toMatchObject({
      state: 'reached',
      pnl: '-241.00',
      trades: 3,
      lossStreak: 2,
      cooldownUntil: Date.parse('2026-03-10T15:10:00Z'),
      usage: { 'daily-loss': 80.33, 'trade-cap': 100, 'loss-streak': 100 },
    });
    // Past 12:10 the pause is over; on the next local day everything starts again.
    t.clock.now = new Date('2026-03-10T15:10:00Z');
    expect((await today()).cooldownUntil).toBeNull();
    t.clock.now = new Date('2026-03-11T03:05:00Z'); // 00:05 on the 11th in São Paulo
    expect(await today()).toMatchObject({ day: '2026-03-11', trades: 0, state: 'ok', pnl: '0.00' });
    t.clock.now = NOON;
  });

  it('uses the daily plan’s max loss for the day when written', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, LOSS_ONLY);
    await t.database.db.insert(dailyPlans).values({ userId, day: TODAY, bias: 'alta', maxLoss: '100.00' });
    await addTrade(client, { time: '09:00' }, -500); // −R$ 100
    expect((await client.json<TodayDto>('/api/risk/today')).body).toMatchObject({
      lossLimit: '100.00',
      state: 'reached',
      usage: { 'daily-loss': 100 },
    });
    await addTrade(client, { time: '09:30' }); // +R$ 20, but after the day's limit was reached
    expect(await breaksOn(t.database.db, userId)).toEqual({ '09:00': [], '09:30': ['after-loss-limit'] });
    // The daily plan's route re-evaluates the day when its max loss changes (the ledger write's user days).
    const raised = await client.json(`/api/discipline/daily-plan?day=${TODAY}`, {
      method: 'PUT',
      json: { bias: 'alta', maxLoss: '500' },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(await breaksOn(t.database.db, userId)).toEqual({ '09:00': [], '09:30': [] });
    expect((await client.json<TodayDto>('/api/risk/today')).body).toMatchObject({
      lossLimit: '500.00',
      state: 'ok',
    });
    // And the service itself, for any caller with a transaction (a daily plan stored otherwise).
    await ledgerWrite(t.database.db, { userId, now: NOON }, async (tx, change) => {
      await tx.update(dailyPlans).set({ maxLoss: '50.00' }).where(eq(dailyPlans.userId, userId));
      change.userDays([TODAY]);
    });
    expect(await breaksOn(t.database.db, userId)).toEqual({ '09:00': [], '09:30': ['after-loss-limit'] });
  });
});

describe('limit alerts', () => {
  it('stores each level of a limit once a day, when today’s trades cross it', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, LOSS_ONLY);
    await addTrade(client, { date: '2026-03-09', time: '10:00' }, -2000); // yesterday: no alert today
    expect(await alertsOf(t.database.db, userId)).toEqual([]);
    await addTrade(client, { time: '09:00' }, -750); // −150: 50 %
    expect(await alertsOf(t.database.db, userId)).toEqual(['daily-loss:50']);
    await addTrade(client, { time: '09:10' }, 50); // +10: −140, nothing new
    const third = await addTrade(client, { time: '09:20' }, -500); // −240: 80 %
    expect(await alertsOf(t.database.db, userId)).toEqual(['daily-loss:50', 'daily-loss:80']);
    await addTrade(client, { time: '09:30' }, -300); // −300: 100 %
    expect(await alertsOf(t.database.db, userId)).toEqual([
      'daily-loss:50',
      'daily-loss:80',
      'daily-loss:100',
    ]);
    // Back under the limit and across it again the same day: no second alert.
    await client.json(`/api/trades/${third.id}`, { method: 'DELETE' });
    await addTrade(client, { time: '09:40' }, -500);
    expect(await alertsOf(t.database.db, userId)).toEqual([
      'daily-loss:50',
      'daily-loss:80',
      'daily-loss:100',
    ]);
  });

  it('every open stream of the user gets the alert; another user’s stream does not', async () => {
    const a = await allowedCaller(t);
    const b = await allowedCaller(t);
    await putPlan(a.client, LOSS_ONLY);
    await putPlan(b.client, { maxTradesPerDay: 2, stopAfterLosses: 20 });
    const aAccount = (await defaultAccount(a.client)).id;
    const bAccount = (await defaultAccount(b.client)).id;
    const tab1 = await openEvents(a.client);
    const tab2 = await openEvents(a.client);
    const other = await openEvents(b.client);
    try {
      for (const s of [tab1, tab2, other]) expect(await s.next('comment', 2000)).toBeDefined();
      await addTrade(a.client, { time: '09:00' }, -750); // 50 % of A's loss limit
      const expected = { accountId: aAccount, day: TODAY, limitKind: 'daily-loss', level: 50 };
      for (const tab of [tab1, tab2]) {
        const event = await tab.next(RISK_ALERT_EVENT);
        expect(event, 'a risk-alert on each of A’s streams').toBeDefined();
        expect(JSON.parse(event?.data ?? '{}') as RiskAlertDto).toMatchObject(expected);
      }
      // B's first alert is B's own (1 of 2 trades): A's never reached B's stream.
      await addTrade(b.client, { time: '09:00' });
      const own = JSON.parse((await other.next(RISK_ALERT_EVENT))?.data ?? '{}') as RiskAlertDto;
      expect(own).toMatchObject({ accountId: bAccount, limitKind: 'trade-cap', level: 50 });
      // A write that crosses nothing new sends nothing; the next alert on A's stream is the 80 %, not 50 % again.
      await addTrade(a.client, { time: '09:10' }, 50);
      await addTrade(a.client, { time: '09:20' }, -500);
      const next = JSON.parse((await tab1.next(RISK_ALERT_EVENT))?.data ?? '{}') as RiskAlertDto;
      expect(next).toMatchObject({ limitKind: 'daily-loss', level: 80 });
    } finally {
      await Promise.all([tab1.close(), tab2.close(), other.close()]);
    }
  });
});
