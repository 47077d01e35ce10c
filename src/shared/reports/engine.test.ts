import { describe, expect, it } from 'vitest';
import type { MetricTrade } from '../trading/dashboard-contract';
import { buildReport, reportReadRange, type ReportInput, type ReportTrade } from './engine';

/** A BRL trade on a local date at 10:00 + n minutes (the tests' local time is UTC). */
function trade(date: string, pnl: number, over: Partial<ReportTrade> = {}, n = 0): ReportTrade {
  const openedAt = Date.parse(`${date}T10:00:00Z`) + n * 60_000;
  const base: MetricTrade = {
    openedAt,
    date,
    hour: 10,
    weekday: new Date(openedAt).getUTCDay(),
    instrument: 'WIN',
    side: 'compra',
    currency: 'BRL',
    pnl,
    costs: 0,
    points: pnl / 20,
    mep: null,
    men: null,
    risk: null,
    emotion: null,
    broke: false,
  };
  return { ...base, tags: [], ...over };
}

const sorted = (trades: readonly ReportTrade[]) => [...trades].sort((a, b) => a.openedAt - b.openedAt);

const report = (over: Partial<ReportInput> & Pick<ReportInput, 'trades'>) =>
  buildReport({
    currency: 'BRL',
    breakevenTolerance: 0,
    period: { from: '2026-01-01', to: '2026-12-31' },
    today: '2026-12-31',
    granularity: 'month',
    challengeDays: [],
    ...over,
    trades: sorted(over.trades),
  });

describe('month cuts', () => {
  // Q1 2026: January +300 −100, no February, March −200 +50 +50; December 2025 +400 (before the period).
  const trades = [
    trade('2025-12-15', 40_000),
    trade('2026-01-05', 30_000),
    trade('2026-01-20', -10_000, { broke: true }),
    trade('2026-03-02', -20_000),
    trade('2026-03-03', 5_000),
    trade('2026-03-03', 5_000, {}, 1),
  ];
  const r = report({ trades, period: { from: '2026-01-01', to: '2026-03-31' } });

  it('has every month of the period, the empty one too, oldest first', () => {
    expect(r.cuts.map((c) => [c.key, c.from, c.to, c.metrics.trades])).toEqual([
      ['2026-01', '2026-01-01', '2026-01-31', 2],
      ['2026-02', '2026-02-01', '2026-02-28', 0],
      ['2026-03', '2026-03-01', '2026-03-31', 3],
    ]);
  });

  it('works out each cut with the dashboard formulas', () => {
    const [jan, feb, mar] = r.cuts;
    expect(jan?.metrics).toEqual({
      trades: 2,
      winners: 1,
      losers: 1,
      breakevens: 0,
      netPnl: 20_000,
      costs: 0,
      winRate: 0.5,
      profitFactor: 3,
      profitFactorInfinite: false,
      expectancy: 10_000,
      payoff: 3,
      averageR: null,
      maxDrawdown: 10_000,
      ruleBreaks: 1,
      challengeDaysPassed: 0,
      challengeDaysFailed: 0,
      tradingDays: 2,
    });
    expect(feb?.metrics).toMatchObject({
      trades: 0,
      netPnl: 0,
      winRate: null,
      profitFactor: null,
      expectancy: null,
    });
    // March: −200 then +50 +50: the drawdown's peak is March's start (0), so it is 200 — not January's 300 peak.
    expect(mar?.metrics).toMatchObject({ trades: 3, netPnl: -10_000, maxDrawdown: 20_000, tradingDays: 2 });
    expect(mar?.metrics.profitFactor).toBeCloseTo(0.5, 12);
  });

  it("gives each cut the one before; the first gets the month before the period's", () => {
    expect(r.cuts[0]?.previous).toMatchObject({ trades: 1, netPnl: 40_000 });
    expect(r.cuts[1]?.previous).toEqual(r.cuts[0]?.metrics);
    // February had nothing to compare with.
    expect(r.cuts[2]?.previous).toBeNull();
  });

  it('compares the whole period with the same length before it', () => {
    expect(r.summary.current).toMatchObject({ trades: 5, netPnl: 10_000, ruleBreaks: 1, tradingDays: 4 });
    // Equity 30000 → 20000 → 0 → 5000 → 10000: the deepest fall from the 30000 peak is 30000.
    expect(r.summary.current.maxDrawdown).toBe(30_000);
    expect(r.summary.previousRange).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(r.summary.previous).toMatchObject({ trades: 1, netPnl: 40_000 });
  });

  it('has no previous without data before the period', () => {
    const alone = report({ trades: trades.slice(1), period: { from: '2026-01-01', to: '2026-03-31' } });
    expect(alone.cuts[0]?.previous).toBeNull();
    expect(alone.summary.previous).toBeNull();
    expect(alone.summary.previousRange).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });
});

