import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricTrade, Metrics } from '../dashboard-contract';
import { computeMetrics } from './index';
import { capitalArb, expectNoNaN, toleranceArb, trade, tradeListArb, trades } from './test-trades';

const brl = { currency: 'BRL' as const, startingCapital: 100_000, breakevenTolerance: 0 };

describe('computeMetrics — a hand-worked period', () => {
  // W L W BE L L W, R$ 1.000,00 of capital.
  const list = trades(10_000, -5_000, 20_000, 0, -2_500, -2_500, 7_500);
  const m = computeMetrics(list, brl);

  it('counts and sums', () => {
    expect(m).toMatchObject({
      currency: 'BRL',
      totalTrades: 7,
      winners: 3,
      losers: 3,
      breakevens: 1,
      totalPnl: 27_500,
      grossProfit: 37_500,
      grossLoss: -10_000,
      largestWin: 20_000,
      largestLoss: -5_000,
    });
  });

  it('leaves breakevens out of the win rate, and derives the ratios', () => {
    expect(m.winRate).toBe(0.5); // 3 ÷ (3 + 3), not 3 ÷ 7
    expect(m.profitFactor).toBe(3.75); // 37 500 ÷ 10 000
    expect(m.profitFactorInfinite).toBe(false);
    expect(m.expectancy).toBeCloseTo(27_500 / 7, 10); // mean over all 7 trades
    expect(m.averageWin).toBe(12_500);
    expect(m.averageLoss).toBeCloseTo(-10_000 / 3, 10);
    expect(m.payoff).toBeCloseTo(3.75, 10);
  });

  it('lets the breakeven break the streaks', () => {
    expect(m.currentStreak).toBe(1);
    expect(m.longestWinStreak).toBe(1); // W BE … does not join W and W across the breakeven
    expect(m.longestLossStreak).toBe(2);
    const split = computeMetrics(trades(100, 100, 0, 100, -5, 0, -5), brl);
    expect(split.longestWinStreak).toBe(2); // not 3: the breakeven ends the run
    expect(split.longestLossStreak).toBe(1);
    expect(split.currentStreak).toBe(-1);
  });

  it('measures the drawdown from the running peak', () => {
    // Equity 100, 50, 250, 250, 225, 200, 275 (R$): falls of 50 from 100 and of 50 from 250.
    expect(m.maxDrawdown).toBe(5_000);
    // The % is the largest of 50 ÷ (1.000 + 100) and 50 ÷ (1.000 + 250).
    expect(m.maxDrawdownPct).toBeCloseTo(5_000 / 110_000, 12);
  });

  it('takes the % at its own worst moment, which may not be the largest absolute fall', () => {
    const r = computeMetrics(trades(-2_000, 100_000, -5_000), { ...brl, startingCapital: 10_000 });
    expect(r.maxDrawdown).toBe(5_000);
    expect(r.maxDrawdownPct).toBeCloseTo(0.2, 12); // 2 000 ÷ (10 000 + 0), the first fall
  });
});

