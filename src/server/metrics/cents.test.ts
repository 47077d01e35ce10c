import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '@/shared/trading/decimal';
import { cents } from './cents';

describe('cents', () => {
  it('reads the cents of numeric(18, 2) text exactly', () => {
    expect(cents('0')).toBe(0);
    expect(cents('12.50')).toBe(1250);
    expect(cents('-0.50')).toBe(-50);
    expect(cents('-1234.5')).toBe(-123450);
    expect(cents('0.29')).toBe(29);
    expect(cents('1.005')).toBe(Math.round(toDecimal('1.005').mul(100).toNumber()));
  });

  it('is the decimal library’s cents for every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        const text = (n < 0 ? '-' : '') + (Math.abs(n) / 100).toFixed(2);
        expect(cents(text)).toBe(Math.round(toDecimal(text).mul(100).toNumber()));
      }),
    );
  });
});
