import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuleBreakKind } from '@/shared/risk/contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import { trades } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { dashboardTestApp, getDashboard, type DashboardTestApp } from './dashboard.testkit';

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp();
});

const cents = (pnl: string) => Math.round(Number(pnl) * 100);

async function addTrade(client: TestClient, over: Record<string, unknown>): Promise<TradeDto> {
  const res = await client.json<TradeDto>('/api/trades', {
    json: tradeBody({ date: '2025-05-02', ...over }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/**
 * The breaks as the detector stores them, set for every trade of the fixture after its last write (so whatever the
 * detector derived, the test reads these). Before the first dashboard read: a direct write does not wake its cache.
 */
async function setBreaks(list: [TradeDto, RuleBreakKind[]][]) {
  for (const [trade, kinds] of list)
    await t.database.db.update(trades).set({ ruleBreaks: kinds }).where(eq(trades.id, trade.id));
}

describe('GET /api/dashboard: R-multiples and the cost of rule breaks', () => {
  it('bins the R of the trades with a stop, counts those without, and draws the curves with and without breaks', async () => {
    const a = await allowedCaller(t);
    const b = await allowedCaller(t);
    // WIN, R$ 0,20 per point: risk = |entry − stop| × 0,20 × contracts.
    const oneR = await addTrade(a.client, { time: '09:00', stop: '124900', exit: '125100' }); // +R$ 20 ÷ R$ 20 = 1R
    const minusTwo = await addTrade(a.client, { time: '09:10', stop: '124950', exit: '124900' }); // −20 ÷ 10 = −2R
    const noStop = await addTrade(a.client, { time: '09:20', exit: '125050' }); // +R$ 10, no R
    const minusOne = await addTrade(a.client, {
      time: '09:30',
      stop: '124900',
      exit: '124900',
      contracts: 2,
    }); // −40 ÷ 40 = −1R
    const theirs = await addTrade(b.client, { time: '09:00', exit: '124000' });
    await setBreaks([
      [oneR, []],
      [minusTwo, []],
      [noStop, ['no-stop']],
      [minusOne, ['risk-above-plan', 'over-trade-cap']],
      [theirs, ['no-stop']],
    ]);

    const data = await getDashboard(a.client, 'preset=all');
    expect(data.rDistribution).toEqual([
      { from: null, to: -2, count: 0 },
      { from: -2, to: -1, count: 1 },
      { from: -1, to: 0, count: 1 },
      { from: 0, to: 1, count: 0 },
      { from: 1, to: 2, count: 1 },
      { from: 2, to: 3, count: 0 },
      { from: 3, to: null, count: 0 },
    ]);
    expect(data.rExcluded).toBe(1);
    expect(data.metrics.rTrades).toBe(3);
    expect(data.metrics.averageR).toBeCloseTo(-2 / 3, 10);

    const pnl = [oneR, minusTwo, noStop, minusOne].map((x) => cents(x.pnl));
    const [p0, p1, p2, p3] = pnl as [number, number, number, number];
    expect(data.discipline).toMatchObject({
      brokenTrades: 2,
      brokenPnl: p2 + p3,
      totalPnl: p0 + p1 + p2 + p3,
      cleanPnl: p0 + p1,
    });
    expect(data.discipline.curve.points.map((p) => [p.all, p.clean])).toEqual([
      [p0, p0],
      [p0 + p1, p0 + p1],
      [p0 + p1 + p2, p0 + p1],
      [p0 + p1 + p2 + p3, p0 + p1],
    ]);
    expect(data.lastTrades.find((x) => x.id === minusOne.id)?.ruleBreaks).toEqual([
      'over-trade-cap',
      'risk-above-plan',
    ]);

    // B sees only B's own trade and break.
    const other = await getDashboard(b.client, 'preset=all');
    expect(other.discipline).toMatchObject({ brokenTrades: 1, brokenPnl: cents(theirs.pnl) });
    expect(other.rExcluded).toBe(1);
    expect(other.rDistribution.every((bin) => bin.count === 0)).toBe(true);
  });

  it('follows the filters, and says nothing to compare when no trade broke a rule', async () => {
    const a = await allowedCaller(t);
    const win = await addTrade(a.client, { time: '09:00', stop: '124900' });
    const wdo = await addTrade(a.client, {
      time: '09:10',
      instrument: 'WDO',
      entry: '5000',
      exit: '4990',
    });
    await setBreaks([
      [win, []],
      [wdo, ['no-stop']],
    ]);
    const onlyWin = await getDashboard(a.client, 'preset=all&instrument=WIN');
    expect(onlyWin.discipline).toMatchObject({ brokenTrades: 0, brokenPnl: 0 });
    expect(onlyWin.discipline.curve.points).toEqual([]);
    expect(onlyWin.rExcluded).toBe(0);
    const onlyWdo = await getDashboard(a.client, 'preset=all&instrument=WDO');
    expect(onlyWdo.discipline).toMatchObject({ brokenTrades: 1, brokenPnl: cents(wdo.pnl) });
    expect(onlyWdo.rExcluded).toBe(1);
  });
});
