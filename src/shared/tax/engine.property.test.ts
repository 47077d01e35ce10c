import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTaxYear, type TaxTrade } from './engine';

/**
 * What must hold for any list of trades within one year (so the statement starts in January with nothing carried):
 * nothing is lost or invented between the months' columns.
 */
const tradeArb = fc
  .record({
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    held: fc.integer({ min: 0, max: 3 }),
    pnl: fc.integer({ min: -500_000, max: 500_000 }),
    account: fc.constantFrom('a', 'b'),
  })
  .map(({ month, day, held, pnl, account }): TaxTrade => {
    const open = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const close = `2026-${String(month).padStart(2, '0')}-${String(Math.min(28, day + held)).padStart(2, '0')}`;
    return { openDate: open, closeDate: close, currency: 'BRL', instrument: 'WIN', pnl, account };
  });

describe('computeTaxYear — invariants over random years', () => {
  it('conserves results, losses, IRRF and tax across the months', () => {
    fc.assert(
      fc.property(fc.array(tradeArb, { maxLength: 120 }), fc.boolean(), (trades, either) => {
        const y = computeTaxYear(trades, 2026, { irrfAgainst: either ? 'either-pool' : 'same-pool' });
        const sum = (f: (m: (typeof y.months)[number]) => number) => y.months.reduce((s, m) => s + f(m), 0);
        // Every trade is in exactly one pool of one month.
        expect(sum((m) => m.dayTrade.trades + m.swingTrade.trades)).toBe(trades.length);
        expect(sum((m) => m.dayTrade.result + m.swingTrade.result)).toBe(
          trades.reduce((s, t) => s + t.pnl, 0),
        );
        for (const pool of ['dayTrade', 'swingTrade'] as const) {
          // Losses: what is carried out at the end = all the losses of losing months − what was used.
          const lost = sum((m) => Math.max(0, -m[pool].result));
          expect(y.lossCarriedOut[pool]).toBe(lost - sum((m) => m[pool].lossUsed));
          for (const m of y.months) {
            expect(m[pool].base).toBe(Math.max(0, m[pool].result - m[pool].lossUsed));
            expect(m[pool].lossUsed).toBeLessThanOrEqual(m[pool].lossCarriedIn);
            // Half-up to the cent, in integers (the rate back in parts per million).
            const ppm = Math.round(m[pool].rate * 1e6);
            expect(m[pool].tax).toBe(Math.floor((m[pool].base * ppm + 500_000) / 1e6));
          }
        }
        // IRRF: withheld in the year = used + what December still holds; never more used than the tax.
        expect(sum((m) => m.irrf.withheld)).toBe(
          sum((m) => m.irrf.used) + (y.months[11]?.irrf.carriedOut ?? 0),
        );
        for (const m of y.months) expect(m.irrf.used).toBeLessThanOrEqual(m.dayTrade.tax + m.swingTrade.tax);
        // Tax: every centavo after IRRF is either paid in a DARF or still carried as a small tax.
        expect(sum((m) => m.taxAfterIrrf)).toBe(y.totals.taxDue + (y.months[11]?.smallTaxCarriedOut ?? 0));
        for (const m of y.months) {
          expect(m.taxDue === 0 || m.taxDue >= 1000).toBe(true);
          expect(m.darf?.amount ?? 0).toBe(m.taxDue);
          expect(m.smallTaxCarriedOut).toBeLessThan(1000);
        }
      }),
      { numRuns: 300 },
    );
  });
});
