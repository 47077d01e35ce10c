import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, toDecimal } from './decimal';

/**
 * For speed, units that fit a double are kept as a Number. Every operation must give what the BigInt-only class gave:
 * the same units, scale and text. `Old` below is that class as it was (decimal.ts before the change), kept here
 * only as the reference; values are drawn around 2^53 and past it, and scales past 22, so both paths are taken.
 */
const pow10 = (n: number): bigint => 10n ** BigInt(n);

class Old {
  constructor(
    readonly units: bigint,
    readonly scale = 0,
  ) {}
  private rescale(scale: number): bigint {
    return this.units * pow10(scale - this.scale);
  }
  add(b: Old): Old {
    const scale = Math.max(this.scale, b.scale);
    return new Old(this.rescale(scale) + b.rescale(scale), scale);
  }
  sub(b: Old): Old {
    return this.add(b.neg());
  }
  mul(b: Old): Old {
    return new Old(this.units * b.units, this.scale + b.scale);
  }
  div(b: Old, scale: number): Old {
    const shift = b.scale + scale + 1 - this.scale;
    const num = shift >= 0 ? this.units * pow10(shift) : this.units / pow10(-shift);
    return new Old(oldRoundUnits(num / b.units, 1).units, scale);
  }
  neg(): Old {
    return new Old(-this.units, this.scale);
  }
  abs(): Old {
    return this.units < 0n ? this.neg() : this;
  }
  sign(): number {
    return this.units === 0n ? 0 : this.units < 0n ? -1 : 1;
  }
  cmp(b: Old): number {
    const scale = Math.max(this.scale, b.scale);
    const x = this.rescale(scale);
    const y = b.rescale(scale);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  round(places: number): Old {
    if (this.scale <= places) return this;
    return new Old(oldRoundUnits(this.units, this.scale - places).units, places);
  }
  toFixed(places: number): string {
    const r = this.round(places);
    return oldFormat(r.rescale(places), places);
  }
  toString(): string {
    const text = oldFormat(this.units, this.scale);
    return this.scale === 0 ? text : text.replace(/\.?0+$/, '');
  }
  toNumber(): number {
    return Number(this.toString());
  }
}

function oldRoundUnits(units: bigint, digits: number): Old {
  const factor = pow10(digits);
  const q = units / factor;
  const rem = units % factor;
  const twice = (rem < 0n ? -rem : rem) * 2n;
  const bump = twice >= factor ? (units < 0n ? -1n : 1n) : 0n;
  return new Old(q + bump);
}

function oldFormat(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const unitsArb = fc.oneof(
  fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
  fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
  fc.bigInt({ min: SAFE - 2000n, max: SAFE + 2000n }).map((u) => u),
  fc.bigInt({ min: -SAFE - 2000n, max: -SAFE + 2000n }),
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }),
  fc.constantFrom(0n, 1n, -1n, 5n, -5n, 50n, -50n, 10n ** 22n),
);
const scaleArb = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 26 }));
const pair = fc.tuple(unitsArb, scaleArb);
const places = fc.integer({ min: 0, max: 26 });
const runs = { numRuns: 4000 };

/** Units, scale and text: the whole observable value. */
const same = (ours: Decimal, theirs: Old) => {
  expect(ours.units).toBe(theirs.units);
  expect(ours.scale).toBe(theirs.scale);
  expect(ours.toString()).toBe(theirs.toString());
  expect(ours.toJSON()).toBe(theirs.toString());
  expect(Object.is(ours.toNumber(), theirs.toNumber())).toBe(true);
};

