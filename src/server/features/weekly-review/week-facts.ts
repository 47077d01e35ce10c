import { and, asc, between, eq, sql } from 'drizzle-orm';
import { NEAR_EVENT_MINUTES } from '@/shared/calendar/contract';
import { JOURNAL_NOTE_MIN } from '@/shared/discipline/contract';
import { RULE_BREAK_KINDS, type RuleBreakKind } from '@/shared/risk/contract';
import type { WeekEvent, WeekProcess } from '@/shared/weekly-review/contract';
import type { Db } from '../../db/client';
import { dailyPlans, trades } from '../../db/schema';
import { cents } from '../../metrics/cents';

/** The week's trades as the process and the events read them (a week holds few: no columns needed). */
export async function weekTrades(db: Db, userId: string, from: string, to: string) {
  return db
    .select({
      id: trades.id,
      day: trades.tradeDate,
      openedAt: trades.openedAt,
      instrument: trades.instrument,
      pnl: trades.pnl,
      currency: trades.currency,
      stopPrice: trades.stopPrice,
      ruleBreaks: trades.ruleBreaks,
      emotion: trades.emotion,
      notes: trades.notes,
    })
    .from(trades)
    .where(and(eq(trades.userId, userId), between(trades.tradeDate, from, to)))
    .orderBy(asc(trades.openedAt), asc(trades.id));
}
export type WeekTrade = Awaited<ReturnType<typeof weekTrades>>[number];

export async function weekPlans(db: Db, userId: string, from: string, to: string) {
  return db
    .select({ day: dailyPlans.day, createdAt: dailyPlans.createdAt })
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), between(dailyPlans.day, from, to)));
}

const isJournaled = (t: WeekTrade) => Boolean(t.emotion) && (t.notes ?? '').trim().length >= JOURNAL_NOTE_MIN;

/**
 * The week's process, counted from its trades and plans with the challenge checklist's definitions (a plan before
 * the day's first entry, a stop, an emotion and a note of JOURNAL_NOTE_MIN+ characters). The rule breaks' cost is
 * the engine's (the dashboard's "custo da indisciplina"), added by the review.
 */
export function weekProcess(
  rows: readonly WeekTrade[],
  plans: readonly { day: string; createdAt: Date }[],
): Omit<WeekProcess, 'ruleBreakCost'> {
  const firstEntry = new Map<string, number>();
  for (const t of rows) {
    const at = t.openedAt.getTime();
    const seen = firstEntry.get(t.day);
    if (seen === undefined || at < seen) firstEntry.set(t.day, at);
  }
  const byKind = new Map<RuleBreakKind, number>();
  let ruleBreakTrades = 0;
  for (const t of rows) {
    if (t.ruleBreaks.length) ruleBreakTrades++;
    for (const kind of new Set(t.ruleBreaks))
      if ((RULE_BREAK_KINDS as readonly string[]).includes(kind))
        byKind.set(kind as RuleBreakKind, (byKind.get(kind as RuleBreakKind) ?? 0) + 1);
  }
  return {
    tradedDays: firstEntry.size,
    plannedDays: plans.length,
    plannedBeforeFirstTrade: plans.filter((p) => {
      const first = firstEntry.get(p.day);
      return first !== undefined && p.createdAt.getTime() <= first;
    }).length,
    trades: rows.length,
    tradesWithStop: rows.filter((t) => t.stopPrice !== null).length,
    journaledTrades: rows.filter(isJournaled).length,
    tradesWithEmotion: rows.filter((t) => Boolean(t.emotion)).length,
    ruleBreakTrades,
    ruleBreaks: RULE_BREAK_KINDS.flatMap((kind) => {
      const n = byKind.get(kind);
      return n ? [{ kind, trades: n }] : [];
    }),
  };
}

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
