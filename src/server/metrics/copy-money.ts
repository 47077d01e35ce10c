/**
 * The numerics of a binary COPY (trade-copy.ts), computed exactly. They travel as they are stored (PostgreSQL's
 * arithmetic on numeric, and its conversion to float8, cost more per row than the whole read otherwise): each is an
 * integer m × 10^e, and the sums and products the engine needs are exact integers below 2^53, so the one rounding
 * left (to a double) is the correctly rounded value `Number()` gives for the exact decimal text. Past 2^53 the same
 * arithmetic is done in BigInt.
 */

/** 10^k for k = 0 … 22, each exact. */
const POW10: number[] = [1];
for (let k = 1; k <= 22; k++) POW10.push((POW10[k - 1] as number) * 10);
const SAFE = 2 ** 53;

/**
 * A numeric's value, m × 10^e with m an integer: `numeric` reads the field at p into these (module scratch, no
 * object per value); when it answers false, m would pass 2^53 and the value is read again by `numericBig`.
 */
let numM = 0;
let numE = 0;

/** The numeric at p (binary: digit count, weight, sign, display scale, then base-10000 digits); false past 2^53. */
function numeric(view: DataView, p: number): boolean {
  const digits = view.getInt16(p);
  const weight = view.getInt16(p + 2);
  const sign = view.getUint16(p + 4);
  if (sign === 0xc000) {
    numM = NaN;
    numE = 0;
    return true;
  }
  let m = 0;
  for (let k = 0; k < digits; k++) {
    m = m * 10_000 + view.getInt16(p + 8 + 2 * k);
    if (m >= SAFE / 10_000 && k + 1 < digits) return false;
  }
  if (m >= SAFE) return false;
  let e = 4 * (weight - digits + 1);
  // Trailing zeros out of m keep the products below small.
  if (m !== 0) {
    while (m % 10 === 0) {
      m /= 10;
      e++;
    }
  } else e = 0;
  numM = sign === 0x4000 ? -m : m;
  numE = e;
  return true;
}

/** The same value exactly, in BigInt (the rare path: more than 15 significant digits). */
function numericBig(view: DataView, p: number): { m: bigint; e: number } {
  const digits = view.getInt16(p);
  const weight = view.getInt16(p + 2);
  let m = 0n;
  for (let k = 0; k < digits; k++) m = m * 10_000n + BigInt(view.getInt16(p + 8 + 2 * k));
  return { m: view.getUint16(p + 4) === 0x4000 ? -m : m, e: 4 * (weight - digits + 1) };
}

/** m × 10^e as a double, correctly rounded (m exact, |m| < 2^53; 10^k exact up to 22). */
function toDouble(m: number, e: number): number {
  if (e === 0) return m;
  if (e > 0) return e <= 22 ? m * (POW10[e] as number) : Number(`${m}e${e}`);
  return -e <= 22 ? m / (POW10[-e] as number) : Number(`${m}e${e}`);
}

/** The exact decimal m × 10^e as a double, correctly rounded. */
const bigToDouble = (m: bigint, e: number): number => Number(`${m}e${e}`);

/** a × 10^ea − b × 10^eb exactly, at the smaller exponent (BigInt). */
function bigDifference(a: { m: bigint; e: number }, b: { m: bigint; e: number }): { m: bigint; e: number } {
  const e = Math.min(a.e, b.e);
  return { m: a.m * 10n ** BigInt(a.e - e) - b.m * 10n ** BigInt(b.e - e), e };
}

/** m × 10^k for k ≥ 0, or NaN when it would not be an exact integer below 2^53. */
function scaled(m: number, k: number): number {
  if (k > 22) return NaN;
  const v = m * (POW10[k] as number);
  return Math.abs(v) < SAFE ? v : NaN;
}

/** The numeric at p as a double, correctly rounded (mep, men). */
export function numericValue(view: DataView, p: number): number {
  if (numeric(view, p)) return toDouble(numM, numE);
  const v = numericBig(view, p);
  return bigToDouble(v.m, v.e);
}

/** One row's money and points, as `rowMoney` sets them (module scratch, as `numeric`'s). */
let outPnl = 0;
let outCosts = 0;
let outDiff = 0;
let outRisk = 0;

