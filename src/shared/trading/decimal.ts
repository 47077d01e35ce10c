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

/** 10^0 … 10^22: the powers of ten a double holds exactly (each product below is exact). */
const POW10: readonly number[] = [1];
for (let k = 1; k <= 22; k += 1) (POW10 as number[]).push((POW10[k - 1] as number) * 10);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Speed (a 100,000-row import reads ~8 numbers a row and computes a P&L per row): units that fit a double
 * exactly (|units| ≤ 2^53 − 1, nearly every price and amount) are kept as a Number, and each operation is done on
 * Numbers when its exact result is still a safe integer (checked on the result: a product or sum past 2^53 is no
 * longer a safe integer once rounded, so an inexact one is never taken), else on BigInt. The results are the same
 * values and texts either way (decimal.equivalence.test.ts checks them against the BigInt-only class).
 */
export class Decimal {
  readonly scale: number;
  /** The units when they are a safe integer (never −0); NaN when only `big` holds them. */
  private readonly small: number;
  /** The units past the safe integers; undefined when `small` holds them (one form per value). */
  private readonly big: bigint | undefined;

  constructor(units: bigint | number, scale = 0) {
    if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`escala inválida: ${scale}`);
    this.scale = scale;
    if (typeof units === 'number') {
      if (!Number.isSafeInteger(units)) throw new RangeError(`unidades inválidas: ${units}`);
      this.small = units === 0 ? 0 : units;
      this.big = undefined;
    } else if (units >= -MAX_SAFE && units <= MAX_SAFE) {
      this.small = Number(units);
      this.big = undefined;
    } else {
      this.small = NaN;
      this.big = units;
    }
  }

  static readonly ZERO = new Decimal(0);

  /** The value's units (value × 10^scale) as a BigInt. */
  get units(): bigint {
    return this.big ?? BigInt(this.small);
  }

  private rescale(scale: number): bigint {
    return this.units * pow10(scale - this.scale);
  }

  /** The units at a larger `scale` as a safe integer, or NaN. */
  private smallAt(scale: number): number {
    const shift = scale - this.scale;
    if (shift > 22) return NaN;
    const x = this.small * (POW10[shift] as number);
    return Number.isSafeInteger(x) ? x : NaN;
  }

  add(other: DecimalLike): Decimal {
    const b = toDecimal(other);
    const scale = Math.max(this.scale, b.scale);
    const sum = this.smallAt(scale) + b.smallAt(scale);
    if (Number.isSafeInteger(sum)) return new Decimal(sum, scale);
    return new Decimal(this.rescale(scale) + b.rescale(scale), scale);
  }

  sub(other: DecimalLike): Decimal {
    const b = toDecimal(other);
    const scale = Math.max(this.scale, b.scale);
    const difference = this.smallAt(scale) - b.smallAt(scale);
    if (Number.isSafeInteger(difference)) return new Decimal(difference, scale);
    return this.add(b.neg());
  }

  mul(other: DecimalLike): Decimal {
    // A whole number (contracts, a side's ±1) needs no Decimal of its own.
    if (typeof other === 'number' && Number.isSafeInteger(other)) {
      const product = this.small * other;
      if (Number.isSafeInteger(product)) return new Decimal(product, this.scale);
    }
    const b = toDecimal(other);
    const product = this.small * b.small;
    if (Number.isSafeInteger(product)) return new Decimal(product, this.scale + b.scale);
    return new Decimal(this.units * b.units, this.scale + b.scale);
  }

  /** Division rounded (half away from zero) to `scale` places: used only to prorate costs across partial fills. */
  div(other: DecimalLike, scale: number): Decimal {
    const b = toDecimal(other);
    if (b.isZero()) throw new RangeError('divisão por zero');
    // (a / 10^sa) / (b / 10^sb) = a × 10^(sb + scale + 1 − sa) / b, computed with one extra digit to round on.
    const shift = b.scale + scale + 1 - this.scale;
    const num = shift >= 0 ? this.units * pow10(shift) : this.units / pow10(-shift);
    return roundUnits(num / b.units, 1).withScale(scale);
  }

  neg(): Decimal {
    return this.big === undefined ? new Decimal(-this.small, this.scale) : new Decimal(-this.big, this.scale);
  }

  abs(): Decimal {
    return this.sign() < 0 ? this.neg() : this;
  }

  sign(): -1 | 0 | 1 {
    if (this.big === undefined) return this.small === 0 ? 0 : this.small < 0 ? -1 : 1;
    return this.big < 0n ? -1 : 1;
  }

  isZero(): boolean {
    return this.small === 0;
  }

  cmp(other: DecimalLike): -1 | 0 | 1 {
    if (typeof other === 'number' && Number.isSafeInteger(other)) {
      const y = other * (POW10[this.scale] ?? NaN);
      if (this.big === undefined && Number.isSafeInteger(y))
        return this.small === y ? 0 : this.small < y ? -1 : 1;
    }
    const b = toDecimal(other);
    const scale = Math.max(this.scale, b.scale);
    const x = this.smallAt(scale);
    const y = b.smallAt(scale);
    if (x === x && y === y) return x === y ? 0 : x < y ? -1 : 1;
    const bx = this.rescale(scale);
    const by = b.rescale(scale);
    return bx === by ? 0 : bx < by ? -1 : 1;
  }

  eq(other: DecimalLike): boolean {
    return this.cmp(other) === 0;
  }

  /** Rounds half away from zero to `places` decimals (never adds precision it does not need to). */
  round(places: number): Decimal {
    if (this.scale <= places) return this;
    const digits = this.scale - places;
    if (this.big === undefined && digits <= 22) {
      // Exact on doubles: % of two exact integers is exact, and so is dividing out an exact multiple.
      const factor = POW10[digits] as number;
      const rem = this.small % factor;
      const q = (this.small - rem) / factor;
      const bump = Math.abs(rem) * 2 >= factor ? (this.small < 0 ? -1 : 1) : 0;
      return new Decimal(q + bump, places);
    }
    return roundUnits(this.units, digits).withScale(places);
  }

  /** Fixed number of decimals, e.g. toFixed(2) → '20.00' (the canonical storage form of money). */
  toFixed(places: number): string {
    const r = this.round(places);
    const units = r.smallAt(places);
    return units === units ? formatSmall(units, places) : format(r.rescale(places), places);
  }

  /** Shortest exact plain form: '125100.5', '-3', '0.25'. */
  toString(): string {
    if (this.big === undefined) {
      let units = this.small;
      let scale = this.scale;
      while (scale > 0 && units % 10 === 0) {
        units /= 10;
        scale -= 1;
      }
      return formatSmall(units, scale);
    }
    const text = format(this.big, this.scale);
    return this.scale === 0 ? text : text.replace(/\.?0+$/, '');
  }

  toNumber(): number {
    // Both exact, so the quotient is the double nearest the value: what Number(toString()) reads.
    if (this.big === undefined && this.scale <= 22) return this.small / (POW10[this.scale] as number);
    return Number(this.toString());
  }

  toJSON(): string {
    return this.toString();
  }

  private withScale(scale: number): Decimal {
    return this.big === undefined ? new Decimal(this.small, scale) : new Decimal(this.big, scale);
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

/** A safe integer's units as plain text at `scale` ('-0.05' for −5 at 2). */
function formatSmall(units: number, scale: number): string {
  const negative = units < 0;
  const digits = String(negative ? -units : units);
  let body: string;
  if (scale === 0) body = digits;
  else if (digits.length > scale) body = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  else body = `0.${'0'.repeat(scale - digits.length)}${digits}`;
  return negative ? `-${body}` : body;
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

export type DecimalLike = Decimal | string | number | bigint;

const PLAIN = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Plain '125100.5' / '-3' / finite numbers; throws on anything else (read user text with parseNumber). */
export function toDecimal(value: DecimalLike): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'bigint') return new Decimal(value);
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return new Decimal(value);
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

/** ^[+-]?\d+(\.\d+)?$ read without a regex or BigInt when it has at most 15 digits (most prices and amounts). */
function fromShortPlain(text: string): Decimal | null {
  const n = text.length;
  let i = 0;
  let c = text.charCodeAt(0);
  const negative = c === 45;
  if (negative || c === 43) i = 1;
  let units = 0;
  let digits = 0;
  let scale = -1;
  for (; i < n; i += 1) {
    c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      units = units * 10 + (c - 48);
      digits += 1;
      if (scale >= 0) scale += 1;
    } else if (c === 46 && scale < 0 && digits > 0) scale = 0;
    else return null;
  }
  if (digits === 0 || digits > 15 || scale === 0) return null;
  return new Decimal(negative ? -units : units, scale < 0 ? 0 : scale);
}

function fromPlain(text: string): Decimal | null {
  if (text.length > MAX_TEXT_LENGTH) return null;
  const short = fromShortPlain(text);
  if (short) return short;
  const m = PLAIN.exec(text);
  if (!m) return null;
  const frac = m[3] ?? '';
  const units = BigInt((m[2] ?? '') + frac);
  return new Decimal(m[1] === '-' ? -units : units, frac.length);
}

/** Canonical money text for storage: always two decimals, rounded once. */
export const toCents = (value: DecimalLike): string => toDecimal(value).toFixed(2);
