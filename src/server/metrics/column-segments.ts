import { endianness } from 'node:os';
import { Interner, newColumns } from '@/shared/trading/metrics/columns';
import { gatherRows, type FilterableRead } from './trade-rows';

/**
 * One month of a user's trades as stored in `trade_column_segments.data` (ADR 051): the engine's columns and the
 * dashboard filters' extras (account, playbook), in (opened_at, id) order, as the bytes of the typed arrays
 * themselves, so reading a segment back is a few memory copies and no per-value parsing.
 *
 *   u32 magic, u32 rows n, u32 table bytes t, t bytes of JSON [days, instruments, accounts, playbooks],
 *   zero padding to a multiple of 8, then
 *   f64 × n each: opened_at, pnl, costs, points, mep, men, risk
 *   u16 × n each: day, instrument (indices into the tables), code, account, playbook (0: none; k: playbooks[k-1])
 *   u8 × n: currency
 *
 * Numbers are in this machine's byte order, written in the format's name, so a segment written by a machine of the
 * other order is read as missing (and rebuilt), never misread.
 */
export const SEGMENT_FORMAT = `columns-1-${endianness().toLowerCase()}`;

const MAGIC = 0x4d435331;
const F64_COLUMNS = ['openedAt', 'pnl', 'costs', 'points', 'mep', 'men', 'risk'] as const;
/** Tables (and so indices) past this do not fit a u16: such a month is not kept as a segment. */
const MOST_U16 = 0xffff;

const align8 = (n: number) => (n + 7) & ~7;

/** The segment of a read (rows in (opened_at, id) order), or null when its tables do not fit the format. */
export function encodeSegment(read: FilterableRead): Uint8Array | null {
  const c = read.columns;
  const n = c.length;
  const accounts = new Interner();
  const playbooks = new Interner();
  const u16 = new Uint16Array(5 * n);
  for (let i = 0; i < n; i++) {
    u16[i] = c.day[i] as number;
    u16[n + i] = c.instrument[i] as number;
    u16[2 * n + i] = c.code[i] as number;
    u16[3 * n + i] = accounts.of(read.accountId[i] as string);
    const playbook = read.playbookId[i];
    u16[4 * n + i] = playbook === null || playbook === undefined ? 0 : 1 + playbooks.of(playbook);
  }
  if (
    c.days.length > MOST_U16 ||
    c.instruments.length > MOST_U16 ||
    accounts.values.length > MOST_U16 ||
    playbooks.values.length >= MOST_U16
  )
    return null;
  const tables = Buffer.from(JSON.stringify([c.days, c.instruments, accounts.values, playbooks.values]));
  const body = align8(12 + tables.length);
  const out = new Uint8Array(body + 8 * F64_COLUMNS.length * n + 10 * n + n);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, n, true);
  view.setUint32(8, tables.length, true);
  out.set(tables, 12);
  let p = body;
  for (const name of F64_COLUMNS) {
    const column = c[name];
    out.set(new Uint8Array(column.buffer, column.byteOffset, 8 * n), p);
    p += 8 * n;
  }
  out.set(new Uint8Array(u16.buffer, 0, 10 * n), p);
  p += 10 * n;
  out.set(c.currency.subarray(0, n), p);
  return out;
}

/** A stored segment's header, its bytes left where they are. */
export interface Segment {
  bytes: Uint8Array;
  rows: number;
  days: string[];
  instruments: string[];
  accounts: string[];
  playbooks: string[];
  /** Where the columns start in `bytes`. */
  body: number;
}

/** The header of a segment's bytes, or null when they are not a whole segment of this format. */
export function segmentOf(bytes: Uint8Array): Segment | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return null;
  const rows = view.getUint32(4, true);
  const tableBytes = view.getUint32(8, true);
  const body = align8(12 + tableBytes);
  if (bytes.length !== body + (8 * F64_COLUMNS.length + 11) * rows) return null;
  const [days, instruments, accounts, playbooks] = JSON.parse(
    Buffer.from(bytes.buffer, bytes.byteOffset + 12, tableBytes).toString('utf8'),
  ) as [string[], string[], string[], string[]];
  return { bytes, rows, days, instruments, accounts, playbooks, body };
}

const instantAt = (s: Segment, row: number): number =>
  new DataView(s.bytes.buffer, s.bytes.byteOffset + s.body + 8 * row, 8).getFloat64(0, true);

