import { sql } from 'drizzle-orm';
import { NEAR_EVENT_MINUTES } from '@/shared/calendar/contract';
import { RULE_BREAK_KINDS, type RuleBreakKind } from '@/shared/risk/contract';
import type { WeekEvent } from '@/shared/weekly-review/contract';
import type { Db } from '../../db/client';
import type { WeekTrade } from '../../journal/week-facts';
import { cents } from '../../metrics/cents';

const knownKinds = (kinds: readonly string[]): RuleBreakKind[] =>
  kinds.filter((k): k is RuleBreakKind => (RULE_BREAK_KINDS as readonly string[]).includes(k));

/** A constant in the SQL text, so the planner sees a plain range on starts_at (as journal/near-event.ts). */
const NEAR_WINDOW = sql.raw(`interval '${NEAR_EVENT_MINUTES} minutes'`);

/**
 * The high-impact economic events within ±NEAR_EVENT_MINUTES of one of the week's trades, with how many of them
 * were near it; then the week's largest loss and its trades that broke a rule (the worst first).
 */
export async function weekEvents(
  db: Db,
  userId: string,
  from: string,
  to: string,
  rows: readonly WeekTrade[],
  currency: 'BRL' | 'USD',
  day: (at: Date) => string,
): Promise<WeekEvent[]> {
  const near = await db.execute<{ title: string; starts_at: string; near: number }>(sql`
    select e.title, to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at,
      count(*)::int as near
    from economic_events e join trades t
      on t.user_id = ${userId} and t.trade_date between ${from} and ${to}
      and e.starts_at between t.opened_at - ${NEAR_WINDOW} and t.opened_at + ${NEAR_WINDOW}
    where e.removed_at is null and e.impact = 'alta'
    group by e.id, e.title, e.starts_at
    order by e.starts_at
    limit 10`);
  const events: WeekEvent[] = near.rows.map((e) => ({
    kind: 'economic',
    day: day(new Date(e.starts_at)),
    title: e.title,
    startsAt: e.starts_at,
    nearTrades: Number(e.near),
  }));
  const ofCurrency = rows.filter((t) => t.currency === currency);
  let largest: WeekTrade | undefined;
  for (const t of ofCurrency)
    if (cents(t.pnl) < 0 && (!largest || cents(t.pnl) < cents(largest.pnl))) largest = t;
  if (largest)
    events.push({
      kind: 'largest-loss',
      day: largest.day,
      title: largest.instrument,
      pnl: cents(largest.pnl),
      currency,
      tradeId: largest.id,
      ...(largest.ruleBreaks.length ? { kinds: knownKinds(largest.ruleBreaks) } : {}),
    });
  // The largest loss already names its broken rules: listed once.
  const broke = rows
    .filter((t) => t.ruleBreaks.length && t.id !== largest?.id)
    .sort((a, b) => cents(a.pnl) - cents(b.pnl))
    .slice(0, 5);
  for (const t of broke)
    events.push({
      kind: 'rule-break',
      day: t.day,
      title: t.instrument,
      pnl: cents(t.pnl),
      currency: t.currency === 'USD' ? 'USD' : 'BRL',
      tradeId: t.id,
      kinds: knownKinds(t.ruleBreaks),
    });
  return events;
}
