import { z } from 'zod';
import { commonValidation } from '../i18n/validation';
import { PERIOD_PRESETS, type PeriodPreset } from '../time/periods';
import { currencySchema, type TradeDto } from './api-contract';
import type { CostDays } from './cost-days';
import type { Emotion, EmotionGroup } from './emotions';
import { dateField } from '../time/date-field';

/**
 * The dashboard API. All money here is an integer number of cents (exact: every trade's P&L is stored rounded to
 * cents, and sums of cents stay integers far below 2^53). Points (MEP/MEN) are plain numbers. Ratios are plain
 * numbers (0.62 = 62 %). `null` means "not defined for this set" (e.g. profit factor with no losses is reported as
 * `profitFactor: null, profitFactorInfinite: true`) — never NaN or Infinity.
 */
export const dashboardApi = {
  /** GET ?preset&from&to&accountId&instrument&currency → DashboardData */
  data: '/api/dashboard',
  /** GET → text/event-stream; event `trades-changed` (data: {"at": epoch ms}) whenever the user's trades change */
  events: '/api/dashboard/events',
} as const;

/** Query of GET /api/dashboard (strings, as in the page URL). `from`/`to` only with preset=custom (inclusive). */
export const dashboardQuerySchema = z
  .object({
    preset: z.enum(PERIOD_PRESETS).default('this-month'),
    from: dateField().optional(),
    to: dateField().optional(),
    accountId: z.string().optional(),
    instrument: z.string().trim().toUpperCase().optional(),
    currency: currencySchema.optional(),
    /** A playbook's id, or NO_PLAYBOOK ('none') for the trades without one (src/shared/playbooks/contract.ts). */
    playbookId: z.string().optional(),
  })
  .refine((q) => q.preset !== 'custom' || (q.from && q.to && q.from <= q.to), {
    message: commonValidation.invalidPeriod,
    path: ['from'],
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** One trade as the metrics engine sees it (the server builds these from the rows, ordered by openedAt, id). */
export interface MetricTrade {
  /** Entry instant, epoch ms. */
  openedAt: number;
  /** Local date (yyyy-mm-dd) and hour (0–23) in the user's time zone, for the calendar and distributions. */
  date: string;
  hour: number;
  /** 0 = Sunday … 6 = Saturday, of `date`. */
  weekday: number;
  instrument: string;
  side: 'compra' | 'venda';
  currency: 'BRL' | 'USD';
  /** Net P&L in cents (costs already subtracted). */
  pnl: number;
  /** Costs in cents. */
  costs: number;
  /** Realised points per contract, signed: (exit − entry) × (+1 compra / −1 venda). */
  points: number;
  /** Excursions in points (≥ 0), null when not recorded. */
  mep: number | null;
  men: number | null;
  /** |entry − stop| × point value × contracts in cents, null without a stop (or a zero distance). */
  risk: number | null;
  emotion: Emotion | null;
  /** The trade broke at least one rule of its account's risk plan (trades.rule_breaks, ADR 012). */
  broke: boolean;
}

export interface Metrics {
  currency: 'BRL' | 'USD';
  totalTrades: number;
  winners: number;
  losers: number;
  breakevens: number;
  totalPnl: number;
  grossProfit: number;
  /** ≤ 0 */
  grossLoss: number;
  totalCosts: number;
  /** winners ÷ (winners + losers); breakevens are left out of the denominator. null with no decided trade. */
  winRate: number | null;
  profitFactor: number | null;
  profitFactorInfinite: boolean;
  /** Mean P&L per trade (cents, may be fractional). null with no trades. */
  expectancy: number | null;
  averageWin: number | null;
  /** ≤ 0 */
  averageLoss: number | null;
  payoff: number | null;
  /** Signed: +3 = three wins in a row ending at the latest trade, −2 = two losses; 0 when the last was breakeven. */
  currentStreak: number;
  longestWinStreak: number;
  longestLossStreak: number;
  /** Largest fall of cumulative P&L below its running peak (peak starts at 0); ≥ 0, cents. */
  maxDrawdown: number;
  /** (peak − trough) ÷ peak with the peak counted from the starting capital; null when starting capital is 0. */
  maxDrawdownPct: number | null;
  largestWin: number | null;
  largestLoss: number | null;
  /**
   * Winners with a MEP: mean of realised points ÷ MEP (how much of the favourable move was kept). A ratio, so it
   * holds across instruments; averages in points are per instrument only (`DashboardData.excursion`).
   */
  mepEfficiency: number | null;
  /** Losers with a MEN: mean of |realised points| ÷ MEN (how much of the adverse move was taken). */
  menTaken: number | null;
  averageR: number | null;
  rTrades: number;
}

export interface EquityPoint {
  /** Index of the trade in the period (0-based), the x axis; `t` is its entry instant (epoch ms) for the label. */
  i: number;
  t: number;
  /** Cumulative P&L after this trade, cents. */
  equity: number;
  /** equity − running peak (≤ 0), cents. */
  drawdown: number;
}

export interface Bucket {
  key: string;
  trades: number;
  wins: number;
  losses: number;
  pnl: number;
  winRate: number | null;
}

export interface HistogramBin {
  /** [from, to) in cents; the last bin includes `to`. */
  from: number;
  to: number;
  count: number;
}

export interface DayResult {
  date: string;
  trades: number;
  pnl: number;
}

export interface EmotionRow {
  key: Emotion | EmotionGroup;
  trades: number;
  wins: number;
  winRate: number | null;
  total: number;
  average: number | null;
}

/** MEP/MEN of one instrument (points never mix instruments: 100 points of WIN and of WDO are not the same). */
export interface ExcursionRow {
  instrument: string;
  /** Trades of the instrument with a MEP or a MEN recorded. */
  trades: number;
  /** Mean MEP / MEN in points of the trades that recorded it. */
  averageMep: number | null;
  averageMen: number | null;
  /** Losers with a MEN: mean MEN in points (how far the price went against before the exit). */
  averageLoserMen: number | null;
  /** As `Metrics.mepEfficiency` / `Metrics.menTaken`, over this instrument's trades. */
  mepEfficiency: number | null;
  menTaken: number | null;
}

export interface Insight {
  id: string;
  tone: 'good' | 'warn' | 'info';
  /** Portuguese, says the figure it rests on. */
  text: string;
}

/**
 * One bin of the R distribution (R = P&L ÷ risk, trades with a stop only): [from, to); `from: null` is "below
 * `to`", `to: null` is "from `from` up".
 */
export interface RBin {
  from: number | null;
  to: number | null;
  count: number;
}

/** One point of the two equity curves of "Custo da indisciplina" (cents): all trades, and without the breaking ones. */
export interface DisciplinePoint {
  /** Index of the trade in the period (0-based), as EquityPoint. */
  i: number;
  t: number;
  all: number;
  clean: number;
}

/** "Custo da indisciplina": what the trades that broke a rule did to the period's result. */
export interface DisciplineCost {
  /** Trades of the period (in the currency) that broke at least one rule. */
  brokenTrades: number;
  /** Net P&L of those trades, cents: < 0 they cost money, > 0 they made money (still outside the plan). */
  brokenPnl: number;
  /** Final P&L of all trades and without the breaking ones (all − brokenPnl), cents. */
  totalPnl: number;
  cleanPnl: number;
  /** The two curves over the same trade index (a breaking trade leaves `clean` flat); downsampled like `equity`. */
  curve: { points: DisciplinePoint[]; total: number; downsampled: boolean };
}

export interface DashboardData {
  period: { preset: PeriodPreset; from: string | null; to: string | null; timezone: string };
  /** Currencies present in the filtered trades (before choosing one); the switch shows when there are two. */
  currencies: ('BRL' | 'USD')[];
  currency: 'BRL' | 'USD';
  /** Starting capital (cents) behind maxDrawdownPct: the account's, or the sum of the user's accounts in `currency`. */
  startingCapital: number;
  metrics: Metrics;
  equity: { points: EquityPoint[]; total: number; downsampled: boolean };
  distribution: {
    byWeekday: Bucket[];
    byHour: Bucket[];
    byInstrument: Bucket[];
    bySide: Bucket[];
    histogram: HistogramBin[];
    byDay: DayResult[];
  };
  /** MEP/MEN per instrument with an excursion recorded, most recorded trades first. */
  excursion: ExcursionRow[];
  emotions: {
    byEmotion: EmotionRow[];
    byGroup: EmotionRow[];
    costliest: { key: Emotion; total: number } | null;
  };
  insights: Insight[];
  /** R-multiples of the trades with a stop, in the bins of R_BIN_EDGES (metrics/r-multiples.ts). */
  rDistribution: RBin[];
  /** Trades of the period (in the currency) without a stop: left out of every R figure. */
  rExcluded: number;
  discipline: DisciplineCost;
  /** The last 10 trades of the period (newest first). */
  lastTrades: TradeDto[];
  /** Days of the period costed by brokerage notes / by the setting; null (or absent) without notes or in USD. */
  costDays?: CostDays | null;
}
