import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NumberConvention, parseNumber, toTypedNumber } from './numbers';
import { Decimal } from './trading/decimal';

const read = (text: string, convention?: NumberConvention) =>
  parseNumber(text, convention)?.toString() ?? null;

describe('parseNumber: what a Brazilian trader types (pt-BR, the default)', () => {
  it.each([
    // The defect: the list and Profit write WIN prices with '.' grouping thousands.
    ['125.000', '125000'],
    ['125.100', '125100'],
    ['176.318,33', '176318.33'], // Profit's average price of a scaled position
    ['1.234.567,5', '1234567.5'],
    ['1.234.567', '1234567'],
    ['5.649', '5649'],
    ['5.649,5', '5649.5'],
    ['125.000,00', '125000'],
    // Plain numbers still work where they are unambiguous.
    ['125000', '125000'],
    ['5649.5', '5649.5'],
    ['5649,5', '5649.5'],
    ['125.10', '125.1'],
    ['1234.567', '1234.567'], // a 4-digit group is no thousands group: decimal point
    ['0.125', '0.125'], // '0' never leads a thousands group
    ['0,25', '0.25'],
    ['0.25', '0.25'],
    ['.5', '0.5'],
    [',5', '0.5'],
    ['  21.345,25 ', '21345.25'],
    ['R$ 10.000,50', '10000.5'],
    ['US$ 12,50', '12.5'],
    ['-20,5', '-20.5'],
    ['R$ -20,00', '-20'],
    ['-R$ 20,00', '-20'],
    ['4\u00a0714,10', '4714.1'],
    ['125 000', '125000'],
    ['2,15 $', '2.15'],
  ])('%j → %s', (text, value) => {
    expect(read(text)).toBe(value);
  });

  it.each([
    '',
    ' ',
    'abc',
    '=1+1',
    '+SUM(A1)',
    '@A1',
    '1,234.56', // US grouping is not pt-BR: refused rather than guessed
    '1,2,3',
    '12.34,5.6',
    '1.23,45', // thousands groups have three digits
    '1.2345,6',
    '1,',
    '125.000,',
    '1.234.5',
    '1e5',
    '--5',
    '(-5)',
    '$',
    '1'.repeat(65),
  ])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe('parseNumber: the conventions of files', () => {
  it.each([
    ['(20.00)', 'en-US', '-20'],
    ['$(20.00)', 'en-US', '-20'],
    ['($20.00)', 'en-US', '-20'],
    ['-$20.00', 'en-US', '-20'],
    ['$400.00', 'en-US', '400'],
    ['1,234.56', 'en-US', '1234.56'],
    ['4 714.10', 'en-US', '4714.1'],
    ['174.425,00', 'pt-BR', '174425'],
    ['R$ 1.234,56', 'pt-BR', '1234.56'],
    ['1.234', 'pt-BR', '1234'],
    ['125100.5', 'auto', '125100.5'],
    ['125100,5', 'auto', '125100.5'],
    ['1.234.567', 'auto', '1234567'],
    ['1,234,567', 'auto', '1234567'],
    ['1.234,5', 'auto', '1234.5'],
    ['1,234.5', 'auto', '1234.5'],
    ['US$ 10', 'auto', '10'],
    ['20-', 'auto', '-20'],
    ['-2,15 R$', 'pt-BR', '-2.15'],
  ] as const)('%j (%s) → %s', (text, convention, value) => {
    expect(read(text, convention)).toBe(value);
  });

  it.each([
    ['', 'auto'],
    ['=1+1', 'auto'],
    ['5,5', 'en-US'],
    ['--5', 'auto'],
  ] as const)('refuses %j (%s)', (text, convention) => {
    expect(parseNumber(text, convention)).toBeNull();
  });
});

describe('toTypedNumber', () => {
  it('writes a stored value the way it is typed, with the decimals it has', () => {
    expect(toTypedNumber('125100.5')).toBe('125100,5');
    expect(toTypedNumber('125000')).toBe('125000');
    expect(toTypedNumber('5000.50')).toBe('5000,50');
    expect(toTypedNumber('-0.25')).toBe('-0,25');
    expect(toTypedNumber(new Decimal(300n, 2), 2)).toBe('3,00');
    expect(toTypedNumber('1.005', 2)).toBe('1,01');
    expect(toTypedNumber(null)).toBe('');
    expect(toTypedNumber('')).toBe('');
  });

  it('is read back exactly by parseNumber, whatever the value (13,125 is never 13125)', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => new Decimal(units, scale));
    fc.assert(
      fc.property(decimal, (d) => {
        expect(parseNumber(toTypedNumber(d))?.eq(d)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
