import { Hono } from 'hono';
import type { z } from 'zod';
import {
  dailyPlanInputSchema,
  dailyReviewInputSchema,
  dayQuerySchema,
  type DailyPlanDto,
  type DailyReviewDto,
} from '@/shared/discipline/contract';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { dailyPlans, dailyReviews } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { ledgerWrite } from '../../ledger/ledger-write';
import { foreignPlaybookIds } from '../../journal/trade-playbook';
import { getDailyPlan, getDailyReview, planDto, reviewDto } from '../../journal/daily-routine-read';
import { playbookValidation } from '@/shared/i18n/validation';
import { routineDay, type Clock } from './user-day';

/** An upsert's RETURNING always has its row. */
function stored<T>(row: T | undefined): T {
  if (!row) throw new Error('upsert returned no row');
  return row;
}

// max_loss is numeric(18,2): more integer digits would make PostgreSQL throw, so it is a field error.
const MAX_INTEGER_DIGITS = 16;

/**
 * Writes the day's plan. A later edit keeps the first createdAt: "plan written before the first trade" compares
 * the moment it was first written, so editing it after the session cannot make it count.
 */
export async function putDailyPlan(
  db: Db,
  userId: string,
  day: string,
  input: z.output<typeof dailyPlanInputSchema>,
  now: Date,
): Promise<DailyPlanDto> {
  const [whole = ''] = (input.maxLoss ?? '').split('.');
  if (whole.replace('-', '').length > MAX_INTEGER_DIGITS)
    throw new ApiError(400, 'INVALID_INPUT', {
      fieldErrors: { maxLoss: [fieldErrorMessages.invalidMaxLoss] },
    });
  if ((await foreignPlaybookIds(db, userId, input.playbookIds)).length)
    throw new ApiError(400, 'INVALID_INPUT', {
      fieldErrors: { playbookIds: [playbookValidation.unknownPlaybook] },
    });
  const values = {
    bias: input.bias,
    setups: input.setups,
    playbookIds: input.playbookIds,
    maxLoss: input.maxLoss,
    note: input.note,
  };
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    const [row] = await tx
      .insert(dailyPlans)
      // The app's clock, not the database's: "before the first trade" compares it with trade entry instants.
      .values({ userId, day, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [dailyPlans.userId, dailyPlans.day], set: values })
      .returning();
    // The day's max loss is its loss limit: rule breaks of the day are re-evaluated in the same transaction, and
    // open pages (the 'Hoje' panel, the trade list) refresh when it commits.
    change.userDays([day]);
    return planDto(stored(row));
  });
}

export async function putDailyReview(
  db: Db,
  userId: string,
  day: string,
  input: z.output<typeof dailyReviewInputSchema>,
  now: Date = new Date(),
): Promise<DailyReviewDto> {
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    const [row] = await tx
      .insert(dailyReviews)
      .values({ userId, day, ...input, createdAt: now })
      .onConflictDoUpdate({ target: [dailyReviews.userId, dailyReviews.day], set: input })
      .returning();
    change.facts([day]);
    return reviewDto(stored(row));
  });
}

/** /api/discipline: the daily plan (before the session) and the daily review (after it), per local day. */
export function disciplineRoutes({ db, now = () => new Date() }: { db: Db; now?: Clock }) {
  return new Hono<GateEnv>()
    .get('/daily-plan', validate('query', dayQuerySchema), async (c) => {
      const userId = currentUser(c).id;
      const day = await routineDay(db, userId, now, c.req.valid('query').day);
      c.header('Cache-Control', 'no-store');
      return c.json(await getDailyPlan(db, userId, day));
    })
    .put(
      '/daily-plan',
      validate('query', dayQuerySchema),
      validate('json', dailyPlanInputSchema),
      async (c) => {
        const userId = currentUser(c).id;
        const day = await routineDay(db, userId, now, c.req.valid('query').day);
        return c.json(await putDailyPlan(db, userId, day, c.req.valid('json'), now()));
      },
    )
    .get('/daily-review', validate('query', dayQuerySchema), async (c) => {
      const userId = currentUser(c).id;
      const day = await routineDay(db, userId, now, c.req.valid('query').day);
      c.header('Cache-Control', 'no-store');
      return c.json(await getDailyReview(db, userId, day));
    })
    .put(
      '/daily-review',
      validate('query', dayQuerySchema),
      validate('json', dailyReviewInputSchema),
      async (c) => {
        const userId = currentUser(c).id;
        const day = await routineDay(db, userId, now, c.req.valid('query').day);
        return c.json(await putDailyReview(db, userId, day, c.req.valid('json'), now()));
      },
    );
}
