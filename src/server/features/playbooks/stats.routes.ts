import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { RULE_BREAK_KINDS, type RuleBreakKind } from '@/shared/risk/contract';
import {
  playbookStatsQuerySchema,
  type CriterionStats,
  type PlaybookRuleBreakRow,
  type PlaybookStatsDto,
} from '@/shared/playbooks/contract';
import { figureSetOf } from '@/shared/playbooks/figure-set';
import { buildDashboardOfColumns, currencyCounts } from '@/shared/trading/metrics';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { cents } from '../../metrics/cents';
import {
  contextTrades,
  dashboardContext,
  figuresCurrency,
  startingCapitalOf,
} from '../../metrics/metrics-context';
import { readTradeColumns } from '../../metrics/trade-columns';
import { playbookDto } from './playbooks.queries';

/**
 * GET /api/playbooks/:id/stats: the playbook's trades through the dashboard's engine (the same figures the dashboard
 * shows filtered by the playbook), and each criterion's trades with it and without it, through the same engine.
 */
export function playbookStatsRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>().get('/:id/stats', validate('query', playbookStatsQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const userId = currentUser(c).id;
    const playbook = await playbookDto(db, userId, c.req.param('id') ?? '');
    const q = c.req.valid('query');
    const context = await dashboardContext(db, userId, { ...q, playbookId: playbook.id }, now());
    if (!context.ok) throw new ApiError(404, 'ACCOUNT_NOT_FOUND');
    const { ctx } = context;
    const where = contextTrades(userId, ctx);
    const { columns } = await readTradeColumns(db, where);
    const [brl, usd] = currencyCounts(columns);
    const { currency, currencies } = figuresCurrency({ BRL: brl, USD: usd }, q.currency, ctx);
    const options = {
      currency,
      startingCapital: startingCapitalOf(ctx, currency),
      breakevenTolerance: ctx.breakevenTolerance,
    };
    const built = buildDashboardOfColumns(columns, options);
    const figuresOf = async (cond: SQL) =>
      figureSetOf(
        buildDashboardOfColumns((await readTradeColumns(db, and(where, cond))).columns, options).metrics,
      );

    const criteria: CriterionStats[] = [];
    for (const criterion of playbook.criteria) {
      const ticked = sql`${criterion.id}::uuid = any(${trades.criteriaMet})`;
      const [withIt, without] = await Promise.all([figuresOf(ticked), figuresOf(sql`not (${ticked})`)]);
      const total = built.metrics.totalTrades;
      criteria.push({
        criterionId: criterion.id,
        label: criterion.label,
        required: criterion.required,
        present: withIt.trades,
        presentRate: total ? withIt.trades / total : null,
        with: withIt,
        without,
      });
    }

    const body: PlaybookStatsDto = {
      playbook,
      period: { preset: q.preset, from: ctx.period.from, to: ctx.period.to, timezone: ctx.timezone },
      currencies,
      currency,
      figures: figureSetOf(built.metrics),
      metrics: built.metrics,
      byInstrument: built.distribution.byInstrument,
      byHour: built.distribution.byHour,
      equity: built.equity,
      ruleBreaks: await ruleBreaksOf(db, and(where, eq(trades.currency, currency))),
      criteria,
    };
    return c.json(body);
  });
}

/** The playbook's trades per rule broken (a trade breaking two rules counts in both), in the badge's order. */
async function ruleBreaksOf(db: Db, where: SQL | undefined): Promise<PlaybookRuleBreakRow[]> {
  const rows = await db
    .select({
      kind: sql<string>`k.kind`,
      trades: sql<number>`count(*)::int`,
      pnl: sql<string>`sum(${trades.pnl})::text`,
    })
    .from(trades)
    .innerJoin(sql`unnest(${trades.ruleBreaks}) as k(kind)`, sql`true`)
    .where(where)
    .groupBy(sql`k.kind`);
  const order = new Map<string, number>(RULE_BREAK_KINDS.map((k, i) => [k, i]));
  return rows
    .filter((r) => order.has(r.kind))
    .sort((a, b) => (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0))
    .map((r) => ({ kind: r.kind as RuleBreakKind, trades: r.trades, pnl: cents(r.pnl) }));
}
