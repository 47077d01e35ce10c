import { describe, expect, it } from 'vitest';
import { RISK_DEFAULTS } from './contract';
import {
  type DayTrade,
  type PlanLimits,
  type PlanValuesLike,
  dailyLossReached,
  dayState,
  evaluateDay,
  levelsReached,
  resolvePlanLimits,
} from './rule-breaks';

const defaults: PlanValuesLike = { ...RISK_DEFAULTS, maxContracts: {} };
const T0 = Date.UTC(2026, 10, 26, 13, 0); // 10:00 in São Paulo
const min = (n: number) => T0 + n * 60_000;

// R$ 10.000 × 1 % = R$ 100 of risk; 3R = R$ 300 of daily loss; cap 5; 3 losses → 15 min of cooldown.
const limits: PlanLimits = resolvePlanLimits(defaults, '10000');

let seq = 0;
const trade = (over: Partial<DayTrade> = {}): DayTrade => {
  seq += 1;
  return {
    id: `t${String(seq).padStart(3, '0')}`,
    openedAt: min(seq * 30),
    instrument: 'WIN',
    contracts: 1,
    entry: '125000',
    stop: '124900', // 100 pts × R$ 0,20 = R$ 20 of risk
    pointValue: '0.2',
    pnl: '10.00',
    currency: 'BRL',
    ...over,
  };
};
const breaksOf = (evaluation: ReturnType<typeof evaluateDay>) =>
  Object.fromEntries(evaluation.trades.map((t) => [t.id, t.breaks]));

describe('resolvePlanLimits', () => {
  it('resolves % of the starting capital and a loss limit in R', () => {
    expect(limits).toMatchObject({ riskMoney: '100.00', dailyLossMoney: '300.00', gainLock: null });
  });

  it('takes money as given, and a gain lock with two places', () => {
    const l = resolvePlanLimits(
      {
        ...defaults,
        riskMode: 'money',
        riskValue: '150.5',
        dailyLossMode: 'money',
        dailyLossValue: '400',
        dailyGainLock: '600',
      },
      '0',
    );
    expect(l).toMatchObject({ riskMoney: '150.50', dailyLossMoney: '400.00', gainLock: '600.00' });
  });

  it('rounds a % risk to cents once', () => {
    expect(resolvePlanLimits({ ...defaults, riskValue: '1.5' }, '12345.67').riskMoney).toBe('185.19');
  });

  it('a % risk on a capital of 0 has no 1R: risk and an R loss limit are not judged (0.00)', () => {
    const l = resolvePlanLimits(defaults, '0');
    expect(l).toMatchObject({ riskMoney: '0.00', dailyLossMoney: '0.00' });
    const e = evaluateDay(l, 'BRL', [trade({ stop: '120000', pnl: '-5000.00' }), trade()]);
    expect(e.trades.map((t) => t.breaks)).toEqual([[], []]);
    expect(e.usage['daily-loss']).toBeNull();
  });

  it("the daily plan's max loss replaces the plan's limit for the day", () => {
    expect(resolvePlanLimits(defaults, '10000', '120').dailyLossMoney).toBe('120.00');
    expect(resolvePlanLimits(defaults, '10000', null).dailyLossMoney).toBe('300.00');
  });
});