describe('computeMetrics — edge cases have defined answers', () => {
  it('no trades', () => {
    const m = computeMetrics([], brl);
    expect(m).toEqual<Metrics>({
      currency: 'BRL',
      totalTrades: 0,
      winners: 0,
      losers: 0,
      breakevens: 0,
      totalPnl: 0,
      grossProfit: 0,
      grossLoss: 0,
      totalCosts: 0,
      winRate: null,
      profitFactor: null,
      profitFactorInfinite: false,
      expectancy: null,
      averageWin: null,
      averageLoss: null,
      payoff: null,
      currentStreak: 0,
      longestWinStreak: 0,
      longestLossStreak: 0,
      maxDrawdown: 0,
      maxDrawdownPct: 0,
      largestWin: null,
      largestLoss: null,
      mepEfficiency: null,
      menTaken: null,
      averageR: null,
      rTrades: 0,
    });
  });

  it('no losses: profit factor is infinite (null + flag), pay-off undefined', () => {
    const m = computeMetrics(trades(100, 200), brl);
    expect(m).toMatchObject({
      winRate: 1,
      profitFactor: null,
      profitFactorInfinite: true,
      payoff: null,
      averageLoss: null,
      largestLoss: null,
      currentStreak: 2,
      maxDrawdown: 0,
      maxDrawdownPct: 0,
    });
  });

  it('no wins: profit factor 0, streak negative, drawdown from the starting 0', () => {
    const m = computeMetrics(trades(-100, -200), { ...brl, startingCapital: 1_000 });
    expect(m).toMatchObject({
      winRate: 0,
      profitFactor: 0,
      profitFactorInfinite: false,
      payoff: null,
      averageWin: null,
      largestWin: null,
      currentStreak: -2,
      longestLossStreak: 2,
      maxDrawdown: 300,
      maxDrawdownPct: 0.3,
    });
  });

  it('all breakevens (within the tolerance)', () => {
    const m = computeMetrics(trades(0, 50, -50, 0), { ...brl, breakevenTolerance: 50 });
    expect(m).toMatchObject({
      totalTrades: 4,
      winners: 0,
      losers: 0,
      breakevens: 4,
      winRate: null,
      profitFactor: null,
      profitFactorInfinite: false,
      expectancy: 0,
      payoff: null,
      currentStreak: 0,
      longestWinStreak: 0,
      longestLossStreak: 0,
      maxDrawdown: 50,
    });
    expect(m.grossProfit).toBe(0);
    expect(m.grossLoss).toBe(0);
  });

  it('one trade', () => {
    const m = computeMetrics(trades(-100), brl);
    expect(m).toMatchObject({
      totalTrades: 1,
      losers: 1,
      winRate: 0,
      expectancy: -100,
      averageLoss: -100,
      currentStreak: -1,
      maxDrawdown: 100,
      largestLoss: -100,
    });
    expect(m.maxDrawdownPct).toBeCloseTo(0.001, 12);
  });

  it('the tolerance is inclusive: |pnl| = tolerance is a breakeven, one cent more decides', () => {
    const m = computeMetrics(trades(50, -50, 51, -51), { ...brl, breakevenTolerance: 50 });
    expect(m).toMatchObject({ winners: 1, losers: 1, breakevens: 2, totalPnl: 0 });
    expect(m.grossProfit).toBe(51);
    expect(m.grossLoss).toBe(-51);
  });

  it('a breakeven as the last trade sets the current streak to 0', () => {
    expect(computeMetrics(trades(100, 100, 0), brl).currentStreak).toBe(0);
    expect(computeMetrics(trades(100, 100, 0), brl).longestWinStreak).toBe(2);
  });

  it('never mixes currencies: trades of another currency are ignored', () => {
    const list = [trade(1_000), trade(-999_999, { currency: 'USD' }, 1), trade(500, {}, 2)];
    const m = computeMetrics(list, brl);
    expect(m).toMatchObject({ totalTrades: 2, totalPnl: 1_500, losers: 0, maxDrawdown: 0 });
    expect(computeMetrics(list, { ...brl, currency: 'USD' })).toMatchObject({
      currency: 'USD',
      totalTrades: 1,
      totalPnl: -999_999,
    });
  });

  it('no starting capital → no drawdown %', () => {
    expect(computeMetrics(trades(-100), { ...brl, startingCapital: 0 }).maxDrawdownPct).toBeNull();
    expect(computeMetrics(trades(-100), { ...brl, startingCapital: -5 }).maxDrawdownPct).toBeNull();
  });

  it('MEP/MEN ratios and R over the trades that recorded them (averages in points are per instrument)', () => {
    const list = [
      trade(20_000, { points: 100, mep: 200, men: 10, risk: 10_000 }, 0),
      trade(30_000, { points: 300, mep: 300, men: null, risk: null }, 1),
      trade(-5_000, { points: -50, mep: 5, men: 100, risk: 10_000 }, 2),
      trade(-1_000, { points: -10, mep: null, men: 0, risk: 0 }, 3),
      trade(-2_000, { points: -20, mep: null, men: null }, 4),
    ];
    const m = computeMetrics(list, brl);
    expect(m.mepEfficiency).toBeCloseTo((100 / 200 + 300 / 300) / 2, 12); // 0,75
    expect(m.menTaken).toBeCloseTo(50 / 100, 12); // the loser with MEN 0 has no ratio
    expect(m).not.toHaveProperty('averageMep');
    expect(m.averageR).toBeCloseTo((2 + -0.5) / 2, 12); // risk null and 0 are left out
    expect(m.rTrades).toBe(2);
  });

  it('sums costs', () => {
    const list = [trade(100, { costs: 250 }), trade(-100, { costs: 130 }, 1)];
    expect(computeMetrics(list, brl).totalCosts).toBe(380);
  });
});

