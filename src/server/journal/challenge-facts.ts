import { and, asc, between, count, eq, inArray } from 'drizzle-orm';
import { groupFactsByDay, type DayFacts } from '@/shared/discipline/evaluate-day';
import type { Db } from '../db/client';
import { breathingPauses, challengeDayMarks, challengeWeekReviews, dailyPlans, trades } from '../db/schema';

/**
 * The stored facts of a user's local days `from`…`to`, grouped by day, in four queries: the trades (only the
 * columns the checklist reads; a trade's day is its trade_date, the local date written in the user's zone), the
 * daily plans, the challenge's marks and the breathing pauses counted per day.
 */
export async function loadDayFacts(
  db: Db,
  userId: string,
  challengeId: string | null,
  from: string,
  to: string,
  timeZone: string,
): Promise<Map<string, DayFacts>> {
  // One after another: the gamification refresh calls this inside a transaction, whose single connection must not
  // be handed several queries at once (node-postgres warns, and will refuse).
  const tradeRows = await db
    .select({
      day: trades.tradeDate,
      openedAt: trades.openedAt,
      ruleBreaks: trades.ruleBreaks,
      emotion: trades.emotion,
      notes: trades.notes,
    })
    .from(trades)
    .where(and(eq(trades.userId, userId), between(trades.tradeDate, from, to)));
  const planRows = await db
    .select({ day: dailyPlans.day, createdAt: dailyPlans.createdAt })
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), between(dailyPlans.day, from, to)));
  const markRows = challengeId
    ? await db
        .select({
          day: challengeDayMarks.day,
          rulesDone: challengeDayMarks.rulesDone,
          didNotTrade: challengeDayMarks.didNotTrade,
        })
        .from(challengeDayMarks)
        .where(and(eq(challengeDayMarks.challengeId, challengeId), between(challengeDayMarks.day, from, to)))
    : [];
  const pauseRows = await db
    .select({ day: breathingPauses.day, count: count() })
    .from(breathingPauses)
    .where(and(eq(breathingPauses.userId, userId), between(breathingPauses.day, from, to)))
    .groupBy(breathingPauses.day);
  return groupFactsByDay(
    {
      trades: tradeRows.map((t) => ({ ...t, openedAt: t.openedAt.getTime() })),
      plans: planRows.map((p) => ({ day: p.day, createdAt: p.createdAt.getTime() })),
      marks: markRows,
      pauses: pauseRows,
    },
    timeZone,
  );
}

/** Week (1–3) → answers, for each of the challenges. */
export async function loadWeekReviews(
  db: Db,
  challengeIds: string[],
): Promise<Map<string, Partial<Record<number, string[]>>>> {
  const byChallenge = new Map<string, Partial<Record<number, string[]>>>();
  if (!challengeIds.length) return byChallenge;
  const rows = await db
    .select({
      challengeId: challengeWeekReviews.challengeId,
      week: challengeWeekReviews.week,
      answers: challengeWeekReviews.answers,
    })
    .from(challengeWeekReviews)
    .where(inArray(challengeWeekReviews.challengeId, challengeIds))
    .orderBy(asc(challengeWeekReviews.week));
  for (const r of rows) {
    const reviews = byChallenge.get(r.challengeId) ?? {};
    reviews[r.week] = r.answers as string[];
    byChallenge.set(r.challengeId, reviews);
  }
  return byChallenge;
}
