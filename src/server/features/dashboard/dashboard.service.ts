import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { buildDashboardOfColumns, currencyCounts } from '@/shared/trading/metrics';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import type { DashboardContext, DashboardQueryOut } from '../../metrics/metrics-context';
import { readTradeColumns } from '../../metrics/trade-columns';
import { cents } from '../../metrics/cents';
import { toTradeDtos, tradeDtoColumns } from '../../journal/trade-dto';

type Currency = 'BRL' | 'USD';

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
): Promise<DashboardData> {
  const { account, period } = ctx;
  const where = and(
    eq(trades.userId, userId),
    period.from ? gte(trades.tradeDate, period.from) : undefined,
    period.to ? lte(trades.tradeDate, period.to) : undefined,
    account ? eq(trades.accountId, account.id) : undefined,
    ctx.instrument ? eq(trades.instrument, ctx.instrument) : undefined,
  );

  const { columns } = await readTradeColumns(db, where);

  const [brl, usd] = currencyCounts(columns);
  const counts: Record<Currency, number> = { BRL: brl, USD: usd };
  const currencies = (['BRL', 'USD'] as const).filter((c) => counts[c] > 0);
  // Ties go to BRL (the first listed): the same choice on every request.
  const currency: Currency =
    q.currency ?? account?.currency ?? (counts.USD > counts.BRL ? 'USD' : (currencies[0] ?? 'BRL'));

  const startingCapital = account
    ? cents(account.startingCapital)
    : ctx.accounts
        .filter((a) => a.currency === currency)
        .reduce((sum, a) => sum + cents(a.startingCapital), 0);

  const lastRows = await db
    .select(tradeDtoColumns)
    .from(trades)
    .where(and(where, eq(trades.currency, currency)))
    .orderBy(desc(trades.openedAt), desc(trades.id))
    .limit(LAST_TRADES);

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
  };
}
