import { and, between, eq, inArray, isNotNull } from 'drizzle-orm';
import { figureSetOf } from '@/shared/playbooks/figure-set';
import { metricsOfColumns, pickRows } from '@/shared/trading/metrics';
import type { LocalWeek } from '@/shared/time/weeks';
import type { RankedCriterion, WeeklyReviewDto } from '@/shared/weekly-review/contract';
import type { Db } from '../../db/client';
import { playbookCriteria, playbooks, trades } from '../../db/schema';
import { readTradeColumns, type TradeRead } from '../../metrics/trade-columns';

export interface CriterionName {
  id: string;
  label: string;
  playbookId: string;
  playbookName: string;
}

/**
 * The week's criteria ranked, from one read of the week's trades with the criteria ticked on each: the trades where
 * a criterion was present (a trade with two criteria counts for both) through the dashboard's engine, ranked by
 * expectancy (ties by label, then playbook), as the week's playbooks are. Criteria without a name (another trader's
 * id, or one removed from its playbook) are left out; the worst is given only when two or more were ranked.
 */
export function rankCriteria(
  read: TradeRead,
  names: ReadonlyMap<string, CriterionName>,
  options: { currency: 'BRL' | 'USD'; breakevenTolerance: number },
): WeeklyReviewDto['criteria'] {
  const { columns: c, criteriaMet } = read;
  const groups = new Map<string, number[]>();
  if (criteriaMet)
    for (let i = 0; i < c.length; i++)
      for (const id of criteriaMet[i] ?? []) {
        if (!names.has(id)) continue;
        let rows = groups.get(id);
        if (!rows) groups.set(id, (rows = []));
        rows.push(i);
      }
  const ranked: RankedCriterion[] = [];
  for (const [id, rows] of groups) {
    const name = names.get(id) as CriterionName;
    const f = figureSetOf(
      metricsOfColumns(pickRows(c, Int32Array.from(rows)), {
        currency: options.currency,
        startingCapital: 0,
        breakevenTolerance: options.breakevenTolerance,
      }),
    );
    if (!f.trades) continue;
    ranked.push({
      ...name,
      trades: f.trades,
      expectancy: f.expectancy,
      pnl: f.totalPnl,
      winRate: f.winRate,
      small: f.small,
    });
  }
  ranked.sort(
    (a, b) =>
      (b.expectancy ?? 0) - (a.expectancy ?? 0) ||
      a.label.localeCompare(b.label, 'pt-BR') ||
      a.playbookName.localeCompare(b.playbookName, 'pt-BR'),
  );
  return {
    best: ranked[0] ?? null,
    worst: ranked.length > 1 ? (ranked[ranked.length - 1] ?? null) : null,
    ranked: ranked.length,
  };
}

/** The week's best and worst criterion (see `rankCriteria`), of the trader's own playbooks only. */
export async function weekCriteria(
  db: Db,
  userId: string,
  week: LocalWeek,
  currency: 'BRL' | 'USD',
  breakevenTolerance: number,
): Promise<WeeklyReviewDto['criteria']> {
  const read = await readTradeColumns(
    db,
    and(
      eq(trades.userId, userId),
      between(trades.tradeDate, week.start, week.end),
      eq(trades.currency, currency),
      isNotNull(trades.playbookId),
    ),
    { extras: ['criteria'] },
  );
  const ids = [...new Set(read.criteriaMet?.flat() ?? [])];
  const names = new Map<string, CriterionName>();
  if (ids.length) {
    const rows = await db
      .select({
        id: playbookCriteria.id,
        label: playbookCriteria.label,
        playbookId: playbooks.id,
        playbookName: playbooks.name,
      })
      .from(playbookCriteria)
      .innerJoin(playbooks, eq(playbooks.id, playbookCriteria.playbookId))
      .where(and(eq(playbooks.userId, userId), inArray(playbookCriteria.id, ids)));
    for (const r of rows) names.set(r.id, r);
  }
  return rankCriteria(read, names, { currency, breakevenTolerance });
}
