import { describe, expect, it } from 'vitest';
import type { ScoreSums } from './engine-types';
import { ELIGIBILITY } from './rules';
import { disciplineScore, sumDays } from './score';

const sums = (over: Partial<ScoreSums>): ScoreSums => ({
  trades: 0,
  activeDays: 0,
  checklistDays: 0,
  withStop: 0,
  withinRisk: 0,
  journaled: 0,
  ...over,
});
const day = (
  trades: number,
  withStop: number,
  withinRisk: number,
  journaled: number,
  checklistPassed: boolean,
) => ({
  trades,
  withStop,
  withinRisk,
  journaled,
  checklistPassed,
});

describe('sumDays', () => {
  it('sums the days with trades only', () => {
    expect(sumDays([day(3, 2, 3, 1, true), day(0, 0, 0, 0, false), day(2, 2, 1, 2, false)])).toEqual({
      trades: 5,
      activeDays: 2,
      checklistDays: 1,
      withStop: 4,
      withinRisk: 4,
      journaled: 3,
    });
    expect(sumDays([])).toEqual(sums({}));
  });
});

describe('disciplineScore', () => {
  it('worked example: (40·c + 20·s + 20·r + 20·j) / 100', () => {
    // 10 active days, 8 passed the checklist; 20 trades: 18 with stop, 15 within risk, 12 journaled.
    // 0.4·80 + 0.2·90 + 0.2·75 + 0.2·60 = 32 + 18 + 15 + 12 = 77.
    const s = disciplineScore(
      sums({ activeDays: 10, checklistDays: 8, trades: 20, withStop: 18, withinRisk: 15, journaled: 12 }),
    );
    expect(s).toEqual({
      score: 77,
      eligible: true,
      parts: { checklist: 80, stops: 90, risk: 75, journaling: 60 },
    });
  });

  it('a perfect process scores 100; nothing scores 0 with no division by zero', () => {
    expect(
      disciplineScore(
        sums({ activeDays: 8, checklistDays: 8, trades: 10, withStop: 10, withinRisk: 10, journaled: 10 }),
      ).score,
    ).toBe(100);
    expect(disciplineScore(sums({}))).toEqual({
      score: 0,
      eligible: false,
      parts: { checklist: 0, stops: 0, risk: 0, journaling: 0 },
    });
  });

  it('rounds half away from zero exactly at .x5', () => {
    // stops = 1/16 = 6.25 % → 6.3 (a float product would give 6.2).
    expect(disciplineScore(sums({ trades: 16, activeDays: 1, withStop: 1 })).parts.stops).toBe(6.3);
    // score = 0.2 · 1/8 · 100 = 2.5 → 2.5; 0.2 · 1/16 · 100 = 1.25 → 1.3.
    expect(disciplineScore(sums({ trades: 8, activeDays: 1, withStop: 1 })).score).toBe(2.5);
    expect(disciplineScore(sums({ trades: 16, activeDays: 1, withStop: 1 })).score).toBe(1.3);
    // 0.4 · 1/32 · 100 = 1.25 → 1.3 (from the checklist part); 0.4 · 3/32 · 100 = 3.75 → 3.8.
    expect(disciplineScore(sums({ trades: 1, activeDays: 32, checklistDays: 1 })).score).toBe(1.3);
    expect(disciplineScore(sums({ trades: 1, activeDays: 32, checklistDays: 3 })).score).toBe(3.8);
    // 1/3 → 33.3 %, 2/3 → 66.7 %; score 0.2·(1/3 + 2/3 + 1)·100 = 40.
    const third = disciplineScore(
      sums({ trades: 3, activeDays: 1, withStop: 1, withinRisk: 2, journaled: 3 }),
    );
    expect(third.parts).toEqual({ checklist: 0, stops: 33.3, risk: 66.7, journaling: 100 });
    expect(third.score).toBe(40);
    // The score is rounded from the exact fractions, not from the rounded parts: 0.2·(100/3)·3 = 20 exactly.
    expect(
      disciplineScore(sums({ trades: 3, activeDays: 1, withStop: 1, withinRisk: 1, journaled: 1 })).score,
    ).toBe(20);
  });

  it('eligible from ELIGIBILITY.minTrades trades over ELIGIBILITY.minActiveDays active days', () => {
    const { minTrades, minActiveDays } = ELIGIBILITY;
    expect(disciplineScore(sums({ trades: minTrades, activeDays: minActiveDays })).eligible).toBe(true);
    expect(disciplineScore(sums({ trades: minTrades - 1, activeDays: minActiveDays })).eligible).toBe(false);
    expect(disciplineScore(sums({ trades: minTrades, activeDays: minActiveDays - 1 })).eligible).toBe(false);
  });
});
