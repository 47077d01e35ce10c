import { newColumns } from '@/shared/trading/metrics/columns';
import type { TradeRead } from './trade-copy';

/** A read with the extras the dashboard's filters need besides the columns: each row's account and playbook. */
export type FilterableRead = TradeRead & { accountId: string[]; playbookId: (string | null)[] };

function intern(values: string[], index: Map<string, number>, text: string): number {
  let k = index.get(text);
  if (k === undefined) index.set(text, (k = values.push(text) - 1));
  return k;
}

/**
 * Rows of some reads, `rows[k]` of `reads[source[k]]` (source null: all of reads[0]), in that order, as the reader
 * gives those rows alone: the days and instruments tables in first-seen order.
 */
export function gatherRows(
  reads: readonly FilterableRead[],
  source: Uint8Array | null,
  rows: Int32Array,
): FilterableRead {
  const n = rows.length;
  const c = newColumns(n);
  const accountId = new Array<string>(n);
  const playbookId = new Array<string | null>(n);
  const dayMaps = reads.map((r) => new Int32Array(r.columns.days.length).fill(-1));
  const instrumentMaps = reads.map((r) => new Int32Array(r.columns.instruments.length).fill(-1));
  const days: string[] = [];
  const instruments: string[] = [];
  // The same text in two reads is one entry.
  const dayIndex = new Map<string, number>();
  const instrumentIndex = new Map<string, number>();
  for (let k = 0; k < n; k++) {
    const s = source ? (source[k] as number) : 0;
    const from = reads[s] as FilterableRead;
    const f = from.columns;
    const i = rows[k] as number;
    const dayMap = dayMaps[s] as Int32Array;
    const d = f.day[i] as number;
    if ((dayMap[d] as number) < 0) dayMap[d] = intern(days, dayIndex, f.days[d] as string);
    c.day[k] = dayMap[d] as number;
    const instrumentMap = instrumentMaps[s] as Int32Array;
    const m = f.instrument[i] as number;
    if ((instrumentMap[m] as number) < 0)
      instrumentMap[m] = intern(instruments, instrumentIndex, f.instruments[m] as string);
    c.instrument[k] = instrumentMap[m] as number;
    c.currency[k] = f.currency[i] as number;
    c.openedAt[k] = f.openedAt[i] as number;
    c.code[k] = f.code[i] as number;
    c.pnl[k] = f.pnl[i] as number;
    c.costs[k] = f.costs[i] as number;
    c.points[k] = f.points[i] as number;
    c.mep[k] = f.mep[i] as number;
    c.men[k] = f.men[i] as number;
    c.risk[k] = f.risk[i] as number;
    accountId[k] = from.accountId[i] as string;
    playbookId[k] = from.playbookId[i] as string | null;
  }
  c.days = days;
  c.instruments = instruments;
  return { columns: c, accountId, playbookId };
}

/** The rows of `read` that `keep` accepts (row index → true), as a read of those rows alone gives them. */
export function filterRows(read: FilterableRead, keep: (row: number) => boolean): FilterableRead {
  const rows = new Int32Array(read.columns.length);
  let n = 0;
  for (let i = 0; i < read.columns.length; i++) if (keep(i)) rows[n++] = i;
  return gatherRows([read], null, rows.subarray(0, n));
}

/**
 * `old` without its rows on `staleDays`, with `fresh` (a read of exactly those days) merged in by time; null when
 * a fresh row and a kept one share an instant (their order would need the ids, which the columns do not keep).
 */
export function replaceDays(
  old: FilterableRead,
  staleDays: ReadonlySet<string>,
  fresh: FilterableRead,
): FilterableRead | null {
  const a = old.columns;
  const b = fresh.columns;
  const staleDay = a.days.map((d) => staleDays.has(d));
  const total = a.length + b.length;
  const source = new Uint8Array(total);
  const rows = new Int32Array(total);
  let n = 0;
  let i = 0;
  let j = 0;
  const skipStale = () => {
    while (i < a.length && staleDay[a.day[i] as number]) i++;
  };
  skipStale();
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && (a.openedAt[i] as number) < (b.openedAt[j] as number))) {
      rows[n++] = i++;
      skipStale();
    } else if (i < a.length && a.openedAt[i] === b.openedAt[j]) {
      return null;
    } else {
      source[n] = 1;
      rows[n++] = j++;
    }
  }
  return gatherRows([old, fresh], source.subarray(0, n), rows.subarray(0, n));
}
