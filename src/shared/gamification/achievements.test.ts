import { icons } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CATEGORIES } from './contract';
import { ACHIEVEMENTS, evaluateAchievements, type AchievementId } from './achievements';
import { bareTrade, daysFrom, gamTrade, record } from './engine-fixtures';
import type { AchievementFacts, ChallengeSummary, DayRecord, GamTrade } from './engine-types';
import type { UserDayInput } from './engine-types';
import { levelForXp } from './rules';
import { disciplineScore, sumDays } from './score';
import { dayXpEntries, sumXp } from './xp';

const START = '2026-03-02';
const facts = (over: Partial<AchievementFacts> = {}): AchievementFacts => ({
  days: [],
  challenges: [],
  goalsMet: 0,
  level: 1,
  ...over,
});
/** `n` consecutive calendar days from START, each built by `build`. */
const days = (n: number, build: (day: string, i: number) => Partial<UserDayInput>): DayRecord[] =>
  daysFrom(START, n).map((day, i) => record(day, build(day, i)));
const planOf = (day: string) => ({ createdAt: Date.parse(`${day}T08:00:00Z`), createdDay: day });
const one = (t: (day: string) => GamTrade) => (day: string) => ({ trades: [t(day)] });
const challenge = (over: Partial<ChallengeSummary> = {}): ChallengeSummary => ({
  status: 'active',
  daysPassed: 0,
  weeksCompleted: 0,
  weekReviews: 0,
  ...over,
});
/** `n` trades with a property spread over days of 3, with a day off between each, and a breaking trade first. */
const tradesInRow = (n: number, ok: Partial<GamTrade>, broken: Partial<GamTrade>) =>
  days(2 * Math.ceil(n / 3) + 1, (day, i) => {
    if (i === 0) return { trades: [gamTrade(day, broken)] };
    if (i % 2 === 1) return {}; // a day without trades: neither breaks nor extends the run
    const before = ((i - 2) / 2) * 3;
    return { trades: Array.from({ length: Math.min(3, n - before) }, () => gamTrade(day, ok)) };
  });
/** `n` consecutive trading days with a property after one without, with days off between them. */
const tradingDaysInRow = (n: number, good: Partial<GamTrade>, bad: Partial<GamTrade>) =>
  days(2 * n + 1, (day, i) => {
    if (i === 0) return { trades: [gamTrade(day, bad)] };
    return i % 2 === 0 ? { trades: [gamTrade(day, good)] } : {};
  });