/** The row's field offsets and contracts as `rowMoney` received them, read by `fastMoney` and `slowMoney`. */
let atPnl = 0;
let atCosts = 0;
let atEntry = 0;
let atExit = 0;
let atStop = -1;
let atPoint = 0;
let rowContracts = 0;

/**
 * A row's numerics at their fields' offsets (pStop −1 without a stop) → out: [pnl cents, costs cents, exit − entry,
 * |entry − stop| × point value × contracts × 100 (0 without a stop)].
 */
export function rowMoney(
  view: DataView,
  pPnl: number,
  pCosts: number,
  pEntry: number,
  pExit: number,
  pStop: number,
  pPoint: number,
  contracts: number,
  out: Float64Array,
): void {
  atPnl = pPnl;
  atCosts = pCosts;
  atEntry = pEntry;
  atExit = pExit;
  atStop = pStop;
  atPoint = pPoint;
  rowContracts = contracts;
  if (!fastMoney(view)) slowMoney(view);
  out[0] = outPnl;
  out[1] = outCosts;
  out[2] = outDiff;
  out[3] = outRisk;
}

/**
 * Cents of pnl and costs, exit − entry and |entry − stop| × point value × contracts × 100 (the `risk`, NaN-free: 0
 * without a stop), in exact integers below 2^53; false when one is not (then `slowMoney`). The risk is the
 * correctly rounded product then × 100, as `Number(text) * 100` of the product's exact text was.
 */
function fastMoney(view: DataView): boolean {
  if (!numeric(view, atPnl)) return false;
  const pnl = numE >= -2 ? scaled(numM, numE + 2) : NaN;
  if (!numeric(view, atCosts)) return false;
  const costs = numE >= -2 ? scaled(numM, numE + 2) : NaN;
  if (Number.isNaN(pnl) || Number.isNaN(costs)) return false;
  if (!numeric(view, atEntry)) return false;
  const entryM = numM;
  const entryE = numE;
  if (!numeric(view, atExit)) return false;
  let e = entryE < numE ? entryE : numE;
  const exit = scaled(numM, numE - e);
  const entry = scaled(entryM, entryE - e);
  if (Number.isNaN(exit) || Number.isNaN(entry)) return false;
  const diff = toDouble(exit - entry, e);
  let risk = 0;
  if (atStop >= 0) {
    if (!numeric(view, atStop)) return false;
    e = entryE < numE ? entryE : numE;
    const stop = scaled(numM, numE - e);
    const from = scaled(entryM, entryE - e);
    if (Number.isNaN(stop) || Number.isNaN(from)) return false;
    let distance = Math.abs(from - stop);
    if (!numeric(view, atPoint)) return false;
    distance *= numM;
    if (!(Math.abs(distance) < SAFE)) return false;
    distance *= rowContracts;
    if (!(Math.abs(distance) < SAFE)) return false;
    risk = toDouble(distance, e + numE) * 100;
  }
  outPnl = pnl;
  outCosts = costs;
  outDiff = diff;
  outRisk = risk;
  return true;
}

/** `fastMoney` in BigInt: the same values, for numerics of more than 15 significant digits. */
function slowMoney(view: DataView): void {
  // The exact cents, rounded once to a double (past 2^53 cents: ninety trillion reais, no trader's amount).
  const cents = (p: number) => {
    const v = numericBig(view, p);
    return v.e + 2 >= 0 ? Number(v.m * 10n ** BigInt(v.e + 2)) : Math.round(bigToDouble(v.m, v.e) * 100);
  };
  outPnl = cents(atPnl);
  outCosts = cents(atCosts);
  const entry = numericBig(view, atEntry);
  const diff = bigDifference(numericBig(view, atExit), entry);
  outDiff = bigToDouble(diff.m, diff.e);
  outRisk = 0;
  if (atStop >= 0) {
    const distance = bigDifference(entry, numericBig(view, atStop));
    const point = numericBig(view, atPoint);
    const product = (distance.m < 0n ? -distance.m : distance.m) * point.m * BigInt(rowContracts);
    outRisk = bigToDouble(product, distance.e + point.e) * 100;
  }
}
