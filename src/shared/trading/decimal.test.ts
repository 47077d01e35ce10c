import { describe, expect, it } from 'vitest';
import { Decimal, toCents, toDecimal } from './decimal';

const d = (text: string) => toDecimal(text);

describe('toDecimal', () => {
  it.each([
    ['125100.5', '125100.5'],
    ['-3', '-3'],
    ['0.250', '0.25'],
    ['+7', '7'],
    ['000.10', '0.1'],
  ])('%s → %s', (input, out) => {
    expect(toDecimal(input).toString()).toBe(out);
  });

  it('reads numbers through their shortest text, so 0.1 is exactly 0.1', () => {
    expect(toDecimal(0.1).add(0.2).toString()).toBe('0.3');
    expect(toDecimal(1e-7).toString()).toBe('0.0000001');
    expect(toDecimal(12345n).toString()).toBe('12345');
  });

  it.each(['', 'abc', '1,5', '1.2.3', '1e5', '=1+1'])('refuses %j', (input) => {
    expect(() => toDecimal(input)).toThrow(RangeError);
  });

  it('refuses non-finite numbers', () => {
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Infinity)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and multiplies exactly', () => {
    expect(d('0.1').add('0.2').toString()).toBe('0.3');
    expect(d('125100').sub('125000.5').toString()).toBe('99.5');
    expect(d('1.25').mul('0.2').toString()).toBe('0.25');
    expect(d('-2.5').mul('-4').toString()).toBe('10');
  });

  it('compares across scales', () => {
    expect(d('1.50').eq('1.5')).toBe(true);
    expect(d('1.5').cmp('1.49')).toBe(1);
    expect(d('-1').cmp('0')).toBe(-1);
    expect(d('-0.00').isZero()).toBe(true);
    expect(d('-3').sign()).toBe(-1);
    expect(d('-3').abs().toString()).toBe('3');
  });

  it('divides to a stated scale, rounding half away from zero', () => {
    expect(d('1').div('3', 4).toString()).toBe('0.3333');
    expect(d('2').div('3', 4).toString()).toBe('0.6667');
    expect(d('-2').div('3', 2).toString()).toBe('-0.67');
    expect(d('10').div('4', 0).toString()).toBe('3');
    expect(() => d('1').div('0', 2)).toThrow(RangeError);
  });
});

describe('rounding (half away from zero, once)', () => {
  it.each([
    ['0.005', '0.01'],
    ['-0.005', '-0.01'],
    ['0.0049', '0.00'],
    ['2.675', '2.68'], // a binary float would give 2.67
    ['-2.675', '-2.68'],
    ['1.125', '1.13'],
    ['20', '20.00'],
    ['-0.001', '0.00'],
  ])('%s → %s', (input, out) => {
    expect(toCents(input)).toBe(out);
  });

  it('never adds precision it does not need to', () => {
    expect(d('1.5').round(2).scale).toBe(1);
  });

  it('rejects a negative scale', () => {
    expect(() => new Decimal(1n, -1)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats money for storage', () => {
    expect(d('20').toFixed(2)).toBe('20.00');
    expect(d('-400').toFixed(2)).toBe('-400.00');
    expect(d('0.05').toFixed(2)).toBe('0.05');
    expect(d('-0.05').toFixed(2)).toBe('-0.05');
    expect(JSON.stringify({ v: d('1.50') })).toBe('{"v":"1.5"}');
    expect(d('2.5').toNumber()).toBe(2.5);
  });
});
