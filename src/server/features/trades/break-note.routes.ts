import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { breakNoteSchema } from '@/shared/risk/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { ledgerWrite } from '../../ledger/ledger-write';
import { isUuid } from '../../user/trading-accounts';

/**
 * Sets (or, with an empty note, clears) the trader's note on a trade's rule breaks. Only the caller's own trade:
 * another user's id, or a malformed one, is "not found". The note is allowed on any trade (the UI offers it only
 * on one with breaks): a later plan change may clear the breaks, and the trader's words should not vanish with them.
 */
export async function setBreakNote(
  db: Db,
  userId: string,
  tradeId: string,
  note: string,
  now: Date,
): Promise<boolean> {
  if (!isUuid(tradeId)) return false;
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    const updated = await tx
      .update(trades)
      .set({ ruleBreakNote: note || null })
      .where(and(eq(trades.id, tradeId), eq(trades.userId, userId)))
      .returning({ id: trades.id });
    // The dashboard's last trades carry the note: its cache must see the change.
    if (updated.length) change.announce();
    return updated.length > 0;
  });
}

/** /api/risk/breaks (riskApi.breakNote). */
export function breakNoteRoutes({ db, now = () => new Date() }: { db: Db; now?: Clock }) {
  return new Hono<GateEnv>().patch('/:tradeId/note', validate('json', breakNoteSchema), async (c) => {
    const { note } = c.req.valid('json');
    const saved = await setBreakNote(db, currentUser(c).id, c.req.param('tradeId'), note, now());
    if (!saved) throw new ApiError(404, 'TRADE_NOT_FOUND');
    return c.json({ ok: true as const });
  });
}
