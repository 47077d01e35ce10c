import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createInFlight } from './in-flight';

/** The PostgreSQL channel every server process listens on; the payload is the user id whose trades changed. */
export const TRADES_CHANGED_CHANNEL = 'trades_changed';

type Executor = Pick<Db, 'execute'>;

export const WRITE_SETTLE_MS = 10_000;
/** Writes of this process whose NOTIFY has not come back yet (the dashboard cache is bypassed meanwhile). */
const writes = createInFlight(WRITE_SETTLE_MS);
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
  writes.started(userId);
  await tx.execute(sql`select pg_notify(${TRADES_CHANGED_CHANNEL}, ${userId})`);
}

/** A notification for the user arrived: the oldest of their writes in flight is settled. */
export function writeSettled(userId: string): void {
  writes.settled(userId);
}

/** True while a write of this user made by this process may not have been announced yet. */
export function writeInFlight(userId: string, now = Date.now()): boolean {
  return writes.inFlight(userId, now);
}
