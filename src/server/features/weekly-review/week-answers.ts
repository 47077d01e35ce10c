import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { CHALLENGE_WEEKS } from '@/shared/discipline/contract';
import { evaluateChallenge } from '@/shared/discipline/evaluate-challenge';
import { isPassedState } from '@/shared/discipline/evaluate-day';
import { addDays } from '@/shared/time/calendar-date';
import { DAYS_PER_WEEK, type LocalWeek } from '@/shared/time/weeks';
import {
  WEEKLY_REVIEW_QUESTIONS,
  type WeeklyReviewDto,
  type WeeklyReviewQuestionsDto,
} from '@/shared/weekly-review/contract';
import type { Db } from '../../db/client';
import { challenges, challengeWeekReviews, weeklyReviews } from '../../db/schema';
import { loadDayFacts, loadWeekReviews } from '../../journal/challenge-facts';

type ChallengeRow = typeof challenges.$inferSelect;

/** The trader's latest challenge whose 21 days overlap the week (given up or not), if any. */
export async function challengeOfWeek(db: Db, userId: string, week: LocalWeek) {
  const [row] = await db
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.userId, userId),
        lte(challenges.startDate, week.end),
        gte(challenges.startDate, addDays(week.start, -(CHALLENGE_WEEKS * DAYS_PER_WEEK - 1))),
      ),
    )
    .orderBy(desc(challenges.createdAt))
    .limit(1);
  return row;
}

/** The challenge's week (1–3) whose seventh day falls in the calendar week: its review is this week's too. */
export function challengeWeekEndingIn(row: ChallengeRow, week: LocalWeek): number | null {
  for (let w = 1; w <= CHALLENGE_WEEKS; w++) {
    const last = addDays(row.startDate, w * DAYS_PER_WEEK - 1);
    if (last >= week.start && last <= week.end) return w;
  }
  return null;
}

/** The challenge's days in the week, evaluated as the challenge page evaluates them. */
export async function challengeDaysOfWeek(
  db: Db,
  userId: string,
  row: ChallengeRow,
  week: LocalWeek,
  today: string,
  timeZone: string,
): Promise<WeeklyReviewDto['challenge']> {
  const [facts, reviews] = await Promise.all([
    loadDayFacts(db, userId, row.id, row.startDate, challengeEndDate(row.startDate), timeZone),
    loadWeekReviews(db, [row.id]),
  ]);
  const evaluated = evaluateChallenge(
    {
      id: row.id,
      startDate: row.startDate,
      customRules: row.customRules,
      status: row.status,
      daysPassed: row.daysPassed,
      reviews: reviews.get(row.id) ?? {},
    },
    facts,
    today,
  );
  const days = evaluated.days
    .filter((d) => d.day >= week.start && d.day <= week.end)
    .map((d) => ({ day: d.day, state: d.state }));
  const over = days.filter((d) => d.state !== 'future' && d.state !== 'today');
  return { id: row.id, days, passed: over.filter((d) => isPassedState(d.state)).length, over: over.length };
}

/**
 * The week's answers: its own when written here, else the running challenge's review of the week that ends in it
 * (answered on /desafio), so the trader never answers the same three questions twice.
 */
export async function weekQuestions(
  db: Db,
  userId: string,
  week: LocalWeek,
  challenge: ChallengeRow | undefined,
): Promise<WeeklyReviewQuestionsDto> {
  const [own] = await db
    .select({ answers: weeklyReviews.answers, updatedAt: weeklyReviews.updatedAt })
    .from(weeklyReviews)
    .where(and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStart, week.start)));
  const challengeWeek = challenge?.status === 'active' ? challengeWeekEndingIn(challenge, week) : null;
  let fromChallenge: string[] | undefined;
  if (!own && challenge && challengeWeek) {
    const [row] = await db
      .select({ answers: challengeWeekReviews.answers })
      .from(challengeWeekReviews)
      .where(
        and(eq(challengeWeekReviews.challengeId, challenge.id), eq(challengeWeekReviews.week, challengeWeek)),
      );
    fromChallenge = row?.answers as string[] | undefined;
  }
  return {
    questions: WEEKLY_REVIEW_QUESTIONS,
    answers: own?.answers ?? fromChallenge ?? WEEKLY_REVIEW_QUESTIONS.map(() => ''),
    source: own ? 'weekly' : fromChallenge ? 'challenge' : null,
    challengeWeek,
    updatedAt: own?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Stores the week's answers; when a running challenge's week ends in this one and is over, its review gets the
 * same answers in the same transaction (the challenge page shows them answered).
 */
export async function saveWeekAnswers(
  db: Db,
  userId: string,
  week: LocalWeek,
  answers: string[],
  challenge: ChallengeRow | undefined,
  today: string,
): Promise<void> {
  const challengeWeek = challenge?.status === 'active' ? challengeWeekEndingIn(challenge, week) : null;
  const challengeWeekOver =
    challenge && challengeWeek && addDays(challenge.startDate, challengeWeek * DAYS_PER_WEEK - 1) <= today;
  await db.transaction(async (tx) => {
    await tx
      .insert(weeklyReviews)
      .values({ userId, weekStart: week.start, answers })
      .onConflictDoUpdate({
        target: [weeklyReviews.userId, weeklyReviews.weekStart],
        set: { answers, updatedAt: sql`now()` },
      });
    if (challenge && challengeWeek && challengeWeekOver)
      await tx
        .insert(challengeWeekReviews)
        .values({ challengeId: challenge.id, week: challengeWeek, answers })
        .onConflictDoUpdate({
          target: [challengeWeekReviews.challengeId, challengeWeekReviews.week],
          set: { answers },
        });
  });
}
