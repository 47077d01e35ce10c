import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, daysBetween } from '@/shared/time/calendar-date';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import {
  CHALLENGE_DAYS,
  type ChallengeDayDto,
  type ChallengeDto,
  type ChallengeOverviewDto,
  type challengeMarksSchema,
  type challengeStartSchema,
} from '@/shared/discipline/contract';
import {
  evaluateChallenge,
  evaluateChallengeDay,
  type StoredChallenge,
} from '@/shared/discipline/evaluate-challenge';
import type { Db } from '../../db/client';
import { challengeDayMarks, challenges, challengeWeekReviews } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { loadDayFacts, loadWeekReviews } from '../../journal/challenge-facts';
import { userToday } from '../../user/trading-settings';
import type { Clock } from './user-day';

/** How far back and ahead (days from the user's today) a challenge may start. */
export const START_WINDOW = { back: 6, ahead: 30 } as const;
const DAYS_PER_WEEK = 7;

type ChallengeRow = typeof challenges.$inferSelect;
interface Ctx {
  db: Db;
  userId: string;
  now: Clock;
}

const stored = (row: ChallengeRow, reviews: StoredChallenge['reviews'] = {}): StoredChallenge => ({
  id: row.id,
  startDate: row.startDate,
  customRules: row.customRules,
  status: row.status,
  daysPassed: row.daysPassed,
  reviews,
});

async function activeRow(db: Db, userId: string): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.userId, userId), eq(challenges.status, 'active')))
    .limit(1);
  return row;
}

/** The challenge evaluated from its stored facts (five queries, whatever the number of trades). */
async function evaluate(db: Db, userId: string, row: ChallengeRow, today: string, timeZone: string) {
  const [facts, reviews] = await Promise.all([
    loadDayFacts(db, userId, row.id, row.startDate, challengeEndDate(row.startDate), timeZone),
    loadWeekReviews(db, [row.id]),
  ]);
  return evaluateChallenge(stored(row, reviews.get(row.id)), facts, today);
}

/**
 * Stores a result once: the UPDATE only matches while the row is still active, so two reads (or a read racing a
 * give-up) cannot both write it.
 */
async function storeResult(
  db: Db,
  id: string,
  status: Exclude<ChallengeDto['status'], 'active'>,
  daysPassed: number,
  now: Clock,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(challenges)
      .set({ status, daysPassed, endedAt: now() })
      .where(and(eq(challenges.id, id), eq(challenges.status, 'active')));
  });
}

/**
 * The active challenge, evaluated; when day 21 is already over its result (completed/failed) is stored and there
 * is no active challenge any more (it shows in the past ones).
 */
async function currentChallenge({ db, userId, now }: Ctx, opts: { evaluate: boolean } = { evaluate: true }) {
  const { today, timezone } = await userToday(db, userId, now());
  const row = await activeRow(db, userId);
  if (!row) return { today, timezone, row: null, challenge: null };
  // A write that only needs the row skips the evaluation while day 21 is not over.
  if (!opts.evaluate && challengeEndDate(row.startDate) >= today)
    return { today, timezone, row, challenge: null };
  const challenge = await evaluate(db, userId, row, today, timezone);
  if (challenge.status !== 'active') {
    await storeResult(db, row.id, challenge.status, challenge.daysPassed, now);
    return { today, timezone, row: null, challenge: null };
  }
  return { today, timezone, row, challenge };
}

export async function challengeOverview(ctx: Ctx): Promise<ChallengeOverviewDto> {
  const { challenge } = await currentChallenge(ctx);
  const past = await ctx.db
    .select({
      id: challenges.id,
      startDate: challenges.startDate,
      status: challenges.status,
      daysPassed: challenges.daysPassed,
    })
    .from(challenges)
    .where(and(eq(challenges.userId, ctx.userId), ne(challenges.status, 'active')))
    .orderBy(desc(challenges.createdAt));
  return {
    active: challenge,
    past: past.map((p) => ({ ...p, endDate: challengeEndDate(p.startDate), daysPassed: p.daysPassed ?? 0 })),
  };
}

export async function startChallenge(
  ctx: Ctx,
  input: z.output<typeof challengeStartSchema>,
): Promise<ChallengeDto> {
  // Settles a challenge whose day 21 is over, so a new one can start without a read first.
  const { today, timezone, row: active } = await currentChallenge(ctx, { evaluate: false });
  if (active) throw new ApiError(409, 'CHALLENGE_ACTIVE');
  const offset = daysBetween(today, input.startDate);
  if (offset < -START_WINDOW.back || offset > START_WINDOW.ahead)
    throw new ApiError(400, 'CHALLENGE_START_OUT_OF_RANGE', { field: 'startDate' });
  // The partial unique index lets one active challenge per user: a concurrent start gets no row back.
  const [row] = await ctx.db
    .insert(challenges)
    .values({ userId: ctx.userId, startDate: input.startDate, customRules: input.customRules })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(409, 'CHALLENGE_ACTIVE');
  return evaluate(ctx.db, ctx.userId, row, today, timezone);
}

/** Gives up the active challenge: kept with the days passed so far, as 'abandoned'. */
export async function giveUpChallenge(ctx: Ctx): Promise<void> {
  const { row, challenge } = await currentChallenge(ctx);
  if (!row || !challenge) throw new ApiError(404, 'CHALLENGE_NOT_FOUND');
  await storeResult(ctx.db, row.id, 'abandoned', challenge.daysPassed, ctx.now);
}

/** The trader's ticks on a day of the active challenge (a day of it, today or earlier). */
export async function markChallengeDay(
  ctx: Ctx,
  day: string,
  input: z.output<typeof challengeMarksSchema>,
): Promise<ChallengeDayDto> {
  const { today, timezone, row } = await currentChallenge(ctx, { evaluate: false });
  if (!row) throw new ApiError(404, 'CHALLENGE_NOT_FOUND');
  const index = daysBetween(row.startDate, day) + 1;
  if (index < 1 || index > CHALLENGE_DAYS) throw new ApiError(400, 'CHALLENGE_DAY_OUT_OF_RANGE');
  if (day > today) throw new ApiError(400, 'DAY_IN_FUTURE');
  const rulesDone = [...new Set(input.rulesDone)].sort((a, b) => a - b);
  if (rulesDone.some((i) => i >= row.customRules.length))
    throw new ApiError(400, 'CHALLENGE_RULE_NOT_FOUND', { field: 'rulesDone' });
  const values = { rulesDone, didNotTrade: input.didNotTrade };
  await ctx.db
    .insert(challengeDayMarks)
    .values({ challengeId: row.id, day, ...values })
    .onConflictDoUpdate({ target: [challengeDayMarks.challengeId, challengeDayMarks.day], set: values });
  const facts = await loadDayFacts(ctx.db, ctx.userId, row.id, day, day, timezone);
  return evaluateChallengeDay(row, index, day, facts.get(day), today);
}

/** The review of week 1–3 of the active challenge, open from the week's 7th day on. */
export async function reviewChallengeWeek(ctx: Ctx, week: number, answers: string[]): Promise<void> {
  const { today, row } = await currentChallenge(ctx, { evaluate: false });
  if (!row) throw new ApiError(404, 'CHALLENGE_NOT_FOUND');
  if (addDays(row.startDate, week * DAYS_PER_WEEK - 1) > today) throw new ApiError(400, 'WEEK_NOT_OVER');
  await ctx.db
    .insert(challengeWeekReviews)
    .values({ challengeId: row.id, week, answers })
    .onConflictDoUpdate({
      target: [challengeWeekReviews.challengeId, challengeWeekReviews.week],
      set: { answers },
    });
}
