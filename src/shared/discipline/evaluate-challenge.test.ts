import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../time/zoned-time';
import { addDays } from '../time/calendar-date';
import { challengeDays } from './challenge-days';
import { evaluateChallenge, type StoredChallenge } from './evaluate-challenge';
import { emptyDayFacts, type DayFacts } from './evaluate-day';

const START = '2026-03-02';
const DAYS = challengeDays(START);
/** Day n of the challenge (1–21). */
const day = (n: number) => addDays(START, n - 1);
const challenge = (over: Partial<StoredChallenge> = {}): StoredChallenge => ({
  id: 'c1',
  startDate: START,
  customRules: [],
  status: 'active',
  daysPassed: null,
  reviews: {},
  ...over,
});

const passedDay = (day: string): DayFacts => ({
  ...emptyDayFacts(),
  planCreatedAt: zonedTimeToUtc(day, '08:00', 'America/Sao_Paulo').getTime(),
  trades: [
    {
      openedAt: zonedTimeToUtc(day, '09:30', 'America/Sao_Paulo').getTime(),
      ruleBreaks: [],
      emotion: 'disciplinado',
      notes: 'Segui o plano do começo ao fim',
    },
  ],
});
const failedDay = (day: string): DayFacts => ({
  ...passedDay(day),
  trades: passedDay(day).trades.map((t) => ({ ...t, ruleBreaks: ['after-loss-limit'] })),
});
const notTraded = (): DayFacts => ({ ...emptyDayFacts(), marks: { rulesDone: [], didNotTrade: true } });

/** Facts for the first n days: `failedAt` indexes (0-based) fail, the rest pass. */
function history(n: number, failedAt: number[] = []): Map<string, DayFacts> {
  return new Map(
    DAYS.slice(0, n).map((day, i) => [day, failedAt.includes(i) ? failedDay(day) : passedDay(day)]),
  );
}

describe('evaluateChallenge', () => {
  it('lays out 21 days in 3 weeks from the start date', () => {
    const c = evaluateChallenge(challenge(), new Map(), START);
    expect(c.endDate).toBe('2026-03-22');
    expect(c.days.map((d) => d.index)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(c.days[0]).toMatchObject({ day: START, state: 'today', week: 1 });
    expect(c.days[7]).toMatchObject({ week: 2, state: 'future' });
    expect(c.weeks.map((w) => w.week)).toEqual([1, 2, 3]);
    expect(c).toMatchObject({ status: 'active', daysPassed: 0, streak: 0, stillPossible: true });
  });

  it('counts passed days per week and the days over; a week review is due from its 7th day until answered', () => {
    const today = day(8); // day 8
    const facts = history(7, [2]);
    facts.set(day(4), notTraded());
    const c = evaluateChallenge(challenge(), facts, today);
    expect(c.weeks[0]).toMatchObject({ passed: 6, over: 7, reviewDue: true, review: null });
    expect(c.weeks[1]).toMatchObject({ passed: 0, over: 0, reviewDue: false });
    expect(c.daysPassed).toBe(6);
    expect(c.days[3]?.state).toBe('not-traded');
    // Due on the 7th day itself.
    expect(evaluateChallenge(challenge(), facts, day(7)).weeks[0]?.reviewDue).toBe(true);
    expect(evaluateChallenge(challenge(), facts, day(6)).weeks[0]?.reviewDue).toBe(false);
    const answered = evaluateChallenge(challenge({ reviews: { 1: ['a', 'b', 'c'] } }), facts, today);
    expect(answered.weeks[0]).toMatchObject({ reviewDue: false, review: ['a', 'b', 'c'] });
  });

  it('the streak ends today when today already passes, else yesterday; a failed day breaks it', () => {
    const facts = history(6, [1]); // day 2 failed; days 3–6 passed
    expect(evaluateChallenge(challenge(), facts, day(6)).streak).toBe(4 - 1 + 1); // days 3,4,5 + today (day 6)
    // Today (day 7) without trades yet: yesterday's streak stands.
    expect(evaluateChallenge(challenge(), facts, day(7)).streak).toBe(4);
    // The next day, day 7 is over and unfilled: it breaks the streak.
    expect(evaluateChallenge(challenge(), facts, day(8)).streak).toBe(0);
  });

  it('completes with 17 of 21 passed once day 21 is over, and fails with 16', () => {
    const after = addDays(day(21), 1);
    const seventeen = evaluateChallenge(challenge(), history(21, [0, 5, 10, 15]), after);
    expect(seventeen).toMatchObject({ status: 'completed', daysPassed: 17, stillPossible: true });
    const sixteen = evaluateChallenge(challenge(), history(21, [0, 5, 10, 15, 20]), after);
    expect(sixteen).toMatchObject({ status: 'failed', daysPassed: 16, stillPossible: false });
    // On day 21 itself the result is not decided yet.
    const lastDay = evaluateChallenge(challenge(), history(20, [0, 5, 10, 15]), day(21));
    expect(lastDay).toMatchObject({ status: 'active', daysPassed: 16, stillPossible: true });
  });

  it("tells when 17 can no longer be reached ('não é mais possível') while still active", () => {
    // Five failed days: 16 can pass at most.
    const c = evaluateChallenge(challenge(), history(5, [0, 1, 2, 3, 4]), day(6));
    expect(c).toMatchObject({ status: 'active', stillPossible: false });
    const four = evaluateChallenge(challenge(), history(4, [0, 1, 2, 3]), day(5));
    expect(four.stillPossible).toBe(true);
  });

  it('keeps a stored result (given up) as stored', () => {
    const c = evaluateChallenge(
      challenge({ status: 'abandoned', daysPassed: 3 }),
      history(10),
      addDays(day(21), 5),
    );
    expect(c).toMatchObject({ status: 'abandoned', daysPassed: 3, stillPossible: false });
  });
});
