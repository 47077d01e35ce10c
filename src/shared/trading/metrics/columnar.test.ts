import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricTrade } from '../dashboard-contract';
import { EMOTIONS } from '../emotions';
import { wallClock, zonedTimeToUtc } from '../../time/zoned-time';
import {
  buildDashboard,
  computeMetrics,
  type DashboardOptions,
  DEFAULT_MAX_EQUITY_POINTS,
  disciplineCost,
  distribution,
  emotionAnalysis,
  equityCurve,
  excursionByInstrument,
  insights,
  metricsOfTrades,
  rDistribution,
} from './index';
import {
  BROKE,
  emotionOfCode,
  flagsCode,
  hourOfCode,
  MEN_RECORDED,
  MEP_RECORDED,
  NO_EMOTION,
  NO_HOUR,
  NO_WEEKDAY,
  slotOf,
  SLOTS,
  vendaOfCode,
  weekdayOfCode,
} from './columns';
import { capitalArb, pnlArb, toleranceArb, trade, tradeArb, tradeListArb } from './test-trades';

/** buildDashboard as it was before the single pass: each figure from its own function (the definitions). */
function separately(trades: readonly MetricTrade[], opts: DashboardOptions) {
  const metrics = computeMetrics(trades, opts);
  const emotions = emotionAnalysis(trades, opts.currency, opts.breakevenTolerance);
  const maxPoints = opts.maxEquityPoints ?? DEFAULT_MAX_EQUITY_POINTS;
  const r = rDistribution(trades, opts.currency);
  return {
    metrics,
    equity: equityCurve(trades, opts.currency, maxPoints),
    distribution: distribution(trades, opts.currency, opts.breakevenTolerance),
    excursion: excursionByInstrument(trades, opts.currency, opts.breakevenTolerance),
    emotions,
    insights: insights(metrics, emotions),
    rDistribution: r.bins,
    rExcluded: r.excluded,
    discipline: disciplineCost(trades, opts.currency, maxPoints),
  };
}

const optionsArb = fc.record({
  currency: fc.constantFrom('BRL' as const, 'USD' as const),
  startingCapital: capitalArb,
  breakevenTolerance: toleranceArb,
  // Small limits make the curves downsample on short lists; undefined is the default 2 000 (a fraction, NaN or
  // Infinity are read as each curve reads them).
  maxEquityPoints: fc.option(
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 60 }) },
      { weight: 1, arbitrary: fc.constantFrom(8.5, 20.75, 0.5, NaN, Infinity) },
    ),
    { nil: undefined },
  ),
});

/** toStrictEqual tells 0 from −0 and undefined from a missing key: the same figures to the last bit. */
function same(trades: readonly MetricTrade[], opts: DashboardOptions): void {
  expect(buildDashboard(trades, opts)).toStrictEqual(separately(trades, opts));
}

const ZONES = ['America/Sao_Paulo', 'America/New_York', 'UTC'] as const;
/** Local days around DST changes: New York's end (2018-11-04) and start (2019-03-10), São Paulo's start
 * (2018-11-04) and end (2019-02-17; its last DST, 2019 on has none). */
const DST_WINDOWS = ['2018-10-31', '2019-02-14', '2019-03-07'].map((d) => Date.parse(`${d}T00:00:00Z`));

/**
 * Trades as the server builds them in a trader's zone: the local date and time as typed (the stored trade_date and
 * trade_time), the instant from the zone's rules (zonedTimeToUtc), ordered by that instant; strings made apart per
 * trade, as parsing the server's text makes them (not shared constants).
 */
