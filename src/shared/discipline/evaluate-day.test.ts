import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../time/zoned-time';
import { addDays, daysBetween } from '../time/calendar-date';
import { challengeDays } from './challenge-days';
import {
  emptyDayFacts,
  evaluateDayItems,
  groupFactsByDay,
  type DayFacts,
  type DayTradeFact,
} from './evaluate-day';
import { evaluateChallengeDay } from './evaluate-challenge';

const SP = 'America/Sao_Paulo';
const at = (day: string, time: string, zone = SP) => zonedTimeToUtc(day, time, zone).getTime();
const NOTE = 'Entrada no pullback da média, saída no alvo';

/** A clean trade: journaled, no break. */
const trade = (over: Partial<DayTradeFact> = {}): DayTradeFact => ({
  openedAt: at('2026-03-10', '09:00'),
  ruleBreaks: [],
  emotion: 'calmo',
  notes: NOTE,
  ...over,
});
const facts = (over: Partial<DayFacts> = {}): DayFacts => ({ ...emptyDayFacts(), ...over });
const item = (items: { kind: string; done: boolean | null }[], kind: string) =>
  items.find((i) => i.kind === kind)?.done;

describe('evaluateDayItems', () => {
  it('passes a journaled day with stops and a plan written before the first entry', () => {
    const e = evaluateDayItems(facts({ trades: [trade()], planCreatedAt: at('2026-03-10', '08:30') }), []);
    expect(e.items.filter((i) => i.kind !== 'pause').every((i) => i.done === true)).toBe(true);
    expect(e.score).toBe(1);
    expect(e.passing).toBe(true);
  });

  it('a plan written at 00:30 local counts before a 09:00 trade; one written after the entry does not', () => {
    const before = evaluateDayItems(
      facts({ trades: [trade()], planCreatedAt: at('2026-03-10', '00:30') }),
      [],
    );
    expect(item(before.items, 'plan-before-trade')).toBe(true);
    const after = evaluateDayItems(
      facts({ trades: [trade()], planCreatedAt: at('2026-03-10', '09:01') }),
      [],
    );
    expect(item(after.items, 'plan-before-trade')).toBe(false);
    expect(after.items.find((i) => i.kind === 'plan-before-trade')?.detail).toBe(
      'O plano foi escrito depois do primeiro trade',
    );
    // The first entry of the day decides, whatever the order the trades come in.
    const two = evaluateDayItems(
      facts({
        trades: [
          trade({ openedAt: at('2026-03-10', '11:00') }),
          trade({ openedAt: at('2026-03-10', '09:00') }),
        ],
        planCreatedAt: at('2026-03-10', '10:00'),
      }),
      [],
    );
    expect(item(two.items, 'plan-before-trade')).toBe(false);
  });

  it('passes at 80 % of the items (5 of 6 without a plan) and fails below', () => {
    // No plan: 5 of 6 = 83 %.
    const noPlan = evaluateDayItems(facts({ trades: [trade()] }), []);
    expect(noPlan.score).toBeCloseTo(5 / 6);
    expect(noPlan.passing).toBe(true);
    // No plan and no stop: 4 of 6 = 67 %.
    const twoMissing = evaluateDayItems(facts({ trades: [trade({ ruleBreaks: ['no-stop'] })] }), []);
    expect(twoMissing.score).toBeCloseTo(4 / 6);
    expect(twoMissing.passing).toBe(false);
    // 5 of 6 automatic + 2 of 3 own rules + the pause: 8 of 10 = exactly 80 % passes.
    const exact = evaluateDayItems(
      facts({
        trades: [trade({ ruleBreaks: ['no-stop'] })],
        planCreatedAt: at('2026-03-10', '08:00'),
        marks: { rulesDone: [0, 1], didNotTrade: false },
        pauses: 1,
      }),
      ['Regra A', 'Regra B', 'Regra C'],
    );
    expect(exact.score).toBeCloseTo(0.8);
    expect(exact.passing).toBe(true);
  });

  it('the loss-limit item is mandatory: a day past the limit fails even at 83 %', () => {
    const e = evaluateDayItems(
      facts({
        trades: [trade(), trade({ ruleBreaks: ['after-loss-limit'] })],
        planCreatedAt: at('2026-03-10', '08:00'),
      }),
      [],
    );
    const loss = e.items.find((i) => i.kind === 'loss-limit');
    expect(loss).toMatchObject({
      done: false,
      mandatory: true,
      detail: '1 de 2 trades após o limite de perda',
    });
    expect(e.score).toBeCloseTo(5 / 6);
    expect(e.passing).toBe(false);
  });

  it('maps each rule break to its item', () => {
    const e = evaluateDayItems(
      facts({
        trades: [
          trade({ ruleBreaks: ['over-max-contracts'] }),
          trade({ ruleBreaks: ['in-cooldown'] }),
          trade({ emotion: null }),
          trade({ notes: '   curta demais           ' }),
        ],
      }),
      [],
    );
    expect(Object.fromEntries(e.items.map((i) => [i.kind, i.done]))).toEqual({
      'plan-before-trade': false,
      stops: true,
      'risk-within-plan': false,
      'loss-limit': true,
      'trade-cap': false,
      journaled: false,
      pause: false,
    });
    expect(e.items.find((i) => i.kind === 'journaled')?.detail).toBe(
      '2 de 4 trades sem emoção ou sem nota de 20+ caracteres',
    );
  });

  it('a note of exactly 20 characters (trimmed) journals the trade', () => {
    const e = evaluateDayItems(facts({ trades: [trade({ notes: `  ${'x'.repeat(20)}  ` })] }), []);
    expect(item(e.items, 'journaled')).toBe(true);
    const short = evaluateDayItems(facts({ trades: [trade({ notes: `  ${'x'.repeat(19)}  ` })] }), []);
    expect(item(short.items, 'journaled')).toBe(false);
  });

  it('custom rules are ticked by hand; the pause is a bonus never counted against', () => {
    const rules = ['Não operar notícia', 'Máximo 2 contratos'];
    const unticked = evaluateDayItems(facts({ trades: [trade()] }), rules);
    // Plan missing and 2 rules unticked: 5 of 8 (the pause not done is left out).
    expect(unticked.score).toBeCloseTo(5 / 8);
    expect(unticked.passing).toBe(false);
    const ticked = evaluateDayItems(
      facts({ trades: [trade()], marks: { rulesDone: [0, 1], didNotTrade: false }, pauses: 1 }),
      rules,
    );
    expect(ticked.items.filter((i) => i.kind === 'custom')).toMatchObject([
      { index: 0, label: rules[0], done: true, automatic: false },
      { index: 1, label: rules[1], done: true, automatic: false },
    ]);
    expect(item(ticked.items, 'pause')).toBe(true);
    // 8 of 9: the pause done adds a done item.
    expect(ticked.score).toBeCloseTo(8 / 9);
    const noPause = evaluateDayItems(
      facts({ trades: [trade()], marks: { rulesDone: [0, 1], didNotTrade: false } }),
      rules,
    );
    expect(noPause.score).toBeCloseTo(7 / 8);
  });

  it("a day without trades: items not applicable; passes only with 'Não operei'", () => {
    const unfilled = evaluateDayItems(facts(), ['Regra']);
    expect(unfilled.items.filter((i) => i.automatic && i.kind !== 'pause').map((i) => i.done)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(unfilled.passing).toBe(false);
    const planned = evaluateDayItems(facts({ planCreatedAt: at('2026-03-10', '08:00') }), []);
    expect(item(planned.items, 'plan-before-trade')).toBe(true);
    expect(planned.passing).toBe(false);
    const notTraded = evaluateDayItems(facts({ marks: { rulesDone: [], didNotTrade: true } }), []);
    expect(notTraded).toMatchObject({ passing: true, didNotTrade: true });
  });

  it("'Não operei' ticked on a day with trades is ignored: the trades count", () => {
    const e = evaluateDayItems(
      facts({
        trades: [trade({ ruleBreaks: ['after-loss-limit'] })],
        marks: { rulesDone: [], didNotTrade: true },
      }),
      [],
    );
    expect(e).toMatchObject({ passing: false, didNotTrade: false });
  });
});

describe('days in the trader’s zone', () => {
  it('groups 23:59 and 00:01 local into two days, by the zone and not by UTC', () => {
    const late = at('2026-03-10', '23:59'); // 02:59 UTC on the 11th
    const early = at('2026-03-11', '00:01');
    const rows = {
      trades: [trade({ openedAt: late }), trade({ openedAt: early })],
      plans: [],
      marks: [],
      pauses: [],
    };
    const sp = groupFactsByDay(rows, SP);
    expect([...sp.keys()].sort()).toEqual(['2026-03-10', '2026-03-11']);
    expect(sp.get('2026-03-10')?.trades).toHaveLength(1);
    // In UTC both entries fall on the 11th.
    const utc = groupFactsByDay(rows, 'UTC');
    expect([...utc.keys()]).toEqual(['2026-03-11']);
    expect(utc.get('2026-03-11')?.trades).toHaveLength(2);
  });

  it('a stored local date wins over the entry instant, and plans, marks and pauses land on their day', () => {
    const byDay = groupFactsByDay(
      {
        trades: [{ ...trade({ openedAt: at('2026-03-10', '23:59') }), day: '2026-03-10' }],
        plans: [{ day: '2026-03-10', createdAt: at('2026-03-10', '00:30') }],
        marks: [{ day: '2026-03-11', rulesDone: [0], didNotTrade: true }],
        pauses: [
          { day: '2026-03-10', count: 1 },
          { day: '2026-03-10', count: 2 },
        ],
      },
      'UTC',
    );
    expect(byDay.get('2026-03-10')).toMatchObject({ planCreatedAt: at('2026-03-10', '00:30'), pauses: 3 });
    expect(byDay.get('2026-03-10')?.trades).toHaveLength(1);
    expect(byDay.get('2026-03-11')?.marks).toEqual({ rulesDone: [0], didNotTrade: true });
  });

  it('counts days as calendar labels across a DST change and month ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // New York springs forward on the 8th
    expect(daysBetween('2026-12-25', '2027-01-14')).toBe(20);
    const days = challengeDays('2026-12-25');
    expect(days).toHaveLength(21);
    expect(days[20]).toBe('2027-01-14');
  });
});

