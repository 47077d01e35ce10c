import { ELIGIBILITY, SCORE_WEIGHTS } from '@/shared/gamification/rules';
import type { DisciplineScore, ScoreSums } from '@/shared/gamification/engine-types';

/*
 * TEMPORARY copy of the discipline score (the engine's src/shared/gamification/score.ts lands on main later):
 * deleted as soon as the branch is rebased on it. Only the ranking service imports it.
 */

type DayCounts = {
  trades: number;
  withStop: number;
  withinRisk: number;
  journaled: number;
  checklistPassed: boolean;
};

export function sumDays(days: readonly DayCounts[]): ScoreSums {
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
    sums.activeDays++;
    if (d.checklistPassed) sums.checklistDays++;
    sums.withStop += d.withStop;
    sums.withinRisk += d.withinRisk;
    sums.journaled += d.journaled;
  }
  return sums;
}

const ratio = (n: number, d: number) => (d > 0 ? Math.min(1, n / d) : 0);
const one = (v: number) => Math.round(v * 10) / 10;

export function disciplineScore(s: ScoreSums): DisciplineScore {
  const parts = {
    checklist: one(SCORE_WEIGHTS.checklist * ratio(s.checklistDays, s.activeDays)),
    stops: one(SCORE_WEIGHTS.stops * ratio(s.withStop, s.trades)),
    risk: one(SCORE_WEIGHTS.risk * ratio(s.withinRisk, s.trades)),
    journaling: one(SCORE_WEIGHTS.journaling * ratio(s.journaled, s.trades)),
  };
  return {
    score: one(parts.checklist + parts.stops + parts.risk + parts.journaling),
    eligible: s.trades >= ELIGIBILITY.minTrades && s.activeDays >= ELIGIBILITY.minActiveDays,
    parts,
  };
}