describe('evaluateDay — the rules a trade broke', () => {
  it('marks every trade beyond the cap (the 6th with a cap of 5)', () => {
    const day = Array.from({ length: 7 }, () => trade());
    const e = evaluateDay(limits, 'BRL', day);
    expect(e.trades.map((t) => t.breaks)).toEqual([
      [],
      [],
      [],
      [],
      [],
      ['over-trade-cap'],
      ['over-trade-cap'],
    ]);
  });

  it('orders by entry then id, whatever order the trades come in', () => {
    const a = trade({ id: 'b', openedAt: T0 });
    const b = trade({ id: 'a', openedAt: T0 });
    const c = trade({ id: 'c', openedAt: T0 - 1 });
    expect(evaluateDay(limits, 'BRL', [a, b, c]).trades.map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });

  it('the trade that crosses the loss limit is not a break; the next one is', () => {
    const first = trade({ pnl: '-200.00' });
    const crossing = trade({ pnl: '-150.00' }); // earlier P&L −200 > −300: allowed
    const after = trade({ pnl: '80.00' }); // earlier P&L −350 ≤ −300
    const stillAfter = trade({ pnl: '10.00' }); // back to −270, but the limit was reached earlier today
    const e = evaluateDay({ ...limits, stopAfterLosses: 10 }, 'BRL', [first, crossing, after, stillAfter]);
    expect(breaksOf(e)).toEqual({
      [first.id]: [],
      [crossing.id]: [],
      [after.id]: ['after-loss-limit'],
      [stillAfter.id]: ['after-loss-limit'],
    });
  });

  it('exactly at −limit counts as reached', () => {
    const a = trade({ pnl: '-300.00' });
    const b = trade();
    expect(breaksOf(evaluateDay(limits, 'BRL', [a, b]))[b.id]).toEqual(['after-loss-limit']);
  });

  it('cooldown: from the entry of the loss that completes the streak; exactly cooldownMinutes later is fine', () => {
    const l1 = trade({ openedAt: min(0), pnl: '-10.00' });
    const l2 = trade({ openedAt: min(1), pnl: '-10.00' });
    const l3 = trade({ openedAt: min(2), pnl: '-10.00' }); // streak of 3 → pause until min(17)
    const inside = trade({ openedAt: min(16) + 59_999, pnl: '5.00' });
    const edge = trade({ openedAt: min(17), pnl: '5.00' });
    const e = evaluateDay({ ...limits, maxTradesPerDay: 100 }, 'BRL', [l1, l2, l3, inside, edge]);
    expect(breaksOf(e)).toEqual({
      [l1.id]: [],
      [l2.id]: [],
      [l3.id]: [],
      [inside.id]: ['in-cooldown'],
      [edge.id]: [], // the win before it reset the streak anyway; see the next case for the bare edge
    });
  });

  it('cooldown edge without a reset in between, and a non-loss resets the streak', () => {
    const ls = [0, 1, 2].map((m) => trade({ openedAt: min(m), pnl: '-10.00' }));
    const edge = trade({ openedAt: min(17), pnl: '-10.00' }); // exactly 15 min after the 3rd loss: not a break
    const inside = trade({ openedAt: min(20), pnl: '0.00' }); // the 4th loss restarted the pause (until min(32))
    const reset = [trade({ openedAt: min(40), pnl: '-1.00' }), trade({ openedAt: min(41), pnl: '-1.00' })];
    const e = evaluateDay({ ...limits, maxTradesPerDay: 100 }, 'BRL', [...ls, edge, inside, ...reset]);
    expect(e.trades.map((t) => t.breaks)).toEqual([[], [], [], [], ['in-cooldown'], [], []]);
    expect(e.lossStreak).toBe(2); // the break-even reset it
    expect(e.cooldownUntil).toBeNull();
  });

  it('reports the cooldown running at `now`', () => {
    const ls = [0, 1, 2].map((m) => trade({ openedAt: min(m), pnl: '-10.00' }));
    expect(evaluateDay(limits, 'BRL', ls, min(10)).cooldownUntil).toBe(min(17));
    expect(evaluateDay(limits, 'BRL', ls, min(17)).cooldownUntil).toBeNull();
    expect(evaluateDay({ ...limits, cooldownMinutes: 0 }, 'BRL', ls, min(3)).cooldownUntil).toBeNull();
  });

  it('max contracts per instrument (absent = no limit)', () => {
    const l = { ...limits, maxContracts: { WIN: 5 } };
    const ok = trade({ contracts: 5, stop: '124999' });
    const over = trade({ contracts: 6, stop: '124999' });
    const other = trade({ instrument: 'WDO', contracts: 50, stop: '5000', entry: '5000', pointValue: '10' });
    expect(breaksOf(evaluateDay(l, 'BRL', [ok, over, other]))).toEqual({
      [ok.id]: [],
      [over.id]: ['over-max-contracts'],
      [other.id]: [],
    });
  });

  it('risk above plan in BRL: |entry − stop| × point value × contracts > 1R', () => {
    const atLimit = trade({ contracts: 5 }); // 100 pts × 0,20 × 5 = R$ 100 = 1R: fine
    const above = trade({ contracts: 6 }); // R$ 120
    const sell = trade({ contracts: 2, entry: '125000', stop: '125300' }); // 300 × 0,20 × 2 = R$ 120
    expect(breaksOf(evaluateDay(limits, 'BRL', [atLimit, above, sell]))).toEqual({
      [atLimit.id]: [],
      [above.id]: ['risk-above-plan'],
      [sell.id]: ['risk-above-plan'],
    });
  });

  it('risk above plan in USD (NQ, $ 20 per point) on a USD account', () => {
    const usd = resolvePlanLimits({ ...defaults, riskMode: 'money', riskValue: '500' }, '0');
    const base = { instrument: 'NQ', entry: '18000', pointValue: '20', currency: 'USD' as const };
    const ok = trade({ ...base, stop: '17975', contracts: 1 }); // 25 × 20 = $ 500
    const above = trade({ ...base, stop: '17987.5', contracts: 3 }); // 12,5 × 20 × 3 = $ 750
    expect(breaksOf(evaluateDay(usd, 'USD', [ok, above]))).toEqual({
      [ok.id]: [],
      [above.id]: ['risk-above-plan'],
    });
  });

  it("no stop breaks 'Exigir stop' when the plan asks for one, and risk cannot be judged without one", () => {
    const t = trade({ stop: null, contracts: 50 });
    const requiring = { ...limits, requireStop: true };
    expect(evaluateDay(requiring, 'BRL', [t]).trades[0]?.breaks).toEqual(['no-stop']);
    // The rule is the trader's choice: off (the defaults, before a plan is confirmed), no stop breaks nothing.
    expect(evaluateDay(limits, 'BRL', [t]).trades[0]?.breaks).toEqual([]);
  });

  it("never breaks 'Exigir stop' with a stop the file could not carry ('stop não informado')", () => {
    const requiring = { ...limits, requireStop: true };
    const imported = trade({ stop: null, stopUnknown: true });
    expect(evaluateDay(requiring, 'BRL', [imported]).trades[0]?.breaks).toEqual([]);
    // Once the trader gives it a stop, it is judged like any other trade (R$ 2.000 of risk > R$ 100).
    const withStop = { ...imported, stop: '115000' };
    expect(evaluateDay(requiring, 'BRL', [withStop]).trades[0]?.breaks).toEqual(['risk-above-plan']);
  });

  it('lists several breaks in the badge order', () => {
    const l = { ...limits, maxTradesPerDay: 1, maxContracts: { WIN: 1 }, requireStop: true };
    const first = trade({ pnl: '-400.00' });
    const second = trade({ stop: null, contracts: 3 });
    expect(evaluateDay(l, 'BRL', [first, second]).trades[1]?.breaks).toEqual([
      'over-trade-cap',
      'after-loss-limit',
      'over-max-contracts',
      'no-stop',
    ]);
  });

  it('leaves trades in another currency out of the money rules', () => {
    const usdLoss = trade({
      currency: 'USD',
      instrument: 'NQ',
      pointValue: '20',
      pnl: '-5000.00',
      stop: '100000',
    });
    const next = trade();
    const e = evaluateDay(limits, 'BRL', [usdLoss, next]);
    expect(breaksOf(e)).toEqual({ [usdLoss.id]: [], [next.id]: [] });
    expect(e.pnl).toBe('10.00');
    expect(e.tradeCount).toBe(2); // the cap counts every trade
  });
});

describe('evaluateDay — the day figures', () => {
  it('an empty day is within the plan', () => {
    const e = evaluateDay(limits, 'BRL', []);
    expect(e).toMatchObject({ pnl: '0.00', tradeCount: 0, lossStreak: 0, cooldownUntil: null, state: 'ok' });
    expect(e.usage).toEqual({ 'daily-loss': 0, 'gain-lock': null, 'trade-cap': 0, 'loss-streak': 0 });
  });

  it('computes the usage of each limit', () => {
    const l = { ...limits, gainLock: '200.00' };
    const e = evaluateDay(l, 'BRL', [trade({ pnl: '150.00' }), trade({ pnl: '-60.00' })]);
    expect(e.pnl).toBe('90.00');
    expect(e.usage).toEqual({ 'daily-loss': 0, 'gain-lock': 45, 'trade-cap': 40, 'loss-streak': 33.33 });
  });

  it('states at 79.9 / 80 / 100 % of the loss limit', () => {
    const at = (pnl: string) => evaluateDay({ ...limits, maxTradesPerDay: 100 }, 'BRL', [trade({ pnl })]);
    expect(at('-239.70')).toMatchObject({ state: 'ok', usage: { 'daily-loss': 79.9 } });
    expect(at('-239.99').usage['daily-loss']).toBe(79.99); // floored, never rounded up to 80
    expect(at('-239.99').state).toBe('ok');
    expect(at('-240.00')).toMatchObject({ state: 'attention', usage: { 'daily-loss': 80 } });
    expect(at('-299.99').state).toBe('attention');
    expect(at('-300.00')).toMatchObject({ state: 'reached', usage: { 'daily-loss': 100 } });
    expect(at('-450.00').usage['daily-loss']).toBe(150);
  });

  it('any limit drives the state: 4 of 5 trades is attention, 5 of 5 reached', () => {
    expect(
      evaluateDay(
        limits,
        'BRL',
        Array.from({ length: 4 }, () => trade()),
      ).state,
    ).toBe('attention');
    expect(
      evaluateDay(
        limits,
        'BRL',
        Array.from({ length: 5 }, () => trade()),
      ).state,
    ).toBe('reached');
    expect(dayState({ 'daily-loss': null, 'gain-lock': null, 'trade-cap': 79.99, 'loss-streak': 0 })).toBe(
      'ok',
    );
  });
});

describe('dailyLossReached — the day sum alone says what the evaluation says', () => {
  it('is reached at exactly −limit, not a cent before, and never without a limit', () => {
    expect(dailyLossReached(limits, '-299.99')).toBe(false);
    expect(dailyLossReached(limits, '-300.00')).toBe(true);
    expect(dailyLossReached(limits, '-300.001')).toBe(true);
    expect(dailyLossReached(limits, '0')).toBe(false);
    expect(dailyLossReached({ dailyLossMoney: '0.00' }, '-1000000.00')).toBe(false);
  });

  it('agrees with evaluateDay on random days of both currencies and limits of odd cents', () => {
    let state = 7;
    const seen = { reached: 0, not: 0 };
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let k = 0; k < 400; k += 1) {
      const l = { ...limits, maxTradesPerDay: 100, dailyLossMoney: (next() * 400).toFixed(2) };
      const day = Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
        trade({
          pnl: ((next() - 0.6) * 200).toFixed(2),
          currency: next() < 0.8 ? 'BRL' : 'USD',
        }),
      );
      let sum = 0n;
      for (const t of day) if (t.currency === 'BRL') sum += BigInt(Math.round(Number(t.pnl) * 100));
      const text = `${sum < 0n ? '-' : ''}${(sum < 0n ? -sum : sum) / 100n}.${String((sum < 0n ? -sum : sum) % 100n).padStart(2, '0')}`;
      const usage = evaluateDay(l, 'BRL', day).usage['daily-loss'];
      const reached = usage !== null && usage >= 100;
      seen[reached ? 'reached' : 'not'] += 1;
      expect(dailyLossReached(l, text), `${text} of ${l.dailyLossMoney}`).toBe(reached);
    }
    // Both answers came up often enough for the comparison to mean something.
    expect(Math.min(seen.reached, seen.not)).toBeGreaterThan(40);
  });
});

