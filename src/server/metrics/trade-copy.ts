import {
  flagsCode,
  hourCode,
  newColumns,
  slotOf,
  type TradeColumns,
  weekdayCode,
} from '@/shared/trading/metrics/columns';
import { numericValue, rowMoney } from './copy-money';

/**
 * The bytes of `COPY (tradeRow …) TO … (FORMAT binary)` (trade-columns.ts) → `TradeColumns`, with no object and
 * no string per trade. The fields, in order (COPY's binary format: a 16-bit field count per row, then each field
 * as a 32-bit length, −1 for NULL, and its bytes, big-endian):
 *
 *  0 opened_at                    timestamptz (int8, microseconds since 2000-01-01)
 *  1 id                           uuid (16 bytes)
 *  2 trade_date                   date (int4, days since 2000-01-01)
 *  3 small fields                 int4: hour + 32 × (side + 4 × (currency + 4 × (broke + 2 × emotion)))
 *  4 instrument                   text
 *  5 pnl, 6 costs                 numeric
 *  7 entry, 8 exit                numeric
 *  9 mep, 10 men, 11 stop         numeric or NULL
 * 12 point value                  numeric
 * 13 contracts                    int4
 * 14… the extras asked for, in EXTRA_ORDER: tags (text[] or NULL for none), exit date (date or NULL), exit time
 *     (text or NULL), account id (text), playbook id (text or NULL), criteria met (text[] or NULL for none).
 *
 * The rows come in any order and are read in (opened_at, id) order (`timeOrder`): sorting the wide rows cost the
 * database more than sorting their keys here (PGlite: a third of a 10,000-trade read; PostgreSQL: a sort spilled to
 * disk at 1M).
 *
 * The numerics travel as they are stored and are computed exactly by copy-money.ts.
 */
export const BASE_FIELDS = 14;

/** Side codes in field 3 (anything else is 2: neither 'compra' nor 'venda', as in `MetricTrade`). */
export const SIDE_COMPRA = 0;
export const SIDE_VENDA = 1;

export type TradeExtra = 'tags' | 'exit' | 'account' | 'playbook' | 'criteria';
/** The extras' fields come in this order, whatever order they were asked in. */
export const EXTRA_ORDER: readonly TradeExtra[] = ['tags', 'exit', 'account', 'playbook', 'criteria'];

/** A trade read's columns and the extras asked for, row-aligned with the columns (plain data: structured-clonable). */
export interface TradeRead {
  columns: TradeColumns;
  /** `tags`: each trade's tags (one shared empty array for the trades without). */
  tags?: (readonly string[])[];
  /** `exit`: the exit's local date (yyyy-mm-dd) and time (hh:mm:ss), null when not recorded. */
  exitDate?: (string | null)[];
  exitTime?: (string | null)[];
  /** `account`: the trade's account id. */
  accountId?: string[];
  /** `playbook`: the trade's playbook id, null without one. */
  playbookId?: (string | null)[];
  /** `criteria`: the ids of the criteria ticked on the trade (one shared empty array for the trades without). */
  criteriaMet?: (readonly string[])[];
}

const SIGNATURE = 'PGCOPY\n\xff\r\n\0';
const NO_TAGS: readonly string[] = Object.freeze([]);
const DAY_MS = 86_400_000;
/** 2000-01-01, PostgreSQL's day 0 (a Saturday). */
const DAY_ZERO_MS = Date.UTC(2000, 0, 1);

/** 2^32, to join an int8's two halves (exact below 2^53: 285 years of microseconds). */
const TWO_32 = 4_294_967_296;
/** 2000-01-01 in microseconds since 1970. */
const EPOCH_2000_US = 946_684_800_000_000;

