import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { disciplineApi } from '@/shared/discipline/contract';
import { gamificationApi, type GoalDto, type XpHistoryPage } from '@/shared/gamification/contract';
import type { Db } from '../../db/client';
import { gamificationDays, gamificationState, trades, userAchievements, xpLedger } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import {
  disciplineTestApp,
  journaledTrade,
  trader,
  type DisciplineTestApp,
} from '../discipline/discipline.testkit';
import { ACHIEVEMENTS } from '@/shared/gamification/achievements';
import { achievementSecret } from '@/shared/i18n/gamification';
import { profitCsv, signInUploader } from '../imports/imports.testkit';
import { tradingApi, type ImportSummary } from '@/shared/trading/api-contract';
import { derived, eventsOf, keysOf, ledger, overview } from './gamification.testkit';
import { refreshGamification } from './refresh';

// Wednesday 10 Mar 2026, 12:00 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';
let t: DisciplineTestApp;
beforeAll(async () => {
  t = await disciplineTestApp(NOW);
});
const db = () => t.database.db;

/** A trader with some of everything: trades on two days, a plan, a review, pauses and a goal met. */
async function busyTrader() {
  t.clock.now = NOW;
  const { client, userId } = await trader(t);
  await client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'alta' } });
  for (let i = 0; i < 4; i++) await journaledTrade(client, TODAY, `09:0${i}`);
  await journaledTrade(client, '2026-03-09', '10:00');
  await client.json(disciplineApi.dailyReview, { method: 'PUT', json: { wentWell: 'Segui o plano' } });
  await client.json(disciplineApi.breathingPauses, { json: { cycles: 4 } });
  const goal = await client.json<GoalDto>(gamificationApi.goals, {
    json: { kind: 'daily-plans', period: 'week', target: 1 },
  });
  expect(goal.status, JSON.stringify(goal.body)).toBe(201);
  return { client, userId, goal: goal.body };
}

async function wipeDerived(database: Db, userId: string) {
  await database.delete(xpLedger).where(eq(xpLedger.userId, userId));
  await database.delete(gamificationDays).where(eq(gamificationDays.userId, userId));
  await database.delete(userAchievements).where(eq(userAchievements.userId, userId));
  await database.delete(gamificationState).where(eq(gamificationState.userId, userId));
}

describe('the ledger is derived: idempotent and recomputable', () => {
  it('refreshing again changes nothing: same rows, same ids, no new event', async () => {
    const { userId } = await busyTrader();
    const before = await derived(db(), userId);
    expect(before.ledgerRows.length).toBeGreaterThan(5);
    await refreshGamification(db(), userId, NOW, 'all');
    await refreshGamification(db(), userId, NOW, [TODAY]);
    await refreshGamification(db(), userId, NOW);
    expect(await derived(db(), userId)).toEqual(before);
  });

  it('recomputed from scratch, the same XP entries and achievements come back (no announcement again)', async () => {
    const { userId, client } = await busyTrader();
    const before = await derived(db(), userId);
    const keys = (d: typeof before) =>
      d.ledgerRows.map((r) => [r.sourceKey, r.amount, r.day, r.reason]).sort();
    await wipeDerived(db(), userId);
    expect(await ledger(db(), userId)).toEqual({});
    await refreshGamification(db(), userId, NOW, 'all');
    const after = await derived(db(), userId);
    expect(keys(after)).toEqual(keys(before));
    expect(after.achievements.map((a) => a.achievementId)).toEqual(
      before.achievements.map((a) => a.achievementId),
    );
    expect(after.days).toEqual(before.days);
    expect(after.state).toEqual(before.state);
    expect(after.events).toEqual(before.events);
    expect((await overview(client)).level.xp).toBe(before.state[0]?.xp);
  });

  it('a trader never evaluated (facts from before the feature) gets every day on the first read', async () => {
    const { userId, client } = await busyTrader();
    const before = await ledger(db(), userId);
    await wipeDerived(db(), userId);
    expect((await overview(client)).level.xp).toBe(Object.values(before).reduce((s, v) => s + v, 0));
    expect(await ledger(db(), userId)).toEqual(before);
  });
});