/** For each achievement, facts in which its measure is exactly `n` (and which hold no profit at all). */
const withCount: Record<AchievementId, (n: number) => AchievementFacts> = {
  'first-complete-record': (n) =>
    facts({
      days: days(
        n,
        one((d) => gamTrade(d)),
      ),
    }),
  'complete-days-5': (n) =>
    facts({
      days: [
        ...days(n, (d) => ({ trades: [gamTrade(d), gamTrade(d)] })),
        // A day with one complete and one incomplete trade does not count.
        record('2027-01-04', { trades: [gamTrade('2027-01-04'), bareTrade('2027-01-04')] }),
      ],
    }),
  'complete-days-20': (n) =>
    facts({
      days: days(
        n,
        one((d) => gamTrade(d)),
      ),
    }),
  'playbook-checklist-days-10': (n) =>
    facts({
      days: [
        ...days(n, (d) => ({
          trades: [gamTrade(d, { criteriaTicked: true }), gamTrade(d, { criteriaTicked: true })],
        })),
        // A required criterion missing, or a trade without its checklist: the day does not count.
        record('2027-01-04', {
          trades: [
            gamTrade('2027-01-04', { criteriaTicked: true }),
            gamTrade('2027-01-04', { criteriaTicked: true, ruleBreaks: ['criteria-missing'] }),
          ],
        }),
        record('2027-01-05', {
          trades: [gamTrade('2027-01-05', { criteriaTicked: true }), gamTrade('2027-01-05')],
        }),
      ],
    }),
  'first-plan': (n) =>
    facts({
      days: [
        ...days(n, (d) => ({ plan: planOf(d) })),
        // Written the day after: too late.
        record('2027-01-04', { plan: planOf('2027-01-05') }),
      ],
    }),
  'plan-and-review-20': (n) =>
    facts({
      days: [
        ...days(n, (d) => ({ plan: planOf(d), review: { createdDay: d } })),
        record('2027-01-04', { plan: planOf('2027-01-04') }),
        record('2027-01-05', { review: { createdDay: '2027-01-05' } }),
      ],
    }),
  'plan-before-trade-10': (n) =>
    facts({
      days: [
        ...days(n, (d) => ({ plan: planOf(d), trades: [gamTrade(d)] })),
        // A plan written after the first entry, and one written late for a past day without trades.
        record('2027-01-04', {
          plan: { createdAt: Date.parse('2027-01-04T12:00:00Z'), createdDay: '2027-01-04' },
          trades: [gamTrade('2027-01-04', { minute: 10 })],
        }),
        record('2027-01-05', { plan: planOf('2027-01-09') }),
      ],
    }),
  'break-free-days-10': (n) =>
    facts({
      days: [
        ...days(
          n,
          one((d) => gamTrade(d)),
        ),
        record('2027-01-04', {
          trades: [gamTrade('2027-01-04', { ruleBreaks: ['no-stop'], hasStop: false })],
        }),
        record('2027-01-05'),
      ],
    }),
  'break-free-streak-5': (n) => facts({ days: tradingDaysInRow(n, {}, { ruleBreaks: ['in-cooldown'] }) }),
  'cap-respected-10': (n) =>
    facts({
      days: [
        ...days(
          n,
          one((d) => gamTrade(d, { ruleBreaks: ['in-cooldown'] })),
        ),
        // No stop: no rule was kept.
        record('2027-01-05', { trades: [bareTrade('2027-01-05', { ruleBreaks: ['no-stop'] })] }),
        record('2027-01-04', { trades: [gamTrade('2027-01-04', { ruleBreaks: ['over-trade-cap'] })] }),
      ],
    }),
  'checklist-days-10': (n) =>
    facts({
      days: [
        ...days(n, (d) => ({ plan: planOf(d), trades: [gamTrade(d)] })),
        // Plan and journal missing: 4 of 6 items.
        record('2027-01-04', { trades: [bareTrade('2027-01-04', { hasStop: true })] }),
      ],
    }),
  'stop-always': (n) => facts({ days: tradesInRow(n, {}, { hasStop: false }) }),
  'right-size': (n) => facts({ days: tradesInRow(n, {}, { ruleBreaks: ['over-max-contracts'] }) }),
  'stopped-at-limit-3': (n) =>
    facts({
      days: [
        ...days(n, (d) => ({ lossLimitReached: true, trades: [bareTrade(d)] })),
        record('2027-01-04', {
          lossLimitReached: true,
          trades: [gamTrade('2027-01-04'), gamTrade('2027-01-04', { ruleBreaks: ['after-loss-limit'] })],
        }),
      ],
    }),
  'loss-limit-respected-30': (n) =>
    facts({
      days: [
        ...days(
          n,
          one((d) => gamTrade(d, { emotion: null })),
        ),
        record('2027-01-04', { trades: [gamTrade('2027-01-04', { ruleBreaks: ['after-loss-limit'] })] }),
        record('2027-01-06', { trades: [bareTrade('2027-01-06', { ruleBreaks: ['no-stop'] })] }),
        record('2027-01-05', { plan: planOf('2027-01-05') }),
      ],
    }),
  'iron-stop': (n) => facts({ days: tradesInRow(n, {}, { hasStop: false }) }),
  'first-challenge-day': (n) => facts({ challenges: [challenge({ status: 'failed', daysPassed: n })] }),
  'challenge-week': (n) => facts({ challenges: [challenge({ weeksCompleted: n })] }),
  'week-reviews-3': (n) =>
    facts({
      challenges: [
        challenge({ status: 'abandoned', weekReviews: Math.min(n, 1) }),
        challenge({ weekReviews: Math.max(n - 1, 0) }),
      ],
    }),
  'challenge-completed': (n) =>
    facts({
      challenges: [
        ...Array.from({ length: n }, () => challenge({ status: 'completed', daysPassed: 21 })),
        challenge({ status: 'failed', daysPassed: 20 }),
      ],
    }),
  'challenge-completed-2': (n) =>
    facts({
      challenges: Array.from({ length: n }, () => challenge({ status: 'completed', daysPassed: 21 })),
    }),
  'no-revenge': (n) =>
    facts({ days: tradingDaysInRow(n, { ruleBreaks: ['over-trade-cap'] }, { ruleBreaks: ['in-cooldown'] }) }),
  'emotions-named-10': (n) =>
    facts({
      days: [
        ...days(
          n,
          one((d) => bareTrade(d, { emotion: 'ansioso' })),
        ),
        record('2027-01-04', { trades: [gamTrade('2027-01-04'), bareTrade('2027-01-04')] }),
      ],
    }),
  'first-pause': (n) =>
    facts({ days: days(1, () => ({ pauses: Array.from({ length: n }, () => ({ source: 'header' })) })) }),
  'pauses-10': (n) =>
    facts({
      days: [...days(n, () => ({ pauses: [{ source: 'emotion' }] }))],
    }),
  'pauses-when-needed-3': (n) =>
    facts({
      days: days(n + 1, (_, i) => ({
        pauses: [{ source: i === 0 ? 'header' : i % 2 ? 'loss-streak' : 'limit-alert' }],
      })),
    }),
  reviewer: (n) =>
    facts({
      // n reviews on time inside 14 days (every other day from day 1), plus a late one and an isolated one.
      days: [
        ...daysFrom(START, 14)
          .filter((_, i) => i % 2 === 1 || i === 0)
          .slice(0, n)
          .map((d) => record(d, { review: { createdDay: d } })),
        record('2026-03-16', { review: { createdDay: '2026-03-19' } }),
        record('2026-04-20', { review: { createdDay: '2026-04-20' } }),
      ],
    }),
  'first-goal': (n) => facts({ goalsMet: n }),
  'goals-5': (n) => facts({ goalsMet: n }),
  'level-5': (n) => facts({ level: n }),
  'level-10': (n) => facts({ level: n }),
};