const dayText = (day: number): string => new Date(DAY_ZERO_MS + day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday … 6 = Saturday of a day number. */
const weekdayOfDay = (day: number): number => (((day + 6) % 7) + 7) % 7;

/** The byte length of a field at p (its length word included), NULL being 4. */
const fieldSize = (view: DataView, p: number): number => 4 + Math.max(0, view.getInt32(p));

/** Where the rows start (past the signature, flags and header extension). */
function bodyStart(data: Uint8Array, view: DataView): number {
  if (data.length < 19) throw new Error('COPY: resposta binária incompleta');
  for (let k = 0; k < SIGNATURE.length; k++)
    if (data[k] !== SIGNATURE.charCodeAt(k)) throw new Error('COPY: assinatura binária inesperada');
  return 19 + view.getInt32(15);
}

/** Where each row starts and its opened_at (µs since 2000, exact below 2^53): one walk over the field lengths. */
function rowOffsets(
  view: DataView,
  start: number,
  fields: number,
): { offsets: Int32Array; instants: Float64Array } {
  // A row is at least its field count and each field's length word.
  const most = Math.floor((view.byteLength - start) / (2 + 4 * fields)) + 1;
  const offsets = new Int32Array(most);
  const instants = new Float64Array(most);
  let p = start;
  let rows = 0;
  for (;;) {
    const count = view.getInt16(p);
    if (count === -1) return { offsets: offsets.subarray(0, rows), instants: instants.subarray(0, rows) };
    if (count !== fields) throw new Error(`COPY: ${count} campos numa linha, esperados ${fields}`);
    offsets[rows] = p;
    instants[rows++] = view.getInt32(p + 6) * TWO_32 + view.getUint32(p + 10);
    p += 2;
    for (let f = 0; f < fields; f++) {
      const length = view.getInt32(p);
      p += 4 + (length > 0 ? length : 0);
    }
  }
}

/**
 * Rows a and b (offsets) by their ids: the bytes in order, as PostgreSQL orders uuids (field 1 starts at the row's
 * byte 14: its length, then its bytes).
 */
function compareIds(data: Uint8Array, a: number, b: number): number {
  const length = (row: number) =>
    ((data[row + 14] as number) << 24) |
    ((data[row + 15] as number) << 16) |
    ((data[row + 16] as number) << 8) |
    (data[row + 17] as number);
  const la = length(a);
  const lb = length(b);
  const n = la < lb ? la : lb;
  for (let k = 18; k < 18 + n; k++) {
    const d = (data[a + k] as number) - (data[b + k] as number);
    if (d !== 0) return d;
  }
  return la - lb;
}

/** The rows' offsets in (opened_at, id) order: the same array when they already are (one pass to see it). */
function timeOrder(data: Uint8Array, offsets: Int32Array, instants: Float64Array): Int32Array {
  const n = offsets.length;
  let sorted = true;
  for (let k = 1; k < n && sorted; k++) {
    const d = (instants[k] as number) - (instants[k - 1] as number);
    if (d < 0 || (d === 0 && compareIds(data, offsets[k - 1] as number, offsets[k] as number) > 0))
      sorted = false;
  }
  if (sorted) return offsets;
  // A plain array: its sort (TimSort) takes the runs already in order as they are, and rows come mostly in order.
  const order = new Array<number>(n);
  for (let k = 0; k < n; k++) order[k] = k;
  order.sort(
    (a, b) =>
      (instants[a] as number) - (instants[b] as number) ||
      compareIds(data, offsets[a] as number, offsets[b] as number),
  );
  const out = new Int32Array(n);
  for (let k = 0; k < n; k++) out[k] = offsets[order[k] as number] as number;
  return out;
}

/** data[from, from + length) equals `bytes`. */
function sameBytes(data: Uint8Array, from: number, length: number, bytes: Uint8Array): boolean {
  if (length !== bytes.length) return false;
  for (let k = 0; k < length; k++) if (data[from + k] !== bytes[k]) return false;
  return true;
}

/**
 * A table of distinct texts (instruments, accounts) read from UTF-8 bytes: the previous row's value is compared
 * in place first, then the first few known ones, and only a new value becomes a string.
 */
class ByteInterner {
  readonly values: string[] = [];
  private readonly bytes: Uint8Array[] = [];
  private readonly index = new Map<string, number>();
  private last = -1;

  of(data: Uint8Array, from: number, length: number): number {
    const last = this.last;
    if (last >= 0 && sameBytes(data, from, length, this.bytes[last] as Uint8Array)) return last;
    const known = this.bytes.length < 16 ? this.bytes.length : 16;
    for (let k = 0; k < known; k++)
      if (sameBytes(data, from, length, this.bytes[k] as Uint8Array)) return (this.last = k);
    const text = Buffer.from(data.buffer, data.byteOffset + from, length).toString('utf8');
    let k = this.index.get(text);
    if (k === undefined) {
      k = this.values.length;
      this.values.push(text);
      this.bytes.push(data.slice(from, from + length));
      this.index.set(text, k);
    }
    return (this.last = k);
  }
}

const utf8 = (data: Uint8Array, from: number, length: number) =>
  Buffer.from(data.buffer, data.byteOffset + from, length).toString('utf8');

/** A text[] in PostgreSQL's binary array format (one dimension; NULL elements are skipped). */
function textArray(data: Uint8Array, view: DataView, from: number): string[] {
  const dims = view.getInt32(from);
  if (dims === 0) return [];
  const size = view.getInt32(from + 12);
  let p = from + 12 + 8 * dims;
  const out: string[] = [];
  for (let k = 0; k < size; k++) {
    const length = view.getInt32(p);
    p += 4;
    if (length < 0) continue;
    out.push(utf8(data, p, length));
    p += length;
  }
  return out;
}

/** The COPY bytes → columns (and the extras asked for, in EXTRA_ORDER). */
export function columnsOfCopy(data: Uint8Array, extras: readonly TradeExtra[] = []): TradeRead {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const { offsets, instants } = rowOffsets(view, bodyStart(data, view), fieldCount(extras));
  return rowsAt(data, view, offsets, instants, extras);
}

const fieldCount = (extras: readonly TradeExtra[]) =>
  BASE_FIELDS +
  (extras.includes('tags') ? 1 : 0) +
  (extras.includes('exit') ? 2 : 0) +
  (extras.includes('account') ? 1 : 0) +
  (extras.includes('playbook') ? 1 : 0) +
  (extras.includes('criteria') ? 1 : 0);

/**
 * COPY bytes whose rows end with one more text field, the user id, in user order → each user's read (its own
 * tables of days and instruments, as a read of that user alone gives).
 */
export function columnsOfCopyByUser(
  data: Uint8Array,
  extras: readonly TradeExtra[] = [],
): Map<string, TradeRead> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const fields = fieldCount(extras) + 1;
  const { offsets, instants } = rowOffsets(view, bodyStart(data, view), fields);
  const out = new Map<string, TradeRead>();
  let from = 0;
  let user: string | null = null;
  for (let k = 0; k <= offsets.length; k++) {
    let id: string | null = null;
    if (k < offsets.length) {
      let p = (offsets[k] as number) + 2;
      for (let f = 0; f < fields - 1; f++) p += fieldSize(view, p);
      id = utf8(data, p + 4, view.getInt32(p));
    }
    if (id !== user) {
      if (user !== null)
        out.set(user, rowsAt(data, view, offsets.subarray(from, k), instants.subarray(from, k), extras));
      user = id;
      from = k;
    }
  }
  return out;
}

