import { describe, expect, it } from 'vitest';
import { gamificationText } from '@/shared/i18n/gamification-page';
import {
  createGamificationGate,
  gamificationBatchToast,
  gamificationToast,
  parseGamificationEvent,
} from './gamification-events';

const L = gamificationText.live;

describe('the live gamification toasts', () => {
  it('say what happened: a new level, an achievement, a goal met with its XP', () => {
    const levelUp = parseGamificationEvent(
      JSON.stringify({ id: 1, kind: 'level-up', level: 4, levelName: 'Estudante' }),
    );
    expect(levelUp && gamificationToast(levelUp)).toEqual({
      title: 'Você subiu de nível!',
      description: 'Nível 4 — Estudante',
    });
    const achievement = parseGamificationEvent(
      JSON.stringify({
        id: 2,
        kind: 'achievement',
        achievementId: 'first-record',
        title: 'Primeiro registro',
      }),
    );
    expect(achievement && gamificationToast(achievement)).toEqual({
      title: L.achievement,
      description: 'Primeiro registro',
    });
    const goal = parseGamificationEvent(
      JSON.stringify({
        id: 3,
        kind: 'goal-met',
        goalId: 'g1',
        title: 'Registrar todos os trades em 1 dia',
        xp: 40,
      }),
    );
    expect(goal && gamificationToast(goal)).toEqual({
      title: 'Meta cumprida!',
      description: 'Registrar todos os trades em 1 dia · +40 XP',
    });
  });

  it('ignore a broken payload or an unknown kind instead of showing an empty toast', () => {
    expect(parseGamificationEvent('not json')).toBeNull();
    expect(parseGamificationEvent(JSON.stringify({ id: 1, kind: 'profit', amount: 100 }))).toBeNull();
    expect(parseGamificationEvent(JSON.stringify({ kind: 'achievement', title: 'x' }))).toBeNull();
    expect(
      parseGamificationEvent(JSON.stringify({ id: 1, kind: 'goal-met', goalId: 'g', title: 't' })),
    ).toBeNull();
  });

  it('show each event once per tab, even when a reconnect replays it', () => {
    const accept = createGamificationGate();
    const event = { id: 7, kind: 'achievement', achievementId: 'a', title: 'A' } as const;
    expect(accept(event)).toBe(true);
    expect(accept({ ...event })).toBe(false);
    expect(accept({ ...event, id: 8 })).toBe(true);
  });
});

describe('the events of one moment', () => {
  it('are one toast: the goal met first, then the level and the achievement, one line each', () => {
    const toast = gamificationBatchToast([
      { id: 1, kind: 'achievement', achievementId: 'first-goal', title: 'Primeira meta' },
      { id: 2, kind: 'level-up', level: 2, levelName: 'Aprendiz' },
      { id: 3, kind: 'goal-met', goalId: 'g1', title: 'Registrar todos os trades em 1 dia', xp: 40 },
    ]);
    expect(toast).toEqual({
      title: 'Meta cumprida!',
      description: [
        'Registrar todos os trades em 1 dia · +40 XP',
        'Você subiu de nível! Nível 2 — Aprendiz',
        'Conquista desbloqueada Primeira meta',
      ].join('\n'),
    });
    expect(gamificationBatchToast([])).toBeUndefined();
  });
});
