import type { Bucket, DayResult, MetricTrade } from '../trading/dashboard-contract';
import { buildDashboard, classify, DEFAULT_MAX_EQUITY_POINTS, metricsOfTrades } from '../trading/metrics';
import type { ReportCut, ReportDto, ReportGranularity, ReportMetrics } from './contract';
import { cutAround, cutBefore, cutKeyOf, cutsBetween, previousRange } from './cuts';

/**
 * The evolution report's engine: pure, over the same MetricTrades as the dashboard and with the
 * dashboard's formulas (src/shared/trading/metrics), cut month by month or ISO week by ISO week. Definitions in
 * docs/metrics.md, "Relatórios de evolução".
 */

/** A trade as the report sees it: the dashboard's MetricTrade plus its tags (for the breakdown by tag). */
export interface ReportTrade extends MetricTrade {
  tags: readonly string[];
}

/** A day of the 21-day challenge that is over: passed (or 'Não operei') or failed. */
export interface ChallengeDayResult {
  day: string;
  passed: boolean;
}

type Range = { from: string | null; to: string | null };

export interface ReportInput {
  /** The trades read for the report (reportReadRange), ordered by openedAt then id; other currencies are ignored. */
  trades: readonly ReportTrade[];
  currency: 'BRL' | 'USD';
  /** cents */
  breakevenTolerance: number;
  /** The resolved period (inclusive local dates; null = unbounded, 'all'). */
  period: Range;
  /** The trader's local date: the cuts of a period that goes on past today stop at today (or at a later trade). */
  today: string;
  granularity: ReportGranularity;
  /** The challenge's days that are over, in any order. */
  challengeDays: readonly ChallengeDayResult[];
  maxEquityPoints?: number;
}

export type ReportFigures = Pick<
  ReportDto,
  'summary' | 'cuts' | 'breakdowns' | 'equity' | 'bestDays' | 'worstDays'
>;

export const BEST_WORST_DAYS = 5;

/**
 * What the server must read for a period: its own trades, the whole cut before its first one (the first cut's
 * `previous`) and the summary's previous period. Unbounded ('all') reads everything.
 */
export function reportReadRange(
  period: Range,
  granularity: ReportGranularity,
): { from: string | null; to: string | null; previous: { from: string; to: string } | null } {
  if (!period.from) return { from: null, to: period.to, previous: null };
  const previous = period.to ? previousRange(period.from, period.to) : null;
  const before = cutBefore(period.from, granularity).from;
  const from = previous && previous.from < before ? previous.from : before;
  return { from, to: period.to, previous };
}

const within = (date: string, from: string | null, to: string | null) =>
  (from === null || date >= from) && (to === null || date <= to);

/** The figures of one set of trades (already in one currency, in order) and of the challenge days inside it. */
function reportMetrics(
  trades: readonly ReportTrade[],
  challenge: { passed: number; failed: number },
  input: ReportInput,
): ReportMetrics {
  // Starting capital 0: the report shows the drawdown in money only, its peak starting at the set's start.
  const m = metricsOfTrades(trades, {
    currency: input.currency,
    startingCapital: 0,
    breakevenTolerance: input.breakevenTolerance,
  });
  let ruleBreaks = 0;
  let tradingDays = 0;
  let lastDate = '';
  const dates = new Set<string>();
  for (const t of trades) {
    if (t.broke) ruleBreaks++;
    // Trades come in entry order, so a day's trades are mostly together: the set is only asked on a change.
    if (t.date !== lastDate) {
      lastDate = t.date;
      if (!dates.has(t.date)) {
        dates.add(t.date);
        tradingDays++;
      }
    }
  }
  return {
    trades: m.totalTrades,
    winners: m.winners,
    losers: m.losers,
    breakevens: m.breakevens,
    netPnl: m.totalPnl,
    costs: m.totalCosts,
    winRate: m.winRate,
    profitFactor: m.profitFactor,
    profitFactorInfinite: m.profitFactorInfinite,
    expectancy: m.expectancy,
    payoff: m.payoff,
    averageR: m.averageR,
    maxDrawdown: m.maxDrawdown,
    ruleBreaks,
    challengeDaysPassed: challenge.passed,
    challengeDaysFailed: challenge.failed,
    tradingDays,
  };
}

/** No trade and no challenge day: nothing to compare with. */
const isEmpty = (m: ReportMetrics) => m.trades === 0 && m.challengeDaysPassed + m.challengeDaysFailed === 0;

function countChallenge(days: readonly ChallengeDayResult[], from: string | null, to: string | null) {
  let passed = 0;
  let failed = 0;
  for (const d of days) {
    if (!within(d.day, from, to)) continue;
    if (d.passed) passed++;
    else failed++;
  }
  return { passed, failed };
}