/** The rows at `offsets`, in (opened_at, id) order (fields past the extras, if any, are left unread). */
function rowsAt(
  data: Uint8Array,
  view: DataView,
  offsets: Int32Array,
  instants: Float64Array,
  extras: readonly TradeExtra[],
): TradeRead {
  const count = offsets.length;
  const order = timeOrder(data, offsets, instants);
  const wants = (extra: TradeExtra) => extras.includes(extra);
  const c = newColumns(count);
  const read: TradeRead = { columns: c };
  const tags = wants('tags') ? (read.tags = new Array<readonly string[]>(count)) : undefined;
  const exitDate = wants('exit') ? (read.exitDate = new Array<string | null>(count)) : undefined;
  const exitTime = wants('exit') ? (read.exitTime = new Array<string | null>(count)) : undefined;
  const accountId = wants('account') ? (read.accountId = new Array<string>(count)) : undefined;
  const accounts = new ByteInterner();
  const playbookId = wants('playbook') ? (read.playbookId = new Array<string | null>(count)) : undefined;
  const playbookIds = new ByteInterner();
  const criteriaMet = wants('criteria')
    ? (read.criteriaMet = new Array<readonly string[]>(count))
    : undefined;
  const exitDays = new Map<number, string>();
  const exitDayText = (day: number): string => {
    let text = exitDays.get(day);
    if (text === undefined) exitDays.set(day, (text = dayText(day)));
    return text;
  };

  const dayIndex = new Map<number, number>();
  const days: string[] = [];
  const dayWeekday: number[] = [];
  let lastDayNumber = NaN;
  let lastDay = -1;
  const instruments = new ByteInterner();
  const dayOf = (day: number): number => {
    let k = dayIndex.get(day);
    if (k === undefined) {
      k = days.length;
      dayIndex.set(day, k);
      days.push(dayText(day));
      dayWeekday.push(weekdayCode(weekdayOfDay(day)));
    }
    return k;
  };

  // Imported bindings can be getters once compiled to CommonJS (tsx, bundles): read each once, not per row.
  const codeOfHour = hourCode;
  const moneyOf = rowMoney;
  const valueAt = numericValue;
  const money = new Float64Array(4);
  const codeOfFlags = flagsCode;
  const slot = slotOf;
  const { openedAt, day, instrument, code, currency, pnl, costs, points, mep, men, risk: risks } = c;
  for (let i = 0; i < count; i++) {
    let p = (order[i] as number) + 2 + 4; // field count, length of field 0
    // PostgreSQL's date_part('epoch', t): the microseconds since 1970 as a double, ÷ 10^6; then to ms as before.
    const us = view.getInt32(p) * TWO_32 + view.getUint32(p + 4) + EPOCH_2000_US;
    openedAt[i] = Math.round((us / 1e6) * 1000);
    p += 8;
    p += fieldSize(view, p) + 4; // the id: read by timeOrder
    const dayNumber = view.getInt32(p);
    if (dayNumber !== lastDayNumber) {
      lastDayNumber = dayNumber;
      lastDay = dayOf(dayNumber);
    }
    day[i] = lastDay;
    p += 4 + 4;
    const small = view.getInt32(p);
    p += 4;
    const instrumentLength = view.getInt32(p);
    p += 4;
    instrument[i] = instruments.of(data, p, instrumentLength);
    p += instrumentLength;
    const side = (small >> 5) & 3;
    // The fields' offsets first (lengths), then the arithmetic, exact on the fast path.
    const pPnl = p + 4;
    p += fieldSize(view, p);
    const pCosts = p + 4;
    p += fieldSize(view, p);
    const pEntry = p + 4;
    p += fieldSize(view, p);
    const pExit = p + 4;
    p += fieldSize(view, p);
    const hasMep = view.getInt32(p) >= 0;
    const pMep = p + 4;
    p += fieldSize(view, p);
    const hasMen = view.getInt32(p) >= 0;
    const pMen = p + 4;
    p += fieldSize(view, p);
    const hasStop = view.getInt32(p) >= 0;
    const pStop = p + 4;
    p += fieldSize(view, p);
    const pPoint = p + 4;
    p += fieldSize(view, p);
    const contracts = view.getInt32(p + 4);
    p += 8;
    moneyOf(view, pPnl, pCosts, pEntry, pExit, hasStop ? pStop : -1, pPoint, contracts, money);
    pnl[i] = money[0] as number;
    costs[i] = money[1] as number;
    const diff = money[2] as number;
    points[i] = side === SIDE_COMPRA ? diff : -diff;
    if (hasMep) mep[i] = valueAt(view, pMep);
    if (hasMen) men[i] = valueAt(view, pMen);
    // No stop, or a stop at the entry (zero distance), is "no risk defined".
    const risk = money[3] as number;
    risks[i] = risk > 0 ? risk : NaN;
    currency[i] = (small >> 7) & 3;
    const broke = ((small >> 9) & 1) === 1;
    code[i] =
      slot(dayWeekday[lastDay] as number, codeOfHour(small & 31), side === SIDE_VENDA ? 1 : 0, small >> 10) |
      codeOfFlags(broke, hasMep, hasMen);
    if (tags) {
      const length = view.getInt32(p);
      p += 4;
      tags[i] = length < 0 ? NO_TAGS : textArray(data, view, p);
      if (length > 0) p += length;
    }
    if (exitDate && exitTime) {
      const dateLength = view.getInt32(p);
      p += 4;
      exitDate[i] = dateLength < 0 ? null : exitDayText(view.getInt32(p));
      if (dateLength > 0) p += dateLength;
      const timeLength = view.getInt32(p);
      p += 4;
      exitTime[i] = timeLength < 0 ? null : utf8(data, p, timeLength);
      if (timeLength > 0) p += timeLength;
    }
    if (accountId) {
      const length = view.getInt32(p);
      p += 4;
      accountId[i] = accounts.values[accounts.of(data, p, length)] as string;
      p += length;
    }
    if (playbookId) {
      const length = view.getInt32(p);
      p += 4;
      playbookId[i] = length < 0 ? null : (playbookIds.values[playbookIds.of(data, p, length)] as string);
      if (length > 0) p += length;
    }
    if (criteriaMet) {
      const length = view.getInt32(p);
      p += 4;
      criteriaMet[i] = length < 0 ? NO_TAGS : textArray(data, view, p);
      if (length > 0) p += length;
    }
  }
  c.days = days;
  c.instruments = instruments.values;
  return read;
}
