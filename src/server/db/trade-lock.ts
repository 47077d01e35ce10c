import { sql } from 'drizzle-orm';
import type { Exec } from './tx';

/**
 * Serialises the rule-break evaluation of one user's trades: every write that changes trades takes it first, in its
 * transaction, so two concurrent writes never evaluate a day without seeing each other's trades, and never wait on
 * each other's rows in opposite orders (a deadlock). Re-entrant within a transaction; released at its end.
 */
export async function lockUserTrades(tx: Exec, userId: string): Promise<void> {
  // A write can reach it several times (its own, the evaluation's, the gamification refresh's): once is enough
  // for the transaction, and each round trip is paid with the lock and a pooled connection held.
  const inTransaction = 'rollback' in tx;
  if (inTransaction && held.get(tx)?.has(userId)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`risk:${userId}`}))`);
  if (inTransaction) held.set(tx, (held.get(tx) ?? new Set()).add(userId));
}

/** The users whose trade lock each transaction (or savepoint) object holds; gone with the object. */
const held = new WeakMap<object, Set<string>>();

/**
 * A savepoint runs inside its parent's transaction, so it holds the parent's locks (an advisory lock the parent
 * took outlives the savepoint's rollback; one the savepoint takes first is its own and goes with it).
 */
export function inheritTradeLocks(parent: object, savepoint: object): void {
  const locks = held.get(parent);
  if (locks) held.set(savepoint, new Set(locks));
}
