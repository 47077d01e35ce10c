import type { GamificationEventDto } from '@/shared/gamification/contract';
import { gamificationText } from '@/shared/i18n/gamification-page';

const L = gamificationText.live;

/** The stream's payload, checked before it is trusted (an unknown kind or a broken payload is ignored). */
export function parseGamificationEvent(data: string): GamificationEventDto | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number') return null;
  switch (v.kind) {
    case 'level-up':
      return typeof v.level === 'number' && typeof v.levelName === 'string'
        ? { id: v.id, kind: 'level-up', level: v.level, levelName: v.levelName }
        : null;
    case 'achievement':
      return typeof v.achievementId === 'string' && typeof v.title === 'string'
        ? { id: v.id, kind: 'achievement', achievementId: v.achievementId, title: v.title }
        : null;
    case 'goal-met':
      return typeof v.goalId === 'string' && typeof v.title === 'string' && typeof v.xp === 'number'
        ? { id: v.id, kind: 'goal-met', goalId: v.goalId, title: v.title, xp: v.xp }
        : null;
    default:
      return null;
  }
}

/** The toast of an event: 'Você subiu de nível!' / 'Nível 4 — Estudante', and so on. */
export function gamificationToast(event: GamificationEventDto): { title: string; description: string } {
  switch (event.kind) {
    case 'level-up':
      return { title: L.levelUp, description: L.levelUpDetail(event.level, event.levelName) };
    case 'achievement':
      return { title: L.achievement, description: event.title };
    case 'goal-met':
      return { title: L.goalMet, description: L.goalMetDetail(event.title, event.xp) };
  }
}

const ORDER: Record<GamificationEventDto['kind'], number> = { 'goal-met': 0, 'level-up': 1, achievement: 2 };

/**
 * The events of one moment as one toast (a goal met at creation that also levels the trader up): the goal first,
 * then the level, then the achievements; the first one's title, and one line per event. Undefined for none.
 */
export function gamificationBatchToast(
  events: readonly GamificationEventDto[],
): { title: string; description: string } | undefined {
  const toasts = [...events].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]).map(gamificationToast);
  const [first, ...rest] = toasts;
  if (!first) return undefined;
  return {
    title: first.title,
    description: [first.description, ...rest.map((t) => L.line(t.title, t.description))].join('\n'),
  };
}

/** One tab's memory of the events it showed: a replay after the stream reconnects is not shown twice. */
export function createGamificationGate() {
  const seen = new Set<number>();
  return (event: GamificationEventDto): boolean => {
    if (seen.has(event.id)) return false;
    seen.add(event.id);
    return true;
  };
}
