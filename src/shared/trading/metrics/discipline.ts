import type { DisciplineCost, DisciplinePoint, MetricTrade } from '../dashboard-contract';
import type { Currency } from './compute';
import { DEFAULT_MAX_EQUITY_POINTS, equityCurve } from './equity';

/**
 * "Custo da indisciplina": the equity curve of all trades and the one without the trades that broke a rule, over
 * the same trade index (a breaking trade leaves the second curve flat), and the money the breaking trades made or
 * lost. With more trades than `maxPoints`, each curve is downsampled as the main equity curve (equity.ts, about
 * half the points each) and the union of the kept indices is sent, so each line's final value, highs and lows are
 * exactly those of its full series (docs/metrics.md).
 */
export function disciplineCost(
  trades: readonly MetricTrade[],
  currency: Currency,
  maxPoints: number = DEFAULT_MAX_EQUITY_POINTS,
): DisciplineCost {
  let n = 0;
  let brokenTrades = 0;
  let brokenPnl = 0;
  let totalPnl = 0;
  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) continue;
    n++;
    totalPnl += t.pnl;
    if (t.broke) {
      brokenTrades++;
      brokenPnl += t.pnl;
    }
  }
  const cleanPnl = totalPnl - brokenPnl;
  if (brokenTrades === 0) {
    // Nothing to compare: the section shows its empty state, the curves would be the same line.
    return {
      brokenTrades,
      brokenPnl,
      totalPnl,
      cleanPnl,
      curve: { points: [], total: n, downsampled: false },
    };
  }

  // Both series in full (two numbers per trade), then the points each line's downsampling keeps.
  const all = new Float64Array(n);
  const clean = new Float64Array(n);
  const at = new Float64Array(n);
  let i = 0;
  let sumAll = 0;
  let sumClean = 0;
  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) continue;
    sumAll += t.pnl;
    if (!t.broke) sumClean += t.pnl;
    all[i] = sumAll;
    clean[i] = sumClean;
    at[i] = t.openedAt;
    i++;
  }

  if (n <= maxPoints || !Number.isFinite(maxPoints)) {
    const points: DisciplinePoint[] = new Array<DisciplinePoint>(n);
    for (let j = 0; j < n; j++)
      points[j] = { i: j, t: at[j] as number, all: all[j] as number, clean: clean[j] as number };
    return { brokenTrades, brokenPnl, totalPnl, cleanPnl, curve: { points, total: n, downsampled: false } };
  }
  const half = Math.floor(maxPoints / 2);
  const allCurve = equityCurve(trades, currency, half);
  // The clean line as a series of its own (breaking trades count 0) so its extremes are kept too.
  const cleanTrades = trades.map((t) => (t.broke ? { ...t, pnl: 0 } : t));
  const cleanCurve = equityCurve(cleanTrades, currency, half);
  const kept = new Set<number>();
  for (const p of allCurve.points) kept.add(p.i);
  for (const p of cleanCurve.points) kept.add(p.i);
  const points = [...kept]
    .sort((a, b) => a - b)
    .map((j) => ({ i: j, t: at[j] as number, all: all[j] as number, clean: clean[j] as number }));
  return { brokenTrades, brokenPnl, totalPnl, cleanPnl, curve: { points, total: n, downsampled: true } };
}
