import { z } from 'zod';
import { commonValidation, riskValidation, tradeValidation } from '../i18n/validation';
import { numberTextField } from '../number-field';
import type { currencySchema } from '../trading/api-contract';

/**
 * Risk and discipline API (ADR 012). Every route needs an allowed user (the gate); every figure is the user's own.
 * Money and prices travel as exact decimal text in responses ('91.50'); requests carry them as typed in pt-BR
 * ('1.000,50') and are read with numberTextField — the same schema on both sides.
 */
export const riskApi = {
  /**
   * GET ?accountId → RiskPlanDto (the account's plan, created with the defaults on first read; no accountId = the
   * default account). PUT ?accountId (RiskPlanInput) → RiskPlanDto; re-evaluates the account's rule breaks.
   */
  plan: '/api/risk/plan',
  /** GET ?accountId → TodayDto: the 'Hoje' panel, the trader's local day. */
  today: '/api/risk/today',
  /** PATCH {note} → {ok: true}: the trader's note on a trade's rule breaks. */
  breakNote: (tradeId: string) => `/api/risk/breaks/${encodeURIComponent(tradeId)}/note`,
} as const;

/** Server-sent event on dashboardApi.events when a limit is crossed (data: RiskAlertDto). */
export const RISK_ALERT_EVENT = 'risk-alert';

export const RISK_DEFAULTS = {
  riskMode: 'percent',
  riskValue: '1',
  dailyLossMode: 'r',
  dailyLossValue: '3',
  dailyGainLock: null,
  maxTradesPerDay: 5,
  stopAfterLosses: 3,
  cooldownMinutes: 15,
  maxContracts: {},
  requireStop: false,
} as const;

/** Risk per trade above this % of the capital gets a warning (never refused). */
export const RISK_WARN_PERCENT = 2;
/** Alert levels, % of a limit. */
export const ALERT_LEVELS = [50, 80, 100] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
/** 'Atenção' from this % of any limit. */
export const ATTENTION_PERCENT = 80;

const intField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const riskPlanInputSchema = z.object({
  riskMode: z.enum(['percent', 'money']),
  riskValue: numberTextField(riskValidation.riskPerTrade, {
    kind: 'money',
    min: 'positive',
    maxDecimals: 2,
  }),
  dailyLossMode: z.enum(['r', 'money']),
  dailyLossValue: numberTextField(riskValidation.dailyLoss, {
    kind: 'money',
    min: 'positive',
    maxDecimals: 2,
  }),
  /** Empty = no gain lock. (The union's own message: without it a bad value reads zod's English "Invalid input".) */
  dailyGainLock: z
    .union(
      [
        z.literal('').transform(() => null),
        z.null(),
        numberTextField(riskValidation.gainLock, {
          kind: 'money',
          min: 'positive',
          maxDecimals: 2,
        }),
      ],
      { error: riskValidation.gainLock },
    )
    .default(null),
  maxTradesPerDay: intField(riskValidation.tradesPerDay, 1, 100),
  stopAfterLosses: intField(riskValidation.lossStreak, 1, 20),
  cooldownMinutes: intField(riskValidation.cooldown, 0, 600),
  maxContracts: z
    .record(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z][A-Z0-9]{0,9}$/, tradeValidation.invalidSymbol),
      intField(riskValidation.contracts, 1, 10_000),
    )
    .default({}),
  /**
   * 'Exigir stop em todo trade': a trade the trader could have given a stop (not one imported from a format
   * without a stop column) breaks the plan without one. On when the trader confirms a plan without saying otherwise.
   */
  requireStop: z.boolean().default(true),
});
export type RiskPlanInput = z.input<typeof riskPlanInputSchema>;
export type RiskPlanValues = z.output<typeof riskPlanInputSchema>;

export interface RiskPlanDto {
  accountId: string;
  currency: z.infer<typeof currencySchema>;
  /** The account's starting capital (decimal text), the base of a % risk. */
  capital: string;
  riskMode: 'percent' | 'money';
  riskValue: string;
  dailyLossMode: 'r' | 'money';
  dailyLossValue: string;
  dailyGainLock: string | null;
  maxTradesPerDay: number;
  stopAfterLosses: number;
  cooldownMinutes: number;
  maxContracts: Record<string, number>;
  requireStop: boolean;
  /**
   * Whether the trader confirmed this plan (the setup or /risk). Until then it holds the defaults, which are not
   * "seu plano": 'Hoje' says the plan is not set, and 'Exigir stop' is off.
   */
  confirmed: boolean;
  /**
   * Resolved money values (decimal text, 2 places): 1R and the daily loss limit. '0.00' when they cannot be resolved
   * (a % risk on an account whose starting capital is 0): then the risk per trade and a loss limit in R are not
   * judged (no 'risk-above-plan', no loss limit) until the trader sets a capital or a money value.
   */
  riskMoney: string;
  dailyLossMoney: string;
}