describe('many days at once (read a chunk of days at a time)', () => {
  /** 150 consecutive days from 1 Jun 2025, one WIN trade each; every 10th a loss of R$ 200 (the plan's limit). */
  const DAYS = Array.from({ length: 150 }, (_, k) =>
    new Date(Date.UTC(2025, 5, 1 + k)).toISOString().slice(0, 10),
  );
  const row = (day: string, k: number) => {
    const [y, m, d] = day.split('-');
    const exit = k % 10 === 0 ? '124.000,00' : '125.100,00';
    return `WINQ25;${d}/${m}/${y} 09:15:00;${d}/${m}/${y} 09:32:10;1;1;C;125.000,00;${exit};;;`;
  };

  it('an import of 150 days builds every day, the same from scratch, and a deleted stretch across chunks goes', async () => {
    t.clock.now = NOW;
    const u = await signInUploader(t.app);
    const plan = await u.json(
      u.request('/api/risk/plan', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          riskMode: 'money',
          riskValue: '100',
          dailyLossMode: 'money',
          dailyLossValue: '200',
          dailyGainLock: '',
          maxTradesPerDay: 20,
          stopAfterLosses: 20,
          cooldownMinutes: 0,
          maxContracts: {},
        }),
      }),
    );
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const imported = await u.json<ImportSummary>(u.upload(tradingApi.imports, profitCsv(DAYS.map(row))));
    expect(imported.body.imported).toBe(150);

    const before = await derived(db(), u.userId);
    expect(before.days.map((d) => d.day)).toEqual(DAYS);
    const stops = DAYS.filter((_, k) => k % 10 === 0).map((d) => `loss-limit-stop:${d}`);
    expect(keysOf(await ledger(db(), u.userId), 'loss-limit-stop')).toEqual(stops);

    await wipeDerived(db(), u.userId);
    await refreshGamification(db(), u.userId, NOW, 'all');
    const again = await derived(db(), u.userId);
    expect(again.days).toEqual(before.days);
    expect(again.ledgerRows.map((r) => r.sourceKey).sort()).toEqual(
      before.ledgerRows.map((r) => r.sourceKey).sort(),
    );

    // Days 60–75 (the first chunk ends at the 64th): their trades deleted, their records and XP go with them.
    const removed = DAYS.slice(60, 76);
    await db()
      .delete(trades)
      .where(and(eq(trades.userId, u.userId), inArray(trades.tradeDate, removed)));
    await refreshGamification(db(), u.userId, NOW, removed);
    const after = await derived(db(), u.userId);
    expect(after.days.map((d) => d.day)).toEqual(DAYS.filter((d) => !removed.includes(d)));
    expect(keysOf(await ledger(db(), u.userId), 'loss-limit-stop')).toEqual(
      stops.filter((k) => !k.endsWith(DAYS[60] ?? '-') && !k.endsWith(DAYS[70] ?? '-')),
    );
  });
});

describe('announcements', () => {
  it('a level-up makes exactly one event, never repeated when the level is lost and earned again', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    await client.json('/api/risk/plan', {
      method: 'PUT',
      json: {
        riskMode: 'percent',
        riskValue: '1',
        dailyLossMode: 'r',
        dailyLossValue: '3',
        maxTradesPerDay: 20,
        stopAfterLosses: 3,
        cooldownMinutes: 15,
        maxContracts: {},
      },
    });
    // 10 trades (50) + plan (10) + review (10) + 3 pauses (15) = 85; 3 trades the day before: 100 = level 2.
    await client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'alta' } });
    for (let i = 0; i < 10; i++) await journaledTrade(client, TODAY, `10:${String(i).padStart(2, '0')}`);
    await client.json(disciplineApi.dailyReview, { method: 'PUT', json: { wentWell: 'ok' } });
    for (let i = 0; i < 3; i++) await client.json(disciplineApi.breathingPauses, { json: { cycles: 4 } });
    expect((await overview(client)).level).toMatchObject({ level: 1, xp: 85 });
    expect(await eventsOf(db(), userId, 'level-up')).toEqual([]);

    const made = [];
    for (let i = 0; i < 3; i++) made.push(await journaledTrade(client, '2026-03-09', `10:0${i}`));
    expect((await overview(client)).level).toMatchObject({ level: 2, xp: 100, name: 'Aprendiz' });
    const first = await eventsOf(db(), userId, 'level-up');
    expect(first).toEqual([expect.objectContaining({ payload: { level: 2, levelName: 'Aprendiz' } })]);

    await client.json(`/api/trades/${made[0]?.id ?? ''}`, { method: 'DELETE' });
    expect((await overview(client)).level.level).toBe(1);
    await journaledTrade(client, '2026-03-09', '11:00');
    expect((await overview(client)).level.level).toBe(2);
    expect(await eventsOf(db(), userId, 'level-up')).toEqual(first);
  });

  it('each achievement unlocked is stored once with one event; one no longer true is removed', async () => {
    const { userId, client } = await busyTrader();
    const stored = await derived(db(), userId);
    const unlockedIds = stored.achievements.map((a) => a.achievementId);
    expect(unlockedIds.length).toBeGreaterThan(0);
    const events = await eventsOf(db(), userId, 'achievement');
    expect(events.map((e) => (e.payload as { achievementId: string }).achievementId).sort()).toEqual(
      [...unlockedIds].sort(),
    );
    // The trades gone: what only they earned is no longer unlocked, and its row goes.
    expect((await client.json('/api/trades/reset', { json: { confirm: 'RESET' } })).status).toBe(200);
    const after = (await derived(db(), userId)).achievements.map((a) => a.achievementId);
    expect(after.length).toBeLessThan(unlockedIds.length);
    expect(after.every((id) => unlockedIds.includes(id))).toBe(true);
    // No event for a removal, and none again.
    expect(await eventsOf(db(), userId, 'achievement')).toEqual(events);
  });
});

