import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createInFlight } from './in-flight';

/**
 * The channel that tells every server process which of a user's trade days a committed write touched, so a cache
 * of the user's trade columns re-reads those days only. Sent in the write's transaction before its
 * TRADES_CHANGED_CHANNEL notification: both come over the process's one listening connection in the order sent,
 * so a cache learns the days before the dashboards are told to refetch.
 */
export const TRADE_COLUMNS_CHANNEL = 'trade_columns_changed';

/** Payloads stay under PostgreSQL's 8,000 bytes: past this many days, a write counts as touching every day. */
const MOST_DAYS = 600;
const ALL = '*';
export const COLUMNS_SETTLE_MS = 10_000;

type Executor = Pick<Db, 'execute'>;

/** Writes of this process whose columns notification has not come back yet. */
const writes = createInFlight<readonly string[] | null>(COLUMNS_SETTLE_MS);
/** The payloads each transaction already sent (PostgreSQL delivers identical ones of a transaction once). */
const sent = new WeakMap<object, Set<string>>();

/** A user and the trade days (yyyy-mm-dd) a write touched; null: any of them. */
interface ColumnsChange {
  userId: string;
  days: readonly string[] | null;
}

function columnsPayload(userId: string, days: readonly string[] | null): string {
  const unique = days && [...new Set(days)].sort();
  return `${userId}\t${unique && unique.length <= MOST_DAYS ? unique.join(',') : ALL}`;
}

export function parseColumnsPayload(payload: string): ColumnsChange {
  const tab = payload.indexOf('\t');
  if (tab < 0) return { userId: payload, days: null };
  const rest = payload.slice(tab + 1);
  return { userId: payload.slice(0, tab), days: rest === ALL ? null : rest ? rest.split(',') : [] };
}

/** Call inside the transaction that changed the trades: delivered at its commit, never after a rollback. */
export async function notifyColumnsChanged(
  tx: Executor,
  userId: string,
  days: readonly string[] | null,
): Promise<void> {
  const payload = columnsPayload(userId, days);
  if ('rollback' in tx) {
    const payloads = sent.get(tx) ?? new Set<string>();
    if (payloads.has(payload)) return;
    sent.set(tx, payloads.add(payload));
  }
  writes.started(userId, Date.now(), parseColumnsPayload(payload).days);
  await tx.execute(sql`select pg_notify(${TRADE_COLUMNS_CHANNEL}, ${payload})`);
}

/** A columns notification for the user arrived: the oldest of their writes in flight is settled. */
export function columnsSettled(userId: string): void {
  writes.settled(userId);
}

/** True while a write of this user made by this process may have committed without its notification here yet. */
export function columnsWriteInFlight(userId: string, now = Date.now()): boolean {
  return writes.inFlight(userId, now);
}

/**
 * The days each of the user's writes in flight touched (null: any day), oldest first: a cache that re-reads them
 * is as fresh as the notifications would make it, whether or not those writes have committed yet.
 */
export function columnsInFlight(userId: string, now = Date.now()): (readonly string[] | null)[] {
  return writes.pending(userId, now);
}
