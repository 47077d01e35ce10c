import type { DashboardData, EquityPoint, MetricTrade } from '../dashboard-contract';
import type { Currency } from './compute';

export const DEFAULT_MAX_EQUITY_POINTS = 2000;
/** Below this a bucket could not hold its 4 points plus the 3 global ones. */
export const MIN_EQUITY_POINTS = 8;
/** Points kept per bucket (first, last, highest equity, deepest drawdown) and kept globally (peak, trough, the
 * peak before the deepest drawdown). */
const PER_BUCKET = 4;
const GLOBAL = 3;

export type EquitySeries = DashboardData['equity'];

/**
 * The equity curve (cumulative P&L after each trade) and the drawdown under it (equity − running peak, the peak
 * starting at 0). With more trades than `maxPoints`, the series is cut into buckets of consecutive trades and each
 * bucket keeps its first, last, highest-equity and deepest-drawdown point; the global peak, the global trough and
 * the peak that precedes the deepest drawdown are always kept. So the final equity, the highest and lowest equity
 * and the max drawdown read from the points are exactly those of the full series (docs/metrics.md).
 */
export function equityCurve(
  trades: readonly MetricTrade[],
  currency: Currency,
  maxPoints: number = DEFAULT_MAX_EQUITY_POINTS,
): EquitySeries {
  const limit = Number.isFinite(maxPoints)
    ? Math.max(MIN_EQUITY_POINTS, Math.floor(maxPoints))
    : DEFAULT_MAX_EQUITY_POINTS;

  let n = 0;
  for (let k = 0; k < trades.length; k++) if ((trades[k] as MetricTrade).currency === currency) n++;

  if (n <= limit) {
    const points: EquityPoint[] = new Array<EquityPoint>(n);
    let equity = 0;
    let peak = 0;
    let i = 0;
    for (let k = 0; k < trades.length; k++) {
      const t = trades[k] as MetricTrade;
      if (t.currency !== currency) continue;
      equity += t.pnl;
      if (equity > peak) peak = equity;
      points[i] = { i, t: t.openedAt, equity, drawdown: equity - peak };
      i++;
    }
    return { points, total: n, downsampled: false };
  }

  // One streaming pass: each candidate point is held in scalars while its bucket is open (no array of n values,
  // no allocation per trade; a handful of objects per bucket).
  const buckets = Math.floor((limit - GLOBAL) / PER_BUCKET);
  const points: EquityPoint[] = [];
  const point = (i: number, t: number, equity: number, drawdown: number): EquityPoint => ({
    i,
    t,
    equity,
    drawdown,
  });

  let equity = 0;
  let peak = 0;
  let peakI = -1;
  let peakT = 0;
  // Global extremes: highest and lowest equity, deepest drawdown and the peak before it.
  let maxI = -1;
  let maxT = 0;
  let maxEquity = -Infinity;
  let maxDrawdown = 0;
  let minI = -1;
  let minT = 0;
  let minEquity = Infinity;
  let minDrawdown = 0;
  let deepest = 0;
  let deepPeakI = -1;
  let deepPeakT = 0;
  let deepPeak = 0;
  // The open bucket: its first point, highest equity, deepest drawdown and (at its end) its last point.
  let bucket = 0;
  let bucketEnd = Math.floor(n / buckets);
  let highI = -1;
  let highT = 0;
  let highEquity = 0;
  let highDrawdown = 0;
  let lowI = -1;
  let lowT = 0;
  let lowEquity = 0;
  let lowDrawdown = 0;

  let i = 0;
  for (let k = 0; k < trades.length; k++) {
    const trade = trades[k] as MetricTrade;
    if (trade.currency !== currency) continue;
    const t = trade.openedAt;
    equity += trade.pnl;
    if (equity > peak) {
      peak = equity;
      peakI = i;
      peakT = t;
    }
    const drawdown = equity - peak;
    if (highI < 0) {
      // First point of a bucket.
      points.push(point(i, t, equity, drawdown));
      highI = lowI = i;
      highT = lowT = t;
      highEquity = lowEquity = equity;
      highDrawdown = lowDrawdown = drawdown;
    } else {
      if (equity > highEquity) {
        highI = i;
        highT = t;
        highEquity = equity;
        highDrawdown = drawdown;
      }
      if (drawdown < lowDrawdown) {
        lowI = i;
        lowT = t;
        lowEquity = equity;
        lowDrawdown = drawdown;
      }
    }
    if (equity > maxEquity) {
      maxEquity = equity;
      maxDrawdown = drawdown;
      maxI = i;
      maxT = t;
    }
    if (equity < minEquity) {
      minEquity = equity;
      minDrawdown = drawdown;
      minI = i;
      minT = t;
    }
    if (drawdown < deepest) {
      // The deepest point itself is its bucket's deepest point; the peak before it is remembered here.
      deepest = drawdown;
      deepPeakI = peakI;
      deepPeakT = peakT;
      deepPeak = peak;
    }
    i++;
    if (i === bucketEnd) {
      points.push(point(highI, highT, highEquity, highDrawdown));
      points.push(point(lowI, lowT, lowEquity, lowDrawdown));
      points.push(point(i - 1, t, equity, drawdown));
      highI = -1;
      bucket++;
      bucketEnd = Math.floor(((bucket + 1) * n) / buckets);
    }
  }
  // The global highest equity and the deepest drawdown are already their buckets' own points; the lowest equity
  // and the peak before the deepest drawdown may not be (a bucket keeps its highest equity, which can come after
  // that peak). −1: the curve never rose above the starting 0 before its deepest point (no trade to add).
  points.push(point(maxI, maxT, maxEquity, maxDrawdown));
  points.push(point(minI, minT, minEquity, minDrawdown));
  if (deepPeakI >= 0) points.push(point(deepPeakI, deepPeakT, deepPeak, 0));

  points.sort((a, b) => a.i - b.i);
  let kept = 0;
  for (let k = 0; k < points.length; k++) {
    const p = points[k] as EquityPoint;
    if (kept > 0 && (points[kept - 1] as EquityPoint).i === p.i) continue;
    points[kept++] = p;
  }
  points.length = kept;
  return { points, total: n, downsampled: true };
}
