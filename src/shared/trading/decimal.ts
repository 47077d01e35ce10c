/**
 * Exact decimal arithmetic for prices and money. A value is a BigInt of units at a decimal scale
 * (units × 10^-scale), so 0.1 + 0.2 is 0.3 and a P&L is never a binary float. It is deliberately tiny: add,
 * subtract, multiply, compare, divide at a stated scale (only for prorating costs), and round once at the edge.
 *
 * Rounding is half away from zero (0.005 → 0.01, −0.005 → −0.01). It is what Excel's ROUND and the brokers'
 * statements use, so the figures a trader checks in a spreadsheet match ours, and it is symmetric: a Venda and a
 * Compra of the same size round to opposite values. (Half-even avoids a statistical bias over many roundings,
 * but we round each P&L exactly once, so that bias does not arise.)
 */

/** Longest numeric text we accept: keeps BigInt work bounded on hostile input. */
const MAX_TEXT_LENGTH = 64;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

export class Decimal {
  readonly units: bigint;
  readonly scale: number;

  constructor(units: bigint, scale = 0) {
    if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`escala inválida: ${scale}`);
    this.units = units;
    this.scale = scale;
  }

  static readonly ZERO = new Decimal(0n);

  private rescale(scale: number): bigint {
    return this.units * pow10(scale - this.scale);
  }

  add(other: DecimalLike): Decimal {
    const b = toDecimal(other);
    const scale = Math.max(this.scale, b.scale);
    return new Decimal(this.rescale(scale) + b.rescale(scale), scale);
  }

  sub(other: DecimalLike): Decimal {
    return this.add(toDecimal(other).neg());
  }

  mul(other: DecimalLike): Decimal {
    const b = toDecimal(other);
    return new Decimal(this.units * b.units, this.scale + b.scale);
  }

  /** Division rounded (half away from zero) to `scale` places: used only to prorate costs across partial fills. */
  div(other: DecimalLike, scale: number): Decimal {
    const b = toDecimal(other);
    if (b.units === 0n) throw new RangeError('divisão por zero');
    // (a / 10^sa) / (b / 10^sb) = a × 10^(sb + scale + 1 − sa) / b, computed with one extra digit to round on.
    const shift = b.scale + scale + 1 - this.scale;
    const num = shift >= 0 ? this.units * pow10(shift) : this.units / pow10(-shift);
    return roundUnits(num / b.units, 1).withScale(scale);
  }

  neg(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  abs(): Decimal {
    return this.units < 0n ? this.neg() : this;
  }

  sign(): -1 | 0 | 1 {
    return this.units === 0n ? 0 : this.units < 0n ? -1 : 1;
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  cmp(other: DecimalLike): -1 | 0 | 1 {
    const b = toDecimal(other);
    const scale = Math.max(this.scale, b.scale);
    const x = this.rescale(scale);
    const y = b.rescale(scale);
    return x === y ? 0 : x < y ? -1 : 1;
  }

  eq(other: DecimalLike): boolean {
    return this.cmp(other) === 0;
  }

  /** Rounds half away from zero to `places` decimals (never adds precision it does not need to). */
  round(places: number): Decimal {
    if (this.scale <= places) return this;
    return roundUnits(this.units, this.scale - places).withScale(places);
  }

  /** Fixed number of decimals, e.g. toFixed(2) → '20.00' (the canonical storage form of money). */
  toFixed(places: number): string {
    const r = this.round(places);
    return format(r.rescale(places), places);
  }

  /** Shortest exact plain form: '125100.5', '-3', '0.25'. */
  toString(): string {
    const text = format(this.units, this.scale);
    return this.scale === 0 ? text : text.replace(/\.?0+$/, '');
  }

  /** Plain form with a decimal comma and no thousands separator (Excel pt-BR reads it as a number). */
  toPtBr(places?: number): string {
    return (places === undefined ? this.toString() : this.toFixed(places)).replace('.', ',');
  }

  toNumber(): number {
    return Number(this.toString());
  }

  toJSON(): string {
    return this.toString();
  }

  private withScale(scale: number): Decimal {
    return new Decimal(this.units, scale);
  }
}

/** Drops `digits` decimal digits from `units`, rounding half away from zero. */
function roundUnits(units: bigint, digits: number): Decimal {
  const factor = pow10(digits);
  const q = units / factor; // truncates toward zero
  const rem = units % factor;
  const twice = (rem < 0n ? -rem : rem) * 2n;
  const bump = twice >= factor ? (units < 0n ? -1n : 1n) : 0n;
  return new Decimal(q + bump);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

export type DecimalLike = Decimal | string | number | bigint;

const PLAIN = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Plain '125100.5' / '-3' / finite numbers; throws on anything else (use parseDecimal for user text). */
export function toDecimal(value: DecimalLike): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'bigint') return new Decimal(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`número inválido: ${value}`);
    // Shortest round-trip text of the double (0.1 → '0.1'); exponent forms are expanded by toFixed.
    const text = String(value);
    const d = fromPlain(/e/i.test(text) ? value.toFixed(20) : text);
    if (!d) throw new RangeError(`número fora do intervalo: ${value}`);
    return d;
  }
  const d = fromPlain(value.trim());
  if (!d) throw new RangeError(`número inválido: ${value}`);
  return d;
}

