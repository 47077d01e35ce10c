import type { DayRecord, DisciplineScore, ScoreSums } from './engine-types';
import { ELIGIBILITY, SCORE_WEIGHTS } from './rules';

/**
 * The discipline score (docs/gamification.md "Pontuação de disciplina"): how well the trader followed the process
 * over a window — checklist days, stops, risk within the plan, journaling. One formula, run in JS by the server
 * (never re-implemented in SQL). No money, no wins, no number of trades beyond the eligibility floor.
 */

type ScoreDay = Pick<DayRecord, 'trades' | 'withStop' | 'withinRisk' | 'journaled' | 'checklistPassed'>;

export function sumDays(days: readonly ScoreDay[]): ScoreSums {
  const sums: ScoreSums = {
    trades: 0,
    activeDays: 0,
    checklistDays: 0,
    withStop: 0,
    withinRisk: 0,
    journaled: 0,
  };
  for (const d of days) {
    if (d.trades <= 0) continue;
    sums.trades += d.trades;
    sums.activeDays += 1;
    if (d.checklistPassed) sums.checklistDays += 1;
    sums.withStop += d.withStop;
    sums.withinRisk += d.withinRisk;
    sums.journaled += d.journaled;
  }
  return sums;
}

/**
 * `num/den × 100` rounded half away from zero to `places`, computed on integers so that the .x5 cases are exact
 * (2/8 → 25, 1/8 → 12.5 at 1 place, 1/16 → 6.3: binary floats would give 6.25 → 6.2).
 */
function percentOf(num: number, den: number, places: number): number {
  if (den <= 0) return 0;
  const scale = 10 ** places;
  // round(100·scale·num / den), half up for non-negative integers: ⌊(2·100·scale·num + den) / (2·den)⌋.
  return Math.floor((2 * 100 * scale * num + den) / (2 * den)) / scale;
}

export function disciplineScore(s: ScoreSums): DisciplineScore {
  const ratios = {
    checklist: [s.checklistDays, s.activeDays],
    stops: [s.withStop, s.trades],
    risk: [s.withinRisk, s.trades],
    journaling: [s.journaled, s.trades],
  } as const;
  // The score is Σ weight·part/100 on the exact fractions: a common denominator keeps it on integers, so rounding
  // to one decimal is exact (no rounding of rounded parts).
  const den = Math.max(s.activeDays, 1) * Math.max(s.trades, 1);
  let num = 0;
  for (const key of Object.keys(ratios) as (keyof typeof ratios)[]) {
    const [a, b] = ratios[key];
    if (b > 0) num += SCORE_WEIGHTS[key] * a * (den / b);
  }
  // num/den is Σ weight·fraction, already on the 0–100 scale: percentOf(num, 100·den) = round(num/den, 1).
  const score = percentOf(num, 100 * den, 1);
  const part = (key: keyof typeof ratios) => percentOf(ratios[key][0], ratios[key][1], 1);
  return {
    score,
    eligible: s.trades >= ELIGIBILITY.minTrades && s.activeDays >= ELIGIBILITY.minActiveDays,
    parts: {
      checklist: part('checklist'),
      stops: part('stops'),
      risk: part('risk'),
      journaling: part('journaling'),
    },
  };
}