describe('ISO week cuts at the year edge', () => {
  const trades = [
    trade('2026-12-20', 1_000), // Sunday of 2026-W51: the week before the period
    trade('2026-12-28', 2_000), // Monday of 2026-W53
    trade('2027-01-01', -500), // Friday, still 2026-W53
    trade('2027-01-04', 700), // 2027-W01
  ];
  const r = report({
    trades,
    granularity: 'week',
    period: { from: '2026-12-21', to: '2027-01-10' },
    today: '2027-01-10',
  });

  it('numbers the weeks in their ISO week-year', () => {
    expect(r.cuts.map((c) => [c.key, c.from, c.to, c.metrics.netPnl])).toEqual([
      ['2026-W52', '2026-12-21', '2026-12-27', 0],
      ['2026-W53', '2026-12-28', '2027-01-03', 1_500],
      ['2027-W01', '2027-01-04', '2027-01-10', 700],
    ]);
    expect(r.cuts[0]?.previous).toMatchObject({ trades: 1, netPnl: 1_000 });
    // The period is 21 days: the 21 days before it, 30 Nov … 20 Dec.
    expect(r.summary.previousRange).toEqual({ from: '2026-11-30', to: '2026-12-20' });
    expect(r.summary.previous?.netPnl).toBe(1_000);
  });

  it('reads the week before the period and the previous period', () => {
    expect(reportReadRange({ from: '2026-12-21', to: '2027-01-10' }, 'week')).toEqual({
      from: '2026-11-30',
      to: '2027-01-10',
      previous: { from: '2026-11-30', to: '2026-12-20' },
    });
    // A month: the previous month is both the cut before and the previous period.
    expect(reportReadRange({ from: '2026-03-01', to: '2026-03-31' }, 'month')).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
      previous: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(reportReadRange({ from: null, to: null }, 'month')).toEqual({
      from: null,
      to: null,
      previous: null,
    });
  });
});

