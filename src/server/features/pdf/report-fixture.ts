import type { ReportDto } from '@/shared/reports/contract';
import { buildReport, type ReportTrade } from '@/shared/reports/engine';
import type { MetricTrade } from '@/shared/trading/dashboard-contract';
import { EMOTIONS } from '@/shared/trading/emotions';

/**
 * Realistic ReportDtos for the PDF's tests and bench, built by the report engine from a
 * deterministic trader (a fixed-seed LCG): WIN/WDO day trades on business days, a few breaking a rule.
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

export interface ReportFixtureOptions {
  trades: readonly MetricTrade[];
  granularity?: ReportDto['granularity'];
  trader?: string;
  /** How many setups the trades are tagged with, in turn (every (tags + 1)th trade has none). */
  tags?: number;
}

/**
 * The report of `trades` over their whole span (preset custom), cut by month or week, by the report engine itself
 * — what GET /api/reports would answer for this trader, without a database.
 */
export function reportFixture({
  trades,
  granularity = 'month',
  trader = 'João Conceição',
  tags = 6,
}: ReportFixtureOptions): ReportDto {
  const first = trades[0]?.date ?? '2026-01-01';
  const last = trades[trades.length - 1]?.date ?? first;
  const tagged: ReportTrade[] = trades.map((t, n) => {
    const k = n % (tags + 1);
    return { ...t, tags: k < tags ? [`setup-${k + 1}`] : [] };
  });
  const figures = buildReport({
    trades: tagged,
    currency: 'BRL',
    breakevenTolerance: 0,
    period: { from: first, to: last },
    today: last,
    granularity,
    challengeDays: [],
  });
  return {
    period: { preset: 'custom', from: first, to: last, timezone: 'America/Sao_Paulo' },
    granularity,
    currencies: ['BRL'],
    currency: 'BRL',
    account: null,
    instrument: null,
    trader,
    ...figures,
    byPlaybook: [],
  };
}
