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
  let n = 0;
  for (let k = 0; k < trades.length; k++) if ((trades[k] as MetricTrade).currency === currency) n++;
  const pnl = new Float64Array(n);
  const at = new Float64Array(n);
  let i = 0;
  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) continue;
    pnl[i] = t.pnl;
    at[i++] = t.openedAt;
  }
  return equityOfColumns(pnl, n, (j) => at[j] as number, maxPoints);
}

/**
 * `equityCurve` over the period's P&Ls already in trade order (`pnl[0..n)`, one currency); `at(i)` is the entry
 * instant of the i-th trade, asked only for the points kept. The one implementation of the curve and its
 * downsampling: the columnar `buildDashboard` (columnar.ts) calls it too.
 */
export function equityOfColumns(
  pnl: Float64Array,
  n: number,
  at: (i: number) => number,
  maxPoints: number = DEFAULT_MAX_EQUITY_POINTS,
): EquitySeries {
  const limit = Number.isFinite(maxPoints)
    ? Math.max(MIN_EQUITY_POINTS, Math.floor(maxPoints))
    : DEFAULT_MAX_EQUITY_POINTS;

  if (n <= limit) {
    const points: EquityPoint[] = new Array<EquityPoint>(n);
    let equity = 0;
    let peak = 0;
    for (let i = 0; i < n; i++) {
      equity += pnl[i] as number;
      if (equity > peak) peak = equity;
      points[i] = { i, t: at(i), equity, drawdown: equity - peak };
    }
    return { points, total: n, downsampled: false };
  }

  // One streaming pass: each candidate point is held in scalars while its bucket is open (no allocation per
  // trade; a handful of objects per bucket). Instants are looked up only for the points kept.
  const buckets = Math.floor((limit - GLOBAL) / PER_BUCKET);
  const points: EquityPoint[] = [];
  const point = (i: number, equity: number, drawdown: number): EquityPoint => ({
    i,
    t: at(i),
    equity,
    drawdown,
  });

  let equity = 0;
  let peak = 0;
  let peakI = -1;
  // Global extremes: highest and lowest equity, deepest drawdown and the peak before it.
  let maxI = -1;
  let maxEquity = -Infinity;
  let maxDrawdown = 0;
  let minI = -1;
  let minEquity = Infinity;
  let minDrawdown = 0;
  let deepest = 0;
  let deepPeakI = -1;
  let deepPeak = 0;
  // The open bucket: its first point, highest equity, deepest drawdown and (at its end) its last point.
  let bucket = 0;
  let bucketEnd = Math.floor(n / buckets);
  let highI = -1;
  let highEquity = 0;
  let highDrawdown = 0;
  let lowI = -1;
  let lowEquity = 0;
  let lowDrawdown = 0;

  for (let i = 0; i < n;) {
    equity += pnl[i] as number;
    if (equity > peak) {
      peak = equity;
      peakI = i;
    }
    const drawdown = equity - peak;
    if (highI < 0) {
      // First point of a bucket.
      points.push(point(i, equity, drawdown));
      highI = lowI = i;
      highEquity = lowEquity = equity;
      highDrawdown = lowDrawdown = drawdown;
    } else {
      if (equity > highEquity) {
        highI = i;
        highEquity = equity;
        highDrawdown = drawdown;
      }
      if (drawdown < lowDrawdown) {
        lowI = i;
        lowEquity = equity;
        lowDrawdown = drawdown;
      }
    }
    if (equity > maxEquity) {
      maxEquity = equity;
      maxDrawdown = drawdown;
      maxI = i;
    }
    if (equity < minEquity) {
      minEquity = equity;
      minDrawdown = drawdown;
      minI = i;
    }
    if (drawdown < deepest) {
      // The deepest point itself is its bucket's deepest point; the peak before it is remembered here.
      deepest = drawdown;
      deepPeakI = peakI;
      deepPeak = peak;
    }
    i++;
    if (i === bucketEnd) {
      points.push(point(highI, highEquity, highDrawdown));
      points.push(point(lowI, lowEquity, lowDrawdown));
      points.push(point(i - 1, equity, drawdown));
      highI = -1;
      bucket++;
      bucketEnd = Math.floor(((bucket + 1) * n) / buckets);
    }
  }
  // The global highest equity and the deepest drawdown are already their buckets' own points; the lowest equity
  // and the peak before the deepest drawdown may not be (a bucket keeps its highest equity, which can come after
  // that peak). −1: the curve never rose above the starting 0 before its deepest point (no trade to add).
  points.push(point(maxI, maxEquity, maxDrawdown));
  points.push(point(minI, minEquity, minDrawdown));
  if (deepPeakI >= 0) points.push(point(deepPeakI, deepPeak, 0));

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
