import { Hono } from 'hono';
import { rankingBoardQuerySchema, rankingJoinSchema } from '@/shared/gamification/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import { getBoard, getRankingMe, joinRanking, leaveRanking } from './ranking.service';

/** /api/ranking (rankingApi): the trader's own membership and score, and the boards (allowed users only). */
export function rankingRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>()
    .get('/me', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getRankingMe(db, currentUser(c).id, now()));
    })
    .put('/me', validate('json', rankingJoinSchema), async (c) => {
      return c.json(await joinRanking(db, currentUser(c).id, c.req.valid('json').nickname, now()));
    })
    .post('/leave', async (c) => {
      return c.json(await leaveRanking(db, currentUser(c).id, now()));
    })
    .get('/board', validate('query', rankingBoardQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const { scope, period } = c.req.valid('query');
      return c.json(await getBoard(db, currentUser(c).id, scope, period, now()));
    });
}
