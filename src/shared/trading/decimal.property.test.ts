import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';

/**
 * The BigInt Decimal against big.js, a well-kept library, on random values (ADR 009): every operation the app uses
 * gives the same exact text. big.js's rounding mode 1 (ROUND_HALF_UP) is half away from zero, as ours.
 */
const B = Big();
B.RM = 1;
B.DP = 40;
B.NE = -60;
B.PE = 60;

const decimalArb = fc
  .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 10 }))
  .map(([units, scale]) => new Decimal(units, scale));
const big = (d: Decimal) => new B(d.toString());
// big.js writes '-0' for a negative zero; ours has no negative zero.
const text = (b: Big) => b.toFixed().replace(/^-0$/, '0');
const fixed = (b: Big, places: number) => b.toFixed(places, 1).replace(/^-(0(?:\.0+)?)$/, '$1');
const runs = { numRuns: 3_000 };

describe('Decimal agrees with big.js', () => {
  it('add, sub, mul are exact', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(a.add(b).toString()).toBe(text(big(a).plus(big(b))));
        expect(a.sub(b).toString()).toBe(text(big(a).minus(big(b))));
        expect(a.mul(b).toString()).toBe(text(big(a).times(big(b))));
      }),
      runs,
    );
  });

  it('div rounds half away from zero at the stated scale', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, fc.integer({ min: 0, max: 8 }), (a, b, scale) => {
        fc.pre(!b.isZero());
        expect(a.div(b, scale).toFixed(scale)).toBe(fixed(big(a).div(big(b)), scale));
      }),
      runs,
    );
  });

  it('round, toFixed and cmp', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, fc.integer({ min: 0, max: 8 }), (a, b, places) => {
        expect(a.round(places).toString()).toBe(text(big(a).round(places, 1)));
        expect(a.toFixed(places)).toBe(fixed(big(a), places));
        expect(a.cmp(b)).toBe(big(a).cmp(big(b)));
      }),
      runs,
    );
  });

  it('the P&L formula: (exit − entry) × contracts × point value − costs, rounded to cents once', () => {
    const price = fc.integer({ min: 1, max: 20_000_000 }).map((n) => new Decimal(BigInt(n), 2));
    fc.assert(
      fc.property(price, price, fc.integer({ min: 1, max: 100_000 }), decimalArb, (entry, exit, n, pv) => {
        const ours = exit.sub(entry).mul(n).mul(pv).round(2).toFixed(2);
        const theirs = fixed(big(exit).minus(big(entry)).times(n).times(big(pv)), 2);
        expect(ours).toBe(theirs);
      }),
      runs,
    );
  });
});
