import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EquityPoint, MetricTrade } from '../dashboard-contract';
import { computeMetrics, equityCurve } from './index';
import { pnlArb, trade, trades } from './test-trades';

/** Cheap trades for long series (only pnl, openedAt and currency matter to the curve). */
const series = (pnls: readonly number[]): MetricTrade[] => {
  const base = trade(0);
  return pnls.map((pnl, k) => ({ ...base, pnl, openedAt: base.openedAt + k * 60_000 }));
};

/** The max drawdown read back from the points alone, the peak starting at 0 as in the engine. */
const drawdownOfPoints = (points: EquityPoint[]) => {
  let peak = 0;
  let worst = 0;
  for (const p of points) {
    peak = Math.max(peak, p.equity);
    worst = Math.max(worst, peak - p.equity);
  }
  return worst;
};

describe('equityCurve', () => {
  it('is the cumulative P&L after each trade, with the drawdown below the running peak', () => {
    const list = trades(100, -50, 200, -300);
    const curve = equityCurve(list, 'BRL');
    expect(curve).toEqual({
      total: 4,
      downsampled: false,
      points: [
        { i: 0, t: list[0]?.openedAt, equity: 100, drawdown: 0 },
        { i: 1, t: list[1]?.openedAt, equity: 50, drawdown: -50 },
        { i: 2, t: list[2]?.openedAt, equity: 250, drawdown: 0 },
        { i: 3, t: list[3]?.openedAt, equity: -50, drawdown: -300 },
      ],
    });
  });

  it('starts its peak at 0: a first loss is already a drawdown', () => {
    expect(equityCurve(trades(-100), 'BRL').points).toEqual([
      expect.objectContaining({ equity: -100, drawdown: -100 }),
    ]);
  });

  it('is empty without trades', () => {
    expect(equityCurve([], 'BRL')).toEqual({ points: [], total: 0, downsampled: false });
  });

  it('counts only the trades of the currency, indexed among themselves', () => {
    const list = [trade(100), trade(5_000, { currency: 'USD' }, 1), trade(-30, {}, 2)];
    const curve = equityCurve(list, 'BRL');
    expect(curve.total).toBe(2);
    expect(curve.points.map((p) => [p.i, p.t, p.equity])).toEqual([
      [0, list[0]?.openedAt, 100],
      [1, list[2]?.openedAt, 70],
    ]);
  });

  it('downsamples 100 000 trades to at most 2 000 points keeping the final equity, peaks and max drawdown', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const pnls = Array.from({ length: 100_000 }, () => Math.round((random() - 0.48) * 100_000));
    const list = series(pnls);
    const curve = equityCurve(list, 'BRL');
    const m = computeMetrics(list, { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 });
    expect(curve.total).toBe(100_000);
    expect(curve.downsampled).toBe(true);
    expect(curve.points.length).toBeLessThanOrEqual(2_000);
    expect(curve.points.length).toBeGreaterThan(1_500);
    expect(curve.points.at(-1)).toMatchObject({ i: 99_999, equity: m.totalPnl });
    expect(Math.min(...curve.points.map((p) => p.drawdown))).toBe(-m.maxDrawdown);
    expect(drawdownOfPoints(curve.points)).toBe(m.maxDrawdown);
  });

  it('keeps the shape on random series: every limit, the extremes and the drawdown', () => {
    // 1 000 runs of up to 1 000 trades: longer than vitest's default 5 s on a busy machine.
    fc.assert(
      fc.property(
        fc.array(pnlArb, { maxLength: 1_000, size: 'max' }),
        fc.integer({ min: 8, max: 200 }),
        (pnls, limit) => {
          const list = series(pnls);
          const full = equityCurve(list, 'BRL', Number.MAX_SAFE_INTEGER).points;
          const curve = equityCurve(list, 'BRL', limit);
          const m = computeMetrics(list, { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 });

          expect(curve.total).toBe(pnls.length);
          expect(curve.downsampled).toBe(pnls.length > limit);
          expect(curve.points.length).toBeLessThanOrEqual(limit);
          // Every kept point is the full series' own point, in order, without repeats (one expect, not 1 000).
          const wrong = curve.points.filter((p, k) => {
            const own = full[p.i];
            const previous = k > 0 ? (curve.points[k - 1] as EquityPoint).i : -1;
            return (
              !own ||
              own.t !== p.t ||
              own.equity !== p.equity ||
              own.drawdown !== p.drawdown ||
              p.i <= previous
            );
          });
          expect(wrong).toEqual([]);
          if (!pnls.length) return;
          expect(curve.points[0]?.i).toBe(0);
          expect(curve.points.at(-1)?.equity).toBe(m.totalPnl);
          const equities = full.map((p) => p.equity);
          const kept = curve.points.map((p) => p.equity);
          expect(Math.max(...kept)).toBe(Math.max(...equities));
          expect(Math.min(...kept)).toBe(Math.min(...equities));
          expect(0 - Math.min(...curve.points.map((p) => p.drawdown))).toBe(m.maxDrawdown);
          expect(drawdownOfPoints(curve.points)).toBe(m.maxDrawdown);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('treats a limit below 8 as 8', () => {
    const curve = equityCurve(series(Array.from({ length: 100 }, (_, k) => (k % 2 ? 10 : -7))), 'BRL', 1);
    expect(curve.downsampled).toBe(true);
    expect(curve.points.length).toBeLessThanOrEqual(8);
    expect(curve.points.length).toBeGreaterThanOrEqual(2);
  });
});
