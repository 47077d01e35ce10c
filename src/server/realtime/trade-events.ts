import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The PostgreSQL channel every server process listens on; the payload is the user id whose trades changed. */
export const TRADES_CHANGED_CHANNEL = 'trades_changed';

type Executor = Pick<Db, 'execute'>;

/**
 * Writes of this process whose NOTIFY has not come back yet, per user (times, ms). Between a write's commit and
 * its notification reaching this process, a cached dashboard would be stale: the cache is bypassed while a write
 * is in flight. A write that rolls back never notifies, so an entry also expires after WRITE_SETTLE_MS.
 */
const inFlight = new Map<string, number[]>();
export const WRITE_SETTLE_MS = 10_000;
/** The users each transaction already notified for (held weakly: gone with the transaction object). */
const notified = new WeakMap<object, Set<string>>();

/**
 * Tells every server process (and so every open dashboard of this user) that the user's trades changed. Call it
 * inside the transaction that changed them: PostgreSQL delivers a NOTIFY only when that transaction commits, so a
 * rolled-back write never wakes a dashboard.
 */
export async function notifyTradesChanged(tx: Executor, userId: string): Promise<void> {
  // PostgreSQL delivers identical notifications of one transaction once: a second call on the same transaction (the
  // gamification refresh and its caller) must not count a second write in flight that no notification will settle.
  if ('rollback' in tx) {
    const users = notified.get(tx) ?? new Set<string>();
    if (users.has(userId)) return;
    notified.set(tx, users.add(userId));
  }
  const now = Date.now();
  // Entries of rolled-back writes are dropped when their user asks for a dashboard; sweep the rest now and then.
  if (inFlight.size > 1000) for (const id of [...inFlight.keys()]) writeInFlight(id, now);
  const times = inFlight.get(userId) ?? [];
  times.push(now);
  inFlight.set(userId, times);
  await tx.execute(sql`select pg_notify(${TRADES_CHANGED_CHANNEL}, ${userId})`);
}

/** A notification for the user arrived: the oldest of their writes in flight is settled. */
export function writeSettled(userId: string): void {
  const times = inFlight.get(userId);
  times?.shift();
  if (!times?.length) inFlight.delete(userId);
}

/** True while a write of this user made by this process may not have been announced yet. */
export function writeInFlight(userId: string, now = Date.now()): boolean {
  const times = inFlight.get(userId);
  if (!times) return false;
  while (times.length && now - (times[0] ?? 0) > WRITE_SETTLE_MS) times.shift();
  if (!times.length) inFlight.delete(userId);
  return times.length > 0;
}
