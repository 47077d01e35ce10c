import { and, between, desc, eq, sql } from 'drizzle-orm';
import { buildDashboardOfColumns, currencyCounts, metricsOfColumns } from '@/shared/trading/metrics';
import { wallClock } from '@/shared/time/zoned-time';
import { addDays } from '@/shared/time/calendar-date';
import { previousWeekStarts, weekOf, type LocalWeek } from '@/shared/time/weeks';
import {
  COMPARED_WEEKS,
  type WeekFigures,
  type WeeklyReviewDto,
  type WeeklyReviewWeeksDto,
} from '@/shared/weekly-review/contract';
import type { Db } from '../../db/client';
import { profiles, trades, weeklyReviews } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { readTradeColumns } from '../../metrics/trade-columns';
import { cents } from '../../metrics/cents';
import { weekPlans, weekProcess, weekTrades } from '../../journal/week-facts';
import { settingsOf, userToday } from '../../user/trading-settings';
import { challengeDaysOfWeek, challengeOfWeek, saveWeekAnswers, weekQuestions } from './week-answers';
import { weekEvents } from './week-events';
import { weekCriteria } from './week-criteria';
import { weekPlaybooks } from './week-playbooks';

export interface Ctx {
  db: Db;
  userId: string;
  now: () => Date;
}

type Currency = 'BRL' | 'USD';

const tradesBetween = (userId: string, from: string, to: string) =>
  and(eq(trades.userId, userId), between(trades.tradeDate, from, to));

/** The week asked for (a Monday), else the current one; a week that has not started yet is refused. */
async function resolveWeek(ctx: Ctx, start: string | undefined) {
  const { today, timezone } = await userToday(ctx.db, ctx.userId, ctx.now());
  const current = weekOf(today);
  const week = start ? weekOf(start) : current;
  if (week.start > current.start) throw new ApiError(400, 'WEEK_IN_FUTURE', { field: 'week' });
  return { today, timezone, current, week };
}

/**
 * The engine's cards of a span's trades in `currency`, or the span's main currency (most trades, BRL on a tie)
 * when none is given: the dashboard's own figures, no second formula.
 */
async function spanFigures(
  db: Db,
  userId: string,
  span: LocalWeek,
  breakevenTolerance: number,
  currency?: Currency,
): Promise<WeekFigures> {
  const { columns } = await readTradeColumns(db, tradesBetween(userId, span.start, span.end));
  const [brl, usd] = currencyCounts(columns);
  const chosen: Currency = currency ?? (usd > brl ? 'USD' : 'BRL');
  return {
    start: span.start,
    end: span.end,
    currency: chosen,
    metrics: metricsOfColumns(columns, { currency: chosen, startingCapital: 0, breakevenTolerance }),
  };
}

