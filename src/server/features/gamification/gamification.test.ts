import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { disciplineApi } from '@/shared/discipline/contract';
import type { RiskPlanInput } from '@/shared/risk/contract';
import { tradingApi, type ImportSummary, type TradeDto } from '@/shared/trading/api-contract';
import type { TestClient } from '../../testing/test-client';
import {
  disciplineTestApp,
  journaledTrade,
  NOTE,
  trader,
  type DisciplineTestApp,
} from '../discipline/discipline.testkit';
import { profitCsv, signInUploader } from '../imports/imports.testkit';
import { tradeBody } from '../trades/test-callers';
import { keysOf, ledger, overview } from './gamification.testkit';
import { setGamificationLogger } from './refresh';

// Wednesday 10 Mar 2026, 12:00 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';
let t: DisciplineTestApp;
beforeAll(async () => {
  t = await disciplineTestApp(NOW);
});
const db = () => t.database.db;

const PLAN: RiskPlanInput = {
  riskMode: 'percent',
  riskValue: '1',
  dailyLossMode: 'money',
  dailyLossValue: '150',
  dailyGainLock: '',
  maxTradesPerDay: 20,
  stopAfterLosses: 20,
  cooldownMinutes: 0,
  maxContracts: {},
};
async function savePlan(client: TestClient, over: Partial<RiskPlanInput> = {}) {
  const res = await client.json('/api/risk/plan', {
    method: 'PUT',
    json: { ...PLAN, ...over },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const minute = (n: number) => `09:${String(n).padStart(2, '0')}`;

describe('XP from trades (only complete records; capped; never past the plan)', () => {
  it('a complete trade earns 5 XP, shown in the history with its reason; an incomplete one earns nothing', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    const trade = await journaledTrade(client, TODAY, '09:05');
    // No emotion, no note: not a complete record.
    await client.json('/api/trades', { json: tradeBody({ date: TODAY, time: '09:30', stop: '124900' }) });
    expect(await ledger(db(), userId)).toEqual({ [`trade:${trade.id}`]: 5 });
    const o = await overview(client);
    expect(o.level).toMatchObject({ level: 1, xp: 5 });
    expect(o.history).toEqual([
      expect.objectContaining({
        source: 'trade',
        amount: 5,
        day: TODAY,
        reason: 'Trade registrado por completo (WIN)',
      }),
    ]);
  });

  it('11 complete trades in a day earn 10 × 5 XP; with a cap of 5 trades a day only the first 5 earn', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    await savePlan(client);
    const made: TradeDto[] = [];
    for (let i = 0; i < 11; i++) made.push(await journaledTrade(client, TODAY, minute(i)));
    let l = await ledger(db(), userId);
    expect(keysOf(l, 'trade')).toEqual(
      made
        .slice(0, 10)
        .map((m) => `trade:${m.id}`)
        .sort(),
    );
    expect(Object.values(l)).toEqual(Array(10).fill(5));

    // Saving the plan re-evaluates every day: trades 6–11 are over the cap now and earn nothing.
    await savePlan(client, { maxTradesPerDay: 5 });
    l = await ledger(db(), userId);
    expect(keysOf(l, 'trade')).toEqual(
      made
        .slice(0, 5)
        .map((m) => `trade:${m.id}`)
        .sort(),
    );
  });

  it('the daily plan and review earn 10 XP each, breathing pauses 5 XP up to 3 a day', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    expect(
      (await client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'alta' } })).status,
    ).toBe(200);
    const review = await client.json(disciplineApi.dailyReview, {
      method: 'PUT',
      json: { wentWell: 'Segui o plano' },
    });
    expect(review.status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await client.json(disciplineApi.breathingPauses, { json: { cycles: 4 } })).status).toBe(200);
    expect(await ledger(db(), userId)).toEqual({
      [`daily-plan:${TODAY}`]: 10,
      [`daily-review:${TODAY}`]: 10,
      [`breathing:${TODAY}:1`]: 5,
      [`breathing:${TODAY}:2`]: 5,
      [`breathing:${TODAY}:3`]: 5,
    });
    expect((await overview(client)).level.xp).toBe(35);
  });

  it('stopping at the daily loss limit earns 25 XP, lost when a trade follows that day', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    await savePlan(client);
    // −1000 points × R$ 0,20 = −R$ 200: past the R$ 150 limit.
    await journaledTrade(client, TODAY, '09:00', { exit: '124000' });
    let l = await ledger(db(), userId);
    expect(l[`loss-limit-stop:${TODAY}`]).toBe(25);

    const after = await journaledTrade(client, TODAY, '10:00');
    l = await ledger(db(), userId);
    expect(l[`loss-limit-stop:${TODAY}`]).toBeUndefined();

    expect((await client.json(`/api/trades/${after.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await ledger(db(), userId))[`loss-limit-stop:${TODAY}`]).toBe(25);
  });

  it("the limit is the day's sum in the account's currency: reached at exactly −R$ 150, not at −R$ 149, USD apart", async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    await savePlan(client);
    // −750 points × R$ 0,20 = −R$ 150,00 (the limit) in two trades; −745 points = −R$ 149,00.
    await journaledTrade(client, '2026-03-02', '09:00', { exit: '124500' });
    await journaledTrade(client, '2026-03-02', '09:30', { exit: '124750' });
    await journaledTrade(client, '2026-03-03', '09:00', { exit: '124255' });
    // A loss of US$ 2.000 (NQ, −100 points × US$ 20) is not counted against a loss limit in reais.
    await journaledTrade(client, '2026-03-04', '09:00', { exit: '124600' });
    await journaledTrade(client, '2026-03-04', '09:30', {
      instrument: 'NQ',
      entry: '20000',
      exit: '19900',
      stop: '19990',
    });
    const stops = keysOf(await ledger(db(), userId), 'loss-limit-stop');
    expect(stops).toEqual(['loss-limit-stop:2026-03-02']);
  });
});

describe('reversal: what a fact earned goes with it', () => {
  it('deleting a trade removes its entry; reset removes every trade XP', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    const a = await journaledTrade(client, TODAY, '09:00');
    const b = await journaledTrade(client, '2026-03-09', '09:00');
    await client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'alta' } });
    expect(keysOf(await ledger(db(), userId), 'trade')).toHaveLength(2);

    expect((await client.json(`/api/trades/${a.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(keysOf(await ledger(db(), userId), 'trade')).toEqual([`trade:${b.id}`]);

    expect((await client.json('/api/trades/reset', { json: { confirm: 'RESET' } })).status).toBe(200);
    // The plan is not a trade: it stays.
    expect(await ledger(db(), userId)).toEqual({ [`daily-plan:${TODAY}`]: 10 });
  });

  it('deleting an account with its trades removes their XP', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    const account = await client.json<{ id: string }>('/api/accounts', {
      json: { name: 'Conta XP', currency: 'BRL', startingCapital: '100000' },
    });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const kept = await journaledTrade(client, TODAY, '09:00');
    await journaledTrade(client, TODAY, '10:00', { accountId: account.body.id });
    expect(keysOf(await ledger(db(), userId), 'trade')).toHaveLength(2);
    const del = await client.request(`/api/accounts/${account.body.id}?confirm=true`, { method: 'DELETE' });
    expect(del.status).toBeLessThan(300);
    expect(keysOf(await ledger(db(), userId), 'trade')).toEqual([`trade:${kept.id}`]);
  });

  it("undoing an import removes the import's XP (its stop at the limit, an imported trade completed later)", async () => {
    t.clock.now = NOW;
    const u = await signInUploader(t.app);
    const file = profitCsv([
      // Two losses of R$ 150 on the 5th (−750 points × 0,20 each): the default 3R limit of R$ 0 capital is off, so
      // the plan below (R$ 200) is what is reached.
      'WINJ26;05/03/2026 09:15:00;05/03/2026 09:32:10;1;1;C;125.000,00;124.250,00;;;',
      'WINJ26;05/03/2026 10:15:00;05/03/2026 10:32:10;1;1;C;125.000,00;124.250,00;;;',
      'WINJ26;06/03/2026 09:15:00;06/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;;;',
    ]);
    const plan = await u.json(
      u.request('/api/risk/plan', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...PLAN, riskMode: 'money', riskValue: '100', dailyLossValue: '200' }),
      }),
    );
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const imported = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(imported.body.imported).toBe(3);
    expect(await ledger(db(), u.userId)).toEqual({ 'loss-limit-stop:2026-03-05': 25 });

    // The trader completes the record of the 6th's trade (stop, emotion, note).
    const list = await u.json<{ items: TradeDto[] }>(u.request('/api/trades?from=2026-03-06&to=2026-03-06'));
    const sixth = list.body.items[0];
    if (!sixth) throw new Error('no trade on the 6th');
    const edited = await u.json(
      u.request(`/api/trades/${sixth.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          tradeBody({
            date: '2026-03-06',
            time: '09:15',
            instrument: 'WIN',
            entry: '125000',
            exit: '125100',
            stop: '124950',
            emotion: 'calmo',
            notes: NOTE,
          }),
        ),
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await ledger(db(), u.userId)).toEqual({
      'loss-limit-stop:2026-03-05': 25,
      [`trade:${sixth.id}`]: 5,
    });

    const undo = await u.request(tradingApi.importItem(imported.body.id), { method: 'DELETE' });
    expect(undo.status).toBe(204);
    expect(await ledger(db(), u.userId)).toEqual({});
  });
});

describe('a failing refresh never fails the write', () => {
  it('the trade is stored, the error logged, and the next refresh repairs the XP', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    // A database error inside the refresh, for this user only: the XP insert is refused.
    const fn = `gam_fail_${userId.replace(/\W/g, '').slice(0, 20).toLowerCase()}`;
    await db().execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger ${fn} before insert on xp_ledger for each row
        when (new.user_id = '${userId}') execute function ${fn}()`),
    );
    const logged: unknown[] = [];
    const previous = setGamificationLogger({ error: (obj: unknown) => void logged.push(obj) } as never);
    try {
      const trade = await journaledTrade(client, TODAY, '09:00');
      const stored = await client.json<TradeDto>(`/api/trades/${trade.id}`);
      expect(stored.status).toBe(200);
      expect(await ledger(db(), userId)).toEqual({});
      expect(logged).toEqual([expect.objectContaining({ userId })]);
    } finally {
      setGamificationLogger(previous);
      await db().execute(sql.raw(`drop trigger ${fn} on xp_ledger`));
      await db().execute(sql.raw(`drop function ${fn}()`));
    }
    await journaledTrade(client, TODAY, '10:00');
    expect(keysOf(await ledger(db(), userId), 'trade')).toHaveLength(2);
  });
});
