/**
 * The dashboard's metrics engine: pure TypeScript, the same on the server and the client. Every figure, rounding
 * rule and edge case is documented in docs/metrics.md; short explanations for tooltips are in ./explanations.
 */
import type { DashboardData, MetricTrade, Metrics } from '../dashboard-contract';
import { computeMetrics as compute, type MetricsOptions } from './compute';
import { DEFAULT_MAX_EQUITY_POINTS } from './equity';
import { insights } from './insights';
import { columnarFigures, columnarMetrics } from './columnar';
import { columnsOf, CURRENCY_CODE, rowsOfCurrency, type TradeColumns } from './columns';

export interface DashboardOptions {
  currency: 'BRL' | 'USD';
  /** cents */
  startingCapital: number;
  /** cents */
  breakevenTolerance: number;
  /** default 2000 */
  maxEquityPoints?: number;
}

export type { MetricsOptions } from './compute';
export { classify } from './compute';
export { columnsOf, currencyCounts, newColumns, pickRows, type TradeColumns } from './columns';
export { DEFAULT_MAX_EQUITY_POINTS, equityCurve } from './equity';
export { distribution, histogramStep } from './distribution';
export { emotionAnalysis } from './emotion-analysis';
export { excursionByInstrument } from './excursion';
export { insights, INSIGHT_THRESHOLDS } from './insights';
export { disciplineCost } from './discipline';
export { R_BIN_EDGES, rDistribution, rMultiple } from './r-multiples';
export { METRIC_EXPLANATIONS, type ExplainedMetric } from './explanations';

export type DashboardFigures = Pick<
  DashboardData,
  | 'metrics'
  | 'equity'
  | 'distribution'
  | 'excursion'
  | 'emotions'
  | 'insights'
  | 'rDistribution'
  | 'rExcluded'
  | 'discipline'
>;

/** All figures of `Metrics` in one pass; trades of another currency than `opts.currency` are ignored. */
export function computeMetrics(trades: readonly MetricTrade[], opts: MetricsOptions): Metrics {
  return compute(trades, opts);
}

/**
 * Everything the dashboard computes from the period's trades (ordered by openedAt ascending): the metric cards,
 * the equity curve (at most ~`maxEquityPoints` points), the distributions, MEP/MEN per instrument, the emotion
 * analysis, the insights, the R distribution and the cost of the rule breaks. The same figures as the separate
 * functions above (equityCurve, distribution, …), computed over the trades as columns (columnar.ts, ADR 035).
 */
export function buildDashboard(trades: readonly MetricTrade[], opts: DashboardOptions): DashboardFigures {
  return buildDashboardOfColumns(columnsOf(trades), opts);
}

/**
 * The metric cards of `trades` (ordered by openedAt ascending) by the columnar engine, as `buildDashboard` computes
 * them; rows of another currency than `opts.currency` are ignored.
 */
export function metricsOfTrades(trades: readonly MetricTrade[], opts: MetricsOptions): Metrics {
  return columnarMetrics(rowsOfCurrency(columnsOf(trades), CURRENCY_CODE[opts.currency]), opts);
}

/** The metric cards of trades already as columns (the server's read), as `metricsOfTrades` computes them. */
export function metricsOfColumns(columns: TradeColumns, opts: MetricsOptions): Metrics {
  return columnarMetrics(rowsOfCurrency(columns, CURRENCY_CODE[opts.currency]), opts);
}

/**
 * `buildDashboard` over the period's trades already as columns (the server builds them straight from its query's
 * text); rows of another currency than `opts.currency` are ignored.
 */
export function buildDashboardOfColumns(columns: TradeColumns, opts: DashboardOptions): DashboardFigures {
  const f = columnarFigures(rowsOfCurrency(columns, CURRENCY_CODE[opts.currency]), {
    currency: opts.currency,
    startingCapital: opts.startingCapital,
    breakevenTolerance: opts.breakevenTolerance,
    maxEquityPoints: opts.maxEquityPoints ?? DEFAULT_MAX_EQUITY_POINTS,
  });
  return {
    metrics: f.metrics,
    equity: f.equity,
    distribution: f.distribution,
    excursion: f.excursion,
    emotions: f.emotions,
    insights: insights(f.metrics, f.emotions),
    rDistribution: f.r.bins,
    rExcluded: f.r.excluded,
    discipline: f.discipline,
  };
}
