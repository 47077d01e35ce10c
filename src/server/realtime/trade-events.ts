import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The PostgreSQL channel every server process listens on; the payload is the user id whose trades changed. */
export const TRADES_CHANGED_CHANNEL = 'trades_changed';

type Executor = Pick<Db, 'execute'>;

/**
 * Tells every server process (and so every open dashboard of this user) that the user's trades changed. Call it
 * inside the transaction that changed them: PostgreSQL delivers a NOTIFY only when that transaction commits, so a
 * rolled-back write never wakes a dashboard.
 */
export async function notifyTradesChanged(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${TRADES_CHANGED_CHANNEL}, ${userId})`);
}
