import { formatDayMonth, formatInstantDay } from '@/shared/format';
import type {
  AchievementCategory,
  AchievementDto,
  GoalDto,
  XpEntryDto,
} from '@/shared/gamification/contract';
import type { LevelProgress } from '@/shared/gamification/rules';
import { wallClock } from '@/shared/time/zoned-time';

/** The bar to the next level: how much of it is filled, and the XP still missing ('Faltam 30 XP…'). */
export function levelBar(level: LevelProgress): { percent: number; missing: number; next: number } {
  const toNext = Math.max(level.toNext, 1);
  const into = Math.min(Math.max(level.intoLevel, 0), toNext);
  return { percent: Math.round((into / toNext) * 100), missing: toNext - into, next: level.level + 1 };
}

/** A bar's width for `current` of `target`, 0–100 (a target of 0 is a full bar). */
export { progressPercent as percentOf } from '@/client/components/ui/progress-bar';

/**
 * The day an XP entry belongs to, as 'dd/mm': its own local day when it has one (a trade's, a plan's), else the
 * day it was earned, in the browser's zone (a challenge week, a goal).
 */
export function entryDay(entry: Pick<XpEntryDto, 'day' | 'createdAt'>): string {
  if (entry.day) return formatDayMonth(entry.day);
  const at = new Date(entry.createdAt);
  return Number.isNaN(at.getTime()) ? '' : formatDayMonth(wallClock(at).date);
}

/** A moment ('2026-11-21T13:05:00Z') as its day in the browser's zone, 'dd/mm/aaaa' ('Desbloqueada em 21/11/2026'). */
export function localDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatInstantDay(at);
}

/** The overview's entries then the older pages, each entry once (a page read before a live refresh may overlap). */
export function mergeHistory(first: readonly XpEntryDto[], older: readonly XpEntryDto[][]): XpEntryDto[] {
  const seen = new Set<number>();
  const out: XpEntryDto[] = [];
  for (const entry of [...first, ...older.flat()]) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(entry);
  }
  return out;
}

/**
 * The grid's order: unlocked first (the most recent on top), then the locked ones closest to unlocking, the secret
 * ones last (nothing to show of them).
 */
export function sortAchievements(list: readonly AchievementDto[]): AchievementDto[] {
  const rank = (a: AchievementDto) => (a.unlocked ? 0 : a.hidden ? 2 : 1);
  const progress = (a: AchievementDto) => (a.target > 0 ? a.current / a.target : 0);
  return [...list].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.unlocked && b.unlocked ? (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? '') : 0) ||
      progress(b) - progress(a),
  );
}

export function achievementsIn(
  list: readonly AchievementDto[],
  category: AchievementCategory | 'all',
): AchievementDto[] {
  return sortAchievements(category === 'all' ? list : list.filter((a) => a.category === category));
}

export type GoalState = 'met' | 'missed' | 'open';

export function goalState(goal: Pick<GoalDto, 'met' | 'over'>): GoalState {
  return goal.met ? 'met' : goal.over ? 'missed' : 'open';
}

/** Open goals first (the ones the trader can still act on), then the met ones, then the missed ones. */
export function sortGoals(goals: readonly GoalDto[]): GoalDto[] {
  const rank: Record<GoalState, number> = { open: 0, met: 1, missed: 2 };
  return [...goals].sort(
    (a, b) => rank[goalState(a)] - rank[goalState(b)] || a.periodStart.localeCompare(b.periodStart),
  );
}
