import { addDays, monthEnd, monthStart, startOfWeek } from '../time/calendar-date';
import { goalTexts } from '../i18n/gamification';
import type { GoalKind, GoalPeriod } from './contract';
import type { DayRecord, GoalDef, GoalFacts, GoalProgress } from './engine-types';

/**
 * The trader's own goals for a week or a month (docs/gamification.md "Metas"): process goals only, counted from
 * the day records inside the goal's period. Pure: the server stores the goal and when it was first met.
 */

export const GOAL_KIND_LABELS: Record<GoalKind, string> = goalTexts.kindLabels;

/** The period containing `day`: a week is Monday..Sunday, a month its 1st..last day (local days, inclusive). */
export function goalPeriod(period: GoalPeriod, day: string): { start: string; end: string } {
  if (period === 'week') {
    const start = startOfWeek(day);
    return { start, end: addDays(start, 6) };
  }
  return { start: monthStart(day), end: monthEnd(day) };
}

/** The goal's title in pt-BR, e.g. 'No máximo 3 trades por dia em 15 dias'. */
export function goalTitle(kind: GoalKind, target: number, param: number | null): string {
  if (kind === 'max-trades-days') return goalTexts.titles[kind](target, param ?? 1);
  return goalTexts.titles[kind](target);
}

const allTrades = (d: DayRecord, n: number) => d.trades > 0 && n === d.trades;

/** What one day adds to a goal of `kind` (the challenge goal is counted apart). */
function dayCount(kind: GoalKind, d: DayRecord, param: number | null): number {
  switch (kind) {
    case 'journal-every-trade':
      return allTrades(d, d.complete) ? 1 : 0;
    case 'max-trades-days':
      return param !== null && d.trades >= 1 && d.trades <= param ? 1 : 0;
    case 'daily-plans':
      return d.planOnTime ? 1 : 0;
    case 'daily-reviews':
      return d.reviewOnTime ? 1 : 0;
    case 'stops-every-trade':
      return allTrades(d, d.withStop) ? 1 : 0;
    case 'break-free-days':
      return d.breakFree ? 1 : 0;
    case 'breathing-pauses':
      return d.pauses;
    case 'finish-challenge':
      return 0;
  }
}

const isGoalKind = (kind: string): kind is GoalKind => kind in goalTexts.kindLabels;

/** A goal's progress: counted inside its period only, clamped to the target; `over` once today is past its end. */
export function goalProgress(goal: GoalDef, f: GoalFacts): GoalProgress {
  const { start, end } = goalPeriod(goal.period, goal.periodStart);
  let current = 0;
  if (goal.kind === 'finish-challenge') current = f.challengesCompleted;
  else if (isGoalKind(goal.kind))
    for (const d of f.days) if (d.day >= start && d.day <= end) current += dayCount(goal.kind, d, goal.param);
  current = Math.min(Math.max(current, 0), goal.target);
  return { current, target: goal.target, met: current >= goal.target, over: f.today > end };
}
