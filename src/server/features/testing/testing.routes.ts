import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { TRIAL_DAYS_DEFAULT, trialEndFor } from '@/shared/account/access';
import type { MovableClock } from '../../clock';
import type { JobRunner } from '../../jobs/runner';
import { profiles, tradingSettings, user } from '../../db/schema';
import { validate } from '../../http/validation';
import { ensureProfile } from '../../user/profile';
import { confirmDefaultPlan } from '../risk/risk-plan.service';
import { DEFAULT_TIMEZONE } from '@/shared/time/zoned-time';
import { createRankingParticipants, rankingParticipantsSchema } from './ranking-participants';

const createUserSchema = z.object({
  email: z.email(),
  password: z.string().min(6),
  name: z.string().min(1),
  whatsapp: z.string().optional(),
  allowed: z.boolean().default(false),
  role: z.enum(['admin', 'user']).default('user'),
  verified: z.boolean().default(true),
  /** Backdates the account (and its trial), e.g. to show the mandatory completion after the trial. */
  createdDaysAgo: z.number().int().min(0).max(3650).default(0),
  /**
   * For allowed users: 'continued' (default: writes always work, whatever the dates) or 'trial' (released at
   * creation, on the trial's real dates, so moving the clock ends it).
   */
  access: z.enum(['continued', 'trial']).default('continued'),
  /** IANA zone for the trading settings (the trial ends at local midnight there). */
  timezone: z.string().optional(),
  /**
   * The first-run setup: 'done' by default, so a fixture user opens the app where the test expects (the setup's
   * own tests ask for 'pending'). 'done' also confirms the default account's plan with 'Exigir stop' on, as the
   * setup would (a user who went through it); 'pending' leaves the plan unconfirmed, as for a new trader.
   */
  setup: z.enum(['pending', 'done']).default('done'),
});

const clockSchema = z.object({
  offsetMs: z.number().int().min(-1e12).max(1e12),
  /** Moves time for this user only (what e2e tests do: specs run in parallel on one server). */
  userId: z.string().optional(),
});

const runJobSchema = z.object({ onlyIfDue: z.boolean().default(false) });

/**
 * E2E fixtures, mounted only with ENABLE_TEST_ROUTES (refused in production): real users created through
 * better-auth, so tests start from any state without clicking through sign-up each time.
 */
export function testingRoutes({
  db,
  auth,
  clock,
  now = () => new Date(),
  jobs,
}: {
  db: Db;
  auth: Auth;
  clock?: MovableClock;
  /** The process's periodic jobs: a test runs one now instead of waiting for its schedule. */
  jobs?: JobRunner;
  /** The app's clock (what "today" is for the ranking participants' days). */
  now?: () => Date;
}) {
  return (
    new Hono<GateEnv>()
      .post('/clock', validate('json', clockSchema), (c) => {
        if (!clock) return c.json({ code: 'NOT_FOUND', message: 'no movable clock' }, 404);
        const { offsetMs, userId } = c.req.valid('json');
        clock.setOffset(offsetMs, userId);
        return c.json({ offsetMs: clock.offset(userId) });
      })
      .post('/users', validate('json', createUserSchema), async (c) => {
        const input = c.req.valid('json');
        const created = await auth.api.signUpEmail({
          body: { email: input.email, password: input.password, name: input.name, whatsapp: input.whatsapp },
        });
        const id = created.user.id;
        const createdAt = new Date(Date.now() - input.createdDaysAgo * 24 * 60 * 60 * 1000);
        await db
          .update(user)
          .set({ emailVerified: input.verified, role: input.role, createdAt })
          .where(eq(user.id, id));
        const [row] = await db.select().from(user).where(eq(user.id, id));
        if (!row) throw new Error('fixture user vanished');
        await ensureProfile(db, row);
        if (input.timezone) {
          await db
            .insert(tradingSettings)
            .values({ userId: id, timezone: input.timezone })
            .onConflictDoUpdate({ target: tradingSettings.userId, set: { timezone: input.timezone } });
        }
        const allowed = input.allowed || input.role === 'admin';
        await db
          .update(profiles)
          .set({
            isAllowed: allowed,
            releasedAt: allowed ? createdAt : null,
            trialEndsAt: allowed
              ? trialEndFor(createdAt, input.timezone ?? DEFAULT_TIMEZONE, TRIAL_DAYS_DEFAULT)
              : null,
            continuedAt: allowed && input.access === 'continued' ? createdAt : null,
            setupStatus: input.setup,
          })
          .where(eq(profiles.userId, id));
        if (input.setup === 'done') await confirmDefaultPlan(db, id);
        return c.json({ userId: id }, 201);
      })
      // Runs a periodic job in this process now (made due first unless onlyIfDue), if no other process holds it.
      .post('/jobs/:name/run', validate('json', runJobSchema), async (c) => {
        const name = c.req.param('name');
        if (!jobs?.has(name)) return c.json({ code: 'NOT_FOUND', message: 'no such job' }, 404);
        return c.json(await jobs.runNow(name, c.req.valid('json')));
      })
      // Opted-in ranking participants with 30 days of scores (see ranking-participants.ts): a board with ≥ 10.
      .post('/ranking/participants', validate('json', rankingParticipantsSchema), async (c) => {
        return c.json(await createRankingParticipants(db, c.req.valid('json'), now()), 201);
      })
  );
}
