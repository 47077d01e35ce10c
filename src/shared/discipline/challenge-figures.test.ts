import { describe, expect, it } from 'vitest';
import { challengeText } from '../i18n/challenge';
import { zonedTimeToUtc } from '../time/zoned-time';
import { addDays } from '../time/calendar-date';
import { challengeFigures } from './challenge-figures';
import { evaluateChallenge, type StoredChallenge } from './evaluate-challenge';
import { emptyDayFacts, type DayFacts } from './evaluate-day';

const START = '2026-03-02';
const day = (n: number) => addDays(START, n - 1);
const stored = (over: Partial<StoredChallenge> = {}): StoredChallenge => ({
  id: 'c1',
  startDate: START,
  customRules: [],
  status: 'active',
  daysPassed: null,
  reviews: {},
  ...over,
});
/** A day that passes: plan written before a journaled trade without rule breaks. */
const passing = (d: string): DayFacts => ({
  ...emptyDayFacts(),
  planCreatedAt: zonedTimeToUtc(d, '08:00', 'America/Sao_Paulo').getTime(),
  trades: [
    {
      openedAt: zonedTimeToUtc(d, '09:30', 'America/Sao_Paulo').getTime(),
      ruleBreaks: [],
      emotion: 'disciplinado',
      notes: 'Segui o plano do começo ao fim',
    },
  ],
});
const failing = (d: string): DayFacts => ({
  ...passing(d),
  trades: passing(d).trades.map((t) => ({ ...t, ruleBreaks: ['after-loss-limit' as const] })),
});
const P = challengeText.progress;

describe('challengeFigures: today counted the same way in every figure', () => {
  it('day 1 with a passing day: 1 of 17, a streak of 1 and week 1 at 1 of 1, all "contando hoje"', () => {
    const c = evaluateChallenge(stored(), new Map([[day(1), passing(day(1))]]), day(1));
    // The stored figure waits for the day to end; the page's figures count it, and say so.
    expect(c.daysPassed).toBe(0);
    const f = challengeFigures(c);
    expect(f).toMatchObject({ today: 'counted', passed: 1, streak: 1 });
    expect(f.weeks).toEqual([
      { week: 1, passed: 1, days: 1, today: 'counted' },
      { week: 2, passed: 0, days: 0, today: null },
      { week: 3, passed: 0, days: 0, today: null },
    ]);
    expect(P.weekHint(1, 1, 'counted')).toBe('1 dia cumprido de 1, contando hoje.');
    expect(P.streakHint(f.today)).toBe('Dias cumpridos seguidos, contando hoje.');
  });

  it('day 1 not passing yet: nothing counted, and week 1 has begun (not "Ainda não começou")', () => {
    const c = evaluateChallenge(stored(), new Map([[day(1), failing(day(1))]]), day(1));
    const f = challengeFigures(c);
    expect(f).toMatchObject({ today: 'open', passed: 0, streak: 0 });
    expect(f.weeks[0]).toEqual({ week: 1, passed: 0, days: 0, today: 'open' });
    expect(P.weekHint(0, 0, 'open')).toBe('Começou hoje: o dia ainda está em aberto.');
  });

  it('day 9: past days as stored, today added to the total, the streak and its own week only', () => {
    const facts = new Map<string, DayFacts>();
    for (let n = 1; n <= 9; n++) facts.set(day(n), n === 3 ? failing(day(n)) : passing(day(n)));
    const c = evaluateChallenge(stored(), facts, day(9));
    expect(c.daysPassed).toBe(7);
    const f = challengeFigures(c);
    // Days 4–8 passed, and today: a streak of 6.
    expect(f).toMatchObject({ today: 'counted', passed: 8, streak: 6 });
    expect(f.weeks.map((w) => [w.passed, w.days, w.today])).toEqual([
      [6, 7, null],
      [2, 2, 'counted'],
      [0, 0, null],
    ]);
    // The weeks add up to the total.
    expect(f.weeks.reduce((s, w) => s + w.passed, 0)).toBe(f.passed);
  });

  it('a challenge that is over counts no today', () => {
    const facts = new Map([[day(1), passing(day(1))]]);
    const c = evaluateChallenge(stored({ status: 'abandoned', daysPassed: 0 }), facts, day(1));
    expect(challengeFigures(c)).toMatchObject({ today: null, passed: 0 });
  });
});
