import { and, desc, eq, lt } from 'drizzle-orm';
import { evaluateAchievements } from '@/shared/gamification/achievements';
import { goalPeriod } from '@/shared/gamification/goals';
import type { z } from 'zod';
import { addDays } from '@/shared/time/calendar-date';
import {
  type GamificationDto,
  type GoalDto,
  type goalInputSchema,
  XP_HISTORY_PAGE,
  type XpEntryDto,
  type XpHistoryPage,
} from '@/shared/gamification/contract';
import { type LevelProgress, levelForXp, MAX_ACTIVE_GOALS, type XpSource } from '@/shared/gamification/rules';
import type { Db } from '../../db/client';
import { gamificationState, goals, xpLedger } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { ledgerWrite } from '../../ledger/ledger-write';
import { userToday } from '../../user/trading-settings';
import { isUuid } from '../../user/trading-accounts';
import { achievementDtos, loadUnlocked } from './achievements';
import { evaluateChallenges } from './challenge-xp';
import { loadDayRecords } from './day-records';
import { evaluateGoals, goalDto, type GoalRow, loadGoals } from './goals';
import { refreshIfStale } from './refresh';
import type { Exec } from '../../db/tx';

/** Goals whose period ended this many days ago still show (the trader sees how last month went). */
const PAST_GOALS_DAYS = 35;

async function levelOf(db: Exec, userId: string): Promise<LevelProgress> {
  const [state] = await db
    .select({ xp: gamificationState.xp })
    .from(gamificationState)
    .where(eq(gamificationState.userId, userId))
    .limit(1);
  return levelForXp(state?.xp ?? 0);
}

/** One page of the ledger, newest first (by id: the order entries were first earned). */
export async function xpHistory(db: Exec, userId: string, before?: number): Promise<XpHistoryPage> {
  const rows = await db
    .select({
      id: xpLedger.id,
      source: xpLedger.source,
      day: xpLedger.day,
      amount: xpLedger.amount,
      reason: xpLedger.reason,
      createdAt: xpLedger.createdAt,
    })
    .from(xpLedger)
    .where(and(eq(xpLedger.userId, userId), before === undefined ? undefined : lt(xpLedger.id, before)))
    .orderBy(desc(xpLedger.id))
    .limit(XP_HISTORY_PAGE + 1);
  const page = rows.slice(0, XP_HISTORY_PAGE);
  const entries: XpEntryDto[] = page.map((r) => ({
    ...r,
    source: r.source as XpSource,
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, nextBefore: rows.length > XP_HISTORY_PAGE ? (page.at(-1)?.id ?? null) : null };
}

/** The goals as the page shows them: the current ones first, then those ended in the last weeks. */
async function goalDtos(
  db: Exec,
  userId: string,
  today: string,
  timeZone: string,
  rows: readonly GoalRow[],
): Promise<GoalDto[]> {
  const shown = rows.filter(
    (r) => goalPeriod(r.period, r.periodStart).end >= addDays(today, -PAST_GOALS_DAYS),
  );
  if (!shown.length) return [];
  // Sequential: `db` may be a transaction (createGoal).
  const records = await loadDayRecords(db, userId);
  const challenges = shown.some((r) => r.kind === 'finish-challenge')
    ? await evaluateChallenges(db, userId, today, timeZone)
    : { completedOn: [] as string[] };
  return evaluateGoals(shown, records, today, challenges.completedOn)
    .sort(
      (a, b) =>
        Number(a.progress.over) - Number(b.progress.over) ||
        b.row.periodStart.localeCompare(a.row.periodStart) ||
        a.row.createdAt.getTime() - b.row.createdAt.getTime(),
    )
    .map(goalDto);
}

/** GET /api/gamification: level, the newest XP, every achievement (hidden ones masked while locked), the goals. */
export async function gamificationOverview(db: Db, userId: string, now: Date): Promise<GamificationDto> {
  await refreshIfStale(db, userId, now);
  const { today, timezone } = await userToday(db, userId, now);
  const [level, history, records, challenges, goalRows, unlocked] = await Promise.all([
    levelOf(db, userId),
    xpHistory(db, userId),
    loadDayRecords(db, userId),
    evaluateChallenges(db, userId, today, timezone),
    loadGoals(db, userId),
    loadUnlocked(db, userId),
  ]);
  const evaluatedGoals = evaluateGoals(goalRows, records, today, challenges.completedOn);
  const progress = evaluateAchievements({
    days: records,
    challenges: challenges.summaries,
    goalsMet: evaluatedGoals.filter((g) => g.progress.met).length,
    level: level.level,
  });
  return {
    level,
    history: history.entries,
    historyNextBefore: history.nextBefore,
    achievements: achievementDtos(progress, unlocked),
    goals: await goalDtos(db, userId, today, timezone, goalRows),
    today,
  };
}

/** GET /api/gamification/summary: the header badge. */
export async function gamificationSummary(db: Db, userId: string, now: Date): Promise<LevelProgress> {
  await refreshIfStale(db, userId, now);
  return levelOf(db, userId);
}

/**
 * A goal for the CURRENT week or month (the trader's local today). One per kind and period; at most
 * MAX_ACTIVE_GOALS whose period is not over. It may be met at once (the refresh runs in the same transaction).
 */
export async function createGoal(
  db: Db,
  userId: string,
  input: z.output<typeof goalInputSchema>,
  now: Date,
): Promise<GoalDto> {
  // Under the ledger's lock (the refresh's): two concurrent creations cannot both pass the checks.
  return ledgerWrite(
    db,
    { userId, now },
    async (tx, change) => {
      const { today, timezone } = await userToday(tx, userId, now);
      const { start } = goalPeriod(input.period, today);
      const rows = await loadGoals(tx, userId);
      if (rows.some((r) => r.kind === input.kind && r.period === input.period && r.periodStart === start))
        throw new ApiError(409, 'GOAL_EXISTS');
      const active = rows.filter((r) => goalPeriod(r.period, r.periodStart).end >= today).length;
      if (active >= MAX_ACTIVE_GOALS)
        throw new ApiError(409, 'GOAL_LIMIT', { params: { max: MAX_ACTIVE_GOALS } });
      const [row] = await tx
        .insert(goals)
        .values({
          userId,
          kind: input.kind,
          period: input.period,
          periodStart: start,
          target: input.target,
          param: input.kind === 'max-trades-days' ? (input.param ?? null) : null,
        })
        .returning();
      if (!row) throw new Error('goal not inserted');
      // It may be met at once: the answer reads it after the refresh.
      change.facts();
      return { row, today, timezone };
    },
    async (tx, { row, today, timezone }) => {
      const [stored] = await tx.select().from(goals).where(eq(goals.id, row.id));
      const [dto] = await goalDtos(tx, userId, today, timezone, [stored ?? row]);
      if (!dto) throw new Error('goal not shown');
      return dto;
    },
  );
}

/** Removes the trader's own goal and the XP it earned; another trader's (or no) goal is a 404. */
export async function deleteGoal(db: Db, userId: string, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, 'GOAL_NOT_FOUND');
  await ledgerWrite(db, { userId, now }, async (tx, change) => {
    const deleted = await tx
      .delete(goals)
      .where(and(eq(goals.id, id), eq(goals.userId, userId)))
      .returning({ id: goals.id });
    if (!deleted.length) throw new ApiError(404, 'GOAL_NOT_FOUND');
    change.facts();
  });
}
