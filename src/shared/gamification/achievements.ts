import { daysBetween } from '../time/calendar-date';
import { achievementTexts } from '../i18n/gamification';
import type { AchievementCategory } from './contract';
import { combineRuns } from './day-record';
import type { AchievementFacts, AchievementProgress, DayRecord } from './engine-types';

/**
 * The achievements (docs/gamification.md "Conquistas"): each one a fact of the PROCESS counted from the day records,
 * the challenges, the goals met and the level — never profit, wins, P&L, volume or how many trades. Pure and
 * deterministic: the server stores when each one was first seen unlocked, and deletes it when no longer true.
 */

export type AchievementId = keyof typeof achievementTexts;

export interface AchievementDef {
  id: AchievementId;
  category: AchievementCategory;
  title: string;
  description: string;
  /** A lucide-react icon name (kebab-case). */
  icon: string;
  /** Shown as 'Conquista secreta' until unlocked. */
  hidden: boolean;
  target: number;
}

/** Aggregates read by several achievements, computed once per evaluation (one pass over the days). */
interface Tally {
  days: readonly DayRecord[];
  /** Days with trades, in day order. */
  tradingDays: DayRecord[];
  facts: AchievementFacts;
}

type Measure = (t: Tally) => number;

const countDays =
  (pick: (d: DayRecord) => boolean): Measure =>
  (t) =>
    t.days.filter(pick).length;
const sumOf =
  (pick: (d: DayRecord) => number): Measure =>
  (t) =>
    t.days.reduce((s, d) => s + pick(d), 0);
const allTrades = (d: DayRecord, n: number) => d.trades > 0 && n === d.trades;
/**
 * A rule is only "kept" on a day whose trades all had a stop: a trade without one has no measured risk (and
 * 'no-stop' is itself a break of the plan), so a trader who skips the stop cannot collect the plan's achievements
 * just because the cap, the loss limit or the cooldown did not trip.
 */
const kept = (d: DayRecord, rule: boolean) => rule && allTrades(d, d.withStop);

/**
 * The longest streak of consecutive TRADING days with a property: a day without trades neither breaks nor counts
 * (not trading is never punished, nor rewarded).
 */
const tradingDayStreak =
  (pick: (d: DayRecord) => boolean): Measure =>
  (t) => {
    let best = 0;
    let cur = 0;
    for (const d of t.tradingDays) {
      cur = pick(d) ? cur + 1 : 0;
      best = Math.max(best, cur);
    }
    return best;
  };

/** The most days with a property inside any `span` consecutive calendar days. */
const mostInWindow =
  (pick: (d: DayRecord) => boolean, span: number): Measure =>
  (t) => {
    const hits = t.days.filter(pick).map((d) => d.day);
    let best = 0;
    let from = 0;
    for (let to = 0; to < hits.length; to++) {
      while (daysBetween(hits[from] as string, hits[to] as string) >= span) from++;
      best = Math.max(best, to - from + 1);
    }
    return best;
  };

const challenges = (t: Tally) => t.facts.challenges;
const completedChallenges: Measure = (t) => challenges(t).filter((c) => c.status === 'completed').length;

interface Entry {
  id: AchievementId;
  category: AchievementCategory;
  icon: string;
  target: number;
  hidden?: boolean;
  measure: Measure;
}

