import { describe, expect, it } from 'vitest';
import { bareTrade, gamTrade, record } from './engine-fixtures';
import type { ChallengeXpInput } from './engine-types';
import { levelForXp, LEVEL_NAMES, WEEK_PASS_DAYS, XP, xpAtLevelStart, xpToNextLevel } from './rules';
import { challengeXpEntries, dayXpEntries, goalXp, goalXpEntry, sumXp } from './xp';

const D = '2026-03-10';
const keys = (entries: { key: string }[]) => entries.map((e) => e.key);

describe('level curve', () => {
  it('levels at 0, 99, 100, 249, 250', () => {
    expect(levelForXp(0)).toMatchObject({ level: 1, name: 'Iniciante', intoLevel: 0, toNext: 100 });
    expect(levelForXp(99)).toMatchObject({ level: 1, intoLevel: 99 });
    expect(levelForXp(100)).toMatchObject({ level: 2, name: 'Aprendiz', intoLevel: 0, toNext: 150 });
    expect(levelForXp(249)).toMatchObject({ level: 2, intoLevel: 149 });
    expect(levelForXp(250)).toMatchObject({ level: 3, name: 'Observador', intoLevel: 0, toNext: 200 });
    expect(levelForXp(-40)).toMatchObject({ level: 1, xp: 0 });
  });

  it('xpAtLevelStart(L) is the sum of the steps before it', () => {
    let total = 0;
    for (let level = 1; level <= 40; level++) {
      expect(xpAtLevelStart(level)).toBe(total);
      expect(levelForXp(total).level).toBe(level);
      if (level > 1) expect(levelForXp(total - 1).level).toBe(level - 1);
      total += xpToNextLevel(level);
    }
  });

  it('big totals: level 20 is the last name, and the level keeps growing past it', () => {
    expect(xpAtLevelStart(20)).toBe(100 * 19 + 25 * 19 * 18);
    expect(levelForXp(xpAtLevelStart(20))).toMatchObject({ level: 20, name: 'Mestre', nextName: 'Mestre' });
    expect(LEVEL_NAMES).toHaveLength(20);
    const big = levelForXp(1_000_000);
    expect(big.level).toBeGreaterThan(20);
    expect(big.name).toBe('Mestre');
    expect(xpAtLevelStart(big.level)).toBeLessThanOrEqual(1_000_000);
    expect(xpAtLevelStart(big.level + 1)).toBeGreaterThan(1_000_000);
  });
});

describe('dayXpEntries', () => {
  it('a full day: complete trades, plan, review, stop at the limit, pauses', () => {
    const t = gamTrade(D, { instrument: 'WDOF27' });
    const r = record(D, {
      trades: [t],
      plan: { createdAt: Date.parse(`${D}T08:00:00Z`), createdDay: D },
      review: { createdDay: D },
      lossLimitReached: true,
      pauses: [{ source: 'header' }],
    });
    expect(dayXpEntries(r)).toEqual([
      {
        source: 'trade',
        key: `trade:${t.id}`,
        day: D,
        amount: XP.completeTrade,
        reason: 'Trade registrado por completo (WDOF27)',
      },
      {
        source: 'daily-plan',
        key: `daily-plan:${D}`,
        day: D,
        amount: XP.dailyPlan,
        reason: 'Plano do dia escrito a tempo',
      },
      {
        source: 'daily-review',
        key: `daily-review:${D}`,
        day: D,
        amount: XP.dailyReview,
        reason: 'Revisão do dia feita a tempo',
      },
      {
        source: 'loss-limit-stop',
        key: `loss-limit-stop:${D}`,
        day: D,
        amount: XP.lossLimitStop,
        reason: 'Parou no limite de perda do dia',
      },
      {
        source: 'breathing',
        key: `breathing:${D}:1`,
        day: D,
        amount: XP.breathingPause,
        reason: 'Pausa para respirar',
      },
    ]);
  });

  it('11 complete trades earn 10 entries; an over-cap trade earns nothing', () => {
    const eleven = record(D, { trades: Array.from({ length: 11 }, () => gamTrade(D)) });
    expect(dayXpEntries(eleven)).toHaveLength(10);
    expect(sumXp(dayXpEntries(eleven))).toBe(10 * XP.completeTrade);
    const cap = record(D, { trades: [gamTrade(D, { ruleBreaks: ['over-trade-cap'] })] });
    expect(dayXpEntries(cap)).toEqual([]);
  });

  it('4 pauses earn 3 entries', () => {
    const r = record(D, { pauses: Array.from({ length: 4 }, () => ({ source: 'header' })) });
    expect(keys(dayXpEntries(r))).toEqual([`breathing:${D}:1`, `breathing:${D}:2`, `breathing:${D}:3`]);
  });

  it('a plan written after its day and a review written two days later earn nothing', () => {
    const r = record(D, {
      plan: { createdAt: Date.parse('2026-03-20T08:00:00Z'), createdDay: '2026-03-20' },
      review: { createdDay: '2026-03-12' },
    });
    expect(dayXpEntries(r)).toEqual([]);
  });

  it('reversal: the day rebuilt without a trade loses exactly that trade’s entry', () => {
    const trades = [gamTrade(D), gamTrade(D), gamTrade(D)];
    const plan = { createdAt: Date.parse(`${D}T08:00:00Z`), createdDay: D };
    const before = dayXpEntries(record(D, { trades, plan }));
    const after = dayXpEntries(record(D, { trades: trades.filter((t) => t !== trades[1]), plan }));
    expect(keys(before).filter((k) => !keys(after).includes(k))).toEqual([`trade:${trades[1]?.id}`]);
    expect(keys(after).every((k) => keys(before).includes(k))).toBe(true);
    expect(sumXp(before) - sumXp(after)).toBe(XP.completeTrade);
  });

  it('reversal at the cap: deleting one of 11 complete trades lets the 11th earn, keeping 10', () => {
    const trades = Array.from({ length: 11 }, (_, i) => gamTrade(D, { minute: i + 1 }));
    const after = dayXpEntries(record(D, { trades: trades.slice(1) }));
    expect(after).toHaveLength(10);
    expect(keys(after)).toContain(`trade:${trades[10]?.id}`);
  });

  it('big profits and no process earn no XP (profit is not an input)', () => {
    const r = record(D, { trades: Array.from({ length: 8 }, () => bareTrade(D)) });
    expect(dayXpEntries(r)).toEqual([]);
  });
});

