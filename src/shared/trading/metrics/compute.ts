import type { MetricTrade, Metrics } from '../dashboard-contract';

export type Currency = 'BRL' | 'USD';

export interface MetricsOptions {
  currency: Currency;
  /** Starting capital in cents, the base of `maxDrawdownPct` (≤ 0 → the % is null). */
  startingCapital: number;
  /** A trade with |pnl| ≤ this (cents) is a breakeven. Negative values count as 0. */
  breakevenTolerance: number;
}

/** 1 for a winner (beyond the breakeven tolerance), else 0: the rule without a branch, for the columnar loops. */
export const winnerBit = (pnl: number, tolerance: number): number => Number(pnl > tolerance);
/** 1 for a loser (beyond the breakeven tolerance), else 0. */
export const loserBit = (pnl: number, tolerance: number): number => Number(pnl < -tolerance);

/** −1 loser, 0 breakeven, +1 winner — the one place the breakeven rule lives (docs/metrics.md). */
export const classify = (pnl: number, tolerance: number): -1 | 0 | 1 =>
  (winnerBit(pnl, tolerance) - loserBit(pnl, tolerance)) as -1 | 0 | 1;

export const tolerance = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** a ÷ b, or null when b is 0 (so no NaN or Infinity ever leaves the engine). */
const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/**
 * Every figure of `Metrics` in one pass over the trades (a plain loop, no allocation per trade). Trades of another
 * currency than `opts.currency` are skipped: currencies are never mixed. The definitions are in docs/metrics.md.
 */
export function computeMetrics(trades: readonly MetricTrade[], opts: MetricsOptions): Metrics {
  const currency = opts.currency;
  const tol = tolerance(opts.breakevenTolerance);
  const capital = Number.isFinite(opts.startingCapital) ? opts.startingCapital : 0;

  let total = 0;
  let winners = 0;
  let losers = 0;
  let breakevens = 0;
  let totalPnl = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  let totalCosts = 0;
  let largestWin = 0;
  let largestLoss = 0;

  let run = 0;
  let longestWin = 0;
  let longestLoss = 0;

  let equity = 0;
  let peak = 0;
  let maxDrawdown = 0;
  let maxDrawdownPct = 0;
  /** Deepest fall below the current peak (the % of a fall only depends on its depth while the peak stays). */
  let epochFall = 0;

  let efficiencySum = 0;
  let efficiencyCount = 0;
  let takenSum = 0;
  let takenCount = 0;
  let rSum = 0;
  let rCount = 0;

  for (let i = 0; i < trades.length; i++) {
    const t = trades[i] as MetricTrade;
    if (t.currency !== currency) continue;
    const pnl = t.pnl;
    total++;
    totalPnl += pnl;
    totalCosts += t.costs;

    const mep = t.mep;
    const men = t.men;

    const kind = classify(pnl, tol);
    if (kind === 1) {
      winners++;
      grossProfit += pnl;
      if (winners === 1 || pnl > largestWin) largestWin = pnl;
      run = run > 0 ? run + 1 : 1;
      if (run > longestWin) longestWin = run;
      if (mep !== null && mep > 0) {
        efficiencySum += t.points / mep;
        efficiencyCount++;
      }
    } else if (kind === -1) {
      losers++;
      grossLoss += pnl;
      if (losers === 1 || pnl < largestLoss) largestLoss = pnl;
      run = run < 0 ? run - 1 : -1;
      if (-run > longestLoss) longestLoss = -run;
      if (men !== null && men > 0) {
        takenSum += Math.abs(t.points) / men;
        takenCount++;
      }
    } else {
      breakevens++;
      run = 0;
    }

    const risk = t.risk;
    if (risk !== null && risk > 0) {
      rSum += pnl / risk;
      rCount++;
    }

    equity += pnl;
    if (equity > peak) {
      // A new peak closes the previous one's fall: its % is taken once here, not divided on every trade.
      if (epochFall > 0) {
        const pct = epochFall / (capital + peak);
        if (pct > maxDrawdownPct) maxDrawdownPct = pct;
        epochFall = 0;
      }
      peak = equity;
    } else {
      const fall = peak - equity;
      if (fall > epochFall) {
        epochFall = fall;
        if (fall > maxDrawdown) maxDrawdown = fall;
      }
    }
  }
  if (epochFall > 0) {
    const pct = epochFall / (capital + peak);
    if (pct > maxDrawdownPct) maxDrawdownPct = pct;
  }

  return metricsOf(currency, capital, {
    total,
    winners,
    losers,
    breakevens,
    totalPnl,
    grossProfit,
    grossLoss,
    totalCosts,
    largestWin,
    largestLoss,
    run,
    longestWin,
    longestLoss,
    maxDrawdown,
    maxDrawdownPct,
    efficiencySum,
    efficiencyCount,
    takenSum,
    takenCount,
    rSum,
    rCount,
  });
}

/** The running totals of one pass over the trades (computeMetrics, and buildDashboard's single pass). */
export interface MetricsTotals {
  total: number;
  winners: number;
  losers: number;
  breakevens: number;
  totalPnl: number;
  grossProfit: number;
  grossLoss: number;
  totalCosts: number;
  largestWin: number;
  largestLoss: number;
  /** The current streak. */
  run: number;
  longestWin: number;
  longestLoss: number;
  maxDrawdown: number;
  maxDrawdownPct: number;
  efficiencySum: number;
  efficiencyCount: number;
  takenSum: number;
  takenCount: number;
  rSum: number;
  rCount: number;
}

/** `Metrics` from a pass's totals: the ratios, averages and the null rules (docs/metrics.md). */
export function metricsOf(currency: Currency, capital: number, s: MetricsTotals): Metrics {
  const { winners, losers, grossProfit, grossLoss } = s;
  const decided = winners + losers;
  const averageWin = winners ? grossProfit / winners : null;
  const averageLoss = losers ? grossLoss / losers : null;
  return {
    currency,
    totalTrades: s.total,
    winners,
    losers,
    breakevens: s.breakevens,
    totalPnl: s.totalPnl,
    grossProfit,
    grossLoss,
    totalCosts: s.totalCosts,
    winRate: ratio(winners, decided),
    profitFactor: losers ? grossProfit / -grossLoss : null,
    profitFactorInfinite: losers === 0 && winners > 0,
    expectancy: ratio(s.totalPnl, s.total),
    averageWin,
    averageLoss,
    payoff: averageWin !== null && averageLoss !== null ? averageWin / -averageLoss : null,
    currentStreak: s.run,
    longestWinStreak: s.longestWin,
    longestLossStreak: s.longestLoss,
    maxDrawdown: s.maxDrawdown,
    maxDrawdownPct: capital > 0 ? s.maxDrawdownPct : null,
    largestWin: winners ? s.largestWin : null,
    largestLoss: losers ? s.largestLoss : null,
    mepEfficiency: ratio(s.efficiencySum, s.efficiencyCount),
    menTaken: ratio(s.takenSum, s.takenCount),
    averageR: ratio(s.rSum, s.rCount),
    rTrades: s.rCount,
  };
}
