import { and, desc, eq } from 'drizzle-orm';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { buildDashboardOfColumns, currencyCounts } from '@/shared/trading/metrics';
import type { TradeColumns } from '@/shared/trading/metrics/columns';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import {
  contextTrades,
  figuresCurrency,
  startingCapitalOf,
  type DashboardContext,
  type DashboardQueryOut,
} from '../../metrics/metrics-context';
import { costDays } from '../../metrics/cost-days';
import { readTradeColumns } from '../../metrics/trade-columns';
import { toTradeDtos, tradeDtoColumns } from '../../journal/trade-dto';

/** The last trades the dashboard lists (spec: "the last 10 trades of the period"). */
export const LAST_TRADES = 10;

/**
 * The dashboard over the context's filters: the currency (asked for, else the account's, else the one with most
 * trades in the filtered set) and the engine's figures over that currency's trades only — never mixed.
 */
export async function computeDashboard(
  db: Db,
  userId: string,
  q: DashboardQueryOut,
  ctx: DashboardContext,
  /** The context's trades as columns when the caller keeps them (columns-cache.ts); else they are read here. */
  readColumns?: () => Promise<TradeColumns>,
): Promise<DashboardData> {
  const { period } = ctx;
  const where = contextTrades(userId, ctx);

  const columns = readColumns ? await readColumns() : (await readTradeColumns(db, where)).columns;

  const [brl, usd] = currencyCounts(columns);
  const { currency, currencies } = figuresCurrency({ BRL: brl, USD: usd }, q.currency, ctx);
  const startingCapital = startingCapitalOf(ctx, currency);

  const [lastRows, days] = await Promise.all([
    db
      .select(tradeDtoColumns)
      .from(trades)
      .where(and(where, eq(trades.currency, currency)))
      .orderBy(desc(trades.openedAt), desc(trades.id))
      .limit(LAST_TRADES),
    // A note costs BRL trades only: USD figures never came from one.
    currency === 'BRL' ? costDays(db, userId, where) : null,
  ]);

  // The engine keeps only the rows of `currency`.
  const built = buildDashboardOfColumns(columns, {
    currency,
    startingCapital,
    breakevenTolerance: ctx.breakevenTolerance,
  });
  return {
    period: { preset: q.preset, from: period.from, to: period.to, timezone: ctx.timezone },
    currencies,
    currency,
    startingCapital,
    ...built,
    lastTrades: await toTradeDtos(db, lastRows),
    costDays: days,
  };
}