describe('the span of the cuts', () => {
  it('stops at today in a period that goes on (no empty months ahead), or at a later trade', () => {
    const r = report({ trades: [trade('2026-02-10', 100)], today: '2026-03-15' });
    expect(r.cuts.map((c) => [c.key, c.to])).toEqual([
      ['2026-01', '2026-01-31'],
      ['2026-02', '2026-02-28'],
      ['2026-03', '2026-03-15'],
    ]);
    const ahead = report({ trades: [trade('2026-05-02', 100)], today: '2026-03-15' });
    expect(ahead.cuts.at(-1)).toMatchObject({ key: '2026-05', to: '2026-05-02' });
  });

  it('compares a period still going on up to the same date before it', () => {
    const r = report({
      trades: [trade('2025-03-15', 700), trade('2025-03-16', 900), trade('2026-02-10', 100)],
      today: '2026-03-15',
    });
    expect(r.summary.previousRange).toEqual({ from: '2025-01-01', to: '2025-03-15' });
    expect(r.summary.previous).toMatchObject({ trades: 1, netPnl: 700 });
  });

  it('shows a period that has not started yet whole, and empty', () => {
    const r = report({ trades: [], period: { from: '2027-01-01', to: '2027-03-31' }, today: '2026-03-15' });
    expect(r.cuts.map((c) => [c.key, c.to, c.metrics.trades])).toEqual([
      ['2027-01', '2027-01-31', 0],
      ['2027-02', '2027-02-28', 0],
      ['2027-03', '2027-03-31', 0],
    ]);
    expect(r.summary.previousRange).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it("covers 'all' from the first record's month to today, with nothing before it", () => {
    const r = report({
      trades: [trade('2025-11-03', 100), trade('2026-01-09', -50)],
      period: { from: null, to: null },
      today: '2026-02-10',
      challengeDays: [{ day: '2026-02-02', passed: true }],
    });
    expect(r.cuts.map((c) => c.key)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(r.cuts[0]).toMatchObject({ from: '2025-11-01', previous: null });
    expect(r.cuts.at(-1)).toMatchObject({ to: '2026-02-10', metrics: { challengeDaysPassed: 1 } });
    expect(r.summary).toMatchObject({
      previous: null,
      previousRange: null,
      current: { trades: 2, netPnl: 50 },
    });
  });

  it("has no cuts for 'all' without any record", () => {
    const r = report({ trades: [], period: { from: null, to: null } });
    expect(r.cuts).toEqual([]);
    expect(r.summary.current.trades).toBe(0);
    expect(r.equity.points).toEqual([]);
  });
});

describe('currencies', () => {
  it('never mixes them: the other currency is left out of every figure', () => {
    const trades = [
      trade('2026-01-05', 1_000),
      trade('2026-01-05', 99_999, { currency: 'USD', instrument: 'ES' }, 1),
      trade('2026-02-05', -400, { tags: ['a'] }),
      trade('2026-02-06', 50_000, { currency: 'USD', instrument: 'ES', tags: ['a'] }),
    ];
    const brl = report({ trades, today: '2026-02-28' });
    expect(brl.cuts.map((c) => c.metrics.netPnl)).toEqual([1_000, -400]);
    expect(brl.summary.current.trades).toBe(2);
    expect(brl.breakdowns.byInstrument.map((b) => b.key)).toEqual(['WIN']);
    expect(brl.breakdowns.byTag).toEqual([
      { key: 'a', trades: 1, wins: 0, losses: 1, pnl: -400, winRate: 0 },
    ]);
    expect(brl.equity.points.map((p) => p.equity)).toEqual([1_000, 600]);
    expect(brl.bestDays.map((d) => d.pnl)).toEqual([1_000]);

    const usd = report({ trades, today: '2026-02-28', currency: 'USD' });
    expect(usd.cuts.map((c) => c.metrics.netPnl)).toEqual([99_999, 50_000]);
    expect(usd.summary.current.tradingDays).toBe(2);
  });
});

describe('best and worst days', () => {
  it('takes up to 5 winning days, highest first, and 5 losing days, lowest first; ties by date', () => {
    const pnls = [500, -100, 300, 300, -700, 900, 100, -100, 200, 0, -50, -300, -20];
    const trades = pnls.map((p, i) => trade(`2026-04-${String(i + 1).padStart(2, '0')}`, p));
    // Two trades on 1 April: the day's P&L is their sum (500 + 150).
    trades.push(trade('2026-04-01', 150, {}, 1));
    const r = report({ trades, today: '2026-04-30' });
    expect(r.bestDays).toEqual([
      { date: '2026-04-06', trades: 1, pnl: 900 },
      { date: '2026-04-01', trades: 2, pnl: 650 },
      { date: '2026-04-03', trades: 1, pnl: 300 },
      { date: '2026-04-04', trades: 1, pnl: 300 },
      { date: '2026-04-09', trades: 1, pnl: 200 },
    ]);
    expect(r.worstDays).toEqual([
      { date: '2026-04-05', trades: 1, pnl: -700 },
      { date: '2026-04-12', trades: 1, pnl: -300 },
      { date: '2026-04-02', trades: 1, pnl: -100 },
      { date: '2026-04-08', trades: 1, pnl: -100 },
      { date: '2026-04-11', trades: 1, pnl: -50 },
    ]);
  });

  it('lists no losing day among the best when every day lost', () => {
    const r = report({ trades: [trade('2026-04-01', -1), trade('2026-04-02', -2)], today: '2026-04-30' });
    expect(r.bestDays).toEqual([]);
    expect(r.worstDays.map((d) => d.pnl)).toEqual([-2, -1]);
  });
});

describe('discipline', () => {
  it('counts the challenge days inside each cut, and the rule breaks', () => {
    const challengeDays = [
      { day: '2026-01-30', passed: true },
      { day: '2026-01-31', passed: false },
      { day: '2026-02-01', passed: true },
      { day: '2026-02-02', passed: true },
      { day: '2025-12-31', passed: false }, // before the period: only the first cut's previous
    ];
    const trades = [trade('2026-02-02', 100, { broke: true }), trade('2026-02-02', -100, { broke: true }, 1)];
    const r = report({ trades, challengeDays, period: { from: '2026-01-01', to: '2026-02-28' } });
    expect(r.cuts.map((c) => [c.key, c.metrics.challengeDaysPassed, c.metrics.challengeDaysFailed])).toEqual([
      ['2026-01', 1, 1],
      ['2026-02', 2, 0],
    ]);
    // December had no trade but a failed challenge day: there is something to compare with.
    expect(r.cuts[0]?.previous).toMatchObject({ trades: 0, challengeDaysFailed: 1 });
    expect(r.cuts[1]?.metrics).toMatchObject({ ruleBreaks: 2, breakevens: 0, tradingDays: 1 });
    expect(r.summary.current).toMatchObject({
      challengeDaysPassed: 3,
      challengeDaysFailed: 1,
      ruleBreaks: 2,
    });
  });
});

describe('breakdowns', () => {
  it('splits by weekday, hour, instrument, tag and emotion over the period only', () => {
    const trades = [
      trade('2025-12-31', 999, { tags: ['antes'] }), // before the period: in no breakdown
      trade('2026-01-05', 300, { tags: ['setup A', 'setup A'], emotion: 'calmo' }), // Monday
      trade('2026-01-06', -100, { tags: ['setup A', 'setup B'], emotion: 'ansioso', hour: 14 }), // Tuesday
      trade('2026-01-06', 0, { instrument: 'WDO', emotion: 'calmo' }, 1),
    ];
    const r = report({ trades, period: { from: '2026-01-01', to: '2026-01-31' } });
    const b = r.breakdowns;
    expect(b.byWeekday.map((x) => [x.key, x.trades, x.pnl])).toEqual([
      ['0', 0, 0],
      ['1', 1, 300],
      ['2', 2, -100],
      ['3', 0, 0],
      ['4', 0, 0],
      ['5', 0, 0],
      ['6', 0, 0],
    ]);
    expect(b.byHour.map((x) => [x.key, x.trades])).toEqual([
      ['10', 2],
      ['14', 1],
    ]);
    expect(b.byInstrument.map((x) => [x.key, x.trades])).toEqual([
      ['WIN', 2],
      ['WDO', 1],
    ]);
    // A tag written twice on a trade counts the trade once.
    expect(b.byTag).toEqual([
      { key: 'setup A', trades: 2, wins: 1, losses: 1, pnl: 200, winRate: 0.5 },
      { key: 'setup B', trades: 1, wins: 0, losses: 1, pnl: -100, winRate: 0 },
    ]);
    expect(b.byEmotion.find((e) => e.key === 'calmo')).toMatchObject({
      trades: 2,
      wins: 1,
      total: 300,
      winRate: 1,
    });
    expect(b.byEmotion).toHaveLength(8);
  });
});