const progressOf = (id: string, f: AchievementFacts) => evaluateAchievements(f).find((p) => p.id === id);

describe('ACHIEVEMENTS catalogue', () => {
  it('has at least 25, across the six categories, 3 to 5 hidden, ids unique', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ACHIEVEMENTS.map((a) => a.category))).toEqual(new Set(ACHIEVEMENT_CATEGORIES));
    const hidden = ACHIEVEMENTS.filter((a) => a.hidden).length;
    expect(hidden).toBeGreaterThanOrEqual(3);
    expect(hidden).toBeLessThanOrEqual(5);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(ACHIEVEMENTS.map((a) => a.title)).size).toBe(ACHIEVEMENTS.length);
  });

  it('includes the required ones by their exact titles', () => {
    const titles = ACHIEVEMENTS.map((a) => a.title);
    for (const t of [
      'Stop sempre',
      'Parou no limite',
      'Sem vingança',
      'Revisor',
      'Desafio concluído',
      'Tamanho certo',
    ])
      expect(titles).toContain(t);
  });

  it('every icon exists in lucide-react, every text is filled', () => {
    const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
    for (const a of ACHIEVEMENTS) {
      expect(icons, a.icon).toHaveProperty(pascal(a.icon));
      expect(a.title.trim()).not.toBe('');
      expect(a.description.trim()).not.toBe('');
      expect(a.target).toBeGreaterThanOrEqual(1);
    }
  });

  it('none rewards profit, wins, P&L, volume or the number of trades', () => {
    const forbidden = /lucro|ganho|gain|win|vit[oó]ria|p&l|resultado|volume|\d+ trades(?! seguidos)|acert/i;
    for (const a of ACHIEVEMENTS) expect(`${a.title} ${a.description}`).not.toMatch(forbidden);
  });
});

