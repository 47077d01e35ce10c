import { and, asc, between, eq } from 'drizzle-orm';
import { JOURNAL_NOTE_MIN } from '@/shared/discipline/contract';
import { RULE_BREAK_KINDS, type RuleBreakKind } from '@/shared/risk/contract';
import type { WeekProcess } from '@/shared/weekly-review/contract';
import type { Db } from '../db/client';
import { dailyPlans, trades } from '../db/schema';

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
