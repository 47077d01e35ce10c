import { Decimal, type DecimalLike, toDecimal } from './trading/decimal';

/**
 * The one reader of number text and the one writer of it for inputs (ADR 009). Every price and money field a
 * person types (trade form, settings, the plan and calculator to come) is read with `parseNumber(text)`, on the
 * client and, through the shared zod schemas, on the server: both read the same text the same way.
 *
 * Conventions:
 * - 'pt-BR' (what people type; the default): ',' is the decimal mark and '.' groups thousands ('125.000' is
 *   125000, '1.234.567,5'). A lone '.' that cannot be a thousands group is a decimal point, so plain decimals
 *   still work: '5649.5', '0.125', '125.10', '1234.567'. A lone '.' followed by exactly three digits after a
 *   1–3 digit group not starting with 0 ('125.000', '5.649') is thousands. US grouping ('1,234.56') is refused.
 * - 'en-US': '.' decimal, ',' thousands (files written by US platforms).
 * - 'auto': whichever of '.'/',' comes last is the decimal point; a repeated mark groups thousands (files whose
 *   convention is unknown).
 * Spaces (NBSP included, MT5's '4 714.10') always group thousands; a currency sign (R$, US$, $, BRL, USD), a sign
 * and accounting parentheses are understood in any order. Anything else, formulas included, is not a number.
 */
export type NumberConvention = 'pt-BR' | 'en-US' | 'auto';

/** Longest numeric text we accept: keeps BigInt work bounded on hostile input. */
const MAX_TEXT_LENGTH = 64;

const SIMPLE = /^(-)?(\d{1,30})(?:([.,])(\d{1,30}))?$/;
const PT_GROUPED = /^(-)?(\d{1,3}(?:\.\d{3}){1,9})(?:,(\d{1,30}))?$/;
const EN_GROUPED = /^(-)?(\d{1,3}(?:,\d{3}){1,9})(?:\.(\d{1,30}))?$/;
/** The only shape in which a lone '.' groups thousands in pt-BR: '125.000', '5.649' (not '0.125', '1234.567'). */
const PT_ONE_GROUP = /^[1-9]\d{0,2}\.\d{3}$/;
const PLAIN = /^(\d*)(?:\.(\d+))?$/;

function build(sign: string | undefined, int: string, frac = ''): Decimal {
  const units = BigInt((int || '0') + frac);
  return new Decimal(sign ? -units : units, frac.length);
}

/** The common shapes ('125.100,00', '-20,5', '5432.5'): imports call this several times per row of big files. */
function parseSimple(raw: string, convention: NumberConvention): Decimal | null {
  const m = SIMPLE.exec(raw);
  if (m) {
    const mark = m[3];
    if (!mark || convention === 'auto') return build(m[1], m[2] ?? '', m[4]);
    if (convention === 'en-US') return mark === '.' ? build(m[1], m[2] ?? '', m[4]) : null;
    // pt-BR: ',' is the decimal mark; a lone '.' too, unless it groups thousands ('125.000').
    if (mark === ',' || !PT_ONE_GROUP.test(`${m[2]}.${m[4]}`)) return build(m[1], m[2] ?? '', m[4]);
    return build(m[1], `${m[2]}${m[4]}`);
  }
  const g = convention === 'en-US' ? EN_GROUPED.exec(raw) : PT_GROUPED.exec(raw);
  return g ? build(g[1], (g[2] ?? '').replace(/[.,]/g, ''), g[3]) : null;
}

const CURRENCY = /^(?:R\$|US\$|\$|BRL|USD)/i;
const TRAILING_CURRENCY = /(?:R\$|US\$|\$|BRL|USD)$/i;

/**
 * Reads a number as people and brokers write it: 'R$ 1.234,56', '125.000', '5649.5', '-20,5', '(20.00)',
 * '4 714.10'. Null when the text is not a number ('=1+1' is never evaluated). See NumberConvention for the rules.
 */
export function parseNumber(raw: string, convention: NumberConvention = 'pt-BR'): Decimal | null {
  const fast = parseSimple(raw, convention);
  if (fast) return fast;
  let text = raw.trim();
  if (text.length === 0 || text.length > MAX_TEXT_LENGTH) return null;
  let signs = 0;
  // Sign, currency and accounting parentheses may come in any order: -R$ 5, R$ -5, $(20.00), ($20.00).
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
      // Leading 'R$ 5' or trailing '5 $' (NinjaTrader on a pt-BR machine).
      const m = CURRENCY.exec(text) ?? TRAILING_CURRENCY.exec(text);
      if (m) text = (m.index === 0 ? text.slice(m[0].length) : text.slice(0, m.index)).trim();
    }
    if (text === before) break;
  }
  // One negative marker at most: '--5' and '(-5)' are typos, not numbers.
  if (signs > 1) return null;
  text = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const plain = toPlain(text, convention);
  const m = plain === null ? null : PLAIN.exec(plain);
  if (!m) return null;
  return build(signs === 1 ? '-' : undefined, m[1] ?? '', m[2]);
}

/** '1.234,5' → '1234.5' under the convention; null when the marks do not fit it. */
function toPlain(text: string, convention: NumberConvention): string | null {
  const decimalMark = pickDecimalMark(text, convention);
  const thousands = decimalMark === '.' ? ',' : '.';
  const [intPart = '', fracPart, extra] = text.split(decimalMark);
  if (extra !== undefined) return null;
  if (intPart.includes(thousands) && !/^\d{1,3}(?:[.,]\d{3})+$/.test(intPart)) return null;
  if (fracPart !== undefined && (fracPart.length === 0 || fracPart.includes(thousands))) return null;
  return `${intPart.split(thousands).join('')}${fracPart === undefined ? '' : `.${fracPart}`}`;
}

function pickDecimalMark(text: string, convention: NumberConvention): '.' | ',' {
  if (convention === 'en-US') return '.';
  if (convention === 'pt-BR') {
    // A lone '.' that cannot group thousands is a decimal point ('5649.5'); '1.234.567' and '125.000' group.
    const dots = text.split('.').length - 1;
    return !text.includes(',') && dots === 1 && !PT_ONE_GROUP.test(text) ? '.' : ',';
  }
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const mark = lastDot >= 0 ? '.' : ',';
  // '1.234.567' is grouped thousands; a single mark is a decimal point.
  if (text.split(mark).length - 1 > 1) return mark === '.' ? ',' : '.';
  return mark;
}

/**
 * A stored value ('125100.5', '5000.50', a Decimal) as a person types it in pt-BR: '125100,5', '5000,50' —
 * decimal comma, no thousands separator, the decimals it has (or `places`). parseNumber reads it back exactly.
 * Blank for null, undefined or ''.
 */
export function toTypedNumber(value: DecimalLike | null | undefined, places?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDecimal(value);
  return d.toFixed(places ?? d.scale).replace('.', ',');
}

/**
 * A request's number: a JSON number is taken as it is (13.125 stays 13.125; it is never re-read as pt-BR text),
 * text is read with parseNumber. Null when it is neither.
 */
export function readNumberInput(value: string | number): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? toDecimal(value) : null;
  return parseNumber(value);
}
