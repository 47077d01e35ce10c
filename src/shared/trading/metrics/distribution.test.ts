import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bucket, MetricTrade } from '../dashboard-contract';
import { computeMetrics, distribution, histogramStep } from './index';
import { toleranceArb, trade, tradeListArb } from './test-trades';

// 2026-01-05 is a Monday; trade(…, n) is at 09:00 + n hours of that day (UTC is the tests' local time).
const list: MetricTrade[] = [
  trade(1_000, { instrument: 'WIN', side: 'compra' }, 0), // Mon 09h
  trade(-500, { instrument: 'WDO', side: 'venda' }, 1), // Mon 10h
  trade(0, { instrument: 'WIN', side: 'venda' }, 2), // Mon 11h, breakeven
  trade(2_500, { instrument: 'WDO', side: 'compra' }, 25), // Tue 10h
  trade(-300, { instrument: 'NQ', currency: 'USD' }, 26), // another currency: ignored
  trade(700, { instrument: 'WIN', side: 'compra' }, 6 * 24), // Sun 11/01 09h
];
const bucket = (key: string, trades: number, wins: number, losses: number, pnl: number): Bucket => ({
  key,
  trades,
  wins,
  losses,
  pnl,
  winRate: wins + losses ? wins / (wins + losses) : null,
});

describe('distribution — a hand-worked week', () => {
  const d = distribution(list, 'BRL', 0);

  it('has all 7 weekdays, Sunday first', () => {
    expect(d.byWeekday).toEqual([
      bucket('0', 1, 1, 0, 700),
      bucket('1', 3, 1, 1, 500),
      bucket('2', 1, 1, 0, 2_500),
      bucket('3', 0, 0, 0, 0),
      bucket('4', 0, 0, 0, 0),
      bucket('5', 0, 0, 0, 0),
      bucket('6', 0, 0, 0, 0),
    ]);
  });

  it('has only the hours with trades, in order', () => {
    expect(d.byHour).toEqual([
      bucket('9', 2, 2, 0, 1_700),
      bucket('10', 2, 1, 1, 2_000),
      bucket('11', 1, 0, 0, 0),
    ]);
  });

  it('orders instruments by number of trades, and always shows both sides', () => {
    expect(d.byInstrument).toEqual([bucket('WIN', 3, 2, 0, 1_700), bucket('WDO', 2, 1, 1, 2_000)]);
    expect(d.bySide).toEqual([bucket('compra', 3, 3, 0, 4_200), bucket('venda', 2, 0, 1, -500)]);
    expect(distribution(list.slice(0, 1), 'BRL', 0).bySide[1]).toEqual(bucket('venda', 0, 0, 0, 0));
  });

  it('gives each day with trades its P&L', () => {
    expect(d.byDay).toEqual([
      { date: '2026-01-05', trades: 3, pnl: 500 },
      { date: '2026-01-06', trades: 1, pnl: 2_500 },
      { date: '2026-01-11', trades: 1, pnl: 700 },
    ]);
  });

  it('bins results in nice R$ 2,00 steps from −R$ 6,00 to R$ 26,00', () => {
    // Range −500…2 500: R$ 1,00 steps would need 30 bins; R$ 2,00 gives 16, aligned on multiples of 200.
    expect(d.histogram).toHaveLength(16);
    expect(d.histogram[0]).toEqual({ from: -600, to: -400, count: 1 });
    expect(d.histogram.at(-1)).toEqual({ from: 2_400, to: 2_600, count: 1 });
    const counted = d.histogram.filter((b) => b.count).map((b) => [b.from, b.count]);
    expect(counted).toEqual([
      [-600, 1],
      [0, 1],
      [600, 1],
      [1_000, 1],
      [2_400, 1],
    ]);
  });

  it('uses the breakeven tolerance for wins and losses', () => {
    const wide = distribution(list, 'BRL', 500);
    expect(wide.byWeekday[1]).toEqual(bucket('1', 3, 1, 0, 500)); // −500 is now a breakeven
  });

  it('is empty (but keeps the fixed buckets) without trades', () => {
    const none = distribution([], 'BRL', 0);
    expect(none.byWeekday).toHaveLength(7);
    expect(none.bySide.map((b) => b.trades)).toEqual([0, 0]);
    expect(none).toMatchObject({ byHour: [], byInstrument: [], histogram: [], byDay: [] });
  });

  it('puts equal results in one closed bin', () => {
    expect(distribution([trade(300), trade(300, {}, 1)], 'BRL', 0).histogram).toEqual([
      { from: 300, to: 300, count: 2 },
    ]);
  });

  it('counts the largest result in the last bin, which includes its end', () => {
    const h = distribution([trade(0), trade(1_000, {}, 1)], 'BRL', 0).histogram;
    expect(h.at(-1)).toMatchObject({ to: 1_000, count: 1 });
    expect(h.reduce((s, b) => s + b.count, 0)).toBe(2);
  });
});