const zonedListArb = fc.constantFrom(...ZONES).chain((zone) =>
  fc
    .array(
      fc.record({
        window: fc.constantFrom(...DST_WINDOWS),
        day: fc.integer({ min: 0, max: 6 }),
        minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
        instrument: fc.constantFrom('WIN', 'WDO', 'ES'),
        side: fc.constantFrom('compra' as const, 'venda' as const),
        currency: fc.constantFrom('BRL' as const, 'BRL' as const, 'USD' as const),
        pnl: pnlArb,
        mep: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
        men: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
        risk: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
        emotion: fc.option(fc.constantFrom(...EMOTIONS), { nil: null }),
        broke: fc.boolean(),
      }),
      { maxLength: 300 },
    )
    .map((rows) =>
      rows
        .map(({ window, day, minute, ...rest }, id): MetricTrade & { id: number } => {
          const date = new Date(window + day * 86_400_000).toISOString().slice(0, 10);
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const openedAt = zonedTimeToUtc(date, time, zone).getTime();
          return {
            ...rest,
            id,
            openedAt,
            date: `${date.slice(0, 4)}-${date.slice(5)}`,
            hour: Number(time.slice(0, 2)),
            weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
            instrument: rest.instrument.split('').join(''),
            costs: 0,
            points: rest.pnl / 20,
          };
        })
        .sort((a, b) => a.openedAt - b.openedAt || a.id - b.id),
    ),
);

describe('TradeColumns.code', () => {
  it('keeps every weekday, hour, side and emotion code and the three flags apart', () => {
    const seen = new Set<number>();
    for (let weekday = 0; weekday <= NO_WEEKDAY; weekday++)
      for (let hour = 0; hour <= NO_HOUR; hour++)
        for (let venda = 0; venda <= 1; venda++)
          for (let emotion = 0; emotion <= NO_EMOTION; emotion++) {
            const slot = slotOf(weekday, hour, venda, emotion);
            expect(slot).toBeLessThan(SLOTS);
            seen.add(slot);
            for (const [broke, mep, men] of [
              [true, false, true],
              [false, true, false],
            ] as const) {
              const code = slot | flagsCode(broke, mep, men);
              expect(code).toBeLessThan(2 ** 16);
              expect([weekdayOfCode(code), hourOfCode(code), vendaOfCode(code), emotionOfCode(code)]).toEqual(
                [weekday, hour, venda, emotion],
              );
              expect([(code & BROKE) > 0, (code & MEP_RECORDED) > 0, (code & MEN_RECORDED) > 0]).toEqual([
                broke,
                mep,
                men,
              ]);
            }
          }
    expect(seen.size).toBe(SLOTS);
  });
});

describe('metricsOfTrades (the cards alone, as a report cut reads them) = computeMetrics', () => {
  it('on random sets, fractions and sums past 2^53 included, with zero excursions and ties at the tolerance', () => {
    const scale = fc.constantFrom(1, 1, 0.1, 1 / 3, 2 ** 40, 1e15);
    fc.assert(
      fc.property(tradeListArb(200, ['BRL', 'BRL', 'USD']), scale, optionsArb, (list, k, opts) => {
        const scaled = list.map((t) => ({ ...t, pnl: t.pnl * k }));
        expect(metricsOfTrades(scaled, opts)).toStrictEqual(computeMetrics(scaled, opts));
        expect(metricsOfTrades(scaled, opts)).toStrictEqual(buildDashboard(scaled, opts).metrics);
      }),
      { numRuns: 400 },
    );
  });
});