export async function weeklyReview(ctx: Ctx, start: string | undefined): Promise<WeeklyReviewDto> {
  const { db, userId } = ctx;
  const { today, timezone, current, week } = await resolveWeek(ctx, start);
  const tolerance = cents((await settingsOf(db, [userId])).get(userId)?.breakevenTolerance ?? '0');

  const { columns } = await readTradeColumns(db, tradesBetween(userId, week.start, week.end));
  const [brl, usd] = currencyCounts(columns);
  const previousStarts = previousWeekStarts(week.start, COMPARED_WEEKS);
  const together: LocalWeek = {
    start: previousStarts[previousStarts.length - 1] as string,
    end: addDays(week.start, -1),
  };
  // The week's main currency; a week without trades compares in the four weeks' main one.
  const currency: Currency =
    brl + usd > 0
      ? usd > brl
        ? 'USD'
        : 'BRL'
      : (await spanFigures(db, userId, together, tolerance)).currency;
  const built = buildDashboardOfColumns(columns, {
    currency,
    startingCapital: 0,
    breakevenTolerance: tolerance,
    maxEquityPoints: 2,
  });
  const previous: WeekFigures[] = [];
  for (const s of previousStarts)
    previous.push(await spanFigures(db, userId, weekOf(s), tolerance, currency));
  const previousTogether = await spanFigures(db, userId, together, tolerance, currency);

  const [rows, plans, challengeRow, mail] = await Promise.all([
    weekTrades(db, userId, week.start, week.end),
    weekPlans(db, userId, week.start, week.end),
    challengeOfWeek(db, userId, week),
    mailOptIn(db, userId),
  ]);
  const [events, challenge, questions, playbooks, criteria] = await Promise.all([
    weekEvents(db, userId, week.start, week.end, rows, currency, (at) => wallClock(at, timezone).date),
    challengeRow
      ? challengeDaysOfWeek(db, userId, challengeRow, week, today, timezone)
      : Promise.resolve(null),
    weekQuestions(db, userId, week, challengeRow),
    weekPlaybooks(db, userId, week, currency, tolerance),
    weekCriteria(db, userId, week, currency, tolerance),
  ]);
  return {
    week: { start: week.start, end: week.end, timezone },
    currentWeek: current.start,
    inProgress: week.start === current.start,
    process: { ...weekProcess(rows, plans), ruleBreakCost: built.discipline.brokenPnl },
    figures: {
      week: { start: week.start, end: week.end, currency, metrics: built.metrics },
      previous,
      previousTogether,
    },
    challenge,
    playbooks,
    criteria,
    emotions: built.emotions.byEmotion.filter((e) => e.trades > 0),
    events,
    questions,
    mail,
  };
}

/** Answers the week's three questions (the current week or an earlier one). */
export async function answerWeek(ctx: Ctx, start: string | undefined, answers: string[]) {
  const { today, week } = await resolveWeek(ctx, start);
  const challengeRow = await challengeOfWeek(ctx.db, ctx.userId, week);
  await saveWeekAnswers(ctx.db, ctx.userId, week, answers, challengeRow, today);
  return weekQuestions(ctx.db, ctx.userId, week, challengeRow);
}

/** The weeks kept: those with trades or answers, newest first (the current week always listed). */
export async function reviewWeeks(ctx: Ctx): Promise<WeeklyReviewWeeksDto> {
  const { db, userId } = ctx;
  const { current } = await resolveWeek(ctx, undefined);
  // A trade's week is its local date's Monday: date_trunc('week') is ISO, Monday-based.
  const [traded, answered] = await Promise.all([
    db.execute<{ start: string; trades: number }>(sql`
      select to_char(date_trunc('week', ${trades.tradeDate}::timestamp), 'YYYY-MM-DD') as start,
        count(*)::int as trades
      from ${trades} where ${trades.userId} = ${userId}
      group by 1 order by 1 desc limit 520`),
    db
      .select({ start: weeklyReviews.weekStart })
      .from(weeklyReviews)
      .where(eq(weeklyReviews.userId, userId))
      .orderBy(desc(weeklyReviews.weekStart)),
  ]);
  const byStart = new Map<string, { trades: number; answered: boolean }>();
  byStart.set(current.start, { trades: 0, answered: false });
  for (const r of traded.rows)
    if (r.start <= current.start) byStart.set(r.start, { trades: Number(r.trades), answered: false });
  for (const r of answered) {
    const seen = byStart.get(r.start);
    byStart.set(r.start, { trades: seen?.trades ?? 0, answered: true });
  }
  const weeks = [...byStart]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([start, w]) => ({ ...weekOf(start), ...w }));
  return { currentWeek: current.start, weeks };
}

export async function mailOptIn(db: Db, userId: string): Promise<{ enabled: boolean }> {
  const [row] = await db
    .select({ enabled: profiles.weeklyReviewMail })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { enabled: row?.enabled ?? false };
}

export async function setMailOptIn(db: Db, userId: string, enabled: boolean) {
  await db.update(profiles).set({ weeklyReviewMail: enabled }).where(eq(profiles.userId, userId));
  return { enabled };
}
