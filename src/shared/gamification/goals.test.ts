import { describe, expect, it } from 'vitest';
import { GOAL_KINDS, type GoalKind } from './contract';
import { bareTrade, daysFrom, gamTrade, record } from './engine-fixtures';
import type { DayRecord, GoalDef, GoalFacts } from './engine-types';
import { GOAL_KIND_LABELS, goalPeriod, goalProgress, goalTitle } from './goals';

describe('goalPeriod', () => {
  it('a week is Monday to Sunday', () => {
    // 2026-03-11 is a Wednesday.
    expect(goalPeriod('week', '2026-03-11')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(goalPeriod('week', '2026-03-09')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(goalPeriod('week', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    // Across a month and a year.
    expect(goalPeriod('week', '2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('a month is its 1st to its last day', () => {
    expect(goalPeriod('month', '2026-03-11')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(goalPeriod('month', '2026-02-28')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(goalPeriod('month', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(goalPeriod('month', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});

describe('goalTitle', () => {
  it('reads as a goal in pt-BR', () => {
    expect(goalTitle('journal-every-trade', 3, null)).toBe('Registrar todos os trades em 3 dias');
    expect(goalTitle('max-trades-days', 15, 3)).toBe('No máximo 3 trades por dia em 15 dias');
    expect(goalTitle('max-trades-days', 1, 1)).toBe('No máximo 1 trade por dia em 1 dia');
    expect(goalTitle('daily-plans', 5, null)).toBe('Escrever o plano do dia em 5 dias');
    expect(goalTitle('daily-reviews', 5, null)).toBe('Fazer a revisão do dia em 5 dias');
    expect(goalTitle('stops-every-trade', 5, null)).toBe('Usar stop em todos os trades em 5 dias');
    expect(goalTitle('break-free-days', 5, null)).toBe('5 dias sem quebrar regras');
    expect(goalTitle('breathing-pauses', 10, null)).toBe('10 pausas de respiração');
    expect(goalTitle('breathing-pauses', 1, null)).toBe('1 pausa de respiração');
    expect(goalTitle('finish-challenge', 1, null)).toBe('Concluir o desafio de 21 dias');
  });

  it('every kind has a label', () => {
    for (const kind of GOAL_KINDS) expect(GOAL_KIND_LABELS[kind]).toBeTruthy();
  });
});

describe('goalProgress', () => {
  // The week of Monday 2026-03-09; the day before and after are outside it.
  const week = daysFrom('2026-03-09', 7);
  const goal = (kind: GoalKind, target: number, param: number | null = null): GoalDef => ({
    id: 'g1',
    kind,
    period: 'week',
    periodStart: '2026-03-09',
    target,
    param,
  });
  const facts = (days: DayRecord[], over: Partial<GoalFacts> = {}): GoalFacts => ({
    days,
    today: '2026-03-12',
    challengesCompleted: 0,
    ...over,
  });
  const plan = (day: string) => ({ createdAt: Date.parse(`${day}T08:00:00Z`), createdDay: day });
  /** A qualifying record on each day of `inside` and on the days just outside the week (which must not count). */
  const outside = ['2026-03-08', '2026-03-16'];

  const cases: [GoalKind, number | null, (day: string) => DayRecord, (day: string) => DayRecord][] = [
    [
      'journal-every-trade',
      null,
      (d) => record(d, { trades: [gamTrade(d), gamTrade(d)] }),
      (d) => record(d, { trades: [gamTrade(d), bareTrade(d)] }),
    ],
    [
      'max-trades-days',
      2,
      (d) => record(d, { trades: [bareTrade(d), bareTrade(d)] }),
      (d) => record(d, { trades: [bareTrade(d), bareTrade(d), bareTrade(d)], plan: plan(d) }),
    ],
    [
      'daily-plans',
      null,
      (d) => record(d, { plan: plan(d) }),
      (d) => record(d, { plan: plan('2026-03-20') }),
    ],
    [
      'daily-reviews',
      null,
      (d) => record(d, { review: { createdDay: d } }),
      (d) => record(d, { review: { createdDay: '2026-03-20' } }),
    ],
    [
      'stops-every-trade',
      null,
      (d) => record(d, { trades: [bareTrade(d, { hasStop: true })] }),
      (d) => record(d, { trades: [gamTrade(d), bareTrade(d)] }),
    ],
    [
      'break-free-days',
      null,
      (d) => record(d, { trades: [gamTrade(d)] }),
      (d) => record(d, { trades: [gamTrade(d, { ruleBreaks: ['in-cooldown'] })] }),
    ],
    ['breathing-pauses', null, (d) => record(d, { pauses: [{ source: 'header' }] }), (d) => record(d)],
  ];

  it.each(cases)('%s counts qualifying days inside the period only', (kind, param, yes, no) => {
    const days = [...outside.map(yes), ...week.slice(0, 3).map(yes), ...week.slice(3).map(no)];
    expect(goalProgress(goal(kind, 4, param), facts(days))).toEqual({
      current: 3,
      target: 4,
      met: false,
      over: false,
    });
    expect(goalProgress(goal(kind, 3, param), facts(days))).toEqual({
      current: 3,
      target: 3,
      met: true,
      over: false,
    });
    // Clamped.
    expect(goalProgress(goal(kind, 2, param), facts(days))).toMatchObject({ current: 2, met: true });
  });

  it('max-trades-days: a day without trades does not count', () => {
    const days = week.map((d) => record(d));
    expect(goalProgress(goal('max-trades-days', 1, 3), facts(days)).current).toBe(0);
  });

  it('breathing pauses are summed', () => {
    const days = [
      record(week[0] as string, { pauses: Array.from({ length: 5 }, () => ({ source: 'header' })) }),
    ];
    expect(goalProgress(goal('breathing-pauses', 10), facts(days)).current).toBe(5);
  });

  it('finish-challenge reads the challenges completed in the period', () => {
    expect(goalProgress(goal('finish-challenge', 1), facts([]))).toMatchObject({ current: 0, met: false });
    expect(goalProgress(goal('finish-challenge', 1), facts([], { challengesCompleted: 2 }))).toMatchObject({
      current: 1,
      met: true,
    });
  });

  it('is over once today is past the period end; a monthly goal covers its month', () => {
    expect(goalProgress(goal('daily-plans', 1), facts([], { today: '2026-03-15' })).over).toBe(false);
    expect(goalProgress(goal('daily-plans', 1), facts([], { today: '2026-03-16' })).over).toBe(true);
    const monthly: GoalDef = { ...goal('daily-plans', 2), period: 'month', periodStart: '2026-03-01' };
    const days = ['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01'].map((d) =>
      record(d, { plan: plan(d) }),
    );
    expect(goalProgress(monthly, facts(days, { today: '2026-03-31' }))).toEqual({
      current: 2,
      target: 2,
      met: true,
      over: false,
    });
  });
});