describe('buildDashboard over columns = each figure from its own function', () => {
  it('on random periods (two currencies, breakeven tolerance, capital, small and default curve limits)', () => {
    fc.assert(
      fc.property(tradeListArb(200, ['BRL', 'BRL', 'USD']), optionsArb, (list, opts) => same(list, opts)),
      { numRuns: 400 },
    );
  });

  it('when P&Ls have fractions or add up past 2^53 (a sum then depends on the order it is taken in)', () => {
    const scale = fc.constantFrom(0.1, 1 / 3, 0.25, 2 ** 40, 1e15);
    fc.assert(
      fc.property(tradeListArb(200, ['BRL', 'BRL', 'USD']), scale, optionsArb, (list, k, opts) =>
        same(
          list.map((t) => ({ ...t, pnl: t.pnl * k })),
          opts,
        ),
      ),
      { numRuns: 300 },
    );
  });

  it('when Σ|pnl| is past 2^53 though its sum in doubles rounds back to 2^53', () => {
    // Σ|pnl| = 2^53 + 2, summed in trade order to 2^53; the weekday's P&L in trade order is 2^53, its two hours'
    // sums added up would be 2^53 + 2.
    const list = [2 ** 52, 1, 2 ** 52, 1].map((pnl, k) => trade(pnl, {}, k % 2));
    same(list, { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 });
  });

  it('on trades dated in São Paulo, New York and UTC across DST changes', () => {
    fc.assert(
      fc.property(zonedListArb, optionsArb, (list, opts) => same(list, opts)),
      { numRuns: 200 },
    );
  });

  it('on long periods, where the curves keep ~2 000 points of many thousands', () => {
    fc.assert(
      fc.property(
        fc.array(pnlArb, { minLength: 2_001, maxLength: 12_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (pnls, tolerance) => {
          const base = trade(0);
          const list = pnls.map((pnl, k) =>
            trade(pnl, {
              openedAt: base.openedAt + k * 60_000,
              broke: k % 5 === 0,
              risk: k % 3 ? 10_000 : null,
              mep: k % 2 ? Math.abs(pnl) / 10 : null,
              men: k % 4 ? 7 : null,
              emotion: EMOTIONS[k % EMOTIONS.length] ?? null,
              instrument: k % 7 ? 'WIN' : 'WDO',
            }),
          );
          same(list, { currency: 'BRL', startingCapital: 1_000_000, breakevenTolerance: tolerance });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('with no trade, only trades of the other currency, and more than 8 instruments', () => {
    const opts = { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 } as const;
    same([], opts);
    same([trade(100, { currency: 'USD' }), trade(-50, { currency: 'USD' }, 1)], opts);
    const many = Array.from({ length: 40 }, (_, k) => trade(k * 37 - 500, { instrument: `I${k % 11}` }, k));
    same(many, opts);
  });

  it('on a single trade', () => {
    fc.assert(
      fc.property(tradeArb(['BRL', 'USD']), optionsArb, (t, opts) => same([t], opts)),
      { numRuns: 300 },
    );
  });

  it('on ties: equal counts and totals, results at the tolerance, R on the edges, −0 and zero excursions', () => {
    const opts = { currency: 'BRL', startingCapital: 10_000, breakevenTolerance: 100 } as const;
    const list = [
      // Two instruments and two emotions with the same counts and the same negative totals.
      trade(-300, { instrument: 'WDO', emotion: 'ansioso', risk: 150, mep: 0, men: 0 }, 0),
      trade(-300, { instrument: 'WIN', emotion: 'nervoso', risk: 100, mep: 4, men: 0 }, 1),
      // Exactly at ± the tolerance: breakevens; −0 results and points.
      trade(100, { instrument: 'WDO', emotion: 'calmo', risk: 50, mep: 0 }, 2),
      trade(-100, { instrument: 'WIN', emotion: 'calmo', risk: 300, men: 3 }, 3),
      trade(-0, { points: -0, instrument: 'WDO', risk: 1, mep: 2, men: 2 }, 4),
      // R of exactly 3, −1 and 0; the equity back at its peak (a tie, not a new peak).
      trade(600, { instrument: 'WIN', risk: 200, mep: 30, points: -0 }, 5),
      trade(-200, { instrument: 'WDO', risk: 200, men: 10 }, 6),
      trade(200, { instrument: 'WIN', risk: null, mep: 10 }, 7),
    ];
    same(list, opts);
    same(list, { ...opts, breakevenTolerance: 0, maxEquityPoints: 8 });
    // All results equal: one histogram bin.
    same([trade(250, {}, 0), trade(250, {}, 1), trade(250, { broke: true }, 2)], opts);
  });

  it('keeps each trade on the local date it has in its zone', () => {
    // 23:30 in São Paulo on 2019-02-16 (DST, −2 h) is already 01:30 UTC on the 17th.
    const at = zonedTimeToUtc('2019-02-16', '23:30', 'America/Sao_Paulo').getTime();
    expect(wallClock(at, 'America/Sao_Paulo').date).toBe('2019-02-16');
    const list = [trade(100, { openedAt: at, date: '2019-02-16', hour: 23, weekday: 6 })];
    const d = buildDashboard(list, { currency: 'BRL', startingCapital: 0, breakevenTolerance: 0 });
    expect(d.distribution.byDay).toEqual([{ date: '2019-02-16', trades: 1, pnl: 100 }]);
  });
});