/* ---------- The reference: plain, obviously correct, slow. ---------- */

interface Reference {
  totalTrades: number;
  winners: number;
  losers: number;
  breakevens: number;
  totalPnl: number;
  grossProfit: number;
  grossLoss: number;
  totalCosts: number;
  winRate: number | null;
  currentStreak: number;
  longestWinStreak: number;
  longestLossStreak: number;
  maxDrawdown: number;
  maxDrawdownPct: number | null;
  largestWin: number | null;
  largestLoss: number | null;
  averageR: number | null;
  rTrades: number;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => (xs.length ? sum(xs) / xs.length : null);

function reference(all: MetricTrade[], currency: 'BRL' | 'USD', tol: number, capital: number): Reference {
  const list = all.filter((t) => t.currency === currency);
  const wins = list.filter((t) => t.pnl > tol);
  const losses = list.filter((t) => t.pnl < -tol);
  const kind = (t: MetricTrade) => (t.pnl > tol ? 'W' : t.pnl < -tol ? 'L' : 'B');

  // Length of the run of `k` ending at each index, counted backwards.
  const runEndingAt = (i: number, k: string) => {
    let n = 0;
    for (let j = i; j >= 0 && kind(list[j] as MetricTrade) === k; j--) n++;
    return n;
  };
  const last = list.length - 1;
  const lastKind = last >= 0 ? kind(list[last] as MetricTrade) : 'B';
  const currentStreak =
    lastKind === 'W' ? runEndingAt(last, 'W') : lastKind === 'L' ? -runEndingAt(last, 'L') : 0;

  // Drawdown by brute force over every (peak, later point) pair; the start (0) is a possible peak.
  const equity = [0, ...list.map((_, i) => sum(list.slice(0, i + 1).map((t) => t.pnl)))];
  let maxDrawdown = 0;
  let maxPct = 0;
  for (let j = 0; j < equity.length; j++) {
    const peak = Math.max(...equity.slice(0, j + 1));
    for (let i = 0; i <= j; i++)
      maxDrawdown = Math.max(maxDrawdown, (equity[i] as number) - (equity[j] as number));
    if (capital > 0) maxPct = Math.max(maxPct, (peak - (equity[j] as number)) / (capital + peak));
  }

  const withRisk = list.filter((t) => t.risk !== null && t.risk > 0);
  return {
    totalTrades: list.length,
    winners: wins.length,
    losers: losses.length,
    breakevens: list.length - wins.length - losses.length,
    totalPnl: sum(list.map((t) => t.pnl)),
    grossProfit: sum(wins.map((t) => t.pnl)),
    grossLoss: sum(losses.map((t) => t.pnl)),
    totalCosts: sum(list.map((t) => t.costs)),
    winRate: wins.length + losses.length ? wins.length / (wins.length + losses.length) : null,
    currentStreak,
    longestWinStreak: Math.max(0, ...list.map((_, i) => runEndingAt(i, 'W'))),
    longestLossStreak: Math.max(0, ...list.map((_, i) => runEndingAt(i, 'L'))),
    maxDrawdown,
    maxDrawdownPct: capital > 0 ? maxPct : null,
    largestWin: wins.length ? Math.max(...wins.map((t) => t.pnl)) : null,
    largestLoss: losses.length ? Math.min(...losses.map((t) => t.pnl)) : null,
    averageR: mean(withRisk.map((t) => t.pnl / (t.risk as number))),
    rTrades: withRisk.length,
  };
}

const close = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('computeMetrics — agrees with a plain reference on random trade lists', () => {
  it('sums, counts, win rate, streaks, drawdown, extremes and R', () => {
    fc.assert(
      fc.property(
        tradeListArb(),
        toleranceArb,
        capitalArb,
        fc.constantFrom('BRL' as const, 'USD' as const),
        (list, tol, capital, currency) => {
          const m = computeMetrics(list, { currency, startingCapital: capital, breakevenTolerance: tol });
          const r = reference(list, currency, tol, capital);
          const { maxDrawdownPct, winRate, averageR, ...exact } = r;
          expect(m).toMatchObject(exact);
          expect(close(m.maxDrawdownPct, maxDrawdownPct)).toBe(true);
          expect(close(m.winRate, winRate)).toBe(true);
          expect(close(m.averageR, averageR)).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('the ratios follow from the sums, and the expectancy is the mean P&L', () => {
    fc.assert(
      fc.property(tradeListArb(), toleranceArb, (list, tol) => {
        const m = computeMetrics(list, { ...brl, breakevenTolerance: tol });
        expect(m.winners + m.losers + m.breakevens).toBe(m.totalTrades);
        expect(close(m.expectancy, m.totalTrades ? m.totalPnl / m.totalTrades : null)).toBe(true);
        expect(close(m.averageWin, m.winners ? m.grossProfit / m.winners : null)).toBe(true);
        expect(close(m.averageLoss, m.losers ? m.grossLoss / m.losers : null)).toBe(true);
        expect(m.profitFactorInfinite).toBe(m.winners > 0 && m.losers === 0);
        expect(close(m.profitFactor, m.losers ? m.grossProfit / -m.grossLoss : null)).toBe(true);
        if (m.payoff !== null)
          expect(close(m.payoff, (m.averageWin as number) / -(m.averageLoss as number))).toBe(true);
        else expect(m.winners === 0 || m.losers === 0).toBe(true);
        // With tolerance 0 every breakeven is exactly 0, so the total splits into gross profit and loss and the
        // domain guide's form of the expectancy holds (over the decided trades).
        if (tol === 0) expect(m.totalPnl).toBe(m.grossProfit + m.grossLoss);
        if (tol === 0 && m.breakevens === 0 && m.totalTrades > 0) {
          const w = m.winRate as number;
          const form = w * (m.averageWin ?? 0) - (1 - w) * Math.abs(m.averageLoss ?? 0);
          expect(close(m.expectancy, form)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('MEP/MEN ratios agree with plain filters', () => {
    fc.assert(
      fc.property(tradeListArb(80, ['BRL']), toleranceArb, (list, tol) => {
        const m = computeMetrics(list, { ...brl, breakevenTolerance: tol });
        const wins = list.filter((t) => t.pnl > tol);
        const losses = list.filter((t) => t.pnl < -tol);
        const eff = wins.filter((t) => t.mep !== null && t.mep > 0).map((t) => t.points / (t.mep as number));
        expect(close(m.mepEfficiency, mean(eff))).toBe(true);
        const taken = losses
          .filter((t) => t.men !== null && t.men > 0)
          .map((t) => Math.abs(t.points) / (t.men as number));
        expect(close(m.menTaken, mean(taken))).toBe(true);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('never returns NaN or Infinity', () => {
    fc.assert(
      fc.property(tradeListArb(30), toleranceArb, capitalArb, (list, tol, capital) => {
        expectNoNaN(
          computeMetrics(list, { currency: 'BRL', startingCapital: capital, breakevenTolerance: tol }),
        );
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
