import type { ReportDto, ReportGranularity } from '@/shared/reports/contract';
import type { PeriodPreset } from '@/shared/time/periods';
import { buildReport, type ChallengeDayResult, type ReportTrade } from '@/shared/reports/engine';
import { EMOTIONS } from '@/shared/trading/emotions';
import {
  BROKE,
  emotionOfCode,
  hourOfCode,
  MEN_RECORDED,
  MEP_RECORDED,
  vendaOfCode,
  weekdayOfCode,
} from '@/shared/trading/metrics/columns';
import type { CostDays } from '@/shared/trading/cost-days';
import type { TradeRead } from '../../metrics/trade-columns';
import { type ReportPlaybookName, reportPlaybooks } from './report-playbooks';

type Currency = 'BRL' | 'USD';

/**
 * What a report is made of, as read from the database (reports.service.ts `readReportSource`): plain data, so the
 * PDF's report can be assembled in the worker pool (ADR 027) as well as here.
 */
export interface ReportSource {
  /** The trades read for the report (`readTradeColumns` with their tags), oldest first. */
  trades: TradeRead;
  preset: PeriodPreset;
  granularity: ReportGranularity;
  /** The currency asked for, else the account's (null: the one with most trades in the period). */
  currency: Currency | null;
  period: { from: string | null; to: string | null };
  timezone: string;
  /** cents */
  breakevenTolerance: number;
  account: { id: string; name: string } | null;
  instrument: string | null;
  trader: string;
  challengeDays: ChallengeDayResult[];
  /** The trader's local date. */
  today: string;
  /** The trader's playbooks in their order (names for "Por playbook"; `trades` read with the playbook extra). */
  playbooks?: ReportPlaybookName[];
  /** The period's BRL days costed by notes / by the setting (null: the trader has no note). */
  costDays?: CostDays | null;
}

const NO_TAGS: readonly string[] = [];
const CURRENCIES = ['BRL', 'USD'] as const;

/**
 * The read's rows as the report engine's trades: row i of the columns with its tags (`columnsOf` of these gives
 * the columns back). Spelled out, not spread: an object built by `{ ...m, tags }` is several times slower to read
 * in the engine's loops (measured: the report's engine 3 ms instead of 30 ms of CPU for 4,400 trades).
 */
function reportTrades({ columns: c, tags }: TradeRead): ReportTrade[] {
  const out = new Array<ReportTrade>(c.length);
  for (let i = 0; i < c.length; i++) {
    const code = c.code[i] as number;
    const risk = c.risk[i] as number;
    out[i] = {
      openedAt: c.openedAt[i] as number,
      date: c.days[c.day[i] as number] as string,
      hour: hourOfCode(code),
      weekday: weekdayOfCode(code),
      instrument: c.instruments[c.instrument[i] as number] as string,
      side: vendaOfCode(code) ? 'venda' : 'compra',
      // A currency the app never stores stays out of both (the engine keeps only the one asked for).
      currency: (CURRENCIES[c.currency[i] as number] ?? 'XXX') as Currency,
      pnl: c.pnl[i] as number,
      costs: c.costs[i] as number,
      points: c.points[i] as number,
      mep: code & MEP_RECORDED ? (c.mep[i] as number) : null,
      men: code & MEN_RECORDED ? (c.men[i] as number) : null,
      risk: Number.isNaN(risk) ? null : risk,
      emotion: EMOTIONS[emotionOfCode(code)] ?? null,
      broke: (code & BROKE) !== 0,
      tags: tags?.[i] ?? NO_TAGS,
    };
  }
  return out;
}

/**
 * The report from its source: one currency (asked for, else the account's, else the one with most trades in the
 * period — as the dashboard), cut by month or ISO week, by the report engine. Pure CPU (~0.25 s for 25,000 trades).
 */
export function assembleReport(source: ReportSource): ReportDto {
  const { period } = source;
  const all = reportTrades(source.trades);

  // The currency is chosen from the period's own trades, not the extra ones read for the comparisons.
  const counts: Record<Currency, number> = { BRL: 0, USD: 0 };
  for (const t of all)
    if ((!period.from || t.date >= period.from) && (!period.to || t.date <= period.to)) counts[t.currency]++;
  const currencies = (['BRL', 'USD'] as const).filter((c) => counts[c] > 0);
  // Ties go to BRL (the first listed): the same choice on every request.
  const currency: Currency = source.currency ?? (counts.USD > counts.BRL ? 'USD' : (currencies[0] ?? 'BRL'));

  const figures = buildReport({
    trades: all,
    currency,
    breakevenTolerance: source.breakevenTolerance,
    period,
    today: source.today,
    granularity: source.granularity,
    challengeDays: source.challengeDays,
  });
  return {
    period: { preset: source.preset, from: period.from, to: period.to, timezone: source.timezone },
    granularity: source.granularity,
    currencies,
    currency,
    account: source.account,
    instrument: source.instrument,
    trader: source.trader,
    ...figures,
    byPlaybook: reportPlaybooks(source.trades, source.playbooks ?? [], {
      currency,
      breakevenTolerance: source.breakevenTolerance,
      period,
    }),
    // A note costs BRL trades only: USD figures never came from one.
    costDays: currency === 'BRL' ? (source.costDays ?? null) : null,
  };
}
