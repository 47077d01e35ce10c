import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskPlanDto, TodayDto } from '@/shared/risk/contract';
import { tradingApi, type TradeDto, type TradeListResponse } from '@/shared/trading/api-contract';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { profitCsv, signInUploader, type Uploader } from '../imports/imports.testkit';
import { tradeBody } from '../trades/test-callers';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { MONEY_PLAN, NOON, TODAY } from './risk.testkit';

/**
 * A stop the file could not carry is unknown, not missing ('stop não informado'); 'Exigir stop em todo
 * trade' is a rule of the plan the trader chooses; and until a plan is confirmed, 'Hoje' says it is not set.
 */
let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: NOON });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

const send = <T>(u: Uploader, path: string, method: string, json?: unknown) =>
  u.json<T>(
    u.request(path, {
      method,
      headers: json === undefined ? {} : { 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  );

async function tradesOf(u: Uploader): Promise<TradeDto[]> {
  const res = await send<TradeListResponse>(u, `${tradingApi.trades}?sort=date&dir=asc`, 'GET');
  expect(res.status).toBe(200);
  return res.body.items;
}

/** A trader who never went through the setup nor saved a plan (a new trader). */
async function newTrader() {
  const email = uniqueEmail('novo');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Nova', allowed: true, setup: 'pending' },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
  return client;
}

const PROFIT_ROW = `WINJ26;10/03/2026 09:15:00;10/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;;;`;

describe("the plan's confirmation", () => {
  it("says 'not set' on 'Hoje' and keeps 'Exigir stop' off until the trader saves a plan", async () => {
    const client = await newTrader();
    const today = await client.json<TodayDto>('/api/risk/today');
    expect(today.status).toBe(200);
    expect(today.body.planConfirmed).toBe(false);
    const plan = await client.json<RiskPlanDto>('/api/risk/plan');
    expect(plan.body).toMatchObject({ confirmed: false, requireStop: false });
    // A hand-entered trade without a stop breaks nothing the trader has not chosen.
    const trade = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ date: TODAY, time: '09:00' }),
    });
    expect(trade.status).toBe(201);
    expect(trade.body.ruleBreaks).toEqual([]);

    // Confirming the plan (as the setup and /risk do): 'Exigir stop' on unless the trader says otherwise.
    const saved = await client.json<RiskPlanDto>('/api/risk/plan', { method: 'PUT', json: MONEY_PLAN });
    expect(saved.body).toMatchObject({ confirmed: true, requireStop: true });
    expect((await client.json<TodayDto>('/api/risk/today')).body).toMatchObject({
      planConfirmed: true,
      state: 'ok',
    });
    // The plan re-judged the day: the trade without a stop now breaks it.
    const list = await client.json<TradeListResponse>(`${tradingApi.trades}`);
    expect(list.body.items.map((i) => i.ruleBreaks)).toEqual([['no-stop']]);
  });
});

describe("'Exigir stop em todo trade' and stops a file could not carry", () => {
  it("keeps an imported trade without a stop out of the breaks as 'stop não informado'", async () => {
    const u = await signInUploader(t.app);
    const plan = await send<RiskPlanDto>(u, '/api/risk/plan', 'GET');
    expect(plan.body).toMatchObject({ confirmed: true, requireStop: true });
    const imported = await u.json<{ imported: number }>(
      u.upload(tradingApi.imports, profitCsv([PROFIT_ROW])),
    );
    expect(imported.body.imported).toBe(1);
    // The same trade typed by hand, without a stop: the rule is on, so it breaks it.
    expect((await send(u, tradingApi.trades, 'POST', tradeBody({ date: TODAY, time: '10:00' }))).status).toBe(
      201,
    );

    const [fromFile, byHand] = await tradesOf(u);
    expect(fromFile).toMatchObject({ importId: expect.any(String), stopUnknown: true, ruleBreaks: [] });
    expect(byHand).toMatchObject({ importId: null, stopUnknown: false, ruleBreaks: ['no-stop'] });
  });

  it('judges no trade without a stop once the trader turns the rule off, and again once on', async () => {
    const u = await signInUploader(t.app);
    expect((await send(u, tradingApi.trades, 'POST', tradeBody({ date: TODAY, time: '10:00' }))).status).toBe(
      201,
    );
    expect((await tradesOf(u)).map((x) => x.ruleBreaks)).toEqual([['no-stop']]);
    const off = await send<RiskPlanDto>(u, '/api/risk/plan', 'PUT', { ...MONEY_PLAN, requireStop: false });
    expect(off.body.requireStop).toBe(false);
    expect((await tradesOf(u)).map((x) => x.ruleBreaks)).toEqual([[]]);
    await send(u, '/api/risk/plan', 'PUT', { ...MONEY_PLAN, requireStop: true });
    expect((await tradesOf(u)).map((x) => x.ruleBreaks)).toEqual([['no-stop']]);
  });

  it('judges an imported trade like any other once the trader adds its stop', async () => {
    const u = await signInUploader(t.app);
    // R$ 100 of risk: a WIN stop 1000 points away risks R$ 200 a contract.
    await send(u, '/api/risk/plan', 'PUT', MONEY_PLAN);
    await u.json(u.upload(tradingApi.imports, profitCsv([PROFIT_ROW])));
    const [before] = await tradesOf(u);
    if (!before) throw new Error('no trade');
    expect(before).toMatchObject({ stopUnknown: true, ruleBreaks: [] });

    const edited = await send<TradeDto>(u, tradingApi.trade(before.id), 'PUT', {
      ...tradeBody({ date: before.date, time: before.time.slice(0, 5), instrument: 'WIN' }),
      entry: before.entry,
      exit: before.exit,
      stop: '124000',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      stop: '124000',
      stopUnknown: false,
      ruleBreaks: ['risk-above-plan'],
    });
  });
});