describe('the Number-or-BigInt Decimal equals the BigInt-only one', () => {
  it('construction, text, number, sign', () => {
    fc.assert(
      fc.property(pair, ([u, s]) => {
        const ours = new Decimal(u, s);
        const theirs = new Old(u, s);
        same(ours, theirs);
        expect(ours.sign()).toBe(theirs.sign());
        expect(ours.isZero()).toBe(theirs.sign() === 0);
        same(ours.neg(), theirs.neg());
        same(ours.abs(), theirs.abs());
      }),
      runs,
    );
  });

  it('add, sub, mul, cmp, eq', () => {
    fc.assert(
      fc.property(pair, pair, ([ua, sa], [ub, sb]) => {
        const [a, b, oa, ob] = [new Decimal(ua, sa), new Decimal(ub, sb), new Old(ua, sa), new Old(ub, sb)];
        same(a.add(b), oa.add(ob));
        same(a.sub(b), oa.sub(ob));
        same(a.mul(b), oa.mul(ob));
        expect(a.cmp(b)).toBe(oa.cmp(ob));
        expect(a.eq(b)).toBe(oa.cmp(ob) === 0);
      }),
      runs,
    );
  });

  it('with a whole number or plain text as the other operand', () => {
    const whole = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.constantFrom(0, -0, 1, -1, 2 ** 53 - 1, -(2 ** 53) + 1, 2 ** 40),
      fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
    );
    fc.assert(
      fc.property(pair, whole, pair, ([u, s], n, [ut, st]) => {
        const [a, oa] = [new Decimal(u, s), new Old(u, s)];
        const on = new Old(BigInt(n), 0);
        same(a.mul(n), oa.mul(on));
        same(a.add(n), oa.add(on));
        same(a.sub(n), oa.sub(on));
        expect(a.cmp(n)).toBe(oa.cmp(on));
        const text = new Old(ut, st).toFixed(st);
        const ot = new Old(ut, st);
        same(a.sub(text).round(Math.min(s, 2)), oa.sub(ot).round(Math.min(s, 2)));
        same(a.mul(text), oa.mul(ot));
      }),
      runs,
    );
  });

  it('round, toFixed, div', () => {
    fc.assert(
      fc.property(pair, pair, places, ([ua, sa], [ub, sb], p) => {
        const [a, b, oa, ob] = [new Decimal(ua, sa), new Decimal(ub, sb), new Old(ua, sa), new Old(ub, sb)];
        same(a.round(p), oa.round(p));
        expect(a.toFixed(p)).toBe(oa.toFixed(p));
        if (ub !== 0n && p <= 12) same(a.div(b, p), oa.div(ob, p));
      }),
      runs,
    );
  });

  it('numbers and plain text read as before', () => {
    const oldFromText = (text: string): Old | null => {
      const m = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text.trim());
      if (!m || text.trim().length > 64) return null;
      const frac = m[3] ?? '';
      const units = BigInt((m[2] ?? '') + frac);
      return new Old(m[1] === '-' ? -units : units, frac.length);
    };
    const text = fc.oneof(
      fc.tuple(unitsArb, scaleArb).map(([u, s]) => new Old(u, s).toFixed(s)),
      fc
        .array(fc.constantFrom('0', '1', '9', '.', '-', '+', ' ', 'e', '5', '00'), { maxLength: 24 })
        .map((p) => p.join('')),
      fc.constantFrom(
        '',
        '.',
        '-',
        '+',
        '5.',
        '.5',
        '-0',
        '-0.00',
        '+7',
        '007.50',
        '1.2.3',
        ' 3 ',
        '9'.repeat(70),
      ),
    );
    fc.assert(
      fc.property(text, (t) => {
        const theirs = oldFromText(t);
        if (theirs === null) expect(() => toDecimal(t)).toThrow(RangeError);
        else same(toDecimal(t), theirs);
      }),
      runs,
    );
    const number = fc.oneof(
      fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }),
      fc.constantFrom(0, -0, 0.1, 13.125, 1e21, 2 ** 53, -(2 ** 53), 5e-7),
    );
    fc.assert(
      fc.property(number, (n) => {
        const s = String(n);
        const theirs = oldFromText(/e/i.test(s) ? n.toFixed(20) : s);
        if (theirs === null) expect(() => toDecimal(n)).toThrow(RangeError);
        else same(toDecimal(n), theirs);
      }),
      runs,
    );
  });
});