/** P&L and win rate by tag: a trade counts once in each of its tags; most trades first, then by name. */
export function byTag(trades: readonly ReportTrade[], breakevenTolerance: number): Bucket[] {
  const tags = new Map<string, Bucket>();
  for (const t of trades) {
    if (!t.tags.length) continue;
    const result = classify(t.pnl, breakevenTolerance > 0 ? breakevenTolerance : 0);
    for (const tag of new Set(t.tags)) {
      let b = tags.get(tag);
      if (!b) tags.set(tag, (b = { key: tag, trades: 0, wins: 0, losses: 0, pnl: 0, winRate: null }));
      b.trades++;
      b.pnl += t.pnl;
      if (result > 0) b.wins++;
      else if (result < 0) b.losses++;
    }
  }
  return [...tags.values()]
    .map((b) => ({ ...b, winRate: b.wins + b.losses ? b.wins / (b.wins + b.losses) : null }))
    .sort((a, b) => b.trades - a.trades || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The best days (positive P&L, highest first) and the worst (negative, lowest first); ties by date. */
export function bestAndWorstDays(days: readonly DayResult[]): { best: DayResult[]; worst: DayResult[] } {
  const byDate = (a: DayResult, b: DayResult) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  return {
    best: days
      .filter((d) => d.pnl > 0)
      .sort((a, b) => b.pnl - a.pnl || byDate(a, b))
      .slice(0, BEST_WORST_DAYS),
    worst: days
      .filter((d) => d.pnl < 0)
      .sort((a, b) => a.pnl - b.pnl || byDate(a, b))
      .slice(0, BEST_WORST_DAYS),
  };
}

/**
 * The span the cuts cover: the period, but not past today (or its last trade, when later; a period not started yet
 * whole); 'all': from the whole cut of the first record.
 */
function cutSpan(input: ReportInput, inPeriod: readonly ReportTrade[]): { from: string; to: string } | null {
  const { period, today } = input;
  const dates = inPeriod.map((t) => t.date);
  // Unbounded: from the whole cut of the first record (a trade or a challenge day) up to today, or a later record.
  if (!period.from || !period.to)
    for (const d of input.challengeDays) if (within(d.day, period.from, period.to)) dates.push(d.day);
  let first: string | null = null;
  let last: string | null = null;
  for (const date of dates) {
    if (first === null || date < first) first = date;
    if (last === null || date > last) last = date;
  }
  const end = last !== null && last > today ? last : today;
  if (!period.from || !period.to) {
    if (first === null) return null;
    return { from: period.from ?? cutAround(first, input.granularity).from, to: period.to ?? end };
  }
  // A period that has not started yet is shown whole (and empty), not as its first day.
  if (end < period.from) return { from: period.from, to: period.to };
  return { from: period.from, to: end < period.to ? end : period.to };
}

/** The report's figures: cuts with their previous, the summary, breakdowns, equity curve, best and worst days. */
export function buildReport(input: ReportInput): ReportFigures {
  const { period, granularity, currency } = input;
  const tol = input.breakevenTolerance;
  const trades = input.trades.filter((t) => t.currency === currency);
  const inPeriod = trades.filter((t) => within(t.date, period.from, period.to));

  const span = cutSpan(input, inPeriod);
  const ranges = span ? cutsBetween(span.from, span.to, granularity) : [];
  const index = new Map<string, number>(ranges.map((r, i) => [r.key, i]));
  const perCut: ReportTrade[][] = ranges.map(() => []);
  const keys = new Map<string, string>();
  for (const t of inPeriod) {
    let key = keys.get(t.date);
    if (key === undefined) keys.set(t.date, (key = cutKeyOf(t.date, granularity)));
    const i = index.get(key);
    if (i !== undefined) perCut[i]?.push(t);
  }

  const metricsOf = (set: readonly ReportTrade[], from: string | null, to: string | null) =>
    reportMetrics(set, countChallenge(input.challengeDays, from, to), input);

  // The first cut's previous: the whole cut before the period (nothing before an unbounded period's first data).
  let previous: ReportMetrics | null = null;
  if (period.from && ranges.length) {
    const before = cutBefore(period.from, granularity);
    const m = metricsOf(
      trades.filter((t) => within(t.date, before.from, before.to)),
      before.from,
      before.to,
    );
    previous = isEmpty(m) ? null : m;
  }
  const cuts: ReportCut[] = ranges.map((r, i) => {
    const metrics = metricsOf(perCut[i] ?? [], r.from, r.to);
    const cut = { key: r.key, from: r.from, to: r.to, metrics, previous };
    previous = isEmpty(metrics) ? null : metrics;
    return cut;
  });

  const current = metricsOf(inPeriod, period.from, period.to);
  // Compared up to the same point: a period still going on is compared up to where its cuts stop (today).
  const range =
    period.from && period.to ? previousRange(period.from, period.to, span?.to ?? period.to) : null;
  let summaryPrevious: ReportMetrics | null = null;
  if (range) {
    const m = metricsOf(
      trades.filter((t) => within(t.date, range.from, range.to)),
      range.from,
      range.to,
    );
    summaryPrevious = isEmpty(m) ? null : m;
  }

  // The period's breakdowns and curve from the dashboard's build (starting capital only moves the drawdown %).
  const figures = buildDashboard(inPeriod, {
    currency,
    startingCapital: 0,
    breakevenTolerance: tol,
    maxEquityPoints: input.maxEquityPoints ?? DEFAULT_MAX_EQUITY_POINTS,
  });
  const dist = figures.distribution;
  const days = bestAndWorstDays(dist.byDay);
  return {
    summary: { current, previous: summaryPrevious, previousRange: range },
    cuts,
    breakdowns: {
      byInstrument: dist.byInstrument,
      byWeekday: dist.byWeekday,
      byHour: dist.byHour,
      byTag: byTag(inPeriod, tol),
      byEmotion: figures.emotions.byEmotion,
    },
    equity: figures.equity,
    bestDays: days.best,
    worstDays: days.worst,
  };
}
