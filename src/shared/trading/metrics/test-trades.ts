/**
 * Test support for the engine's tests (imported only by *.test.ts): a trade builder for hand-worked examples and
 * fast-check arbitraries for random trade lists.
 */
import fc from 'fast-check';
import type { MetricTrade } from '../dashboard-contract';
import { EMOTIONS } from '../emotions';

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 5); // a Monday, 00:00 UTC (the tests' "local" time is UTC)

/** A BRL WIN compra trade with the given overrides; the n-th is at 09:00 + n hours of 2026-01-05. */
export function trade(pnl: number, over: Partial<MetricTrade> = {}, n = 0): MetricTrade {
  const openedAt = over.openedAt ?? EPOCH + (9 + n) * 3_600_000;
  const date = new Date(openedAt).toISOString().slice(0, 10);
  return {
    openedAt,
    date,
    hour: new Date(openedAt).getUTCHours(),
    weekday: new Date(openedAt).getUTCDay(),
    instrument: 'WIN',
    side: 'compra',
    currency: 'BRL',
    pnl,
    costs: 0,
    points: pnl / 20,
    mep: null,
    men: null,
    risk: null,
    emotion: null,
    broke: false,
    ...over,
  };
}

/** Builds trades from P&Ls, one hour apart. */
export const trades = (...pnls: number[]): MetricTrade[] => pnls.map((p, n) => trade(p, {}, n));

/** Mostly small results around zero (to hit breakevens and ties) plus wide ones. */
export const pnlArb = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: -600, max: 600 }) },
  { weight: 3, arbitrary: fc.integer({ min: -250_000, max: 250_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, -1, 100, -100) },
);

const quarter = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((v) => v / 4);

export const tradeArb = (currencies: readonly ('BRL' | 'USD')[] = ['BRL', 'BRL', 'BRL', 'USD']) =>
  fc
    .record({
      day: fc.integer({ min: 0, max: 60 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      instrument: fc.constantFrom('WIN', 'WDO', 'NQ', 'ES', 'PETR4'),
      side: fc.constantFrom('compra' as const, 'venda' as const),
      currency: fc.constantFrom(...currencies),
      pnl: pnlArb,
      costs: fc.integer({ min: 0, max: 5_000 }),
      points: quarter(-2_000, 2_000),
      mep: fc.option(quarter(0, 3_000), { nil: null }),
      men: fc.option(quarter(0, 3_000), { nil: null }),
      risk: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      emotion: fc.option(fc.constantFrom(...EMOTIONS), { nil: null }),
      broke: fc.boolean(),
    })
    .map(({ day, hour, minute, ...rest }): MetricTrade => {
      const openedAt = EPOCH + day * DAY + hour * 3_600_000 + minute * 60_000;
      return {
        ...rest,
        openedAt,
        date: new Date(openedAt).toISOString().slice(0, 10),
        hour,
        weekday: new Date(openedAt).getUTCDay(),
      };
    });

/** A list of trades ordered by openedAt, as the server sends them. */
export const tradeListArb = (maxLength = 100, currencies?: readonly ('BRL' | 'USD')[]) =>
  fc
    .array(tradeArb(currencies), { maxLength, size: 'max' })
    .map((list) => [...list].sort((a, b) => a.openedAt - b.openedAt));

export const toleranceArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000 }));
export const capitalArb = fc.oneof(fc.constant(0), fc.integer({ min: -1_000, max: 10_000_000 }));

/** Every number in the object is finite (no NaN, no Infinity), recursively. */
export function expectNoNaN(value: unknown, path = 'value'): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} = ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, k) => expectNoNaN(v, `${path}[${k}]`));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) expectNoNaN(v, `${path}.${k}`);
  }
}
