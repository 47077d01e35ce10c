import { Hono } from 'hono';
import { z } from 'zod';
import { riskPlanInputSchema } from '@/shared/risk/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { getRiskPlan, getToday, saveRiskPlan } from './risk-plan.service';

/** ?accountId (optional: the default account). An id that is not the caller's is a 404, like a missing one. */
const accountQuerySchema = z.object({ accountId: z.string().trim().optional() });

const accountNotFound = () => new ApiError(404, 'ACCOUNT_NOT_FOUND');

/** /api/risk: the trader's plan per account and the 'Hoje' figures (allowed users only, their own accounts). */
export function riskRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>()
    .get('/plan', validate('query', accountQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const plan = await getRiskPlan(
        db,
        currentUser(c).id,
        c.req.valid('query').accountId || undefined,
        now(),
      );
      if (!plan) throw accountNotFound();
      return c.json(plan);
    })
    .put('/plan', validate('query', accountQuerySchema), validate('json', riskPlanInputSchema), async (c) => {
      const accountId = c.req.valid('query').accountId || undefined;
      const plan = await saveRiskPlan(db, currentUser(c).id, accountId, c.req.valid('json'), now());
      if (!plan) throw accountNotFound();
      return c.json(plan);
    })
    .get('/today', validate('query', accountQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const today = await getToday(db, currentUser(c).id, c.req.valid('query').accountId || undefined, now());
      if (!today) throw accountNotFound();
      return c.json(today);
    });
}
