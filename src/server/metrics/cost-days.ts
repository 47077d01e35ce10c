import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CostDays } from '@/shared/trading/cost-days';
import type { Db } from '../db/client';
import { brokerageNotes, trades } from '../db/schema';
import { textArray } from '../db/sql-arrays';

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

/**
 * costDays of many users at once, over all their BRL trades (a school's student list): one statement whatever the
 * number of users, by the same rule per user and day. Only the users with a note are in the map (the others show no
 * line); one with notes and no BRL trade has 0 and 0.
 */
export async function costDaysOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, CostDays>> {
  const out = new Map<string, CostDays>();
  if (!userIds.length) return out;
  const users = textArray(userIds);
  const result = await db.execute<{
    user_id: string;
    from_notes: number | string;
    from_settings: number | string;
  }>(sql`
    with noted_users as (
      select distinct n.user_id from brokerage_notes n where n.user_id = any(${users}::text[])
    ),
    days as (
      select t.user_id, bool_and(t.costs_from_note) as noted
      from trades t join noted_users u on u.user_id = t.user_id
      where t.user_id = any(${users}::text[]) and t.currency = 'BRL'
      group by t.user_id, t.trade_date
    )
    select u.user_id,
           (count(d.noted) filter (where d.noted))::int as from_notes,
           (count(d.noted) filter (where not d.noted))::int as from_settings
    from noted_users u left join days d on d.user_id = u.user_id
    group by u.user_id
  `);
  for (const r of result.rows)
    out.set(r.user_id, { fromNotes: Number(r.from_notes), fromSettings: Number(r.from_settings) });
  return out;
}
