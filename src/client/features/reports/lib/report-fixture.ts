import type { ReportDto, ReportMetrics } from '@/shared/reports/contract';

/** A report as GET /api/reports answers it (component tests), built from a few figures per cut. */
export function metricsOf(patch: Partial<ReportMetrics> = {}): ReportMetrics {
  return {
    trades: 10,
    winners: 6,
    losers: 4,
    breakevens: 0,
    netPnl: 50_000,
    costs: 2_000,
    winRate: 0.6,
    profitFactor: 1.5,
    profitFactorInfinite: false,
    expectancy: 5_000,
    payoff: 1,
    averageR: 0.5,
    maxDrawdown: 20_000,
    ruleBreaks: 1,
    challengeDaysPassed: 3,
    challengeDaysFailed: 1,
    tradingDays: 5,
    ...patch,
  };
}

export function reportFixture(patch: Partial<ReportDto> = {}): ReportDto {
  const jan = metricsOf({ netPnl: 30_000, winRate: 0.5, ruleBreaks: 2 });
  const feb = metricsOf({
    netPnl: -12_345,
    winRate: 0.4,
    profitFactor: 0.8,
    ruleBreaks: 0,
    maxDrawdown: 40_000,
  });
  const mar = metricsOf({
    netPnl: 123_456,
    winRate: 0.625,
    profitFactor: null,
    profitFactorInfinite: true,
    losers: 0,
  });
  return {
    period: { preset: 'this-year', from: '2026-01-01', to: '2026-03-31', timezone: 'America/Sao_Paulo' },
    granularity: 'month',
    currencies: ['BRL'],
    currency: 'BRL',
    account: null,
    instrument: null,
    trader: 'Ana Souza',
    summary: {
      current: metricsOf({
        netPnl: 141_111,
        trades: 30,
        winRate: 0.5333,
        ruleBreaks: 2,
        maxDrawdown: 40_000,
      }),
      previous: metricsOf({ netPnl: 100_000, trades: 20, winRate: 0.6, ruleBreaks: 5, maxDrawdown: 10_000 }),
      previousRange: { from: '2025-10-02', to: '2025-12-31' },
    },
    cuts: [
      { key: '2026-01', from: '2026-01-01', to: '2026-01-31', metrics: jan, previous: null },
      { key: '2026-02', from: '2026-02-01', to: '2026-02-28', metrics: feb, previous: jan },
      { key: '2026-03', from: '2026-03-01', to: '2026-03-31', metrics: mar, previous: feb },
    ],
    breakdowns: {
      byInstrument: [
        { key: 'WIN', trades: 20, wins: 12, losses: 8, pnl: 150_000, winRate: 0.6 },
        { key: 'WDO', trades: 10, wins: 4, losses: 6, pnl: -8_889, winRate: 0.4 },
      ],
      byWeekday: [
        { key: '0', trades: 0, wins: 0, losses: 0, pnl: 0, winRate: null },
        { key: '1', trades: 30, wins: 16, losses: 14, pnl: 141_111, winRate: 0.5333 },
      ],
      byHour: [{ key: '9', trades: 30, wins: 16, losses: 14, pnl: 141_111, winRate: 0.5333 }],
      byTag: [{ key: 'rompimento', trades: 5, wins: 4, losses: 1, pnl: 20_000, winRate: 0.8 }],
      byEmotion: [
        { key: 'ansioso', trades: 4, wins: 1, winRate: 0.25, total: -30_000, average: -7_500 },
        { key: 'calmo', trades: 26, wins: 15, winRate: 0.5769, total: 171_111, average: 6_581 },
        { key: 'ganancioso', trades: 0, wins: 0, winRate: null, total: 0, average: null },
      ],
    },
    equity: {
      points: [
        { i: 0, t: Date.UTC(2026, 0, 5, 13), equity: 30_000, drawdown: 0 },
        { i: 1, t: Date.UTC(2026, 1, 5, 13), equity: -10_000, drawdown: -40_000 },
        { i: 2, t: Date.UTC(2026, 2, 5, 13), equity: 141_111, drawdown: 0 },
      ],
      total: 3,
      downsampled: false,
    },
    bestDays: [{ date: '2026-03-05', trades: 3, pnl: 123_456 }],
    worstDays: [{ date: '2026-02-05', trades: 4, pnl: -40_000 }],
    byPlaybook: [],
    ...patch,
  };
}
