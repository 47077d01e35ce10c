import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { StudentSummary } from '@/shared/schools/contract';
import type { Db } from '../../db/client';
import { challenges, trades, tradingSettings } from '../../db/schema';
import { zoneOr } from '../../user/trading-settings';
import { challengeProgressOf } from './challenge-progress';

/** Per student and currency: the figures of the summary, aggregated by the database (never the trades). */
interface CurrencyFigures {
  currency: string;
  trades: number;
  wins: number;
  losses: number;
  grossProfit: number;
  grossLoss: number;
  net: string;
  ruleBreaks: number;
}

export interface SummaryInput {
  userId: string;
  timezone: string;
}

/**
 * The shared summary of each student, in a fixed number of queries for the whole list: trade figures grouped by
 * student and currency, the latest challenge of each, and (when some are active) their facts (challenge-progress.ts).
 *
 * - A trade's currency is its own (as on the dashboard); P&L is reported per currency, never summed across them.
 * - Win rate = winners ÷ (winners + losers) over all trades (a count, so currencies do not mix); breakevens
 *   (|P&L| ≤ the student's breakeven tolerance) are out of the denominator, as on the dashboard (docs/metrics.md).
 * - Profit factor = gross profit ÷ |gross loss| of the student's main currency (the one with most trades, BRL on a
 *   tie: the dashboard's default); null without losers or without decided trades.
 */
export async function summariesOf(
  db: Db,
  students: readonly SummaryInput[],
  now: Date,
): Promise<Map<string, StudentSummary>> {
  const out = new Map<string, StudentSummary>();
  if (!students.length) return out;
  const ids = students.map((s) => s.userId);
  const tol = sql`coalesce(${tradingSettings.breakevenTolerance}, 0)`;
  const [figures, latest] = await Promise.all([
    db
      .select({
        userId: trades.userId,
        currency: trades.currency,
        trades: sql<number>`count(*)::int`,
        wins: sql<number>`(count(*) filter (where ${trades.pnl} > ${tol}))::int`,
        losses: sql<number>`(count(*) filter (where ${trades.pnl} < -${tol}))::int`,
        grossProfit: sql<string>`coalesce(sum(${trades.pnl}) filter (where ${trades.pnl} > ${tol}), 0)::text`,
        grossLoss: sql<string>`coalesce(sum(${trades.pnl}) filter (where ${trades.pnl} < -${tol}), 0)::text`,
        net: sql<string>`coalesce(sum(${trades.pnl}), 0)::numeric(18, 2)::text`,
        ruleBreaks: sql<number>`(count(*) filter (where cardinality(${trades.ruleBreaks}) > 0))::int`,
      })
      .from(trades)
      .leftJoin(tradingSettings, eq(tradingSettings.userId, trades.userId))
      .where(inArray(trades.userId, ids))
      .groupBy(trades.userId, trades.currency),
    db
      .selectDistinctOn([challenges.userId])
      .from(challenges)
      .where(inArray(challenges.userId, ids))
      .orderBy(challenges.userId, desc(challenges.createdAt)),
  ]);

  const byUser = new Map<string, CurrencyFigures[]>();
  for (const f of figures) {
    const list = byUser.get(f.userId) ?? [];
    list.push({ ...f, grossProfit: Number(f.grossProfit), grossLoss: Number(f.grossLoss) });
    byUser.set(f.userId, list);
  }
  const zoneOf = new Map(students.map((s) => [s.userId, s.timezone]));
  const progress = await challengeProgressOf(
    db,
    latest.map((row) => ({ userId: row.userId, timezone: zoneOr(zoneOf.get(row.userId)), row })),
    now,
  );

  for (const s of students) {
    const list = (byUser.get(s.userId) ?? []).sort(
      (a, b) => b.trades - a.trades || a.currency.localeCompare(b.currency),
    );
    const total = list.reduce((n, f) => n + f.trades, 0);
    const wins = list.reduce((n, f) => n + f.wins, 0);
    const losses = list.reduce((n, f) => n + f.losses, 0);
    const main = list[0];
    out.set(s.userId, {
      trades: total,
      winRate: wins + losses ? wins / (wins + losses) : null,
      profitFactor: main && main.losses ? main.grossProfit / -main.grossLoss : null,
      pnl: list.map((f) => ({ currency: f.currency, net: f.net })),
      ruleBreakTrades: list.reduce((n, f) => n + f.ruleBreaks, 0),
      challenge: progress.get(s.userId) ?? null,
    });
  }
  return out;
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
