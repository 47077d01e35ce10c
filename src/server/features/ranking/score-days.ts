import type { DayRecord } from '@/shared/gamification/engine-types';
import { writeDayRows } from '../../journal/day-rows';
import type { Exec } from '../../db/tx';

/** What the discipline score reads of one day (the gamification_days columns kept apart for the ranking). */
export interface ScoreDay {
  day: string;
  trades: number;
  withStop: number;
  withinRisk: number;
  journaled: number;
  checklistPassed: boolean;
}

const run = (n: number, have: number) => ({
  n,
  lead: have === n ? n : 0,
  trail: have === n ? n : 0,
  max: have,
});

/**
 * A whole DayRecord consistent with the counts, for days written directly (the e2e fixture, tests, the bench)
 * instead of by the gamification refresh: nothing that reads the facts column finds a half-made record.
 */
export function dayRecordFor(d: ScoreDay): DayRecord {
  const clean = d.trades > 0 && d.withStop === d.trades && d.withinRisk === d.trades;
  return {
    day: d.day,
    trades: d.trades,
    complete: Math.min(d.withStop, d.journaled),
    rewardedTrades: [],
    withStop: d.withStop,
    withinRisk: d.withinRisk,
    journaled: d.journaled,
    withEmotion: d.journaled,
    breakFree: clean,
    noCooldownBreak: d.trades > 0,
    capRespected: d.trades > 0,
    lossLimitRespected: d.trades > 0,
    stoppedAtLimit: false,
    hasPlan: d.checklistPassed,
    planOnTime: d.checklistPassed,
    planBeforeTrade: d.checklistPassed,
    hasReview: false,
    reviewOnTime: false,
    pauses: 0,
    pausesWhenNeeded: 0,
    checklistPassed: d.checklistPassed,
    stopRun: run(d.trades, d.withStop),
    sizeRun: run(d.trades, d.withinRisk),
  };
}

/** Writes (or replaces) day rows of one or more traders, as the gamification refresh would have. */
export async function writeScoreDays(exec: Exec, rows: readonly (ScoreDay & { userId: string })[]) {
  await writeDayRows(
    exec,
    rows.map((r) => ({ ...r, facts: dayRecordFor(r) })),
  );
}
