import { and, eq, sql } from 'drizzle-orm';
import type { ImportOutcome } from '@/shared/trading/api-contract';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';

/**
 * What a confirmed import brought in, for its summary: the dates of its first and last trade and its net P&L per
 * currency (P&L is stored net of costs), so the summary can open the dashboard on the file's period. One grouped read
 * through trades_import_idx; null period when nothing new was imported (every row a duplicate or rejected).
 */
export async function importOutcome(db: Db, userId: string, importId: string): Promise<ImportOutcome> {
  const rows = await db
    .select({
      currency: trades.currency,
      from: sql<string>`min(${trades.tradeDate})::text`,
      to: sql<string>`max(${trades.tradeDate})::text`,
      pnl: sql<string>`sum(${trades.pnl})::text`,
    })
    .from(trades)
    .where(and(eq(trades.importId, importId), eq(trades.userId, userId)))
    .groupBy(trades.currency)
    .orderBy(trades.currency);
  if (rows.length === 0) return { period: null, net: [] };
  const from = rows.map((r) => r.from).sort()[0] as string;
  const to = rows
    .map((r) => r.to)
    .sort()
    .at(-1) as string;
  return { period: { from, to }, net: rows.map((r) => ({ currency: r.currency, pnl: r.pnl })) };
}
