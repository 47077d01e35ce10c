import { desc, eq } from 'drizzle-orm';
import type { TradeSpan } from '@/shared/time/default-period';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { getTradingSettings } from './trading-settings';

/**
 * GET /api/trades/latest: the local date of the trader's latest trade and their today, for the rule of every page's
 * default period (src/shared/time/default-period.ts). One row through trades_user_opened_idx (user_id, opened_at),
 * whatever the number of trades.
 */
export async function tradeSpan(db: Db, userId: string, now: Date): Promise<TradeSpan> {
  const [[latest], settings] = await Promise.all([
    db
      .select({ date: trades.tradeDate })
      .from(trades)
      .where(eq(trades.userId, userId))
      .orderBy(desc(trades.openedAt))
      .limit(1),
    getTradingSettings(db, userId),
  ]);
  return { latestTradeDate: latest?.date ?? null, today: wallClock(now, settings.timezone).date };
}