function fromPlain(text: string): Decimal | null {
  if (text.length > MAX_TEXT_LENGTH) return null;
  const m = PLAIN.exec(text);
  if (!m) return null;
  const frac = m[3] ?? '';
  const units = BigInt((m[2] ?? '') + frac);
  return new Decimal(m[1] === '-' ? -units : units, frac.length);
}

/**
 * How to read separators in user text. 'pt-BR': ',' decimal, '.' thousands. 'en-US': '.' decimal, ','
 * thousands. 'auto': whichever of '.'/',' comes last is the decimal point; a lone separator is a decimal point
 * unless it repeats ('1.234.567'). Spaces (including NBSP, MT5's '4 714.10') are always thousands separators.
 */
export type NumberLocale = 'pt-BR' | 'en-US' | 'auto';

const SIMPLE = /^(-)?(\d{1,30})(?:([.,])(\d{1,30}))?$/;
const PT_GROUPED = /^(-)?(\d{1,3}(?:\.\d{3}){1,9})(?:,(\d{1,30}))?$/;
const EN_GROUPED = /^(-)?(\d{1,3}(?:,\d{3}){1,9})(?:\.(\d{1,30}))?$/;

function build(sign: string | undefined, int: string, frac = ''): Decimal {
  const units = BigInt(int + frac);
  return new Decimal(sign ? -units : units, frac.length);
}

function parseSimple(raw: string, locale: NumberLocale): Decimal | null {
  const m = SIMPLE.exec(raw);
  if (m) {
    const mark = m[3];
    // A lone mark is a decimal point, except '.' in pt-BR and ',' in en-US, which are thousands (full path).
    if (!mark || locale === 'auto' || (locale === 'pt-BR') === (mark === ','))
      return build(m[1], m[2] ?? '', m[4]);
    return null;
  }
  const g = locale === 'en-US' ? EN_GROUPED.exec(raw) : PT_GROUPED.exec(raw);
  return g ? build(g[1], (g[2] ?? '').replace(/[.,]/g, ''), g[3]) : null;
}

const CURRENCY = /^(?:R\$|US\$|\$|BRL|USD)/i;
const TRAILING_CURRENCY = /(?:R\$|US\$|\$|BRL|USD)$/i;

/**
 * Parses a number as people and brokers write it: 'R$ 1.234,56', '-20,5', '(20.00)', '$(20.00)', '-$20.00',
 * '4 714.10', '1,234.56' (en-US), '125100.5'. Returns null when the text is not a number (formulas included:
 * '=1+1' is not a number and is never evaluated).
 */
export function parseDecimal(raw: string, locale: NumberLocale = 'auto'): Decimal | null {
  // Fast path for the common shapes ('125.100,00', '-20,5', '5432.5'): imports call this several times per
  // row of 100k-row files. Anything else (currency, parentheses, spaces, odd grouping) takes the full path.
  const fast = parseSimple(raw, locale);
  if (fast) return fast;
  let text = raw.trim();
  if (text.length === 0 || text.length > MAX_TEXT_LENGTH) return null;
  let signs = 0;
  const flip = (): void => {
    signs += 1;
  };
  // Sign, currency and accounting parentheses may come in any order: -R$ 5, R$ -5, $(20.00), ($20.00).
  for (let guard = 0; guard < 6; guard += 1) {
    const before = text;
    if (text.startsWith('(') && text.endsWith(')')) {
      flip();
      text = text.slice(1, -1).trim();
    } else if (text.startsWith('-') || text.startsWith('+')) {
      if (text.startsWith('-')) flip();
      text = text.slice(1).trim();
    } else if (text.endsWith('-')) {
      flip();
      text = text.slice(0, -1).trim();
    } else {
      // Leading 'R$ 5' or trailing '5 $' (NinjaTrader on a pt-BR machine).
      const m = CURRENCY.exec(text) ?? TRAILING_CURRENCY.exec(text);
      if (m) text = (m.index === 0 ? text.slice(m[0].length) : text.slice(0, m.index)).trim();
    }
    if (text === before) break;
  }
  text = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;

  const decimalMark = pickDecimalMark(text, locale);
  if (decimalMark === null) return null;
  const thousands = decimalMark === '.' ? ',' : '.';
  const [intPart = '', fracPart, extra] = text.split(decimalMark);
  if (extra !== undefined) return null;
  if (intPart.includes(thousands) && !/^\d{1,3}(?:[.,]\d{3})+$/.test(intPart)) return null;
  if (fracPart !== undefined && (fracPart.length === 0 || fracPart.includes(thousands))) return null;
  const plain = `${intPart.split(thousands).join('') || '0'}${fracPart === undefined ? '' : `.${fracPart}`}`;
  const d = fromPlain(plain);
  // One negative marker at most: '--5' and '(-5)' are typos, not numbers.
  if (signs > 1) return null;
  return d && signs === 1 ? d.neg() : d;
}

function pickDecimalMark(text: string, locale: NumberLocale): '.' | ',' | null {
  if (locale === 'pt-BR') return ',';
  if (locale === 'en-US') return '.';
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const mark = lastDot >= 0 ? '.' : ',';
  const count = text.split(mark).length - 1;
  // '1.234.567' is grouped thousands; a single mark is a decimal point. ',' can only be thousands here.
  if (count > 1) return mark === '.' ? ',' : '.';
  return mark;
}

/** Canonical money text for storage: always two decimals, rounded once. */
export const toCents = (value: DecimalLike): string => toDecimal(value).toFixed(2);