describe('evaluateAchievements', () => {
  it('one progress per achievement, in catalogue order, all locked at the start', () => {
    const progress = evaluateAchievements(facts());
    expect(progress.map((p) => p.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    // Level 1 counts 1 of the level achievements' target; nothing is unlocked.
    expect(progress.filter((p) => p.unlocked)).toEqual([]);
  });

  it.each(ACHIEVEMENTS.map((a) => [a.title, a] as const))(
    '%s: locked at target − 1, unlocked at target',
    (_, a) => {
      const build = withCount[a.id];
      expect(progressOf(a.id, build(a.target - 1))).toEqual({
        id: a.id,
        current: a.target - 1,
        target: a.target,
        unlocked: false,
      });
      expect(progressOf(a.id, build(a.target))).toEqual({
        id: a.id,
        current: a.target,
        target: a.target,
        unlocked: true,
      });
      // Clamped to the target.
      expect(progressOf(a.id, build(a.target + 2))).toMatchObject({ current: a.target, unlocked: true });
    },
  );

  it('Stop sempre: the run spans days; a trade without a stop restarts it', () => {
    const [d1, d2, d3] = daysFrom(START, 3) as [string, string, string];
    const run = (breakAt: number | null) =>
      facts({
        days: [d1, d2, d3].map((d, di) =>
          record(d, {
            trades: Array.from({ length: 6 }, (_, i) =>
              gamTrade(d, { minute: i, hasStop: di * 6 + i !== breakAt }),
            ),
          }),
        ),
      });
    expect(progressOf('stop-always', run(null))).toMatchObject({ current: 15, unlocked: true });
    // Broken at trade 8 (day 2): 7 before, 10 after.
    expect(progressOf('stop-always', run(7))).toMatchObject({ current: 10, unlocked: false });
  });

  it('Sem vingança: a cooldown break restarts the streak; days without trades do not', () => {
    const sequence = (kinds: (string | null | 'off')[]) =>
      facts({
        days: daysFrom(START, kinds.length).map((d, i) => {
          const k = kinds[i];
          return k === 'off' ? record(d) : record(d, { trades: [gamTrade(d, { ruleBreaks: k ? [k] : [] })] });
        }),
      });
    expect(
      progressOf('no-revenge', sequence([null, null, 'off', null, 'off', 'off', null, null, null, null])),
    ).toMatchObject({ current: 7, unlocked: true });
    expect(
      progressOf(
        'no-revenge',
        sequence([null, null, null, 'in-cooldown', null, null, null, null, null, null]),
      ),
    ).toMatchObject({ current: 6, unlocked: false });
  });

  it('Revisor: 8 reviews over 15 calendar days do not count, over 14 do', () => {
    const reviews = (ds: string[]) =>
      facts({ days: ds.map((d) => record(d, { review: { createdDay: d } })) });
    const all = daysFrom(START, 15);
    // Days 1, 3, …, 13, 15 → 8 reviews spread over 15 days: at most 7 inside any 14.
    const spread = all.filter((_, i) => i % 2 === 0);
    expect(spread).toHaveLength(8);
    expect(progressOf('reviewer', reviews(spread))).toMatchObject({ current: 7, unlocked: false });
    // Move the last to day 14.
    expect(progressOf('reviewer', reviews([...spread.slice(0, 7), all[13] as string]))).toMatchObject({
      current: 8,
      unlocked: true,
    });
  });

  it('a trader with big profits and no process earns no XP and unlocks nothing (profit is not even an input)', () => {
    // 40 days of 10 winning trades each, within the cap and the loss limit, but with no emotion, stop, note, plan,
    // review or pause: GamTrade has no P&L field, so the wins cannot count for anything.
    const tradeDays = days(40, (d) => ({
      trades: Array.from({ length: 10 }, () => bareTrade(d, { ruleBreaks: ['no-stop'] })),
    }));
    const xp = sumXp(tradeDays.flatMap(dayXpEntries));
    expect(xp).toBe(0);
    const progress = evaluateAchievements(facts({ days: tradeDays, level: levelForXp(xp).level }));
    expect(progress.filter((p) => p.unlocked)).toEqual([]);
    // Nor does the discipline score: without a stop a trade's risk cannot be judged, so it is not 'within the plan'.
    expect(disciplineScore(sumDays(tradeDays.slice(-30)))).toMatchObject({ score: 0, eligible: true });
  });

  it('does not depend on the order of the days', () => {
    const f = withCount['stop-always'](15);
    expect(evaluateAchievements({ ...f, days: [...f.days].reverse() })).toEqual(evaluateAchievements(f));
  });
});
