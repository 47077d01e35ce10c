import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CostDays } from '@/shared/trading/cost-days';
import type { Db } from '../db/client';
import { brokerageNotes, trades } from '../db/schema';

/**
 * How many of the selected trades' days took their costs from brokerage notes and how many from the per-contract
 * setting (docs/metrics.md): one grouped count over `trades.costs_from_note`, BRL trades only. A day counts as the
 * notes' when all its selected trades carry a note's share; a day mixing an account with a note and one without
 * counts as the setting's. Null when the user has no note at all (the line is not shown).
 */
export async function costDays(db: Db, userId: string, where: SQL | undefined): Promise<CostDays | null> {
  const days = db
    .select({ noted: sql<boolean>`bool_and(${trades.costsFromNote})`.as('noted') })
    .from(trades)
    .where(and(where, eq(trades.currency, 'BRL')))
    .groupBy(trades.tradeDate)
    .as('cost_days');
  const [row] = await db
    .select({
      hasNotes: sql<boolean>`exists (select 1 from ${brokerageNotes} where ${brokerageNotes.userId} = ${userId})`,
      fromNotes: sql<number>`count(*) filter (where ${days.noted})::int`,
      fromSettings: sql<number>`count(*) filter (where not ${days.noted})::int`,
    })
    .from(days);
  if (!row?.hasNotes) return null;
  return { fromNotes: Number(row.fromNotes), fromSettings: Number(row.fromSettings) };
}
