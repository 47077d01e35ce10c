import { desc, eq, inArray } from 'drizzle-orm';
import type { StudentSummary } from '@/shared/schools/contract';
import { currencyCounts, metricsOfColumns, newColumns, type TradeColumns } from '@/shared/trading/metrics';
import { BROKE } from '@/shared/trading/metrics/columns';
import type { Db } from '../../db/client';
import { challenges, trades } from '../../db/schema';
import { readTradeColumnsByUser } from '../../metrics/trade-columns';
import { costDaysOfUsers } from '../../metrics/cost-days';
import { cents } from '../../metrics/cents';
import { settingsOf, zoneOr } from '../../user/trading-settings';
import { challengeProgressOf } from './challenge-progress';

/**
 * The shared summary of each student, by the dashboard's engine over each one's trades: one read gives every
 * student's trades as the engine's columns (the dashboard's reader, in its order), and each student's columns give
 * the cards of each currency. With the latest challenge of each and (when some are active) their
 * facts (challenge-progress.ts) and the days whose costs came from brokerage notes (costDaysOfUsers, one
 * statement for all), the list costs a fixed number of queries whatever its length.
 *
 * - A trade's currency is its own (as on the dashboard); P&L is reported per currency, never summed across them.
 * - Win rate = winners ÷ (winners + losers) over all trades (a count, so currencies do not mix); breakevens
 *   (|P&L| ≤ the student's breakeven tolerance, the engine's one rule) are out of the denominator (docs/metrics.md).
 * - Profit factor = the dashboard's, of the student's main currency (the one with most trades, BRL on a tie: the
 *   dashboard's default); null without losers or without decided trades.
 */
export async function summariesOf(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, StudentSummary>> {
  const out = new Map<string, StudentSummary>();
  if (!ids.length) return out;
  const [rows, settings, latest, costDays] = await Promise.all([
    readTradeColumnsByUser(db, ids),
    settingsOf(db, ids),
    db
      .selectDistinctOn([challenges.userId])
      .from(challenges)
      .where(inArray(challenges.userId, [...ids]))
      .orderBy(challenges.userId, desc(challenges.createdAt)),
    costDaysOfUsers(db, ids),
  ]);
  const progress = await challengeProgressOf(
    db,
    latest.map((row) => ({ userId: row.userId, timezone: zoneOr(settings.get(row.userId)?.timezone), row })),
    now,
  );
  for (const id of ids) {
    const figures = studentFigures(
      rows.get(id)?.columns ?? newColumns(0),
      cents(settings.get(id)?.breakevenTolerance ?? '0'),
    );
    out.set(id, { ...figures, costDays: costDays.get(id) ?? null, challenge: progress.get(id) ?? null });
  }
  return out;
}

/** Cents as the numeric(18, 2) text the contract carries ('-12.50'). */
export function centsText(value: number): string {
  const abs = Math.abs(value);
  const whole = Math.trunc(abs / 100);
  const part = abs - whole * 100;
  return `${value < 0 ? '-' : ''}${whole}.${part < 10 ? '0' : ''}${part}`;
}

/**
 * A student's figures from their trades as columns: the engine's cards of each currency they traded (the
 * dashboard's columnarMetrics, so its breakeven rule and its sums), and the trades that broke a rule.
 */
export function studentFigures(
  columns: TradeColumns,
  breakevenTolerance: number,
): Omit<StudentSummary, 'challenge' | 'costDays'> {
  const [brl, usd] = currencyCounts(columns);
  const counts = { BRL: brl, USD: usd };
  // Most trades first, BRL on a tie: the dashboard's default currency.
  const currencies = (['BRL', 'USD'] as const)
    .filter((c) => counts[c] > 0)
    .sort((a, b) => counts[b] - counts[a]);
  const cards = currencies.map((currency) =>
    metricsOfColumns(columns, { currency, startingCapital: 0, breakevenTolerance }),
  );
  const wins = cards.reduce((n, m) => n + m.winners, 0);
  const losses = cards.reduce((n, m) => n + m.losers, 0);
  let broken = 0;
  for (let i = 0; i < columns.length; i++) broken += ((columns.code[i] as number) & BROKE) === 0 ? 0 : 1;
  return {
    trades: columns.length,
    winRate: wins + losses ? wins / (wins + losses) : null,
    profitFactor: cards[0]?.profitFactor ?? null,
    pnl: cards.map((m) => ({ currency: m.currency, net: centsText(m.totalPnl) })),
    ruleBreakTrades: broken,
  };
}

/** The student's latest trades (newest first), for a student who shares everything. */
export async function recentTradesOf(db: Db, userId: string, limit = 50) {
  const rows = await db
    .select({
      id: trades.id,
      tradeDate: trades.tradeDate,
      symbol: trades.instrument,
      side: trades.side,
      contracts: trades.contracts,
      netPnl: trades.pnl,
      currency: trades.currency,
      emotion: trades.emotion,
      ruleBreaks: trades.ruleBreaks,
    })
    .from(trades)
    .where(eq(trades.userId, userId))
    .orderBy(desc(trades.openedAt), desc(trades.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    side: r.side === 'compra' ? ('buy' as const) : ('sell' as const),
    contracts: String(r.contracts),
  }));
}