describe('privacy of the answers', () => {
  it('a hidden achievement still locked never shows its real title, description or icon', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    const res = await client.request(gamificationApi.overview);
    const text = await res.text();
    const hidden = ACHIEVEMENTS.filter((a) => a.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const a of hidden) {
      expect(text).not.toContain(a.title);
      expect(text).not.toContain(a.description);
      expect(text).not.toContain(`"${a.id}"`);
    }
    const body = JSON.parse(text) as { achievements: { hidden: boolean; title: string; target: number }[] };
    const masked = body.achievements.filter((a) => a.hidden);
    expect(masked).toHaveLength(hidden.length);
    for (const a of masked)
      expect(a).toMatchObject({
        title: achievementSecret.title,
        description: achievementSecret.description,
        current: 0,
        target: 0,
        unlocked: false,
      });
  });

  it("another trader's refresh and routes never touch or show yours", async () => {
    const mine = await busyTrader();
    const before = await derived(db(), mine.userId);
    const other: { client: TestClient; userId: string } = await trader(t);
    await journaledTrade(other.client, TODAY, '09:00');
    await refreshGamification(db(), other.userId, NOW, 'all');

    const theirs = await overview(other.client);
    expect(theirs.history.map((h) => h.reason)).toEqual(['Trade registrado por completo (WIN)']);
    expect(theirs.goals).toEqual([]);
    const history = await other.client.json<{ entries: unknown[] }>(gamificationApi.history);
    expect(history.body.entries).toHaveLength(1);

    const del = await other.client.json(gamificationApi.goal(mine.goal.id), { method: 'DELETE' });
    expect(del.status).toBe(404);
    expect(del.body).toMatchObject({ code: 'GOAL_NOT_FOUND', message: 'Meta não encontrada.' });
    expect(await derived(db(), mine.userId)).toEqual(before);
  });
});

describe('the XP history', () => {
  it('pages 20 entries at a time, newest first, with ?before; a bad ?before is a 400', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    // Rows as the refresh writes them (this route only reads them; no read here runs a refresh).
    await db()
      .insert(xpLedger)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId,
          source: 'breathing',
          sourceKey: `breathing:2026-02-${String(i + 1).padStart(2, '0')}:1`,
          day: `2026-02-${String(i + 1).padStart(2, '0')}`,
          amount: 5,
          reason: 'Pausa para respirar',
        })),
      );
    const first = await client.json<XpHistoryPage>(gamificationApi.history);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(20);
    expect(first.body.entries[0]?.day).toBe('2026-02-25');
    expect(first.body.nextBefore).toBe(first.body.entries[19]?.id);
    const second = await client.json<XpHistoryPage>(
      `${gamificationApi.history}?before=${first.body.nextBefore}`,
    );
    expect(second.body.entries.map((e) => e.day)).toEqual([
      '2026-02-05',
      '2026-02-04',
      '2026-02-03',
      '2026-02-02',
      '2026-02-01',
    ]);
    expect(second.body.nextBefore).toBeNull();
    const bad = await client.json<{ code: string }>(`${gamificationApi.history}?before=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
  });
});
