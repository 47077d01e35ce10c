import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDashboard, computeMetrics, R_BIN_EDGES, rDistribution, rMultiple } from './index';
import { trade, tradeListArb } from './test-trades';

const countsOf = (bins: { count: number }[]) => bins.map((b) => b.count);

describe('R-multiples', () => {
  it('R = P&L ÷ risk; no stop (or a zero distance) is no R', () => {
    // WIN, 2 contracts, stop 150 pts: risk = 150 × R$ 0,20 × 2 = R$ 60,00; P&L R$ 120,00 → 2R.
    expect(rMultiple({ pnl: 12_000, risk: 6_000 })).toBe(2);
    expect(rMultiple({ pnl: -3_000, risk: 6_000 })).toBe(-0.5);
    expect(rMultiple({ pnl: 12_000, risk: null })).toBeNull();
    expect(rMultiple({ pnl: 12_000, risk: 0 })).toBeNull();
  });

  it('bins: < −2, −2 a −1, −1 a 0, 0 a 1, 1 a 2, 2 a 3, ≥ 3, each bin [from, to)', () => {
    const risk = 1_000;
    const list = [-2_500, -2_000, -1_500, -1_000, -1, 0, 999, 1_000, 2_999, 3_000, 10_000].map((pnl, n) =>
      trade(pnl, { risk }, n),
    );
    const { bins, excluded } = rDistribution(list, 'BRL');
    expect(bins.map((b) => [b.from, b.to])).toEqual([
      [null, -2],
      [-2, -1],
      [-1, 0],
      [0, 1],
      [1, 2],
      [2, 3],
      [3, null],
    ]);
    // −2.5 | −2, −1.5 | −1, −0.001 | 0, 0.999 | 1 | 2.999 | 3, 10
    expect(countsOf(bins)).toEqual([1, 2, 2, 2, 1, 1, 2]);
    expect(excluded).toBe(0);
  });

  it('leaves out and counts the trades without a stop, and the other currency', () => {
    const list = [
      trade(500, { risk: 1_000 }),
      trade(-800, {}, 1),
      trade(300, { risk: 0 }, 2),
      trade(2_000, { risk: 1_000, currency: 'USD' }, 3),
    ];
    const { bins, excluded } = rDistribution(list, 'BRL');
    expect(countsOf(bins)).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect(excluded).toBe(2);
    const usd = rDistribution(list, 'USD');
    expect(countsOf(usd.bins)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(usd.excluded).toBe(0);
  });

  it('lists every bin, with 0, when there are no trades', () => {
    const { bins, excluded } = rDistribution([], 'BRL');
    expect(bins).toHaveLength(R_BIN_EDGES.length + 1);
    expect(countsOf(bins).every((c) => c === 0)).toBe(true);
    expect(excluded).toBe(0);
  });

  it('agrees with the metric cards: bins + excluded = trades, bins = trades with R', () => {
    fc.assert(
      fc.property(tradeListArb(200), (list) => {
        const d = buildDashboard(list, { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 });
        const m = computeMetrics(list, { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 });
        const inBins = d.rDistribution.reduce((n, b) => n + b.count, 0);
        expect(inBins).toBe(m.rTrades);
        expect(inBins + d.rExcluded).toBe(m.totalTrades);
      }),
      { numRuns: 200 },
    );
  });
});
