import { describe, expect, it } from 'vitest';
import { buildDayRecord, combineRuns, runOf } from './day-record';
import { bareTrade, dayInput, gamTrade, record } from './engine-fixtures';

const D = '2026-03-10';
const at = (time: string, day = D) => Date.parse(`${day}T${time}:00Z`);

describe('buildDayRecord', () => {
  it('counts complete, journaled, stop, risk and emotion per trade', () => {
    const r = record(D, {
      trades: [
        gamTrade(D),
        gamTrade(D, { hasStop: false }), // journaled, not complete
        gamTrade(D, { notes: 'curta' }), // stop and emotion, note too short
        gamTrade(D, { emotion: null }),
        gamTrade(D, { ruleBreaks: ['risk-above-plan'] }),
        gamTrade(D, { ruleBreaks: ['over-max-contracts'] }),
      ],
    });
    expect(r.trades).toBe(6);
    expect(r.complete).toBe(3);
    expect(r.journaled).toBe(4);
    expect(r.withStop).toBe(5);
    // The trade without a stop cannot be judged within the plan's risk, nor can the two with a risk break.
    expect(r.withinRisk).toBe(3);
    expect(r.withEmotion).toBe(5);
  });

  it('a note of 19 characters after trimming is not a journal; 20 is', () => {
    const short = record(D, { trades: [gamTrade(D, { notes: `   ${'a'.repeat(19)}   ` })] });
    const enough = record(D, { trades: [gamTrade(D, { notes: 'a'.repeat(20) })] });
    expect([short.complete, short.journaled]).toEqual([0, 0]);
    expect([enough.complete, enough.journaled]).toEqual([1, 1]);
  });

  it('rewards the first 10 complete trades by entry, skipping incomplete and over-cap ones', () => {
    const trades = Array.from({ length: 11 }, (_, i) => gamTrade(D, { minute: 100 - i, id: `c${i}` }));
    const r = record(D, {
      trades: [
        ...trades,
        gamTrade(D, { minute: 0, id: 'bare', hasStop: false }),
        gamTrade(D, { minute: 1, id: 'cap', ruleBreaks: ['over-trade-cap'] }),
      ],
    });
    expect(r.rewardedTrades).toHaveLength(10);
    // Entry order: c10 (minute 90) first … c1 (minute 99); c0 (minute 100) is the 11th and earns nothing.
    expect(r.rewardedTrades.map((t) => t.id)).toEqual([
      'c10',
      'c9',
      'c8',
      'c7',
      'c6',
      'c5',
      'c4',
      'c3',
      'c2',
      'c1',
    ]);
    expect(r.rewardedTrades[0]).toEqual({ id: 'c10', instrument: 'WINZ26' });
  });

  it('trades at the same instant are ordered by id', () => {
    const r = record(D, {
      trades: [gamTrade(D, { minute: 5, id: 'b' }), gamTrade(D, { minute: 5, id: 'a' })],
    });
    expect(r.rewardedTrades.map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('the rule-break flags are only true on a day with trades', () => {
    const empty = record(D);
    expect([empty.breakFree, empty.noCooldownBreak, empty.capRespected, empty.lossLimitRespected]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const clean = record(D, { trades: [gamTrade(D)] });
    expect([clean.breakFree, clean.noCooldownBreak, clean.capRespected, clean.lossLimitRespected]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const flags = (kind: string) => {
      const r = record(D, { trades: [gamTrade(D), gamTrade(D, { ruleBreaks: [kind] })] });
      return [r.breakFree, r.noCooldownBreak, r.capRespected, r.lossLimitRespected];
    };
    expect(flags('in-cooldown')).toEqual([false, false, true, true]);
    expect(flags('over-trade-cap')).toEqual([false, true, false, true]);
    expect(flags('after-loss-limit')).toEqual([false, true, true, false]);
    expect(flags('no-stop')).toEqual([false, true, true, true]);
  });

  it('stopped at the limit: the limit reached, trades that day, and none after it', () => {
    expect(record(D, { lossLimitReached: true, trades: [gamTrade(D)] }).stoppedAtLimit).toBe(true);
    expect(record(D, { lossLimitReached: true }).stoppedAtLimit).toBe(false);
    expect(record(D, { lossLimitReached: false, trades: [gamTrade(D)] }).stoppedAtLimit).toBe(false);
    expect(
      record(D, {
        lossLimitReached: true,
        trades: [gamTrade(D), gamTrade(D, { ruleBreaks: ['after-loss-limit'] })],
      }).stoppedAtLimit,
    ).toBe(false);
  });

  it('plan on time only when written on or before its day; before the first entry for planBeforeTrade', () => {
    const trades = [gamTrade(D, { openedAt: at('12:00') })];
    const onDay = record(D, { trades, plan: { createdAt: at('08:00'), createdDay: D } });
    expect([onDay.hasPlan, onDay.planOnTime, onDay.planBeforeTrade]).toEqual([true, true, true]);
    const afterEntry = record(D, { trades, plan: { createdAt: at('13:00'), createdDay: D } });
    expect([afterEntry.planOnTime, afterEntry.planBeforeTrade]).toEqual([true, false]);
    const late = record(D, {
      trades,
      plan: { createdAt: at('09:00', '2026-03-11'), createdDay: '2026-03-11' },
    });
    expect([late.hasPlan, late.planOnTime, late.planBeforeTrade]).toEqual([true, false, false]);
    const early = record(D, { plan: { createdAt: at('20:00', '2026-03-09'), createdDay: '2026-03-09' } });
    expect([early.planOnTime, early.planBeforeTrade]).toEqual([true, true]);
    expect(record(D).planBeforeTrade).toBe(false);
  });

  it('review on time on its day or the next, not later', () => {
    expect(record(D, { review: { createdDay: D } }).reviewOnTime).toBe(true);
    expect(record(D, { review: { createdDay: '2026-03-11' } }).reviewOnTime).toBe(true);
    const late = record(D, { review: { createdDay: '2026-03-12' } });
    expect([late.hasReview, late.reviewOnTime]).toEqual([true, false]);
    // Month boundary: 31 → 1.
    expect(record('2026-03-31', { review: { createdDay: '2026-04-01' } }).reviewOnTime).toBe(true);
  });

  it('counts pauses and those offered when needed', () => {
    const r = record(D, {
      pauses: [
        { source: 'header' },
        { source: 'loss-streak' },
        { source: 'limit-alert' },
        { source: 'emotion' },
      ],
    });
    expect([r.pauses, r.pausesWhenNeeded]).toEqual([4, 2]);
  });

  it('checklist passed reuses the challenge checklist and is false without trades', () => {
    const plan = { createdAt: at('08:00'), createdDay: D };
    expect(record(D, { plan, trades: [gamTrade(D)] }).checklistPassed).toBe(true);
    expect(record(D, { plan }).checklistPassed).toBe(false);
    // A trade after the loss limit fails the mandatory item, whatever else was done.
    expect(
      record(D, { plan, trades: [gamTrade(D, { ruleBreaks: ['after-loss-limit'] })] }).checklistPassed,
    ).toBe(false);
    // No plan, no journal: 4 of 6 items done (< 80 %).
    expect(record(D, { trades: [bareTrade(D, { hasStop: true })] }).checklistPassed).toBe(false);
  });

  it('runs of stops and sizes in entry order', () => {
    const r = record(D, {
      trades: [
        gamTrade(D, { minute: 1 }),
        gamTrade(D, { minute: 2 }),
        gamTrade(D, { minute: 3, hasStop: false, ruleBreaks: ['risk-above-plan'] }),
        gamTrade(D, { minute: 4 }),
        gamTrade(D, { minute: 5 }),
        gamTrade(D, { minute: 6 }),
      ],
    });
    expect(r.stopRun).toEqual({ n: 6, lead: 2, trail: 3, max: 3 });
    expect(r.sizeRun).toEqual({ n: 6, lead: 2, trail: 3, max: 3 });
    expect(record(D).stopRun).toEqual({ n: 0, lead: 0, trail: 0, max: 0 });
    // A trade without a stop has no measured risk: it breaks the size run and is not within risk, even with no break.
    const noStop = record(D, {
      trades: [gamTrade(D, { minute: 1 }), gamTrade(D, { minute: 2, hasStop: false })],
    });
    expect(noStop.sizeRun).toEqual({ n: 2, lead: 1, trail: 0, max: 1 });
    expect(noStop.withinRisk).toBe(1);
  });

  it('does not depend on the order the trades come in', () => {
    const trades = [
      gamTrade(D, { minute: 3 }),
      gamTrade(D, { minute: 1, notes: null }),
      gamTrade(D, { minute: 2 }),
    ];
    const a = buildDayRecord(dayInput(D, { trades }));
    const b = buildDayRecord(dayInput(D, { trades: [...trades].reverse() }));
    expect(a).toEqual(b);
  });
});

describe('runOf and combineRuns', () => {
  it('runOf: all, none, middle', () => {
    expect(runOf([1, 1, 1], (x) => x === 1)).toEqual({ n: 3, lead: 3, trail: 3, max: 3 });
    expect(runOf([0, 0], (x) => x === 1)).toEqual({ n: 2, lead: 0, trail: 0, max: 0 });
    expect(runOf([0, 1, 1, 0], (x) => x === 1)).toEqual({ n: 4, lead: 0, trail: 0, max: 2 });
  });

  it('a run spans days; a day without trades neither breaks nor extends it', () => {
    const full = (n: number) => ({ n, lead: n, trail: n, max: n });
    const empty = { n: 0, lead: 0, trail: 0, max: 0 };
    expect(combineRuns([full(5), empty, full(5), { n: 4, lead: 4, trail: 4, max: 4 }])).toBe(14);
    // 3 at the end of day 1 + 4 at the start of day 2 = 7, broken there; day 3's own 6 is shorter.
    expect(
      combineRuns([{ n: 5, lead: 1, trail: 3, max: 3 }, { n: 6, lead: 4, trail: 0, max: 4 }, full(6)]),
    ).toBe(7);
    // Inside one day.
    expect(combineRuns([{ n: 12, lead: 0, trail: 0, max: 9 }])).toBe(9);
    expect(combineRuns([])).toBe(0);
    expect(combineRuns([empty, empty])).toBe(0);
  });
});
