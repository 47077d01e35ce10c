import type { ReportCut, ReportDto, ReportMetrics } from '@/shared/reports/contract';
import type { Bucket, MetricTrade } from '@/shared/trading/dashboard-contract';
import { EMOTIONS } from '@/shared/trading/emotions';
import { computeMetrics, distribution, emotionAnalysis, equityCurve } from '@/shared/trading/metrics';

/**
 * Realistic ReportDtos for the PDF's tests and bench, built with the dashboard's metrics engine from a
 * deterministic trader (a fixed-seed LCG): WIN/WDO day trades on business days, a few breaking a rule. The report
 * engine (src/shared/reports) computes the real thing; these only have to be shaped and sized like it.
 */
export function generateTrades(count: number, perDay = 20, startDate = '2026-01-02'): MetricTrade[] {
  let seed = 20_260_113;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
  const out: MetricTrade[] = [];
  let day = Date.parse(`${startDate}T00:00:00Z`);
  while (out.length < count) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (let k = 0; k < perDay && out.length < count; k++) {
        const index = out.length;
        const win = random() < 0.7;
        const contracts = 1 + Math.floor(random() * 5);
        const pointValue = win ? 20 : 1_000;
        const points = win
          ? Math.round(((random() - 0.47) * 300) / 5) * 5
          : Math.round((random() - 0.47) * 30 * 2) / 2;
        const costs = contracts * (win ? 50 : 250);
        const hour = 9 + Math.floor((k * 8) / perDay);
        out.push({
          // 12:00 UTC + the hour: the trade's local date in São Paulo stays `date`.
          openedAt: day + (hour + 3) * 3_600_000 + k * 60_000,
          date,
          hour,
          weekday,
          instrument: win ? 'WIN' : 'WDO',
          side: random() < 0.5 ? 'compra' : 'venda',
          currency: 'BRL',
          pnl: Math.round(points * pointValue * contracts) - costs,
          costs,
          points,
          mep: null,
          men: null,
          risk: index % 3 ? (win ? 150 : 10) * pointValue * contracts : null,
          emotion: index % 7 ? (EMOTIONS[index % EMOTIONS.length] ?? null) : null,
          broke: index % 9 === 0,
        });
      }
    }
    day += 86_400_000;
  }
  return out;
}

/** ISO-8601 week key of a date: '2026-W01'. */
export function isoWeekKey(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const year = d.getUTCFullYear();
  const week = Math.ceil(((d.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const OPTIONS = { currency: 'BRL', startingCapital: 5_000_000, breakevenTolerance: 0 } as const;

export function reportMetrics(trades: readonly MetricTrade[]): ReportMetrics {
  const m = computeMetrics(trades, OPTIONS);
  return {
    trades: m.totalTrades,
    winners: m.winners,
    losers: m.losers,
    breakevens: m.breakevens,
    netPnl: m.totalPnl,
    costs: m.totalCosts,
    winRate: m.winRate,
    profitFactor: m.profitFactor,
    profitFactorInfinite: m.profitFactorInfinite,
    expectancy: m.expectancy,
    payoff: m.payoff,
    averageR: m.averageR,
    maxDrawdown: m.maxDrawdown,
    ruleBreaks: trades.filter((t) => t.broke).length,
    challengeDaysPassed: 0,
    challengeDaysFailed: 0,
    tradingDays: new Set(trades.map((t) => t.date)).size,
  };
}

export interface ReportFixtureOptions {
  trades: readonly MetricTrade[];
  granularity?: ReportDto['granularity'];
  trader?: string;
  tags?: number;
}

/** The report of `trades` over their whole span (preset custom), cut by month or week. */
export function reportFixture({
  trades,
  granularity = 'month',
  trader = 'João Conceição',
  tags = 6,
}: ReportFixtureOptions): ReportDto {
  const first = trades[0]?.date ?? '2026-01-01';
  const last = trades[trades.length - 1]?.date ?? first;
  const groups = new Map<string, MetricTrade[]>();
  for (const t of trades) {
    const key = granularity === 'month' ? t.date.slice(0, 7) : isoWeekKey(t.date);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(t);
  }
  let previous: ReportMetrics | null = null;
  const cuts: ReportCut[] = [...groups.entries()].map(([key, list]) => {
    const metrics = reportMetrics(list);
    const cut: ReportCut = {
      key,
      from: (list[0] as MetricTrade).date,
      to: (list[list.length - 1] as MetricTrade).date,
      metrics,
      previous,
    };
    previous = metrics;
    return cut;
  });
  const dist = distribution(trades, 'BRL', 0);
  const byDay = [...dist.byDay];
  const byTag: Bucket[] = Array.from({ length: tags }, (_, k) => {
    const slice = trades.filter((_, n) => n % (tags + 1) === k);
    const m = reportMetrics(slice);
    return {
      key: `setup-${k + 1}`,
      trades: m.trades,
      wins: m.winners,
      losses: m.losers,
      pnl: m.netPnl,
      winRate: m.winRate,
    };
  });
  const current = reportMetrics(trades);
  const half = trades.slice(0, Math.floor(trades.length / 2));
  return {
    period: { preset: 'custom', from: first, to: last, timezone: 'America/Sao_Paulo' },
    granularity,
    currencies: ['BRL'],
    currency: 'BRL',
    account: null,
    instrument: null,
    trader,
    summary: {
      current,
      previous: half.length ? reportMetrics(half) : null,
      previousRange: half.length ? { from: '2025-01-02', to: '2025-12-31' } : null,
    },
    cuts,
    breakdowns: {
      byInstrument: dist.byInstrument,
      byWeekday: dist.byWeekday,
      byHour: dist.byHour,
      byTag,
      byEmotion: emotionAnalysis(trades, 'BRL', 0).byEmotion,
    },
    equity: equityCurve(trades, 'BRL'),
    bestDays: [...byDay].sort((a, b) => b.pnl - a.pnl).slice(0, 5),
    worstDays: [...byDay].sort((a, b) => a.pnl - b.pnl).slice(0, 5),
  };
}
