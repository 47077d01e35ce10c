import { describe, expect, it } from 'vitest';
import type { AchievementDto, GoalDto, XpEntryDto } from '@/shared/gamification/contract';
import { levelForXp } from '@/shared/gamification/rules';
import { achievementsIn, entryDay, goalState, levelBar, mergeHistory, percentOf, sortGoals } from './view';

const achievement = (p: Partial<AchievementDto>): AchievementDto => ({
  id: 'a',
  category: 'registro',
  title: 'A',
  description: '',
  icon: 'award',
  hidden: false,
  current: 0,
  target: 10,
  unlocked: false,
  unlockedAt: null,
  ...p,
});
const goal = (p: Partial<GoalDto>): GoalDto => ({
  id: 'g',
  kind: 'daily-plans',
  period: 'week',
  periodStart: '2026-11-23',
  periodEnd: '2026-11-29',
  title: 'G',
  target: 5,
  param: null,
  current: 0,
  met: false,
  metAt: null,
  over: false,
  xp: 40,
  ...p,
});
const entry = (id: number): XpEntryDto => ({
  id,
  source: 'trade',
  day: '2026-11-21',
  amount: 5,
  reason: `r${id}`,
  createdAt: '2026-11-21T13:00:00Z',
});

describe('the level bar', () => {
  it('says what is missing to the next level: 420 XP is level 3 with 30 XP to level 4', () => {
    const level = levelForXp(420);
    expect(level).toMatchObject({ level: 3, name: 'Observador', nextName: 'Estudante' });
    expect(levelBar(level)).toEqual({ percent: 85, missing: 30, next: 4 });
  });

  it('starts empty at 0 XP and never overflows', () => {
    expect(levelBar(levelForXp(0))).toEqual({ percent: 0, missing: 100, next: 2 });
    expect(percentOf(15, 10)).toBe(100);
    expect(percentOf(-1, 10)).toBe(0);
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('the history', () => {
  it('shows each entry once when an older page overlaps a refreshed first page', () => {
    const merged = mergeHistory([entry(5), entry(4)], [[entry(4), entry(3)], [entry(2)]]);
    expect(merged.map((e) => e.id)).toEqual([5, 4, 3, 2]);
  });

  it('dates an entry by its own day as dd/mm, else by when it was earned', () => {
    expect(entryDay({ day: '2026-11-21', createdAt: '2026-11-25T10:00:00Z' })).toBe('21/11');
    expect(entryDay({ day: null, createdAt: '2026-11-25T12:00:00Z' })).toBe('25/11');
  });
});

describe('the achievements grid', () => {
  it('puts unlocked first (newest on top), then the closest to unlocking, the secret ones last', () => {
    const list = [
      achievement({ id: 'secret', hidden: true }),
      achievement({ id: 'far', current: 1 }),
      achievement({ id: 'old', unlocked: true, unlockedAt: '2026-11-01T10:00:00Z' }),
      achievement({ id: 'near', current: 9 }),
      achievement({ id: 'new', unlocked: true, unlockedAt: '2026-11-20T10:00:00Z' }),
    ];
    expect(achievementsIn(list, 'all').map((a) => a.id)).toEqual(['new', 'old', 'near', 'far', 'secret']);
  });

  it('filters by category', () => {
    const list = [achievement({ id: 'r' }), achievement({ id: 'd', category: 'disciplina' })];
    expect(achievementsIn(list, 'disciplina').map((a) => a.id)).toEqual(['d']);
  });
});

describe('the goals', () => {
  it('are open, met or missed (over without being met), the open ones first', () => {
    expect(goalState(goal({ met: true, over: true }))).toBe('met');
    expect(goalState(goal({ over: true }))).toBe('missed');
    expect(goalState(goal({}))).toBe('open');
    const sorted = sortGoals([
      goal({ id: 'missed', over: true }),
      goal({ id: 'met', met: true }),
      goal({ id: 'open' }),
    ]);
    expect(sorted.map((g) => g.id)).toEqual(['open', 'met', 'missed']);
  });
});
