import type { MetricTrade } from '../dashboard-contract';
import { EMOTIONS } from '../emotions';
import { EMOTION_INDEX } from './emotion-analysis';

/** `TradeColumns.currency` codes; any other currency is OTHER_CURRENCY (never selected). */
export const CURRENCY_CODE = { BRL: 0, USD: 1 } as const;
export const OTHER_CURRENCY = 2;
/** The emotion code of a trade without one (or with a value that is not one of EMOTIONS). */
export const NO_EMOTION = EMOTIONS.length;
/** The hour / weekday code of a value out of range (never sent by the server). */
export const NO_HOUR = 24;
export const NO_WEEKDAY = 7;

/*
 * `TradeColumns.code`, one number per trade for its small fields: the slot (its weekday, hour, side and emotion
 * codes as one number below SLOTS, see `slotOf`), then one bit each for the rule break and the two excursions.
 */
export const WEEKDAY_CODES = NO_WEEKDAY + 1;
export const HOUR_CODES = NO_HOUR + 1;
export const EMOTION_CODES = NO_EMOTION + 1;
export const SLOTS = WEEKDAY_CODES * HOUR_CODES * 2 * EMOTION_CODES;
export const BROKE_SHIFT = 12;
export const BROKE = 1 << BROKE_SHIFT;
/** (code >> RECORDED_SHIFT) & 3 is MEP recorded (1) | MEN recorded (2). */
export const RECORDED_SHIFT = 13;
export const MEP_RECORDED = 1 << RECORDED_SHIFT;
export const MEN_RECORDED = 2 << RECORDED_SHIFT;
/** code & SLOT_MASK is the slot. */
export const SLOT_MASK = BROKE - 1;
if (SLOTS > BROKE) throw new Error('TradeColumns.code: the slots no longer fit below the flags');

/** The slot of a weekday code (0–6, NO_WEEKDAY), hour code (0–23, NO_HOUR), side (1 venda) and emotion code. */
export const slotOf = (weekday: number, hour: number, venda: number, emotion: number): number =>
  weekday + WEEKDAY_CODES * (hour + HOUR_CODES * (venda + 2 * emotion));
/** The fields of a code (tests, and the engine's rare paths). */
export const weekdayOfCode = (code: number): number => (code & SLOT_MASK) % WEEKDAY_CODES;
export const hourOfCode = (code: number): number =>
  Math.floor((code & SLOT_MASK) / WEEKDAY_CODES) % HOUR_CODES;
export const vendaOfCode = (code: number): number =>
  Math.floor((code & SLOT_MASK) / (WEEKDAY_CODES * HOUR_CODES)) % 2;
export const emotionOfCode = (code: number): number =>
  Math.floor((code & SLOT_MASK) / (WEEKDAY_CODES * HOUR_CODES * 2));

/**
 * The period's trades as columns (ADR 035): one typed array per field, row i being the i-th trade in
 * openedAt order, so the engine reads dense arrays instead of a million scattered objects. The instrument and the
 * local date are indices into small tables of their distinct values; the weekday, hour, side, emotion, rule break
 * and recorded excursions share one number (`code`), as the engine reads them together.
 */
export interface TradeColumns {
  length: number;
  /** CURRENCY_CODE, or OTHER_CURRENCY. */
  currency: Uint8Array;
  /** Entry instant, epoch ms. */
  openedAt: Float64Array;
  /** Index into `days` (the distinct local dates, yyyy-mm-dd, in first-seen order). */
  day: Int32Array;
  days: string[];
  /** Index into `instruments` (the distinct instruments, in first-seen order). */
  instrument: Int32Array;
  instruments: string[];
  /**
   * The slot (`slotOf`: weekday 0 = Sunday … 6 of the local date, local hour 0–23, 1 for 'venda' and 0 otherwise
   * — the distribution's 'compra' bucket —, index in EMOTIONS; NO_WEEKDAY, NO_HOUR, NO_EMOTION when out of range
   * or missing), | BROKE when the trade broke a rule, | MEP_RECORDED, MEN_RECORDED for the excursions the trade
   * has (MetricTrade's non-null ones).
   */
  code: Uint16Array;
  /** Money in cents, points signed as in MetricTrade. */
  pnl: Float64Array;
  costs: Float64Array;
  points: Float64Array;
  /** Excursions in points, 0 where not recorded (see `code`). */
  mep: Float64Array;
  men: Float64Array;
  /** Cents, NaN without a stop (MetricTrade's null). */
  risk: Float64Array;
}

/** Empty columns for `length` trades (and empty tables), to be filled row by row. */
export function newColumns(length: number): TradeColumns {
  return {
    length,
    currency: new Uint8Array(length),
    openedAt: new Float64Array(length),
    day: new Int32Array(length),
    days: [],
    instrument: new Int32Array(length),
    instruments: [],
    code: new Uint16Array(length),
    pnl: new Float64Array(length),
    costs: new Float64Array(length),
    points: new Float64Array(length),
    mep: new Float64Array(length),
    men: new Float64Array(length),
    risk: new Float64Array(length),
  };
}

