import type { ExcursionRow, MetricTrade } from '../dashboard-contract';
import { classify, tolerance } from './compute';

/** Running excursion totals of one instrument. */
export interface ExcursionSums {
  trades: number;
  mepSum: number;
  mepCount: number;
  menSum: number;
  menCount: number;
  loserMenSum: number;
  loserMenCount: number;
  efficiencySum: number;
  efficiencyCount: number;
  takenSum: number;
  takenCount: number;
}

/** Sums of an instrument with no trade yet. */
export const emptyExcursionSums = (): ExcursionSums => ({
  trades: 0,
  mepSum: 0,
  mepCount: 0,
  menSum: 0,
  menCount: 0,
  loserMenSum: 0,
  loserMenCount: 0,
  efficiencySum: 0,
  efficiencyCount: 0,
  takenSum: 0,
  takenCount: 0,
});

const mean = (sum: number, count: number): number | null => (count === 0 ? null : sum / count);

/**
 * MEP and MEN per instrument. Points only mean something within one instrument (100 points of WIN are R$ 20 a
 * contract, 100 of WDO R$ 1.000), so their averages are never taken across instruments; the ratios (efficiency,
 * MEN taken) are also given per instrument. Only instruments with a MEP or MEN recorded in `currency` have a row,
 * most recorded trades first, ties by name. The definitions are in docs/metrics.md ("MEP e MEN").
 */
export function excursionByInstrument(
  trades: readonly MetricTrade[],
  currency: 'BRL' | 'USD',
  breakevenTolerance: number,
): ExcursionRow[] {
  const tol = tolerance(breakevenTolerance);
  const byInstrument = new Map<string, ExcursionSums>();
  for (const t of trades) {
    if (t.currency !== currency || (t.mep === null && t.men === null)) continue;
    let s = byInstrument.get(t.instrument);
    if (!s) {
      s = emptyExcursionSums();
      byInstrument.set(t.instrument, s);
    }
    s.trades++;
    const kind = classify(t.pnl, tol);
    if (t.mep !== null) {
      s.mepSum += t.mep;
      s.mepCount++;
      if (kind === 1 && t.mep > 0) {
        s.efficiencySum += t.points / t.mep;
        s.efficiencyCount++;
      }
    }
    if (t.men !== null) {
      s.menSum += t.men;
      s.menCount++;
      if (kind === -1) {
        s.loserMenSum += t.men;
        s.loserMenCount++;
        if (t.men > 0) {
          s.takenSum += Math.abs(t.points) / t.men;
          s.takenCount++;
        }
      }
    }
  }
  return excursionRows(byInstrument);
}

/** The rows of the instruments with an excursion recorded, most recorded trades first, ties by name. */
export function excursionRows(byInstrument: Iterable<[string, ExcursionSums]>): ExcursionRow[] {
  const rows: ExcursionRow[] = [];
  for (const [instrument, s] of byInstrument)
    if (s.trades > 0)
      rows.push({
        instrument,
        trades: s.trades,
        averageMep: mean(s.mepSum, s.mepCount),
        averageMen: mean(s.menSum, s.menCount),
        averageLoserMen: mean(s.loserMenSum, s.loserMenCount),
        mepEfficiency: mean(s.efficiencySum, s.efficiencyCount),
        menTaken: mean(s.takenSum, s.takenCount),
      });
  return rows.sort(
    (a, b) => b.trades - a.trades || (a.instrument < b.instrument ? -1 : a.instrument > b.instrument ? 1 : 0),
  );
}
