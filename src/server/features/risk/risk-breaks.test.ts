import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeDto } from '@/shared/trading/api-contract';
import { tradingApi } from '@/shared/trading/api-contract';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { loadImportContext } from '../imports/import-context';
import { isRowError, toTradeRow, type TradeRow } from '../imports/import-rows';
import { writeImport } from '../imports/imports.service';
import { profitCsv, signInUploader } from '../imports/imports.testkit';
import { parseUpload } from '../imports/parse';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { riskPlans, trades } from '../../db/schema';
import { MONEY_PLAN, NOON, TODAY, addTrade, breaksOn, defaultAccount, putPlan } from './risk.testkit';

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: NOON });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

const db = () => t.database.db;

describe('rule breaks stored on every trade write', () => {
  it('flags no stop, risk above the plan and contracts above the maximum on the trade itself', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, { maxTradesPerDay: 10 });
    // The answer already carries the breaks stored with the trade.
    expect((await addTrade(client, { time: '09:00', stop: undefined })).ruleBreaks).toEqual(['no-stop']);
    await addTrade(client, { time: '09:10', stop: '124400' }); // 600 pts × R$ 0,20 = R$ 120 > R$ 100
    await addTrade(client, { time: '09:20', stop: '124500' }); // R$ 100: within
    await addTrade(client, { time: '09:30', contracts: 3, stop: '124950' }); // 3 > 2 WIN; R$ 30
    expect(await breaksOn(db(), userId)).toEqual({
      '09:00': ['no-stop'],
      '09:10': ['risk-above-plan'],
      '09:20': [],
      '09:30': ['over-max-contracts'],
    });
  });

  it('flags trades beyond the cap, after the loss limit and inside the cooldown', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, { maxTradesPerDay: 4, stopAfterLosses: 2 });
    await addTrade(client, { time: '10:00' }, -1000); // −R$ 200
    await addTrade(client, { time: '10:05' }, -1000); // −R$ 400: crosses the limit, 2nd loss → pause to 10:20
    await addTrade(client, { time: '10:19' }, 100); // after the limit, in the pause
    await addTrade(client, { time: '10:20' }, 100); // after the limit; the pause ended exactly now
    await addTrade(client, { time: '10:30' }, 100); // 5th of 4
    expect(await breaksOn(db(), userId)).toEqual({
      '10:00': [],
      '10:05': [],
      '10:19': ['after-loss-limit', 'in-cooldown'],
      '10:20': ['after-loss-limit'],
      '10:30': ['over-trade-cap', 'after-loss-limit'],
    });
  });

  it('a trade entered earlier in the day re-evaluates the later ones; the answer carries the stored day', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, { maxTradesPerDay: 2 });
    await addTrade(client, { time: '11:00' });
    await addTrade(client, { time: '12:00' });
    await addTrade(client, { time: '09:00' });
    expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '11:00': [], '12:00': ['over-trade-cap'] });
  });

  it('an edit re-evaluates the day the trade left and the day it moved to', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, { maxTradesPerDay: 1 });
    const moved = await addTrade(client, { time: '09:00' });
    await addTrade(client, { time: '10:00' });
    await addTrade(client, { date: '2026-03-09', time: '15:00' });
    expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '10:00': ['over-trade-cap'] });
    const res = await client.json<TradeDto>(`/api/trades/${moved.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-09', time: '09:00', stop: '124900' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.ruleBreaks).toEqual([]);
    expect(await breaksOn(db(), userId)).toEqual({ '10:00': [] });
    expect(await breaksOn(db(), userId, '2026-03-09')).toEqual({ '09:00': [], '15:00': ['over-trade-cap'] });
  });

  it('a delete re-evaluates the day', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, { maxTradesPerDay: 1 });
    const first = await addTrade(client, { time: '09:00' });
    const second = await addTrade(client, { time: '10:00' });
    await addTrade(client, { time: '11:00' });
    expect(await breaksOn(db(), userId)).toEqual({
      '09:00': [],
      '10:00': ['over-trade-cap'],
      '11:00': ['over-trade-cap'],
    });
    expect((await client.json(`/api/trades/${first.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await breaksOn(db(), userId)).toEqual({ '10:00': [], '11:00': ['over-trade-cap'] });
    await client.json('/api/trades/bulk-delete', { json: { ids: [second.id] } });
    expect(await breaksOn(db(), userId)).toEqual({ '11:00': [] });
  });

  it('saving the plan, or a new starting capital under a % risk, re-evaluates every day of the account', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, { maxTradesPerDay: 1 });
    await addTrade(client, { date: '2026-03-02', time: '09:00', stop: '124500' });
    await addTrade(client, { date: '2026-03-02', time: '10:00', stop: '124500' });
    expect(await breaksOn(db(), userId, '2026-03-02')).toEqual({ '09:00': [], '10:00': ['over-trade-cap'] });
    // 1 % of R$ 0 = no 1R: nothing to judge the R$ 100 of risk against.
    await putPlan(client, { maxTradesPerDay: 5, riskMode: 'percent', riskValue: '1' });
    expect(await breaksOn(db(), userId, '2026-03-02')).toEqual({ '09:00': [], '10:00': [] });
    // 1 % of R$ 5.000 = R$ 50 < R$ 100.
    const account = await defaultAccount(client);
    await client.json(`/api/accounts/${account.id}`, { method: 'PATCH', json: { startingCapital: '5000' } });
    expect(await breaksOn(db(), userId, '2026-03-02')).toEqual({
      '09:00': ['risk-above-plan'],
      '10:00': ['risk-above-plan'],
    });
  });

  it('a first read of the plan evaluates the trades written before it existed', async () => {
    const { client, userId } = await allowedCaller(t);
    // Six trades on a day: the default plan allows five.
    const times = ['09:00', '09:10', '09:20', '09:30', '09:40', '09:50'];
    for (const time of times) await addTrade(client, { time });
    // As trades stored before this feature: no plan, no breaks.
    await db().delete(riskPlans).where(eq(riskPlans.userId, userId));
    await db().update(trades).set({ ruleBreaks: [] }).where(eq(trades.userId, userId));
    expect((await breaksOn(db(), userId))['09:50']).toEqual([]);
    expect((await client.json('/api/risk/plan')).status).toBe(200);
    expect((await breaksOn(db(), userId))['09:50']).toEqual(['over-trade-cap']);
  });

  it('a late import into a past day re-evaluates that day, and undoing it does again', async () => {
    const u = await signInUploader(t.app);
    const send = (path: string, method: string, json?: unknown) =>
      u.json(
        u.request(path, {
          method,
          headers: json === undefined ? {} : { 'content-type': 'application/json' },
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      );
    const plan = await send('/api/risk/plan', 'PUT', { ...MONEY_PLAN, maxTradesPerDay: 2 });
    expect(plan.status).toBe(200);
    for (const time of ['10:00', '11:00'])
      expect(
        (await send('/api/trades', 'POST', tradeBody({ date: '2026-03-03', time, stop: '124900' }))).status,
      ).toBe(201);
    expect(await breaksOn(db(), u.userId, '2026-03-03')).toEqual({ '10:00': [], '11:00': [] });
    // A Profit file with a trade at 09:15 that day: the format has no stop, so 'stop não informado', no break.
    const file = profitCsv(['WINJ26;03/03/2026 09:15:00;03/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;;;']);
    const imported = await u.json<{ id: string; imported: number }>(u.upload(tradingApi.imports, file));
    expect(imported.body.imported).toBe(1);
    expect(await breaksOn(db(), u.userId, '2026-03-03')).toEqual({
      '09:15': [],
      '10:00': [],
      '11:00': ['over-trade-cap'],
    });
    expect((await u.request(`${tradingApi.imports}/${imported.body.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await breaksOn(db(), u.userId, '2026-03-03')).toEqual({ '10:00': [], '11:00': [] });
  });
  it('an import counts only the rows it stores: rows already stored or repeated in the file are not trades', async () => {
    const u = await signInUploader(t.app);
    const plan = await u.json(
      u.request('/api/risk/plan', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...MONEY_PLAN, maxTradesPerDay: 4 }),
      }),
    );
    expect(plan.status).toBe(200);
    const context = await loadImportContext(db(), u.userId, { symbolMap: {} });
    if (!context.ok) throw new Error(context.reason);
    const ctx = context.ctx;
    // Five Profit rows on a past day, none with a stop.
    const file = parseUpload(
      profitCsv(
        ['09:15', '09:40', '10:00', '10:30', '11:00'].map(
          (time) => `WINJ26;03/03/2026 ${time}:00;;1;1;C;125.000,00;125.100,00;;;`,
        ),
      ),
      {},
    );
    const [r0915, r0940, r1000, r1030, r1100] = file.trades
      .map((tr) => toTradeRow(tr, ctx))
      .filter((r): r is TradeRow => !isRowError(r));
    if (!r0915 || !r0940 || !r1000 || !r1030 || !r1100) throw new Error('rows missing');
    const write = (rows: TradeRow[]) =>
      writeImport(db(), ctx, {
        fileName: 'repetida.csv',
        format: 'profit',
        totalRows: rows.length,
        rows,
        rejects: [],
        rejectedCount: 0,
        mapping: null,
        now: NOON,
      });
    expect(await write([r0915, r0940])).toMatchObject({ imported: 2, duplicates: 0 });
    // Two rows already stored, then a row twice (the same fingerprint, as a re-exported file can carry): counted,
    // they would be trades 5 to 7 and 10:30 would be over the cap of 4.
    expect(await write([r0915, r0940, r1000, { ...r1000 }, r1030])).toMatchObject({
      imported: 2,
      duplicates: 3,
    });
    const fourNoStop = {
      '09:15': ['no-stop'],
      '09:40': ['no-stop'],
      '10:00': ['no-stop'],
      '10:30': ['no-stop'],
    };
    expect(await breaksOn(db(), u.userId, '2026-03-03')).toEqual(fourNoStop);
    // The whole file again: nothing is stored and nothing changes; one new row is the day's fifth trade.
    expect(await write([r0915, r0940, r1000, r1030])).toMatchObject({ imported: 0, duplicates: 4 });
    expect(await breaksOn(db(), u.userId, '2026-03-03')).toEqual(fourNoStop);
    expect(await write([r1100, r0915])).toMatchObject({ imported: 1, duplicates: 1 });
    expect(await breaksOn(db(), u.userId, '2026-03-03')).toEqual({
      ...fourNoStop,
      '11:00': ['over-trade-cap', 'no-stop'],
    });
  });
});

describe('the days are local days', () => {
  it('trades of different local days never share a day, whatever their UTC date', async () => {
    const { client, userId } = await allowedCaller(t);
    await putPlan(client, { maxTradesPerDay: 1 });
    // 23:30 in São Paulo on the 9th is 02:30 UTC on the 10th: still the 9th's trade.
    await addTrade(client, { date: '2026-03-09', time: '23:30' });
    await addTrade(client, { date: TODAY, time: '00:10' });
    expect(await breaksOn(db(), userId, '2026-03-09')).toEqual({ '23:30': [] });
    expect(await breaksOn(db(), userId)).toEqual({ '00:10': [] });
  });
});
