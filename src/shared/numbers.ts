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

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;
const COMMA = 44;
const MINUS = 45;
/** Digits a double holds exactly in any arrangement (10^15 < 2^53). */
const MAX_FAST_DIGITS = 15;

/**
 * parseSimple's shapes, read by char code into Number units: no regex match, no substrings, no BigInt (an import
 * reads ~7 numbers a row). Also Profit's money cell 'R$ 1.234,56' / 'R$ -5,00' in pt-BR, which reads as its
 * number after the sign (the general path below strips the 'R$' the same way). undefined when the text is
 * anything else or has more than 15 digits: the regex and BigInt path then decides (numbers.test.ts checks the
 * two agree on random text).
 */
function parseCommon(raw: string, convention: NumberConvention): Decimal | null | undefined {
  const n = raw.length;
  let i = 0;
  if (convention === 'pt-BR' && raw.charCodeAt(0) === 82 && raw.charCodeAt(1) === 36) {
    // 'R$', then spaces.
    i = 2;
    while (raw.charCodeAt(i) === 32) i += 1;
  }
  const negative = raw.charCodeAt(i) === MINUS;
  if (negative) i += 1;
  if (i >= n) return undefined;
  // Runs of digits between single marks: the first run's length, the last mark and run, and whether every run
  // between the first and the last mark is three digits after a mark like the first one.
  let units = 0;
  let digits = 0;
  let runs = 1;
  let run = 0;
  let firstRun = 0;
  let firstMark = 0;
  let lastMark = 0;
  let groupsOk = true;
  for (; i < n; i += 1) {
    const c = raw.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) {
      units = units * 10 + (c - DIGIT_0);
      digits += 1;
      run += 1;
    } else if (c === DOT || c === COMMA) {
      if (run === 0) return undefined;
      if (runs === 1) {
        firstRun = run;
        firstMark = c;
      } else if (run !== 3 || lastMark !== firstMark) groupsOk = false;
      lastMark = c;
      runs += 1;
      run = 0;
    } else return undefined;
  }
  if (run === 0 || digits > MAX_FAST_DIGITS) return undefined;
  if (runs === 1) return fastDecimal(negative, units, 0);
  if (runs === 2) {
    // SIMPLE: one mark.
    if (convention === 'auto') return fastDecimal(negative, units, run);
    if (convention === 'en-US') return lastMark === DOT ? fastDecimal(negative, units, run) : undefined;
    if (lastMark === COMMA) return fastDecimal(negative, units, run);
    // pt-BR '.': thousands only in '125.000' / '5.649' (PT_ONE_GROUP), else a decimal point.
    const oneGroup = run === 3 && firstRun <= 3 && raw.charCodeAt(n - 4 - firstRun) !== DIGIT_0;
    return fastDecimal(negative, units, oneGroup ? 0 : run);
  }
  // Grouped: 1–3 digits, then 1–9 groups of three after the thousands mark, then maybe the decimal mark.
  const thousands = convention === 'en-US' ? COMMA : DOT;
  if (!groupsOk || firstRun > 3 || firstMark !== thousands) return undefined;
  if (lastMark === thousands) return run === 3 && runs <= 10 ? fastDecimal(negative, units, 0) : undefined;
  return runs <= 11 ? fastDecimal(negative, units, run) : undefined;
}

const fastDecimal = (negative: boolean, units: number, scale: number): Decimal =>
  new Decimal(negative ? -units : units, scale);

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
  const common = parseCommon(raw, convention);
  if (common !== undefined) return common;
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
  // A double past 1e21 prints in exponent form, which no column holds: not a number a person typed.
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) < 1e21 ? toDecimal(value) : null;
  return parseNumber(value);
}
