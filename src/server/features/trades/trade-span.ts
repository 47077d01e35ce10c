import { desc, eq } from 'drizzle-orm';
import type { TradeSpan } from '@/shared/time/default-period';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { userToday } from '../../user/trading-settings';

/**
 * GET /api/trades/latest: the local date of the trader's latest trade and their today, for the rule of every page's
 * default period (src/shared/time/default-period.ts). One row through trades_user_opened_idx (user_id, opened_at),
 * whatever the number of trades.
 */
export async function tradeSpan(db: Db, userId: string, now: Date): Promise<TradeSpan> {
  const [[latest], { today }] = await Promise.all([
    db
      .select({ date: trades.tradeDate })
      .from(trades)
      .where(eq(trades.userId, userId))
      .orderBy(desc(trades.openedAt))
      .limit(1),
    userToday(db, userId, now),
  ]);
  return { latestTradeDate: latest?.date ?? null, today };
}