/** `target[at + k] = map[local[k]]`: a native copy when the map only shifts the indices (the usual case). */
function indices(target: Int32Array, at: number, local: Uint16Array, map: readonly number[]): void {
  const shift = map.length ? (map[0] as number) : 0;
  if (map.every((g, j) => g === shift + j)) {
    target.set(local, at);
    if (shift) for (let k = at; k < at + local.length; k++) target[k] = (target[k] as number) + shift;
  } else for (let k = 0; k < local.length; k++) target[at + k] = map[local[k] as number] as number;
}

/** `target[at + k] = table[local[k]]`, by runs of one value (a trader's rows mostly share an account). */
function texts<T>(target: T[], at: number, local: Uint16Array, table: readonly T[]): void {
  const n = local.length;
  let from = 0;
  while (from < n) {
    const v = local[from] as number;
    let to = from + 1;
    while (to < n && local[to] === v) to++;
    target.fill(table[v] as T, at + from, at + to);
    from = to;
  }
}

/** The segments' rows one after the other, as one read of them all gives them (tables in first-seen order). */
function concatenate(segments: readonly Segment[]): FilterableRead {
  const total = segments.reduce((sum, s) => sum + s.rows, 0);
  const c = newColumns(total);
  const accountId = new Array<string>(total);
  const playbookId = new Array<string | null>(total);
  const days = new Interner();
  const instruments = new Interner();
  let at = 0;
  for (const s of segments) {
    const n = s.rows;
    let p = s.body;
    for (const name of F64_COLUMNS) {
      // Byte copies: the segment's bytes sit at any offset of the read's buffer, aligned or not.
      new Uint8Array(c[name].buffer).set(s.bytes.subarray(p, p + 8 * n), 8 * at);
      p += 8 * n;
    }
    const u16 = new Uint16Array(5 * n);
    new Uint8Array(u16.buffer).set(s.bytes.subarray(p, p + 10 * n));
    p += 10 * n;
    indices(
      c.day,
      at,
      u16.subarray(0, n),
      s.days.map((d) => days.of(d)),
    );
    indices(
      c.instrument,
      at,
      u16.subarray(n, 2 * n),
      s.instruments.map((i) => instruments.of(i)),
    );
    texts(accountId, at, u16.subarray(3 * n, 4 * n), s.accounts);
    texts(playbookId, at, u16.subarray(4 * n, 5 * n), [null, ...s.playbooks]);
    c.code.set(u16.subarray(2 * n, 3 * n), at);
    c.currency.set(s.bytes.subarray(p, p + n), at);
    at += n;
  }
  c.days = days.values;
  c.instruments = instruments.values;
  return { columns: c, accountId, playbookId };
}

/**
 * The segments' rows in (opened_at, id) order, as one read of all of them gives them; null when rows of two
 * segments share an instant (their order would need the trades' ids, which segments do not keep). Segments of
 * successive months follow each other in time but for trades dated in another month than their instant's.
 */
export function joinSegments(segments: readonly Segment[]): FilterableRead | null {
  const some = segments.filter((s) => s.rows > 0);
  let inOrder = true;
  for (let k = 1; k < some.length && inOrder; k++) {
    const before = some[k - 1] as Segment;
    inOrder = instantAt(before, before.rows - 1) < instantAt(some[k] as Segment, 0);
  }
  if (inOrder) return concatenate(some);
  if (some.length > 255) return null;
  const reads = some.map((s) => concatenate([s]));
  const total = reads.reduce((sum, r) => sum + r.columns.length, 0);
  const source = new Uint8Array(total);
  const rows = new Int32Array(total);
  const instant = new Float64Array(total);
  let at = 0;
  reads.forEach((r, s) => {
    for (let i = 0; i < r.columns.length; i++, at++) {
      source[at] = s;
      rows[at] = i;
      instant[at] = r.columns.openedAt[i] as number;
    }
  });
  // A stable sort keeps each segment's own (opened_at, id) order among its equal instants.
  const order = Array.from({ length: total }, (_, k) => k).sort(
    (a, b) => (instant[a] as number) - (instant[b] as number) || a - b,
  );
  for (let k = 1; k < total; k++) {
    const a = order[k - 1] as number;
    const b = order[k] as number;
    if (instant[a] === instant[b] && source[a] !== source[b]) return null;
  }
  const sortedSource = new Uint8Array(total);
  const sortedRows = new Int32Array(total);
  order.forEach((k, i) => {
    sortedSource[i] = source[k] as number;
    sortedRows[i] = rows[k] as number;
  });
  return gatherRows(reads, sortedSource, sortedRows);
}
