import { Hono } from 'hono';
import { z } from 'zod';
import {
  CHALLENGE_WEEKS,
  challengeGiveUpSchema,
  challengeMarksSchema,
  challengeStartSchema,
  weekReviewSchema,
} from '@/shared/discipline/contract';
import { ledgerWrite } from '../../ledger/ledger-write';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import {
  challengeOverview,
  giveUpChallenge,
  markChallengeDay,
  reviewChallengeWeek,
  startChallenge,
} from './challenge.service';
import type { Clock } from './user-day';
import { dateField } from '@/shared/time/date-field';

const dayParamSchema = z.object({ day: dateField('Informe um dia válido') });
const WEEK_MESSAGE = `Informe uma semana de 1 a ${CHALLENGE_WEEKS}`;
const weekParamSchema = z.object({
  week: z.coerce
    .number({ error: WEEK_MESSAGE })
    .int(WEEK_MESSAGE)
    .min(1, WEEK_MESSAGE)
    .max(CHALLENGE_WEEKS, WEEK_MESSAGE),
});

/** /api/challenge: the 21-day challenge, evaluated from stored facts on every read (ADR 012). */
export function challengeRoutes({ db, now = () => new Date() }: { db: Db; now?: Clock }) {
  const ctx = (c: Parameters<typeof currentUser>[0]) => ({ db, userId: currentUser(c).id, now });
  // The challenge's own write committed first; its XP follows in a ledger write of its own, as before.
  const factsChanged = (userId: string, days?: string[]) =>
    ledgerWrite(db, { userId, now: now() }, async (_tx, change) => change.facts(days));
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await challengeOverview(ctx(c)));
    })
    .post('/start', validate('json', challengeStartSchema), async (c) => {
      const challenge = await startChallenge(ctx(c), c.req.valid('json'));
      await factsChanged(currentUser(c).id);
      return c.json(challenge, 201);
    })
    .post('/give-up', validate('json', challengeGiveUpSchema), async (c) => {
      await giveUpChallenge(ctx(c));
      await factsChanged(currentUser(c).id);
      return c.json({ ok: true });
    })
    .put(
      '/days/:day',
      validate('param', dayParamSchema),
      validate('json', challengeMarksSchema),
      async (c) => {
        const day = await markChallengeDay(ctx(c), c.req.valid('param').day, c.req.valid('json'));
        // 'Não operei' and the trader's own rules change the day's state: its XP follows (ADR 014).
        await factsChanged(currentUser(c).id, [day.day]);
        return c.json(day);
      },
    )
    .put(
      '/weeks/:week/review',
      validate('param', weekParamSchema),
      validate('json', weekReviewSchema),
      async (c) => {
        await reviewChallengeWeek(ctx(c), c.req.valid('param').week, c.req.valid('json').answers);
        await factsChanged(currentUser(c).id);
        return c.json({ ok: true });
      },
    );
}