/** The catalogue, in the order the page shows it (by category). */
const ENTRIES: readonly Entry[] = [
  // Registro
  {
    id: 'first-complete-record',
    category: 'registro',
    icon: 'notebook-pen',
    target: 1,
    measure: sumOf((d) => d.complete),
  },
  {
    id: 'complete-days-5',
    category: 'registro',
    icon: 'book-open-check',
    target: 5,
    measure: countDays((d) => allTrades(d, d.complete)),
  },
  {
    id: 'complete-days-20',
    category: 'registro',
    icon: 'library',
    target: 20,
    measure: countDays((d) => allTrades(d, d.complete)),
  },
  {
    id: 'playbook-checklist-days-10',
    category: 'registro',
    icon: 'list-checks',
    target: 10,
    measure: countDays((d) => allTrades(d, d.checklistFollowed ?? 0)),
  },
  {
    id: 'first-plan',
    category: 'registro',
    icon: 'clipboard-list',
    target: 1,
    measure: countDays((d) => d.planOnTime),
  },
  {
    id: 'plan-and-review-20',
    category: 'registro',
    icon: 'calendar-check',
    target: 20,
    measure: countDays((d) => d.planOnTime && d.reviewOnTime),
  },
  // Disciplina
  // On time too: a plan written today for a past day without trades is "before the trade" but earns nothing.
  {
    id: 'plan-before-trade-10',
    category: 'disciplina',
    icon: 'list-checks',
    target: 10,
    measure: countDays((d) => d.planOnTime && d.planBeforeTrade),
  },
  {
    id: 'break-free-days-10',
    category: 'disciplina',
    icon: 'shield-check',
    target: 10,
    measure: countDays((d) => d.breakFree),
  },
  {
    id: 'break-free-streak-5',
    category: 'disciplina',
    icon: 'link',
    target: 5,
    measure: tradingDayStreak((d) => d.breakFree),
  },
  {
    id: 'cap-respected-10',
    category: 'disciplina',
    icon: 'gauge',
    target: 10,
    measure: countDays((d) => kept(d, d.capRespected)),
  },
  {
    id: 'checklist-days-10',
    category: 'disciplina',
    icon: 'list-todo',
    target: 10,
    measure: countDays((d) => d.checklistPassed),
  },
  // Gestão de risco
  {
    id: 'stop-always',
    category: 'risco',
    icon: 'shield',
    target: 15,
    measure: (t) => combineRuns(t.days.map((d) => d.stopRun)),
  },
  {
    id: 'right-size',
    category: 'risco',
    icon: 'ruler',
    target: 20,
    measure: (t) => combineRuns(t.days.map((d) => d.sizeRun)),
  },
  {
    id: 'stopped-at-limit-3',
    category: 'risco',
    icon: 'octagon-x',
    target: 3,
    measure: countDays((d) => d.stoppedAtLimit),
  },
  {
    id: 'loss-limit-respected-30',
    category: 'risco',
    icon: 'badge-check',
    target: 30,
    measure: countDays((d) => kept(d, d.lossLimitRespected)),
  },
  {
    id: 'iron-stop',
    category: 'risco',
    icon: 'shield-plus',
    target: 50,
    hidden: true,
    measure: (t) => combineRuns(t.days.map((d) => d.stopRun)),
  },
  // Desafio
  {
    id: 'first-challenge-day',
    category: 'desafio',
    icon: 'flag',
    target: 1,
    measure: (t) => challenges(t).reduce((s, c) => s + c.daysPassed, 0),
  },
  {
    id: 'challenge-week',
    category: 'desafio',
    icon: 'calendar-range',
    target: 1,
    measure: (t) => challenges(t).reduce((s, c) => s + c.weeksCompleted, 0),
  },
  {
    id: 'week-reviews-3',
    category: 'desafio',
    icon: 'message-square-text',
    target: 3,
    measure: (t) => challenges(t).reduce((s, c) => s + c.weekReviews, 0),
  },
  { id: 'challenge-completed', category: 'desafio', icon: 'trophy', target: 1, measure: completedChallenges },
  {
    id: 'challenge-completed-2',
    category: 'desafio',
    icon: 'medal',
    target: 2,
    hidden: true,
    measure: completedChallenges,
  },
  // Emoções
  {
    id: 'no-revenge',
    category: 'emocoes',
    icon: 'hand',
    target: 7,
    measure: tradingDayStreak((d) => kept(d, d.noCooldownBreak)),
  },
  {
    id: 'emotions-named-10',
    category: 'emocoes',
    icon: 'face-slightly-smiling',
    target: 10,
    measure: countDays((d) => allTrades(d, d.withEmotion)),
  },
  { id: 'first-pause', category: 'emocoes', icon: 'wind', target: 1, measure: sumOf((d) => d.pauses) },
  { id: 'pauses-10', category: 'emocoes', icon: 'leaf', target: 10, measure: sumOf((d) => d.pauses) },
  {
    id: 'pauses-when-needed-3',
    category: 'emocoes',
    icon: 'heart-pulse',
    target: 3,
    hidden: true,
    measure: sumOf((d) => d.pausesWhenNeeded),
  },
  // Consistência
  {
    id: 'reviewer',
    category: 'consistencia',
    icon: 'search-check',
    target: 8,
    measure: mostInWindow((d) => d.reviewOnTime, 14),
  },
  { id: 'first-goal', category: 'consistencia', icon: 'target', target: 1, measure: (t) => t.facts.goalsMet },
  { id: 'goals-5', category: 'consistencia', icon: 'crosshair', target: 5, measure: (t) => t.facts.goalsMet },
  { id: 'level-5', category: 'consistencia', icon: 'star', target: 5, measure: (t) => t.facts.level },
  {
    id: 'level-10',
    category: 'consistencia',
    icon: 'crown',
    target: 10,
    hidden: true,
    measure: (t) => t.facts.level,
  },
];

export const ACHIEVEMENTS: readonly AchievementDef[] = ENTRIES.map((e) => ({
  id: e.id,
  category: e.category,
  title: achievementTexts[e.id].title,
  description: achievementTexts[e.id].description,
  icon: e.icon,
  hidden: e.hidden ?? false,
  target: e.target,
}));

export const achievementById = (id: string): AchievementDef | undefined =>
  ACHIEVEMENTS.find((a) => a.id === id);

/** Every achievement's progress, in catalogue order; `current` is clamped to the target. */
export function evaluateAchievements(f: AchievementFacts): AchievementProgress[] {
  // Sorted defensively: the runs and streaks need day order (the type asks for it; a caller's slip must not count).
  const days = [...f.days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const tally: Tally = { days, tradingDays: days.filter((d) => d.trades > 0), facts: f };
  return ENTRIES.map((e) => {
    const current = Math.min(Math.max(e.measure(tally), 0), e.target);
    return { id: e.id, current, target: e.target, unlocked: current >= e.target };
  });
}
