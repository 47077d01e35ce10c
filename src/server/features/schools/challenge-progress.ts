import { daysBetween } from '@/shared/time/calendar-date';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { CHALLENGE_DAYS } from '@/shared/discipline/contract';
import { evaluateChallenge } from '@/shared/discipline/evaluate-challenge';
import type { StudentSummary } from '@/shared/schools/contract';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import type { challenges } from '../../db/schema';
import { loadDayFactsOf, loadWeekReviews } from '../../journal/challenge-facts';

type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengeProgress = NonNullable<StudentSummary['challenge']>;

interface Active {
  userId: string;
  timezone: string;
  row: ChallengeRow;
  today: string;
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
    // Every active challenge's 21 days at once: one query per source for the whole school (the kernel's reader).
    loadDayFactsOf(
      db,
      active.map((a) => ({
        userId: a.userId,
        challengeId: a.row.id,
        from: a.row.startDate,
        to: challengeEndDate(a.row.startDate),
        timeZone: a.timezone,
      })),
    ),
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