describe('distribution — totals agree with plain filters on random trade lists', () => {
  it('every grouping adds up to the period, bucket by bucket', () => {
    fc.assert(
      fc.property(tradeListArb(60), toleranceArb, (all, tol) => {
        const d = distribution(all, 'BRL', tol);
        const m = computeMetrics(all, { currency: 'BRL', startingCapital: 0, breakevenTolerance: tol });
        const list = all.filter((t) => t.currency === 'BRL');
        const expected = (key: string, of: MetricTrade[]) =>
          bucket(
            key,
            of.length,
            of.filter((t) => t.pnl > tol).length,
            of.filter((t) => t.pnl < -tol).length,
            of.reduce((s, t) => s + t.pnl, 0),
          );

        expect(d.byWeekday).toEqual(
          [0, 1, 2, 3, 4, 5, 6].map((w) =>
            expected(
              String(w),
              list.filter((t) => t.weekday === w),
            ),
          ),
        );
        const hours = [...new Set(list.map((t) => t.hour))].sort((a, b) => a - b);
        expect(d.byHour).toEqual(
          hours.map((h) =>
            expected(
              String(h),
              list.filter((t) => t.hour === h),
            ),
          ),
        );
        const names = [...new Set(list.map((t) => t.instrument))];
        expect(new Set(d.byInstrument.map((b) => b.key))).toEqual(new Set(names));
        for (const b of d.byInstrument)
          expect(b).toEqual(
            expected(
              b.key,
              list.filter((t) => t.instrument === b.key),
            ),
          );
        for (let k = 1; k < d.byInstrument.length; k++)
          expect((d.byInstrument[k - 1] as Bucket).trades).toBeGreaterThanOrEqual(
            (d.byInstrument[k] as Bucket).trades,
          );
        expect(d.bySide).toEqual(
          (['compra', 'venda'] as const).map((s) =>
            expected(
              s,
              list.filter((t) => t.side === s),
            ),
          ),
        );
        const dates = [...new Set(list.map((t) => t.date))].sort();
        expect(d.byDay).toEqual(
          dates.map((date) => {
            const of = list.filter((t) => t.date === date);
            return { date, trades: of.length, pnl: of.reduce((s, t) => s + t.pnl, 0) };
          }),
        );
        for (const grouping of [d.byWeekday, d.byHour, d.byInstrument, d.bySide]) {
          expect(grouping.reduce((s, b) => s + b.trades, 0)).toBe(m.totalTrades);
          expect(grouping.reduce((s, b) => s + b.pnl, 0)).toBe(m.totalPnl);
          expect(grouping.reduce((s, b) => s + b.wins, 0)).toBe(m.winners);
          expect(grouping.reduce((s, b) => s + b.losses, 0)).toBe(m.losers);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('the histogram covers every result once, in at most 20 contiguous nice bins', () => {
    fc.assert(
      fc.property(tradeListArb(100, ['BRL']), (list) => {
        const h = distribution(list, 'BRL', 0).histogram;
        if (!list.length) {
          expect(h).toEqual([]);
          return;
        }
        const pnls = list.map((t) => t.pnl);
        const min = Math.min(...pnls);
        const max = Math.max(...pnls);
        expect(h.length).toBeGreaterThanOrEqual(1);
        expect(h.length).toBeLessThanOrEqual(20);
        if (max - min >= 20) expect(h.length).toBeGreaterThanOrEqual(8);
        expect((h[0] as { from: number }).from).toBeLessThanOrEqual(min);
        expect(h.at(-1)?.to).toBeGreaterThanOrEqual(max);
        // Checked bin by bin, asserted once (an expect per bin makes 1 000 runs slow).
        const problems = h.flatMap((bin, k) => {
          const last = k === h.length - 1;
          const inBin = pnls.filter((p) => p >= bin.from && (p < bin.to || (last && p === bin.to))).length;
          const width = bin.to - bin.from;
          const mantissa = width / 10 ** Math.floor(Math.log10(width));
          return [
            bin.count !== inBin && `bin ${k}: count ${bin.count}, expected ${inBin}`,
            k > 0 && bin.from !== h[k - 1]?.to && `bin ${k} does not start where ${k - 1} ends`,
            min !== max && ![1, 2, 2.5, 5].includes(mantissa) && `bin ${k}: width ${width} is not nice`,
            min !== max && bin.from % width !== 0 && `bin ${k}: ${bin.from} is not a multiple of ${width}`,
          ].filter(Boolean);
        });
        expect(problems).toEqual([]);
        expect(h.reduce((s, b) => s + b.count, 0)).toBe(list.length);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('chooses the smallest nice step that fits in 20 bins', () => {
    expect(histogramStep(0, 10_000)).toEqual({ from: 0, step: 500, bins: 20 });
    expect(histogramStep(-12_345, 67_890)).toEqual({ from: -15_000, step: 5_000, bins: 17 });
    expect(histogramStep(-3, 4)).toEqual({ from: -3, step: 1, bins: 7 });
  });
});
