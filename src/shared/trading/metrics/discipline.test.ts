import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricTrade } from '../dashboard-contract';
import { disciplineCost } from './index';
import { trade, tradeListArb } from './test-trades';

const broken = (pnl: number, n: number) => trade(pnl, { broke: true }, n);

describe('disciplineCost ("Custo da indisciplina")', () => {
  it('draws all trades and the trades without the breaking ones on the same index, and says what the breaks did', () => {
    const list = [trade(100, {}, 0), broken(-300, 1), trade(50, {}, 2), broken(80, 3), trade(-20, {}, 4)];
    const d = disciplineCost(list, 'BRL');
    expect(d).toMatchObject({ brokenTrades: 2, brokenPnl: -220, totalPnl: -90, cleanPnl: 130 });
    expect(d.curve.downsampled).toBe(false);
    expect(d.curve.total).toBe(5);
    expect(d.curve.points.map((p) => [p.i, p.all, p.clean])).toEqual([
      [0, 100, 100],
      [1, -200, 100], // the breaking loss: the clean line stays flat
      [2, -150, 150],
      [3, -70, 150],
      [4, -90, 130],
    ]);
    expect(d.curve.points[3]?.t).toBe(list[3]?.openedAt);
  });

  it('a positive difference when the breaks made money', () => {
    const d = disciplineCost([broken(500, 0), trade(-100, {}, 1)], 'BRL');
    expect(d).toMatchObject({ brokenTrades: 1, brokenPnl: 500, totalPnl: 400, cleanPnl: -100 });
  });

  it('no curves when no trade broke a rule (the section shows its empty state)', () => {
    const d = disciplineCost([trade(100), trade(-50, {}, 1)], 'BRL');
    expect(d).toEqual({
      brokenTrades: 0,
      brokenPnl: 0,
      totalPnl: 50,
      cleanPnl: 50,
      curve: { points: [], total: 2, downsampled: false },
    });
    expect(disciplineCost([], 'BRL').curve).toEqual({ points: [], total: 0, downsampled: false });
  });

  it('counts only the trades of the currency', () => {
    const list = [trade(100), broken(-40, 1), trade(9_999, { currency: 'USD', broke: true }, 2)];
    const d = disciplineCost(list, 'BRL');
    expect(d).toMatchObject({ brokenTrades: 1, brokenPnl: -40, totalPnl: 60, cleanPnl: 100 });
    expect(d.curve.points.map((p) => p.i)).toEqual([0, 1]);
  });

  it('downsamples a long period keeping both lines’ final values, highs and lows', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const base = trade(0);
    const list: MetricTrade[] = Array.from({ length: 50_000 }, (_, k) => ({
      ...base,
      openedAt: base.openedAt + k * 60_000,
      pnl: Math.round((random() - 0.49) * 50_000),
      broke: random() < 0.2,
    }));
    const d = disciplineCost(list, 'BRL', 2_000);
    expect(d.curve.downsampled).toBe(true);
    expect(d.curve.total).toBe(50_000);
    expect(d.curve.points.length).toBeLessThanOrEqual(2_000);
    let all = 0;
    let clean = 0;
    const alls: number[] = [];
    const cleans: number[] = [];
    for (const t of list) {
      all += t.pnl;
      if (!t.broke) clean += t.pnl;
      alls.push(all);
      cleans.push(clean);
    }
    const last = d.curve.points.at(-1);
    expect(last).toMatchObject({ i: 49_999, all: d.totalPnl, clean: d.cleanPnl });
    expect(d.totalPnl - d.cleanPnl).toBe(d.brokenPnl);
    const kept = d.curve.points;
    expect(kept.every((p) => p.all === alls[p.i] && p.clean === cleans[p.i])).toBe(true);
    expect(Math.max(...kept.map((p) => p.all))).toBe(Math.max(...alls));
    expect(Math.min(...kept.map((p) => p.all))).toBe(Math.min(...alls));
    expect(Math.max(...kept.map((p) => p.clean))).toBe(Math.max(...cleans));
    expect(Math.min(...kept.map((p) => p.clean))).toBe(Math.min(...cleans));
  });

  it('on random periods: all − clean = the breaking trades’ P&L, and the curves end there', () => {
    fc.assert(
      fc.property(tradeListArb(200), (list) => {
        const d = disciplineCost(list, 'BRL');
        const brl = list.filter((t) => t.currency === 'BRL');
        const breaking = brl.filter((t) => t.broke);
        expect(d.brokenTrades).toBe(breaking.length);
        expect(d.brokenPnl).toBe(breaking.reduce((s, t) => s + t.pnl, 0));
        expect(d.totalPnl - d.cleanPnl).toBe(d.brokenPnl);
        if (breaking.length)
          expect(d.curve.points.at(-1)).toMatchObject({ all: d.totalPnl, clean: d.cleanPnl });
      }),
      { numRuns: 200 },
    );
  });
});
