import { type Decimal, type DecimalLike, toDecimal } from './decimal';

export type Side = 'compra' | 'venda';

export interface PnlInput {
  side: Side;
  contracts: DecimalLike;
  entry: DecimalLike;
  exit: DecimalLike;
  /** Money per point of the instrument (tick value × ticks per point). */
  pointValue: DecimalLike;
  /** Total costs of the trade (both sides), a non-negative amount subtracted from the result. */
  costs?: DecimalLike;
}

const direction = (side: Side): 1 | -1 => (side === 'compra' ? 1 : -1);

/** Points earned per contract: positive when the trade went the trader's way. */
export const tradePoints = ({ side, entry, exit }: Pick<PnlInput, 'side' | 'entry' | 'exit'>): Decimal =>
  toDecimal(exit).sub(entry).mul(direction(side));

/** The result before costs, unrounded (exact). */
export const grossPnl = (input: PnlInput): Decimal =>
  tradePoints(input).mul(input.contracts).mul(input.pointValue);

/**
 * (exit − entry) × (+1 Compra, −1 Venda) × contracts × point value − costs, computed exactly and rounded to
 * cents once, at the end (half away from zero; see decimal.ts). Store `.toFixed(2)` in a numeric column.
 */
export const tradePnl = (input: PnlInput): Decimal =>
  grossPnl(input)
    .sub(input.costs ?? 0)
    .round(2);

/**
 * tradePnl(input).toFixed(2), the text stored for every imported row: when the prices, point value and costs are
 * plain decimal text (or whole numbers) of up to 15 digits and contracts a whole number, computed on exact safe
 * integers, with no Decimal at all; otherwise, or when any step would pass 2^53, by tradePnl itself. The same
 * text either way (pnl.test.ts compares the two on random trades).
 */
export function tradePnlText(input: PnlInput): string {
  return fastPnlText(input) ?? tradePnl(input).toFixed(2);
}

// readPlain's result (module state: read and used at once, never across calls).
let readUnits = 0;
let readScale = 0;

/** A plain '125100.5' / '-3' of at most 15 digits, or a safe integer, into readUnits/readScale; false otherwise. */
function readPlain(value: DecimalLike): boolean {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return false;
    readUnits = value;
    readScale = 0;
    return true;
  }
  if (typeof value !== 'string') return false;
  const n = value.length;
  let i = 0;
  const first = value.charCodeAt(0);
  const negative = first === 45;
  if (negative || first === 43) i = 1;
  let units = 0;
  let digits = 0;
  let scale = -1;
  for (; i < n; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      units = units * 10 + (c - 48);
      digits += 1;
      if (scale >= 0) scale += 1;
    } else if (c === 46 && scale < 0 && digits > 0) scale = 0;
    else return false;
  }
  if (digits === 0 || digits > 15 || scale === 0) return false;
  readUnits = negative ? -units : units;
  readScale = scale < 0 ? 0 : scale;
  return true;
}

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
const safe = Number.isSafeInteger;

function fastPnlText({ side, contracts, entry, exit, pointValue, costs }: PnlInput): string | null {
  // Every product and difference is checked: a step past 2^53 − 1 is no longer a safe integer once rounded.
  if (!readPlain(entry)) return null;
  const entryUnits = readUnits;
  const entryScale = readScale;
  if (!readPlain(exit)) return null;
  const scale = Math.max(entryScale, readScale);
  const from = entryUnits * (POW10[scale - entryScale] as number);
  const to = readUnits * (POW10[scale - readScale] as number);
  const points = (to - from) * direction(side);
  if (!safe(from) || !safe(to) || !safe(points)) return null;
  if (typeof contracts !== 'number' || !safe(contracts) || !readPlain(pointValue)) return null;
  const perPoint = points * contracts;
  const gross = perPoint * readUnits;
  const grossScale = scale + readScale;
  if (!safe(perPoint) || !safe(gross) || !readPlain(costs ?? 0)) return null;
  const total = Math.max(grossScale, readScale);
  if (total > 15) return null;
  const grossAt = gross * (POW10[total - grossScale] as number);
  const costsAt = readUnits * (POW10[total - readScale] as number);
  const net = grossAt - costsAt;
  if (!safe(grossAt) || !safe(costsAt) || !safe(net)) return null;
  // Rounded once to cents, half away from zero (decimal.ts's round), exact on safe integers.
  let cents: number;
  if (total <= 2) cents = net * (POW10[2 - total] as number);
  else {
    const factor = POW10[total - 2] as number;
    const rem = net % factor;
    cents = (net - rem) / factor + (Math.abs(rem) * 2 >= factor ? (net < 0 ? -1 : 1) : 0);
  }
  if (!safe(cents)) return null;
  const negative = cents < 0;
  const digits = String(negative ? -cents : cents).padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}