const currencyCode = (currency: string): number =>
  currency === 'BRL' ? CURRENCY_CODE.BRL : currency === 'USD' ? CURRENCY_CODE.USD : OTHER_CURRENCY;
export const hourCode = (hour: number): number => (hour >= 0 && hour < 24 ? hour : NO_HOUR);
export const weekdayCode = (weekday: number): number => (weekday >= 0 && weekday < 7 ? weekday : NO_WEEKDAY);
const emotionCode = (emotion: string | null): number =>
  emotion === null ? NO_EMOTION : (EMOTION_INDEX.get(emotion) ?? NO_EMOTION);

/** The flags of `code` (its slot aside). */
export const flagsCode = (broke: boolean, mep: boolean, men: boolean): number =>
  (broke ? BROKE : 0) | (mep ? MEP_RECORDED : 0) | (men ? MEN_RECORDED : 0);

/**
 * A table of distinct strings (instruments, days) and each one's index. Rows come in time order, so the value of
 * the previous row is tried first: a Map lookup only when the value changes.
 */
export class Interner {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  private last = '';
  private lastIndex = -1;

  of(value: string): number {
    if (this.lastIndex >= 0 && value === this.last) return this.lastIndex;
    let k = this.index.get(value);
    if (k === undefined) {
      k = this.values.length;
      this.values.push(value);
      this.index.set(value, k);
    }
    this.last = value;
    this.lastIndex = k;
    return k;
  }
}

/** Trade objects → columns (tests, and callers that have objects; the server builds columns from its text). */
export function columnsOf(trades: readonly MetricTrade[]): TradeColumns {
  const c = newColumns(trades.length);
  const days = new Interner();
  const instruments = new Interner();
  for (let i = 0; i < trades.length; i++) {
    const t = trades[i] as MetricTrade;
    c.currency[i] = currencyCode(t.currency);
    c.openedAt[i] = t.openedAt;
    c.day[i] = days.of(t.date);
    c.instrument[i] = instruments.of(t.instrument);
    c.code[i] =
      slotOf(weekdayCode(t.weekday), hourCode(t.hour), t.side === 'venda' ? 1 : 0, emotionCode(t.emotion)) |
      flagsCode(t.broke, t.mep !== null, t.men !== null);
    c.pnl[i] = t.pnl;
    c.costs[i] = t.costs;
    c.points[i] = t.points;
    c.mep[i] = t.mep ?? 0;
    c.men[i] = t.men ?? 0;
    c.risk[i] = t.risk ?? NaN;
  }
  c.days = days.values;
  c.instruments = instruments.values;
  return c;
}

/**
 * How many of the first n rows have currency `code`: four rows a word where the column is aligned (almost always
 * all of them are the same currency, so a word is one comparison).
 */
function rowsWith(currency: Uint8Array, n: number, code: number): number {
  let count = 0;
  let i = 0;
  if (currency.byteOffset % 4 === 0) {
    const words = new Uint32Array(currency.buffer, currency.byteOffset, n >> 2);
    const four = Math.imul(code, 0x01010101) >>> 0;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as number;
      if (word === four) count += 4;
      else for (let b = 0; b < 32; b += 8) count += Number(((word >>> b) & 0xff) === code);
    }
    i = 4 * words.length;
  }
  for (; i < n; i++) count += Number(currency[i] === code);
  return count;
}

/** How many rows each currency has: [BRL, USD]. */
export function currencyCounts(c: TradeColumns): [number, number] {
  return [
    rowsWith(c.currency, c.length, CURRENCY_CODE.BRL),
    rowsWith(c.currency, c.length, CURRENCY_CODE.USD),
  ];
}

/** The rows of one currency (the same object when every row is of it; the tables are shared, not filtered). */
export function rowsOfCurrency(c: TradeColumns, code: number): TradeColumns {
  const currency = c.currency;
  const n = rowsWith(currency, c.length, code);
  if (n === c.length) return c;
  const rows = new Int32Array(n);
  for (let i = 0, j = 0; i < c.length; i++) if (currency[i] === code) rows[j++] = i;
  return pickRows(c, rows);
}

/** The rows at `rows` (ascending indices), in that order; the tables are shared, not filtered. */
export function pickRows(c: TradeColumns, rows: Int32Array): TradeColumns {
  const n = rows.length;
  const pick = <A extends Uint8Array | Uint16Array | Int32Array | Float64Array>(from: A, to: A): A => {
    for (let j = 0; j < n; j++) to[j] = from[rows[j] as number] as number;
    return to;
  };
  const out = newColumns(n);
  pick(c.currency, out.currency);
  pick(c.openedAt, out.openedAt);
  pick(c.day, out.day);
  pick(c.instrument, out.instrument);
  pick(c.code, out.code);
  pick(c.pnl, out.pnl);
  pick(c.costs, out.costs);
  pick(c.points, out.points);
  pick(c.mep, out.mep);
  pick(c.men, out.men);
  pick(c.risk, out.risk);
  out.days = c.days;
  out.instruments = c.instruments;
  return out;
}
