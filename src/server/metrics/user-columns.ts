import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { copyBinaryOut } from '../db/copy';
import { tradeColumnSegments, trades } from '../db/schema';
import type { Exec } from '../db/tx';
import { encodeSegment, joinSegments, SEGMENT_FORMAT, segmentOf, type Segment } from './column-segments';
import { readTradeColumns } from './trade-columns';
import { gatherRows, type FilterableRead } from './trade-rows';

const EXTRAS = ['account', 'playbook'] as const;
const DAY_MS = 86_400_000;
const DAY_ZERO_MS = Date.UTC(2000, 0, 1);

interface StoredMonth {
  /** yyyy-mm-01. */
  month: string;
  version: number;
  segment: Segment | null;
}

/** `select month, version, format, data` in COPY's binary format → each month's row (the data left in place). */
function storedMonths(bytes: Uint8Array): StoredMonth[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let p = 19 + view.getInt32(15);
  const out: StoredMonth[] = [];
  for (;;) {
    if (view.getInt16(p) === -1) return out;
    p += 2;
    const field = () => {
      const length = view.getInt32(p);
      const at = p + 4;
      p = at + Math.max(0, length);
      return length < 0 ? null : { at, length };
    };
    const month = field();
    const version = field();
    const format = field();
    const data = field();
    if (!month || !version) throw new Error('trade_column_segments: linha sem mês ou versão');
    const day = view.getInt32(month.at);
    const text = (f: { at: number; length: number }) =>
      Buffer.from(bytes.buffer, bytes.byteOffset + f.at, f.length).toString('utf8');
    out.push({
      month: new Date(DAY_ZERO_MS + day * DAY_MS).toISOString().slice(0, 10),
      version: Number(view.getBigInt64(version.at)),
      segment:
        format && data && text(format) === SEGMENT_FORMAT
          ? segmentOf(bytes.subarray(data.at, data.at + data.length))
          : null,
    });
  }
}

const nextMonth = (month: string): string => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** A read's rows split by the month of their trade date (each part as a read of that month alone gives it). */
function byMonth(read: FilterableRead): Map<string, FilterableRead> {
  const c = read.columns;
  const monthOfDay = c.days.map((d) => `${d.slice(0, 7)}-01`);
  const rows = new Map<string, number[]>();
  for (let i = 0; i < c.length; i++) {
    const month = monthOfDay[c.day[i] as number] as string;
    let list = rows.get(month);
    if (!list) rows.set(month, (list = []));
    list.push(i);
  }
  const out = new Map<string, FilterableRead>();
  for (const [month, list] of rows) out.set(month, gatherRows([read], null, Int32Array.from(list)));
  return out;
}

interface UserColumnsRead {
  read: FilterableRead;
  /** The months read from `trades` (their segments were missing or stale). */
  rebuilt: number;
  /**
   * The rebuilt months' segments being written back (resolves to how many were kept: a month written meanwhile
   * is not). Never rejects; the caller need not wait for it.
   */
  saved: Promise<number>;
}

/**
 * Every trade of the user as the engine's columns with the account and playbook extras — the same bits as
 * `readTradeColumns(db, eq(trades.userId, userId), { extras: ['account', 'playbook'] })` — read from the stored
 * month segments; the months without a current segment are read from `trades` and their segments written back
 * (only where the month's version is still the one read before its trades were: a write in between wins).
 */
export async function readUserColumns(db: Exec, userId: string): Promise<UserColumnsRead> {
  const months = storedMonths(
    await copyBinaryOut(
      db,
      sql`select ${tradeColumnSegments.month}, ${tradeColumnSegments.version}, ${tradeColumnSegments.format},
        ${tradeColumnSegments.data} from ${tradeColumnSegments}
        where ${tradeColumnSegments.userId} = ${userId} order by ${tradeColumnSegments.month}`,
    ),
  );
  const stale = months.filter((m) => !m.segment);
  const fresh = new Map<string, Uint8Array>();
  // Every month stale (the first read after an import, say): the one read of every trade is the answer; its
  // months are only encoded for the write-back.
  const allStale = stale.length === months.length;
  let whole: FilterableRead | undefined;
  if (stale.length) {
    const where = allStale
      ? eq(trades.userId, userId)
      : and(
          eq(trades.userId, userId),
          or(
            ...stale.map((m) =>
              and(gte(trades.tradeDate, m.month), lt(trades.tradeDate, nextMonth(m.month))),
            ),
          ),
        );
    const staleRead = (await readTradeColumns(db, where, { extras: EXTRAS })) as FilterableRead;
    if (allStale) whole = staleRead;
    const parts = byMonth(staleRead);
    for (const m of stale) {
      const part = parts.get(m.month) ?? gatherRows([], null, new Int32Array(0));
      const bytes = encodeSegment(part);
      if (bytes) {
        fresh.set(m.month, bytes);
        if (!whole) m.segment = segmentOf(bytes);
      }
    }
  }
  const segments = months.map((m) => m.segment);
  const read =
    whole ??
    (segments.every((s): s is Segment => s !== null) ? joinSegments(segments) : null) ??
    ((await readTradeColumns(db, eq(trades.userId, userId), { extras: EXTRAS })) as FilterableRead);
  const rebuilt = stale.flatMap((m) => {
    const bytes = fresh.get(m.month);
    return bytes ? [{ month: m.month, version: m.version, bytes }] : [];
  });
  return { read, rebuilt: stale.length, saved: keepSegments(db, userId, rebuilt) };
}

/** A month's segment as built from the trades read after its row's `version` was read. */
interface RebuiltMonth {
  month: string;
  version: number;
  bytes: Uint8Array;
}

/**
 * Writes the rebuilt segments back, each only where its month's version is still the one it was read at (a
 * write committed meanwhile, or one holding the row, moved it on: that month stays to be rebuilt). How many were
 * kept; never rejects.
 */
export async function keepSegments(
  db: Exec,
  userId: string,
  rebuilt: readonly RebuiltMonth[],
): Promise<number> {
  let kept = 0;
  try {
    for (const m of rebuilt) {
      const bytes = m.bytes;
      const written = await db
        .update(tradeColumnSegments)
        .set({
          // As base64 text: a bytea parameter is serialised byte by byte (PGlite: ~10× slower for a segment).
          data: sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`,
          rows: (segmentOf(bytes) as Segment).rows,
          format: SEGMENT_FORMAT,
        })
        .where(
          and(
            eq(tradeColumnSegments.userId, userId),
            eq(tradeColumnSegments.month, m.month),
            eq(tradeColumnSegments.version, m.version),
          ),
        )
        .returning({ month: tradeColumnSegments.month });
      kept += written.length;
    }
  } catch {
    // A segment not written is read from `trades` next time: nothing is lost but the time.
  }
  return kept;
}
