import { and, eq, inArray } from 'drizzle-orm';
import type { DailyPlanDto, DailyReviewDto } from '@/shared/discipline/contract';
import { dailyPlans, dailyReviews } from '../db/schema';
import type { Exec } from '../db/tx';

type PlanRow = typeof dailyPlans.$inferSelect;
type ReviewRow = typeof dailyReviews.$inferSelect;

/** The daily plan and review as the trader's pages and a mentor's reading show them (one mapper each). */
export const planDto = (r: PlanRow): DailyPlanDto => ({
  day: r.day,
  bias: r.bias,
  setups: r.setups,
  playbookIds: r.playbookIds,
  maxLoss: r.maxLoss,
  note: r.note ?? '',
  createdAt: r.createdAt.toISOString(),
});

export const reviewDto = (r: ReviewRow): DailyReviewDto => ({
  day: r.day,
  wentWell: r.wentWell,
  toChange: r.toChange,
  mood: r.mood,
});

export async function getDailyPlan(exec: Exec, userId: string, day: string): Promise<DailyPlanDto | null> {
  const [row] = await exec
    .select()
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.day, day)))
    .limit(1);
  return row ? planDto(row) : null;
}

export async function getDailyReview(
  exec: Exec,
  userId: string,
  day: string,
): Promise<DailyReviewDto | null> {
  const [row] = await exec
    .select()
    .from(dailyReviews)
    .where(and(eq(dailyReviews.userId, userId), eq(dailyReviews.day, day)))
    .limit(1);
  return row ? reviewDto(row) : null;
}

/** The plans and reviews of several days of one trader, in two queries. */
export async function dailyRoutinesOf(
  exec: Exec,
  userId: string,
  days: readonly string[],
): Promise<{ plans: Map<string, DailyPlanDto>; reviews: Map<string, DailyReviewDto> }> {
  const plans = new Map<string, DailyPlanDto>();
  const reviews = new Map<string, DailyReviewDto>();
  if (!days.length) return { plans, reviews };
  const wanted = [...new Set(days)];
  const [p, r] = await Promise.all([
    exec
      .select()
      .from(dailyPlans)
      .where(and(eq(dailyPlans.userId, userId), inArray(dailyPlans.day, wanted))),
    exec
      .select()
      .from(dailyReviews)
      .where(and(eq(dailyReviews.userId, userId), inArray(dailyReviews.day, wanted))),
  ]);
  for (const row of p) plans.set(row.day, planDto(row));
  for (const row of r) reviews.set(row.day, reviewDto(row));
  return { plans, reviews };
}
