import { Hono } from 'hono';
import { goalInputSchema, xpHistoryQuerySchema } from '@/shared/gamification/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import {
  createGoal,
  deleteGoal,
  gamificationOverview,
  gamificationSummary,
  xpHistory,
} from './gamification.service';

/** /api/gamification (gamificationApi): the trader's own level, XP, achievements and goals (allowed users only). */
export function gamificationRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await gamificationOverview(db, currentUser(c).id, now()));
    })
    .get('/summary', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await gamificationSummary(db, currentUser(c).id, now()));
    })
    .get('/history', validate('query', xpHistoryQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await xpHistory(db, currentUser(c).id, c.req.valid('query').before));
    })
    .post('/goals', validate('json', goalInputSchema), async (c) =>
      c.json(await createGoal(db, currentUser(c).id, c.req.valid('json'), now()), 201),
    )
    .delete('/goals/:id', async (c) => {
      await deleteGoal(db, currentUser(c).id, c.req.param('id'), now());
      return c.json({ ok: true as const });
    });
}