describe('evaluateChallengeDay', () => {
  const challenge = { startDate: '2026-03-10', customRules: [] };

  it("today is 'today' with whether it would pass now; an unfilled past day fails; a future day waits", () => {
    const passingToday = evaluateChallengeDay(
      challenge,
      1,
      '2026-03-10',
      facts({ trades: [trade()] }),
      '2026-03-10',
    );
    expect(passingToday).toMatchObject({ state: 'today', passing: true, trades: 1, week: 1 });
    const emptyToday = evaluateChallengeDay(challenge, 1, '2026-03-10', undefined, '2026-03-10');
    expect(emptyToday).toMatchObject({ state: 'today', passing: false });
    const unfilled = evaluateChallengeDay(challenge, 1, '2026-03-10', undefined, '2026-03-11');
    expect(unfilled.state).toBe('failed');
    const future = evaluateChallengeDay(
      challenge,
      8,
      '2026-03-17',
      facts({ trades: [trade()] }),
      '2026-03-11',
    );
    expect(future).toMatchObject({ state: 'future', week: 2, score: null, passing: false });
    expect(future.items.every((i) => i.done === null)).toBe(true);
    const notTraded = evaluateChallengeDay(
      challenge,
      1,
      '2026-03-10',
      facts({ marks: { rulesDone: [], didNotTrade: true } }),
      '2026-03-12',
    );
    expect(notTraded).toMatchObject({ state: 'not-traded', didNotTrade: true });
  });

  it('a late import changing a past day’s facts changes its state (a function of the facts)', () => {
    const before = facts({ marks: { rulesDone: [], didNotTrade: true } });
    expect(evaluateChallengeDay(challenge, 1, '2026-03-10', before, '2026-03-15').state).toBe('not-traded');
    // The import brings a trade that broke the loss limit: the 'Não operei' mark no longer counts.
    const after = { ...before, trades: [trade({ ruleBreaks: ['after-loss-limit'] })] };
    expect(evaluateChallengeDay(challenge, 1, '2026-03-10', after, '2026-03-15').state).toBe('failed');
    // The same facts evaluated again give the same answer: nothing accumulates.
    expect(evaluateChallengeDay(challenge, 1, '2026-03-10', after, '2026-03-15')).toEqual(
      evaluateChallengeDay(challenge, 1, '2026-03-10', after, '2026-03-15'),
    );
  });
});
