import type { MetricTrade } from '../dashboard-contract';
import { EMOTIONS } from '../emotions';
import { EMOTION_INDEX } from './emotion-analysis';

/** `TradeColumns.currency` codes; any other currency is OTHER_CURRENCY (never selected). */
export const CURRENCY_CODE = { BRL: 0, USD: 1 } as const;
export const OTHER_CURRENCY = 2;
/** `TradeColumns.emotion` of a trade without one (or with a value that is not one of EMOTIONS). */
export const NO_EMOTION = EMOTIONS.length;
/** `TradeColumns.hour` / `.weekday` of a value out of range (never sent by the server). */
export const NO_HOUR = 24;
export const NO_WEEKDAY = 7;
/** `TradeColumns.recorded` bits. */
export const MEP_RECORDED = 1;
export const MEN_RECORDED = 2;

/**
 * The period's trades as columns (ADR 021 addendum): one typed array per field, row i being the i-th trade in
 * openedAt order, so the engine reads dense arrays instead of a million scattered objects. The instrument and the
 * local date are indices into small tables of their distinct values; the emotion is its index in EMOTIONS.
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
  /** Local hour 0–23, NO_HOUR when out of range. */
  hour: Uint8Array;
  /** 0 = Sunday … 6 = Saturday of the local date, NO_WEEKDAY when out of range. */
  weekday: Uint8Array;
  /** Index into `instruments` (the distinct instruments, in first-seen order). */
  instrument: Int32Array;
  instruments: string[];
  /** 1 for 'venda', 0 otherwise (the distribution's 'compra' bucket). */
  venda: Uint8Array;
  /** Money in cents, points signed as in MetricTrade. */
  pnl: Float64Array;
  costs: Float64Array;
  points: Float64Array;
  /** Excursions in points, 0 where not recorded (see `recorded`). */
  mep: Float64Array;
  men: Float64Array;
  /** MEP_RECORDED | MEN_RECORDED: which excursions the trade has (MetricTrade's non-null ones). */
  recorded: Uint8Array;
  /** Cents, NaN without a stop (MetricTrade's null). */
  risk: Float64Array;
  /** Index in EMOTIONS, NO_EMOTION without one. */
  emotion: Uint8Array;
  /** 1 when the trade broke a rule. */
  broke: Uint8Array;
}

/** Empty columns for `length` trades (and empty tables), to be filled row by row. */
export function newColumns(length: number): TradeColumns {
  return {
    length,
    currency: new Uint8Array(length),
    openedAt: new Float64Array(length),
    day: new Int32Array(length),
    days: [],
    hour: new Uint8Array(length),
    weekday: new Uint8Array(length),
    instrument: new Int32Array(length),
    instruments: [],
    venda: new Uint8Array(length),
    pnl: new Float64Array(length),
    costs: new Float64Array(length),
    points: new Float64Array(length),
    mep: new Float64Array(length),
    men: new Float64Array(length),
    recorded: new Uint8Array(length),
    risk: new Float64Array(length),
    emotion: new Uint8Array(length),
    broke: new Uint8Array(length),
  };
}

const currencyCode = (currency: string): number =>
  currency === 'BRL' ? CURRENCY_CODE.BRL : currency === 'USD' ? CURRENCY_CODE.USD : OTHER_CURRENCY;
export const hourCode = (hour: number): number => (hour >= 0 && hour < 24 ? hour : NO_HOUR);
export const weekdayCode = (weekday: number): number => (weekday >= 0 && weekday < 7 ? weekday : NO_WEEKDAY);
const emotionCode = (emotion: string | null): number =>
  emotion === null ? NO_EMOTION : (EMOTION_INDEX.get(emotion) ?? NO_EMOTION);

export const recordedCode = (mep: boolean, men: boolean): number =>
  (mep ? MEP_RECORDED : 0) | (men ? MEN_RECORDED : 0);

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
    c.hour[i] = hourCode(t.hour);
    c.weekday[i] = weekdayCode(t.weekday);
    c.instrument[i] = instruments.of(t.instrument);
    c.venda[i] = t.side === 'venda' ? 1 : 0;
    c.pnl[i] = t.pnl;
    c.costs[i] = t.costs;
    c.points[i] = t.points;
    c.mep[i] = t.mep ?? 0;
    c.men[i] = t.men ?? 0;
    c.recorded[i] = recordedCode(t.mep !== null, t.men !== null);
    c.risk[i] = t.risk ?? NaN;
    c.emotion[i] = emotionCode(t.emotion);
    c.broke[i] = t.broke ? 1 : 0;
  }
  c.days = days.values;
  c.instruments = instruments.values;
  return c;
}

/** How many rows each currency has: [BRL, USD]. */
export function currencyCounts(c: TradeColumns): [number, number] {
  let brl = 0;
  let usd = 0;
  const currency = c.currency;
  for (let i = 0; i < c.length; i++) {
    const code = currency[i];
    if (code === CURRENCY_CODE.BRL) brl++;
    else if (code === CURRENCY_CODE.USD) usd++;
  }
  return [brl, usd];
}

/** The rows of one currency (the same object when every row is of it; the tables are shared, not filtered). */
export function rowsOfCurrency(c: TradeColumns, code: number): TradeColumns {
  const currency = c.currency;
  let n = 0;
  for (let i = 0; i < c.length; i++) if (currency[i] === code) n++;
  if (n === c.length) return c;
  const rows = new Int32Array(n);
  for (let i = 0, j = 0; i < c.length; i++) if (currency[i] === code) rows[j++] = i;
  const pick = <A extends Uint8Array | Int32Array | Float64Array>(from: A, to: A): A => {
    for (let j = 0; j < n; j++) to[j] = from[rows[j] as number] as number;
    return to;
  };
  const out = newColumns(n);
  out.currency.fill(code);
  pick(c.openedAt, out.openedAt);
  pick(c.day, out.day);
  pick(c.hour, out.hour);
  pick(c.weekday, out.weekday);
  pick(c.instrument, out.instrument);
  pick(c.venda, out.venda);
  pick(c.pnl, out.pnl);
  pick(c.costs, out.costs);
  pick(c.points, out.points);
  pick(c.mep, out.mep);
  pick(c.men, out.men);
  pick(c.recorded, out.recorded);
  pick(c.risk, out.risk);
  pick(c.emotion, out.emotion);
  pick(c.broke, out.broke);
  out.days = c.days;
  out.instruments = c.instruments;
  return out;
}
