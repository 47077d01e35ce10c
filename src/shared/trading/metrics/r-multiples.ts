import type { MetricTrade, RBin } from '../dashboard-contract';
import type { Currency } from './compute';

/** Inner edges of the R distribution: < −2, −2 a −1, −1 a 0, 0 a 1, 1 a 2, 2 a 3, ≥ 3 (docs/metrics.md). */
export const R_BIN_EDGES = [-2, -1, 0, 1, 2, 3] as const;

/** A trade's R-multiple (P&L ÷ risk), or null without a stop (no risk defined): the one place R is taken. */
export const rMultiple = (t: Pick<MetricTrade, 'pnl' | 'risk'>): number | null =>
  t.risk !== null && t.risk > 0 ? t.pnl / t.risk : null;

/**
 * How many trades of `currency` fall in each R bin ([from, to): an R of exactly −2 is in "−2 a −1", exactly 0 in
 * "0 a 1"), and how many were left out for having no stop. Every bin is listed, empty ones with 0.
 */
export function rDistribution(
  trades: readonly MetricTrade[],
  currency: Currency,
): { bins: RBin[]; excluded: number } {
  const counts = new Array<number>(R_BIN_EDGES.length + 1).fill(0);
  let excluded = 0;
  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) continue;
    const r = rMultiple(t);
    if (r === null) {
      excluded++;
      continue;
    }
    let bin = 0;
    while (bin < R_BIN_EDGES.length && r >= (R_BIN_EDGES[bin] as number)) bin++;
    counts[bin] = (counts[bin] as number) + 1;
  }
  return { bins: rBins(counts), excluded };
}

/** The bins from each bin's count (`counts[b]`, b = 0 … R_BIN_EDGES.length). */
export const rBins = (counts: ArrayLike<number>): RBin[] =>
  Array.from(counts, (count, bin) => ({
    from: bin === 0 ? null : (R_BIN_EDGES[bin - 1] as number),
    to: bin === R_BIN_EDGES.length ? null : (R_BIN_EDGES[bin] as number),
    count,
  }));
