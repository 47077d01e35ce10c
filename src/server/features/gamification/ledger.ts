import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { XpEntry } from '@/shared/gamification/engine-types';
import { xpLedger } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import type { Exec } from '../../db/tx';

/** Rows per multi-row INSERT (6 parameters a row: far under PostgreSQL's 65,535). */
const INSERT_BATCH = 2_000;

/**
 * Makes the stored ledger rows in `scope` (a condition on xp_ledger, beside the user) exactly `desired`: rows whose
 * key is not desired any more are deleted, desired keys are inserted or, when their amount, reason or day changed,
 * updated in place (same id, same created_at). Running it again with the same `desired` changes nothing.
 */
export async function reconcileLedger(
  tx: Exec,
  userId: string,
  scope: SQL | undefined,
  desired: readonly XpEntry[],
): Promise<void> {
  const keys = desired.map((e) => e.key);
  await tx
    .delete(xpLedger)
    .where(
      and(
        eq(xpLedger.userId, userId),
        scope,
        sql`not (${xpLedger.sourceKey} = any(${textArray(keys)}::text[]))`,
      ),
    );
  // New rows get their ids in day order (the history lists by id, newest first): a recompute of many days or an
  // import of last month's trades reads as a timeline, not in the order the engine produced the entries.
  const ordered = [...desired].sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999'));
  for (let k = 0; k < ordered.length; k += INSERT_BATCH) {
    const batch = ordered.slice(k, k + INSERT_BATCH);
    await tx
      .insert(xpLedger)
      .values(
        batch.map((e) => ({
          userId,
          source: e.source,
          sourceKey: e.key,
          day: e.day,
          amount: e.amount,
          reason: e.reason,
        })),
      )
      .onConflictDoUpdate({
        target: [xpLedger.userId, xpLedger.sourceKey],
        set: {
          source: sql`excluded.source`,
          day: sql`excluded.day`,
          amount: sql`excluded.amount`,
          reason: sql`excluded.reason`,
        },
        // An unchanged row is left alone (no dead tuple for every refresh of a busy day).
        setWhere: sql`(${xpLedger.source}, ${xpLedger.day}, ${xpLedger.amount}, ${xpLedger.reason})
          is distinct from (excluded.source, excluded.day, excluded.amount, excluded.reason)`,
      });
  }
}

/** Rows of these sources. */
export const ofSources = (sources: readonly string[]): SQL => inArray(xpLedger.source, [...sources]);

/** The user's XP total: the sum of the ledger. */
export async function ledgerTotal(tx: Exec, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${xpLedger.amount})` })
    .from(xpLedger)
    .where(eq(xpLedger.userId, userId));
  return Number(row?.total ?? 0);
}
