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

/**
 * parseNumber as it was before its fast path (regexes and BigInt all the way), kept verbatim as the
 * reference: the fast path must read every text to the same units and scale, or leave it to the general path.
 */
const old = (() => {
  const MAX_TEXT_LENGTH = 64;
  const SIMPLE = /^(-)?(\d{1,30})(?:([.,])(\d{1,30}))?$/;
  const PT_GROUPED = /^(-)?(\d{1,3}(?:\.\d{3}){1,9})(?:,(\d{1,30}))?$/;
  const EN_GROUPED = /^(-)?(\d{1,3}(?:,\d{3}){1,9})(?:\.(\d{1,30}))?$/;
  const PT_ONE_GROUP = /^[1-9]\d{0,2}\.\d{3}$/;
  const PLAIN = /^(\d*)(?:\.(\d+))?$/;
  const CURRENCY = /^(?:R\$|US\$|\$|BRL|USD)/i;
  const TRAILING_CURRENCY = /(?:R\$|US\$|\$|BRL|USD)$/i;
  type Units = { units: bigint; scale: number };
  function build(sign: string | undefined, int: string, frac = ''): Units {
    const units = BigInt((int || '0') + frac);
    return { units: sign ? -units : units, scale: frac.length };
  }
  function parseSimple(raw: string, convention: NumberConvention): Units | null {
    const m = SIMPLE.exec(raw);
    if (m) {
      const mark = m[3];
      if (!mark || convention === 'auto') return build(m[1], m[2] ?? '', m[4]);
      if (convention === 'en-US') return mark === '.' ? build(m[1], m[2] ?? '', m[4]) : null;
      if (mark === ',' || !PT_ONE_GROUP.test(`${m[2]}.${m[4]}`)) return build(m[1], m[2] ?? '', m[4]);
      return build(m[1], `${m[2]}${m[4]}`);
    }
    const g = convention === 'en-US' ? EN_GROUPED.exec(raw) : PT_GROUPED.exec(raw);
    return g ? build(g[1], (g[2] ?? '').replace(/[.,]/g, ''), g[3]) : null;
  }
  function pickDecimalMark(text: string, convention: NumberConvention): '.' | ',' {
    if (convention === 'en-US') return '.';
    if (convention === 'pt-BR') {
      const dots = text.split('.').length - 1;
      return !text.includes(',') && dots === 1 && !PT_ONE_GROUP.test(text) ? '.' : ',';
    }
    const lastDot = text.lastIndexOf('.');
    const lastComma = text.lastIndexOf(',');
    if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
    const mark = lastDot >= 0 ? '.' : ',';
    if (text.split(mark).length - 1 > 1) return mark === '.' ? ',' : '.';
    return mark;
  }
  function toPlain(text: string, convention: NumberConvention): string | null {
    const decimalMark = pickDecimalMark(text, convention);
    const thousands = decimalMark === '.' ? ',' : '.';
    const [intPart = '', fracPart, extra] = text.split(decimalMark);
    if (extra !== undefined) return null;
    if (intPart.includes(thousands) && !/^\d{1,3}(?:[.,]\d{3})+$/.test(intPart)) return null;
    if (fracPart !== undefined && (fracPart.length === 0 || fracPart.includes(thousands))) return null;
    return `${intPart.split(thousands).join('')}${fracPart === undefined ? '' : `.${fracPart}`}`;
  }
  return function parseNumberOld(raw: string, convention: NumberConvention = 'pt-BR'): Units | null {
    const fast = parseSimple(raw, convention);
    if (fast) return fast;
    let text = raw.trim();
    if (text.length === 0 || text.length > MAX_TEXT_LENGTH) return null;
    let signs = 0;
    for (let guard = 0; guard < 6; guard += 1) {
      const before = text;
      if (text.startsWith('(') && text.endsWith(')')) {
        signs += 1;
        text = text.slice(1, -1).trim();
      } else if (text.startsWith('-') || text.startsWith('+')) {
        if (text.startsWith('-')) signs += 1;
        text = text.slice(1).trim();
      } else if (text.endsWith('-')) {
        signs += 1;
        text = text.slice(0, -1).trim();
      } else {
        const m = CURRENCY.exec(text) ?? TRAILING_CURRENCY.exec(text);
        if (m) text = (m.index === 0 ? text.slice(m[0].length) : text.slice(0, m.index)).trim();
      }
      if (text === before) break;
    }
    if (signs > 1) return null;
    text = text.replace(/[\s\u00a0\u202f]/g, '');
    if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
    const plain = toPlain(text, convention);
    const m = plain === null ? null : PLAIN.exec(plain);
    if (!m) return null;
    return build(signs === 1 ? '-' : undefined, m[1] ?? '', m[2]);
  };
})();

describe('parseNumber reads every text as before its fast path', () => {
  const conventions = fc.constantFrom<NumberConvention>('pt-BR', 'en-US', 'auto');
  const same = (text: string, convention: NumberConvention) => {
    const ours = parseNumber(text, convention);
    const theirs = old(text, convention);
    if (theirs === null) expect(ours).toBeNull();
    else expect(ours && { units: ours.units, scale: ours.scale }).toEqual(theirs);
  };

  it('on text made of number pieces', () => {
    const piece = fc.constantFrom(
      ...['0', '1', '5', '9', '00', '12', '125', '000', '649', '1234', '0000000', '9999999'],
      ...['.', ',', '-', '+', ' ', 'R$', 'R$ ', 'r$', 'US$', '$', '(', ')', '\u00a0', 'e', '%'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), conventions, (parts, convention) =>
        same(parts.join(''), convention),
      ),
      { numRuns: 20_000 },
    );
  });

  it('on well-formed numbers of every grouping, with signs and the R$ of Profit cells', () => {
    const number = fc
      .tuple(
        fc.constantFrom('', '-', 'R$ ', 'R$ -', 'R$', 'R$  -', '-R$ '),
        fc.integer({ min: 0, max: 999 }).map(String),
        fc.array(
          fc.integer({ min: 0, max: 999 }).map((g) => String(g).padStart(3, '0')),
          { maxLength: 6 },
        ),
        fc.constantFrom('.', ','),
        fc.option(fc.tuple(fc.constantFrom('.', ','), fc.stringMatching(/^\d{1,12}$/))),
      )
      .map(
        ([prefix, lead, groups, mark, frac]) =>
          `${prefix}${[lead, ...groups].join(mark)}${frac ? frac[0] + frac[1] : ''}`,
      );
    fc.assert(
      fc.property(number, conventions, (text, convention) => same(text, convention)),
      { numRuns: 20_000 },
    );
  });
});
