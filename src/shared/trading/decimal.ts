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

/** Plain '125100.5' / '-3' / finite numbers; throws on anything else (read user text with parseNumber). */
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

/** Canonical money text for storage: always two decimals, rounded once. */
export const toCents = (value: DecimalLike): string => toDecimal(value).toFixed(2);