describe('levelsReached', () => {
  it('lists every level at or above 50, 80 and 100 of each limit', () => {
    expect(
      levelsReached({ 'daily-loss': 80, 'gain-lock': null, 'trade-cap': 49.99, 'loss-streak': 100 }),
    ).toEqual([
      { limitKind: 'daily-loss', level: 50 },
      { limitKind: 'daily-loss', level: 80 },
      { limitKind: 'loss-streak', level: 50 },
      { limitKind: 'loss-streak', level: 80 },
      { limitKind: 'loss-streak', level: 100 },
    ]);
  });
});

describe('evaluateDay: playbooks', () => {
  const setups: PlanLimits = {
    ...limits,
    allowedPlaybooks: ['pb-breakout'],
    requiredCriteria: new Map([
      ['pb-breakout', ['c-high', 'c-volume']],
      ['pb-pullback', ['c-vwap']],
    ]),
  };

  it("a setup not in the day's plan breaks 'setup-not-allowed'; one in it, or a trade without a playbook, does not", () => {
    const inPlan = trade({ playbookId: 'pb-breakout', criteriaMet: ['c-high', 'c-volume'] });
    const other = trade({ playbookId: 'pb-pullback', criteriaMet: ['c-vwap'] });
    const none = trade();
    expect(breaksOf(evaluateDay(setups, 'BRL', [inPlan, other, none]))).toEqual({
      [inPlan.id]: [],
      [other.id]: ['setup-not-allowed'],
      [none.id]: [],
    });
  });

  it('a plan that lists no playbook judges no setup', () => {
    const other = trade({ playbookId: 'pb-pullback', criteriaMet: ['c-vwap'] });
    expect(breaksOf(evaluateDay({ ...setups, allowedPlaybooks: [] }, 'BRL', [other]))[other.id]).toEqual([]);
    expect(breaksOf(evaluateDay(limits, 'BRL', [other]))[other.id]).toEqual([]);
  });

  it("a required criterion not ticked breaks 'criteria-missing'; optional ones and extra ticks do not matter", () => {
    const missing = trade({ playbookId: 'pb-breakout', criteriaMet: ['c-high', 'c-optional'] });
    const all = trade({ playbookId: 'pb-breakout', criteriaMet: ['c-optional', 'c-volume', 'c-high'] });
    const noneTicked = trade({ playbookId: 'pb-pullback' });
    const noRequired = trade({ playbookId: 'pb-free', criteriaMet: [] });
    expect(
      breaksOf(
        evaluateDay({ ...setups, allowedPlaybooks: [] }, 'BRL', [missing, all, noneTicked, noRequired]),
      ),
    ).toEqual({
      [missing.id]: ['criteria-missing'],
      [all.id]: [],
      [noneTicked.id]: ['criteria-missing'],
      [noRequired.id]: [],
    });
  });

  it('both breaks, with the others, in the badge order', () => {
    const both = trade({ playbookId: 'pb-pullback', criteriaMet: [], stop: null });
    const result = evaluateDay({ ...setups, requireStop: true }, 'BRL', [both]);
    expect(result.trades[0]?.breaks).toEqual(['no-stop', 'setup-not-allowed', 'criteria-missing']);
  });
});
