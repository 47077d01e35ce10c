import type { DisciplineCost, DisciplinePoint, MetricTrade } from '../dashboard-contract';
import type { Currency } from './compute';
import { DEFAULT_MAX_EQUITY_POINTS, MIN_EQUITY_POINTS } from './equity';

/**
 * Marks, in `kept`, the points that keep a series' shape: in each of `buckets` runs of consecutive points its first,
 * last, highest and lowest — so the series' final value, global highest and global lowest are always kept.
 */
function keepShape(series: Float64Array, buckets: number, kept: Uint8Array): void {
  const n = series.length;
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * n) / buckets);
    const to = Math.floor(((b + 1) * n) / buckets);
    if (to <= from) continue;
    let hi = from;
    let lo = from;
    for (let j = from + 1; j < to; j++) {
      const v = series[j] as number;
      if (v > (series[hi] as number)) hi = j;
      if (v < (series[lo] as number)) lo = j;
    }
    kept[from] = 1;
    kept[to - 1] = 1;
    kept[hi] = 1;
    kept[lo] = 1;
  }
}

/**
 * "Custo da indisciplina": the equity curve of all trades and the one without the trades that broke a rule, over
 * the same trade index (a breaking trade leaves the second curve flat), and the money the breaking trades made or
 * lost. With more trades than `maxPoints`, each line keeps about half the points (keepShape) and the union of the
 * kept indices is sent, so each line's final value, highs and lows are exactly those of its full series
 * (docs/metrics.md). Two numbers per trade and one pass each: no object per trade.
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
  // Each line keeps about half the points: per bucket of consecutive trades its first, last, highest and lowest.
  const buckets = Math.max(1, Math.floor((Math.max(MIN_EQUITY_POINTS, Math.floor(maxPoints)) / 2 - 2) / 4));
  const kept = new Uint8Array(n);
  keepShape(all, buckets, kept);
  keepShape(clean, buckets, kept);
  const points: DisciplinePoint[] = [];
  for (let j = 0; j < n; j++)
    if (kept[j]) points.push({ i: j, t: at[j] as number, all: all[j] as number, clean: clean[j] as number });
  return { brokenTrades, brokenPnl, totalPnl, cleanPnl, curve: { points, total: n, downsampled: true } };
}
