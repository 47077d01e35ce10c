import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { breakNoteSchema } from '@/shared/risk/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { notifyTradesChanged } from '../../realtime/trade-events';
import { isUuid } from '../trading-accounts/trading-accounts.service';

/**
 * Sets (or, with an empty note, clears) the trader's note on a trade's rule breaks. Only the caller's own trade:
 * another user's id, or a malformed one, is "not found". The note is allowed on any trade (the UI offers it only
 * on one with breaks): a later plan change may clear the breaks, and the trader's words should not vanish with them.
 */
export async function setBreakNote(db: Db, userId: string, tradeId: string, note: string): Promise<boolean> {
  if (!isUuid(tradeId)) return false;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(trades)
      .set({ ruleBreakNote: note || null })
      .where(and(eq(trades.id, tradeId), eq(trades.userId, userId)))
      .returning({ id: trades.id });
    // The dashboard's last trades carry the note: its cache must see the change.
    if (updated.length) await notifyTradesChanged(tx, userId);
    return updated.length > 0;
  });
}

/** /api/risk/breaks (riskApi.breakNote). */
export function breakNoteRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>().patch('/:tradeId/note', validate('json', breakNoteSchema), async (c) => {
    const saved = await setBreakNote(db, currentUser(c).id, c.req.param('tradeId'), c.req.valid('json').note);
    if (!saved) throw new ApiError(404, 'TRADE_NOT_FOUND');
    return c.json({ ok: true as const });
  });
}
