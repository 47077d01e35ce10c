import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import { figureSetOf } from '@/shared/playbooks/figure-set';
import { buildDashboardOfColumns } from '@/shared/trading/metrics';
import type { LocalWeek } from '@/shared/time/weeks';
import type { RankedPlaybook, WeeklyReviewDto } from '@/shared/weekly-review/contract';
import type { Db } from '../../db/client';
import { playbooks, trades } from '../../db/schema';
import { readTradeColumns } from '../../metrics/trade-columns';

/**
 * The week's best and worst playbook: each playbook traded in the week (in the week's currency) through the
 * dashboard's engine, ranked by expectancy (mean P&L per trade; ties by name). The worst is shown only when two or
 * more playbooks were traded; small samples carry `small`, so the page says so instead of calling it a finding.
 */
export async function weekPlaybooks(
  db: Db,
  userId: string,
  week: LocalWeek,
  currency: 'BRL' | 'USD',
  breakevenTolerance: number,
): Promise<WeeklyReviewDto['playbooks']> {
  const inWeek = and(
    eq(trades.userId, userId),
    between(trades.tradeDate, week.start, week.end),
    eq(trades.currency, currency),
    isNotNull(trades.playbookId),
  );
  const traded = await db
    .selectDistinct({ id: playbooks.id, name: playbooks.name })
    .from(trades)
    .innerJoin(playbooks, eq(playbooks.id, trades.playbookId))
    .where(inWeek)
    .orderBy(asc(playbooks.name));
  const ranked: (RankedPlaybook & { expectancy: number })[] = [];
  for (const p of traded) {
    const { columns } = await readTradeColumns(db, and(inWeek, eq(trades.playbookId, p.id)));
    const m = buildDashboardOfColumns(columns, { currency, startingCapital: 0, breakevenTolerance }).metrics;
    const f = figureSetOf(m);
    if (!f.trades) continue;
    ranked.push({
      id: p.id,
      name: p.name,
      trades: f.trades,
      pnl: f.totalPnl,
      winRate: f.winRate,
      small: f.small,
      expectancy: f.expectancy ?? 0,
    });
  }
  ranked.sort((a, b) => b.expectancy - a.expectancy || a.name.localeCompare(b.name, 'pt-BR'));
  const strip = (r: (typeof ranked)[number] | undefined): RankedPlaybook | null =>
    r ? { id: r.id, name: r.name, trades: r.trades, pnl: r.pnl, winRate: r.winRate, small: r.small } : null;
  return {
    best: strip(ranked[0]),
    worst: ranked.length > 1 ? strip(ranked[ranked.length - 1]) : null,
    ranked: ranked.length,
  };
}
