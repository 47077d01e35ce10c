import type { DisciplineCost, DisciplinePoint, MetricTrade } from '../dashboard-contract';
import type { Currency } from './compute';
import { DEFAULT_MAX_EQUITY_POINTS, MIN_EQUITY_POINTS } from './equity';

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

  const pnl = new Float64Array(n);
  const broke = new Uint8Array(n);
  const at = new Float64Array(n);
  let i = 0;
  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) continue;
    pnl[i] = t.pnl;
    broke[i] = t.broke ? 1 : 0;
    at[i++] = t.openedAt;
  }
  const totals = { brokenTrades, brokenPnl, totalPnl, cleanPnl };
  return { ...totals, curve: disciplineCurve(pnl, broke, n, (j) => at[j] as number, maxPoints) };
}

/**
 * The two curves of `disciplineCost` over the period's P&Ls in trade order (`pnl[0..n)`, `broke[i]` 1 when the
 * i-th trade broke a rule); `at(i)` is the entry instant of the i-th trade, asked only for the points kept. The one
 * implementation of the curves: the columnar `buildDashboard` (columnar.ts) calls it too.
 */
export function disciplineCurve(
  pnl: Float64Array,
  broke: Uint8Array,
  n: number,
  at: (i: number) => number,
  maxPoints: number = DEFAULT_MAX_EQUITY_POINTS,
): DisciplineCost['curve'] {
  if (n <= maxPoints || !Number.isFinite(maxPoints)) {
    const points: DisciplinePoint[] = new Array<DisciplinePoint>(n);
    let all = 0;
    let clean = 0;
    for (let j = 0; j < n; j++) {
      const p = pnl[j] as number;
      all += p;
      if (!broke[j]) clean += p;
      points[j] = { i: j, t: at(j), all, clean };
    }
    return { points, total: n, downsampled: false };
  }
  // Each line keeps about half the points: per bucket of consecutive trades its first, last, highest and lowest
  // (the first of equal ones), so each line's final value, global highest and global lowest are kept. The running
  // sums are taken twice (to choose, then to emit) rather than held in two arrays of n numbers.
  const buckets = Math.max(1, Math.floor((Math.max(MIN_EQUITY_POINTS, Math.floor(maxPoints)) / 2 - 2) / 4));
  const kept: number[] = [];
  const chosen: number[] = [];
  let all = 0;
  let clean = 0;
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * n) / buckets);
    const to = Math.floor(((b + 1) * n) / buckets);
    if (to <= from) continue;
    let allHi = 0;
    let allLo = 0;
    let cleanHi = 0;
    let cleanLo = 0;
    let allHiAt = from;
    let allLoAt = from;
    let cleanHiAt = from;
    let cleanLoAt = from;
    for (let j = from; j < to; j++) {
      const p = pnl[j] as number;
      all += p;
      if (!broke[j]) clean += p;
      if (j === from) {
        allHi = allLo = all;
        cleanHi = cleanLo = clean;
        continue;
      }
      if (all > allHi) {
        allHi = all;
        allHiAt = j;
      }
      if (all < allLo) {
        allLo = all;
        allLoAt = j;
      }
      if (clean > cleanHi) {
        cleanHi = clean;
        cleanHiAt = j;
      }
      if (clean < cleanLo) {
        cleanLo = clean;
        cleanLoAt = j;
      }
    }
    // Buckets are consecutive: sorting each one's few indices keeps the whole list in trade order.
    chosen.length = 0;
    chosen.push(from, to - 1, allHiAt, allLoAt, cleanHiAt, cleanLoAt);
    chosen.sort((x, y) => x - y);
    for (let c = 0; c < chosen.length; c++) {
      const j = chosen[c] as number;
      if (kept.length === 0 || (kept[kept.length - 1] as number) !== j) kept.push(j);
    }
  }
  const points: DisciplinePoint[] = new Array<DisciplinePoint>(kept.length);
  all = 0;
  clean = 0;
  for (let j = 0, next = 0; j < n && next < kept.length; j++) {
    const p = pnl[j] as number;
    all += p;
    if (!broke[j]) clean += p;
    if (j === kept[next]) points[next++] = { i: j, t: at(j), all, clean };
  }
  return { points, total: n, downsampled: true };
}
