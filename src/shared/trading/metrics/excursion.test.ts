import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricTrade } from '../dashboard-contract';
import { excursionByInstrument } from './excursion';
import { buildDashboard } from './index';
import { expectNoNaN, toleranceArb, trade, tradeListArb } from './test-trades';

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const close = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('excursionByInstrument', () => {
  it('never averages points of two instruments together', () => {
    // WIN moves in hundreds of points, WDO in units: one average of both would describe neither.
    const list = [
      trade(4_000, { instrument: 'WIN', points: 200, mep: 300, men: 40 }, 0),
      trade(-2_000, { instrument: 'WIN', points: -100, mep: 20, men: 160 }, 1),
      trade(1_000, { instrument: 'WIN', points: 50, mep: 100, men: null }, 2),
      trade(5_000, { instrument: 'WDO', points: 5, mep: 8, men: 2 }, 3),
      trade(-3_000, { instrument: 'WDO', points: -3, mep: 1, men: 4 }, 4),
      trade(500, { instrument: 'NQ', currency: 'USD', points: 1, mep: 10, men: 10 }, 5),
      trade(700, { instrument: 'PETR4', points: 1 }, 6),
    ];
    expect(excursionByInstrument(list, 'BRL', 0)).toEqual([
      {
        instrument: 'WIN',
        trades: 3,
        averageMep: (300 + 20 + 100) / 3,
        averageMen: (40 + 160) / 2,
        averageLoserMen: 160,
        mepEfficiency: (200 / 300 + 50 / 100) / 2,
        menTaken: 100 / 160,
      },
      {
        instrument: 'WDO',
        trades: 2,
        averageMep: (8 + 1) / 2,
        averageMen: (2 + 4) / 2,
        averageLoserMen: 4,
        mepEfficiency: 5 / 8,
        menTaken: 3 / 4,
      },
    ]);
    // The dollar trades only in dollars; an instrument with no MEP nor MEN has no row.
    expect(excursionByInstrument(list, 'USD', 0).map((r) => r.instrument)).toEqual(['NQ']);
  });

  it('uses the breakeven tolerance to tell winners and losers, and skips a zero MEP or MEN in the ratios', () => {
    const list = [
      trade(50, { points: 1, mep: 10, men: 5 }, 0), // breakeven with a tolerance of R$ 0,50
      trade(-5_000, { points: -25, mep: 2, men: 0 }, 1),
      trade(6_000, { points: 30, mep: 0, men: 1 }, 2),
    ];
    const [win] = excursionByInstrument(list, 'BRL', 50);
    expect(win).toMatchObject({
      trades: 3,
      averageLoserMen: 0,
      mepEfficiency: null,
      menTaken: null,
    });
  });

  it('orders rows by recorded trades, then by name, and is empty without excursions', () => {
    const list = [
      trade(100, { instrument: 'WDO', mep: 1 }, 0),
      trade(100, { instrument: 'ES', mep: 1 }, 1),
      trade(100, { instrument: 'WIN', mep: 1 }, 2),
      trade(100, { instrument: 'WIN', men: 1 }, 3),
    ];
    expect(excursionByInstrument(list, 'BRL', 0).map((r) => r.instrument)).toEqual(['WIN', 'ES', 'WDO']);
    expect(excursionByInstrument([trade(100), trade(-100, {}, 1)], 'BRL', 0)).toEqual([]);
  });

  it('is part of the dashboard figures', () => {
    const list: MetricTrade[] = [trade(100, { mep: 10 })];
    expect(
      buildDashboard(list, { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 }).excursion,
    ).toHaveLength(1);
  });

  it('agrees with plain filters per instrument on random trade lists', () => {
    fc.assert(
      fc.property(tradeListArb(80), toleranceArb, (list, tol) => {
        const rows = excursionByInstrument(list, 'BRL', tol);
        expectNoNaN(rows);
        const own = list.filter((t) => t.currency === 'BRL' && (t.mep !== null || t.men !== null));
        expect(rows.map((r) => r.instrument).sort()).toEqual(
          [...new Set(own.map((t) => t.instrument))].sort(),
        );
        for (const r of rows) {
          const of = own.filter((t) => t.instrument === r.instrument);
          const losses = of.filter((t) => t.pnl < -tol);
          const wins = of.filter((t) => t.pnl > tol);
          expect(r.trades).toBe(of.length);
          expect(close(r.averageMep, mean(of.flatMap((t) => (t.mep === null ? [] : [t.mep]))))).toBe(true);
          expect(close(r.averageMen, mean(of.flatMap((t) => (t.men === null ? [] : [t.men]))))).toBe(true);
          expect(close(r.averageLoserMen, mean(losses.flatMap((t) => (t.men === null ? [] : [t.men]))))).toBe(
            true,
          );
          const eff = wins.filter((t) => (t.mep ?? 0) > 0).map((t) => t.points / (t.mep as number));
          expect(close(r.mepEfficiency, mean(eff))).toBe(true);
          const taken = losses
            .filter((t) => (t.men ?? 0) > 0)
            .map((t) => Math.abs(t.points) / (t.men as number));
          expect(close(r.menTaken, mean(taken))).toBe(true);
        }
        for (let k = 1; k < rows.length; k++) {
          const a = rows[k - 1];
          const b = rows[k];
          if (a && b)
            expect(a.trades > b.trades || (a.trades === b.trades && a.instrument < b.instrument)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
