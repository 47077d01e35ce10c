import { and, between, count, inArray } from 'drizzle-orm';
import { daysBetween } from '@/shared/time/calendar-date';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { CHALLENGE_DAYS } from '@/shared/discipline/contract';
import { evaluateChallenge } from '@/shared/discipline/evaluate-challenge';
import { groupFactsByDay, type DayFacts } from '@/shared/discipline/evaluate-day';
import type { StudentSummary } from '@/shared/schools/contract';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { breathingPauses, challengeDayMarks, type challenges, dailyPlans, trades } from '../../db/schema';
import { loadWeekReviews } from '../../journal/challenge-facts';

type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengeProgress = NonNullable<StudentSummary['challenge']>;

interface Active {
  userId: string;
  timezone: string;
  row: ChallengeRow;
  today: string;
}

/**
 * The stored facts of every active challenge of a school at once: the same four sources as the trader's own
 * challenge (src/server/journal/challenge-facts.ts), read with one query each for all students
 * (over the union of their 21-day windows, then cut per student), so the list costs the same for 5 or 500.
 */
async function loadFactsOfMany(
  db: Db,
  active: readonly Active[],
): Promise<Map<string, Map<string, DayFacts>>> {
  const userIds = active.map((a) => a.userId);
  const from = active.reduce(
    (m, a) => (a.row.startDate < m ? a.row.startDate : m),
    active[0]?.row.startDate ?? '',
  );
  const to = active.reduce((m, a) => {
    const end = challengeEndDate(a.row.startDate);
    return end > m ? end : m;
  }, '');
  const [tradeRows, planRows, markRows, pauseRows] = await Promise.all([
    db
      .select({
        userId: trades.userId,
        day: trades.tradeDate,
        openedAt: trades.openedAt,
        ruleBreaks: trades.ruleBreaks,
        emotion: trades.emotion,
        notes: trades.notes,
      })
      .from(trades)
      .where(and(inArray(trades.userId, userIds), between(trades.tradeDate, from, to))),
    db
      .select({ userId: dailyPlans.userId, day: dailyPlans.day, createdAt: dailyPlans.createdAt })
      .from(dailyPlans)
      .where(and(inArray(dailyPlans.userId, userIds), between(dailyPlans.day, from, to))),
    db
      .select({
        challengeId: challengeDayMarks.challengeId,
        day: challengeDayMarks.day,
        rulesDone: challengeDayMarks.rulesDone,
        didNotTrade: challengeDayMarks.didNotTrade,
      })
      .from(challengeDayMarks)
      .where(
        inArray(
          challengeDayMarks.challengeId,
          active.map((a) => a.row.id),
        ),
      ),
    db
      .select({ userId: breathingPauses.userId, day: breathingPauses.day, count: count() })
      .from(breathingPauses)
      .where(and(inArray(breathingPauses.userId, userIds), between(breathingPauses.day, from, to)))
      .groupBy(breathingPauses.userId, breathingPauses.day),
  ]);
  const out = new Map<string, Map<string, DayFacts>>();
  for (const a of active) {
    const start = a.row.startDate;
    const end = challengeEndDate(start);
    const inWindow = (day: string) => day >= start && day <= end;
    out.set(
      a.userId,
      groupFactsByDay(
        {
          trades: tradeRows
            .filter((t) => t.userId === a.userId && inWindow(t.day))
            .map(({ userId: _u, ...t }) => ({ ...t, openedAt: t.openedAt.getTime() })),
          plans: planRows
            .filter((p) => p.userId === a.userId && inWindow(p.day))
            .map((p) => ({ day: p.day, createdAt: p.createdAt.getTime() })),
          marks: markRows.filter((m) => m.challengeId === a.row.id).map(({ challengeId: _c, ...m }) => m),
          pauses: pauseRows
            .filter((p) => p.userId === a.userId && inWindow(p.day))
            .map(({ userId: _u, ...p }) => p),
        },
        a.timezone,
      ),
    );
  }
  return out;
}

/**
 * Status, today's day (1–21) and days passed of each student's active or last challenge. Finished ones read what
 * was stored; active ones are evaluated from their facts (days passed are never stored while active: ADR 012),
 * all in five queries whatever the number of students.
 */
export async function challengeProgressOf(
  db: Db,
  latest: readonly { userId: string; timezone: string; row: ChallengeRow }[],
  now: Date,
): Promise<Map<string, ChallengeProgress>> {
  const out = new Map<string, ChallengeProgress>();
  const active: Active[] = [];
  for (const { userId, timezone, row } of latest) {
    const today = wallClock(now, timezone).date;
    const dayOf = (day: string) => Math.min(CHALLENGE_DAYS, Math.max(1, daysBetween(row.startDate, day) + 1));
    if (row.status !== 'active') {
      const endedOn = row.endedAt ? wallClock(row.endedAt, timezone).date : challengeEndDate(row.startDate);
      out.set(userId, {
        status: row.status,
        day: dayOf(endedOn),
        daysPassed: row.daysPassed ?? 0,
        totalDays: CHALLENGE_DAYS,
      });
    } else if (today < row.startDate) {
      // Starts on a later day: nothing to count yet.
      out.set(userId, { status: row.status, day: 0, daysPassed: 0, totalDays: CHALLENGE_DAYS });
    } else {
      active.push({ userId, timezone, row, today });
    }
  }
  if (!active.length) return out;
  const [facts, reviews] = await Promise.all([
    loadFactsOfMany(db, active),
    loadWeekReviews(
      db,
      active.map((a) => a.row.id),
    ),
  ]);
  for (const a of active) {
    const evaluated = evaluateChallenge(
      {
        id: a.row.id,
        startDate: a.row.startDate,
        customRules: a.row.customRules,
        status: a.row.status,
        daysPassed: a.row.daysPassed,
        reviews: reviews.get(a.row.id) ?? {},
      },
      facts.get(a.userId) ?? new Map(),
      a.today,
    );
    // Past day 21 the result is decided (the trader's own next read stores it); the school sees it already.
    out.set(a.userId, {
      status: evaluated.status,
      day: Math.min(CHALLENGE_DAYS, daysBetween(a.row.startDate, a.today) + 1),
      daysPassed: evaluated.daysPassed,
      totalDays: CHALLENGE_DAYS,
    });
  }
  return out;
}
