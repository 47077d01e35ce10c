import { Hono } from 'hono';
import { breathingPauseSchema } from '@/shared/discipline/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { breathingPauses } from '../../db/schema';
import { validate } from '../../http/validation';
import { ledgerWrite } from '../../ledger/ledger-write';
import { userToday } from '../../user/trading-settings';

/**
 * /api/breathing-pauses: records a completed 4-7-8 pause. Its `day` is the trader's local day (their time zone), so
 * the challenge checklist counts a pause done at 22:30 in São Paulo on that day, not on the next UTC day.
 */
export function breathingRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>().post('/', validate('json', breathingPauseSchema), async (c) => {
    const userId = currentUser(c).id;
    const { cycles, source } = c.req.valid('json');
    const at = now();
    const { today } = await userToday(db, userId, at);
    // A pause is a fact of the day: its XP follows in the same transaction (ADR 014).
    await ledgerWrite(db, { userId, now: at }, async (tx, change) => {
      await tx.insert(breathingPauses).values({ userId, day: today, cycles, source, completedAt: at });
      change.facts([today]);
    });
    return c.json({ ok: true as const });
  });
}