/** The rules a trade can break, in the order a badge lists them. */
export const RULE_BREAK_KINDS = [
  'over-trade-cap',
  'after-loss-limit',
  'in-cooldown',
  'over-max-contracts',
  'risk-above-plan',
  'no-stop',
  'setup-not-allowed',
  'criteria-missing',
] as const;
export type RuleBreakKind = (typeof RULE_BREAK_KINDS)[number];

export const RULE_BREAK_LABELS: Record<RuleBreakKind, string> = {
  'over-trade-cap': 'Acima do limite de trades',
  'after-loss-limit': 'Após o limite de perda',
  'in-cooldown': 'Durante a pausa',
  'over-max-contracts': 'Contratos acima do máximo',
  'risk-above-plan': 'Risco acima do plano',
  'no-stop': 'Sem stop',
  'setup-not-allowed': 'Setup fora do plano do dia',
  'criteria-missing': 'Critério obrigatório ausente',
};

/** The same rules in a badge's few words (the full names are in its popover and accessible name). */
export const RULE_BREAK_SHORT_LABELS: Record<RuleBreakKind, string> = {
  'over-trade-cap': 'Trades demais',
  'after-loss-limit': 'Após limite de perda',
  'in-cooldown': 'Na pausa',
  'over-max-contracts': 'Contratos demais',
  'risk-above-plan': 'Risco acima',
  'no-stop': 'Sem stop',
  'setup-not-allowed': 'Setup fora do plano',
  'criteria-missing': 'Critério ausente',
};

export const LIMIT_KINDS = ['daily-loss', 'gain-lock', 'trade-cap', 'loss-streak'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export type TodayState = 'ok' | 'attention' | 'reached';
export const TODAY_STATE_LABELS: Record<TodayState, string> = {
  ok: 'Dentro do plano',
  attention: 'Atenção',
  reached: 'Limite atingido',
};

export interface TodayDto {
  accountId: string;
  /** False until the trader confirms the account's plan: the panel says 'Plano não definido', never 'Dentro do plano'. */
  planConfirmed: boolean;
  currency: 'BRL' | 'USD';
  /** The trader's local day (yyyy-mm-dd) and time zone. */
  day: string;
  timezone: string;
  state: TodayState;
  /** Net P&L of the day in the account's currency (decimal text); trades in another currency are left out. */
  pnl: string;
  /**
   * The day's loss limit (the daily plan's max loss when written, else the plan's), decimal text; '0.00' = no limit
   * (1R unknown: a % risk on a capital of 0), and then usage['daily-loss'] is null.
   */
  lossLimit: string;
  gainLock: string | null;
  trades: number;
  tradeCap: number;
  lossStreak: number;
  stopAfterLosses: number;
  /** Epoch ms when the cooldown ends, or null when none is running. */
  cooldownUntil: number | null;
  /** Each limit's use, 0–100+ (%). */
  usage: Record<LimitKind, number | null>;
}

export interface RiskAlertDto {
  id: number;
  accountId: string;
  day: string;
  limitKind: LimitKind;
  level: AlertLevel;
}

export const breakNoteSchema = z.object({
  note: z.string().trim().max(1000, commonValidation.upTo1000Chars),
});

/** Position-size calculator (pure: src/shared/risk/position-size.ts). */
export interface PositionSizeInput {
  /** Risk in money (decimal text), already resolved from R$ or %. */
  riskMoney: string;
  /** Stop distance in points (> 0). */
  stopPoints: string;
  /** Instrument's money per point (tick value × ticks per point). */
  pointValue: string;
  /** Round-trip cost per contract (≥ 0). */
  costPerContract: string;
  /** Entry price and side for the targets' prices (optional). */
  entry?: string;
  side?: 'compra' | 'venda';
  /** The capital behind 'real risk %' (optional). */
  capital?: string;
}
export interface PositionSizeResult {
  /** floor(risk ÷ (stop points × point value + cost per contract)); 0 = the stop is too wide for one contract. */
  contracts: number;
  /** Money at risk with those contracts (stop × point value + cost) × contracts, 2 places. */
  realRisk: string;
  /** realRisk ÷ capital × 100, 2 places; null without capital. */
  realRiskPercent: string | null;
  /** Risk of one contract (stop × point value + cost). */
  perContract: string;
  /** 1R, 2R, 3R: distance in points and, with an entry, the price. */
  targets: { r: 1 | 2 | 3; points: string; price: string | null }[];
}
