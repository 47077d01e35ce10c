import { z } from 'zod';
import { commonValidation } from '../i18n/validation';
import { PERIOD_PRESETS, type PeriodPreset } from '../time/periods';
import { currencySchema } from '../trading/api-contract';
import type { CostDays } from '../trading/cost-days';
import type { Bucket, DayResult, EmotionRow, EquityPoint } from '../trading/dashboard-contract';
import { dateField } from '../time/date-field';
import type { FigureSet } from '../playbooks/contract';

/**
 * Evolution reports: the chosen period cut month by month or week by week, each cut with its figures and
 * their change against the cut before it; breakdowns; the equity and drawdown curve; best and worst days. Money is in
 * integer cents and ratios are plain numbers, as in the dashboard's contract; one currency per report, never mixed.
 */
export const reportsApi = {
  /** GET ?ReportQuery → ReportDto */
  data: '/api/reports',
  /** GET ?ReportQuery → text/csv (`mctrading-relatorio-AAAA-MM-DD.csv`): the cut table and the breakdowns. */
  csv: '/api/reports/csv',
  /** GET ?ReportQuery → application/pdf (`mctrading-relatorio-AAAA-MM-DD.pdf`, A4, generated on the server). */
  pdf: '/api/reports/pdf',
} as const;

export const REPORT_GRANULARITIES = ['month', 'week'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The report's query (strings, as in the page URL); `from`/`to` only with preset=custom (inclusive local dates). */
export const reportQuerySchema = z
  .object({
    preset: z.enum(PERIOD_PRESETS).default('this-year'),
    from: dateField().optional(),
    to: dateField().optional(),
    accountId: z.string().optional(),
    instrument: z.string().trim().toUpperCase().optional(),
    currency: currencySchema.optional(),
    /** A playbook's id, or 'none' for the trades without one (src/shared/playbooks/contract.ts). */
    playbookId: z.string().optional(),
    granularity: z.enum(REPORT_GRANULARITIES).default('month'),
  })
  .refine((q) => q.preset !== 'custom' || (q.from && q.to && q.from <= q.to), {
    message: commonValidation.invalidPeriod,
    path: ['from'],
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** The figures of one cut (or of the whole period). */
export interface ReportMetrics {
  trades: number;
  winners: number;
  losers: number;
  breakevens: number;
  /** cents, net of costs */
  netPnl: number;
  /** cents */
  costs: number;
  winRate: number | null;
  profitFactor: number | null;
  profitFactorInfinite: boolean;
  /** cents per trade */
  expectancy: number | null;
  payoff: number | null;
  averageR: number | null;
  /** cents, ≥ 0, within the cut (peak starts at the cut's start) */
  maxDrawdown: number;
  /** Trades of the cut that broke a rule of their account's risk plan. */
  ruleBreaks: number;
  /** Days of the 21-day challenge inside the cut: passed and failed (0 and 0 without a challenge). */
  challengeDaysPassed: number;
  challengeDaysFailed: number;
  /** Days with at least one trade. */
  tradingDays: number;
}

/** One month ('2026-03') or ISO week ('2026-W12') of the period, oldest first. */
export interface ReportCut {
  key: string;
  /** The cut's dates, clipped to the period (inclusive local dates). */
  from: string;
  to: string;
  metrics: ReportMetrics;
  /** The same figures for the cut just before (the first cut's comes from before the period); null with no data. */
  previous: ReportMetrics | null;
}

export interface ReportDto {
  period: { preset: PeriodPreset; from: string | null; to: string | null; timezone: string };
  granularity: ReportGranularity;
  /** Currencies present in the filtered trades; the switch shows when there are two. */
  currencies: ('BRL' | 'USD')[];
  currency: 'BRL' | 'USD';
  account: { id: string; name: string } | null;
  instrument: string | null;
  /** The trader's display name (the PDF's header). */
  trader: string;
  /** The whole period and the period of the same length just before it (null for 'all' or without data). */
  summary: {
    current: ReportMetrics;
    previous: ReportMetrics | null;
    previousRange: { from: string; to: string } | null;
  };
  cuts: ReportCut[];
  breakdowns: {
    byInstrument: Bucket[];
    byWeekday: Bucket[];
    byHour: Bucket[];
    byTag: Bucket[];
    byEmotion: EmotionRow[];
  };
  equity: { points: EquityPoint[]; total: number; downsampled: boolean };
  /** Up to 5 each, by net P&L (best first / worst first). */
  bestDays: DayResult[];
  worstDays: DayResult[];
  /**
   * The period's trades (in the report's currency) per playbook, in the trader's order of their playbooks, then the
   * trades without one: the playbook page's figures, by the dashboard's engine. Only playbooks with trades.
   */
  byPlaybook: ReportPlaybookRow[];
  /** Days of the period costed by brokerage notes / by the setting; null (or absent) without notes or in USD. */
  costDays?: CostDays | null;
}

export interface ReportPlaybookRow {
  /** null: the trades without a playbook ("Sem playbook"). */
  id: string | null;
  name: string | null;
  figures: FigureSet;
}