describe('challengeXpEntries', () => {
  const challenge = (over: Partial<ChallengeXpInput> = {}): ChallengeXpInput => ({
    id: 'c1',
    status: 'active',
    days: [],
    weeks: [],
    ...over,
  });

  it('passed and not-traded days earn; failed, today and future do not', () => {
    const entries = challengeXpEntries(
      challenge({
        days: [
          { day: '2026-03-01', state: 'passed' },
          { day: '2026-03-02', state: 'not-traded' },
          { day: '2026-03-03', state: 'failed' },
          { day: '2026-03-04', state: 'today' },
          { day: '2026-03-05', state: 'future' },
        ],
      }),
    );
    expect(entries).toEqual([
      {
        source: 'challenge-day',
        key: 'challenge-day:c1:2026-03-01',
        day: '2026-03-01',
        amount: XP.challengeDay,
        reason: 'Dia do desafio cumprido',
      },
      {
        source: 'challenge-day',
        key: 'challenge-day:c1:2026-03-02',
        day: '2026-03-02',
        amount: XP.challengeDay,
        reason: 'Dia do desafio cumprido',
      },
    ]);
  });

  it('a week over with WEEK_PASS_DAYS passed earns; fewer, or not over, does not; reviews earn', () => {
    const entries = challengeXpEntries(
      challenge({
        weeks: [
          { week: 1, passed: WEEK_PASS_DAYS, over: 7, reviewed: true },
          { week: 2, passed: WEEK_PASS_DAYS - 1, over: 7, reviewed: false },
          { week: 3, passed: 6, over: 6, reviewed: false },
        ],
      }),
    );
    expect(entries).toEqual([
      {
        source: 'challenge-week',
        key: 'challenge-week:c1:1',
        day: null,
        amount: XP.challengeWeek,
        reason: 'Semana 1 do desafio concluída',
      },
      {
        source: 'weekly-review',
        key: 'weekly-review:c1:1',
        day: null,
        amount: XP.weeklyReview,
        reason: 'Revisão da semana 1 do desafio',
      },
    ]);
  });

  it('only a completed challenge earns its completion', () => {
    expect(keys(challengeXpEntries(challenge({ status: 'completed' })))).toEqual(['challenge-completed:c1']);
    for (const status of ['active', 'failed', 'abandoned'] as const)
      expect(challengeXpEntries(challenge({ status }))).toEqual([]);
  });
});

describe('goal XP', () => {
  it('by period', () => {
    expect(goalXp('week')).toBe(XP.goalWeek);
    expect(goalXp('month')).toBe(XP.goalMonth);
    expect(goalXpEntry({ id: 'g1', period: 'month', title: '10 pausas de respiração' })).toEqual({
      source: 'goal',
      key: 'goal:g1',
      day: null,
      amount: XP.goalMonth,
      reason: 'Meta cumprida: 10 pausas de respiração',
    });
    expect(sumXp([])).toBe(0);
  });
});
