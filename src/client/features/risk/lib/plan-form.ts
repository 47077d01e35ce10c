import { z } from 'zod';
import { parseNumber, toTypedNumber } from '@/shared/numbers';
import { riskText } from '@/shared/i18n/risk';
import {
  RISK_WARN_PERCENT,
  riskPlanInputSchema,
  type RiskPlanDto,
  type RiskPlanInput,
} from '@/shared/risk/contract';
import type { Decimal } from '@/shared/trading/decimal';

const P = riskText.plan;

/** One 'max contracts' row of the form: the instrument and its cap as typed. */
export interface MaxContractsRow {
  symbol: string;
  contracts: string;
}

/** The plan form's values: every number as the trader types it (pt-BR), the contract caps as rows. */
export interface PlanFormValues {
  riskMode: 'percent' | 'money';
  riskValue: string;
  dailyLossMode: 'r' | 'money';
  dailyLossValue: string;
  dailyGainLock: string;
  maxTradesPerDay: string;
  stopAfterLosses: string;
  cooldownMinutes: string;
  maxContracts: MaxContractsRow[];
  requireStop: boolean;
}

const shape = riskPlanInputSchema.shape;
const contractsCap = shape.maxContracts.unwrap().valueType;
const symbolField = shape.maxContracts.unwrap().keyType;

/**
 * The shared plan schema (the server's), with the contract caps as rows: each row's instrument and number are
 * checked by the shared record's own key and value schemas, and an instrument may appear once.
 */
export const planFormSchema = riskPlanInputSchema.extend({
  maxContracts: z
    .array(
      z.object({
        symbol: z.string().min(1, P.chooseInstrument).pipe(symbolField),
        contracts: contractsCap,
      }),
    )
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const symbol = row.symbol.trim().toUpperCase();
        if (symbol && seen.has(symbol))
          ctx.addIssue({ code: 'custom', path: [i, 'symbol'], message: P.duplicateInstrument });
        seen.add(symbol);
      });
    }),
});

/** The saved plan as the form shows it ('1', '300,00', rows sorted by instrument). */
export function planToForm(plan: RiskPlanDto): PlanFormValues {
  return {
    riskMode: plan.riskMode,
    riskValue: toTypedNumber(plan.riskValue),
    dailyLossMode: plan.dailyLossMode,
    dailyLossValue: toTypedNumber(plan.dailyLossValue),
    dailyGainLock: toTypedNumber(plan.dailyGainLock),
    maxTradesPerDay: String(plan.maxTradesPerDay),
    stopAfterLosses: String(plan.stopAfterLosses),
    cooldownMinutes: String(plan.cooldownMinutes),
    maxContracts: Object.entries(plan.maxContracts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([symbol, contracts]) => ({ symbol, contracts: String(contracts) })),
    // A plan not confirmed yet has the rule off; confirming it turns it on unless the trader says otherwise.
    requireStop: plan.confirmed ? plan.requireStop : true,
  };
}

/** The PUT body: numbers as typed (the server reads them with the same schema), the rows as a record. */
export function formToBody(values: PlanFormValues): RiskPlanInput {
  return {
    riskMode: values.riskMode,
    riskValue: values.riskValue.trim(),
    dailyLossMode: values.dailyLossMode,
    dailyLossValue: values.dailyLossValue.trim(),
    dailyGainLock: values.dailyGainLock.trim() === '' ? null : values.dailyGainLock.trim(),
    maxTradesPerDay: values.maxTradesPerDay.trim(),
    stopAfterLosses: values.stopAfterLosses.trim(),
    cooldownMinutes: values.cooldownMinutes.trim(),
    maxContracts: Object.fromEntries(
      values.maxContracts.map((row) => [row.symbol.trim().toUpperCase(), row.contracts.trim()]),
    ),
    requireStop: values.requireStop,
  };
}

/** A typed amount above zero, or null. */
const positive = (text: string): Decimal | null => {
  const d = parseNumber(text);
  return d && d.sign() > 0 ? d : null;
};

export interface PlanPreview {
  /** 1R in money (2 places), null while the typed risk is not a number above zero. */
  riskMoney: Decimal | null;
  /** The daily loss limit in money (2 places). */
  dailyLossMoney: Decimal | null;
  /** The risk per trade as % of the capital (2 places), null without a capital. */
  riskPercent: Decimal | null;
  /** Above RISK_WARN_PERCENT: a warning, never an error. */
  warn: boolean;
}

/** What the typed values mean in money, live, from the account's capital (the server resolves the same on save). */
export function planPreview(
  values: Pick<PlanFormValues, 'riskMode' | 'riskValue' | 'dailyLossMode' | 'dailyLossValue'>,
  capitalText: string,
): PlanPreview {
  const capital = parseNumber(capitalText, 'auto');
  const hasCapital = capital !== null && capital.sign() > 0;
  const risk = positive(values.riskValue);
  let riskMoney: Decimal | null = null;
  let riskPercent: Decimal | null = null;
  if (risk && values.riskMode === 'percent') {
    riskPercent = risk.round(2);
    riskMoney = hasCapital ? capital.mul(risk).div(100, 2) : null;
  } else if (risk) {
    riskMoney = risk.round(2);
    riskPercent = hasCapital ? risk.mul(100).div(capital, 2) : null;
  }
  const loss = positive(values.dailyLossValue);
  let dailyLossMoney: Decimal | null = null;
  if (loss && values.dailyLossMode === 'money') dailyLossMoney = loss.round(2);
  else if (loss && riskMoney) dailyLossMoney = riskMoney.mul(loss).round(2);
  return {
    riskMoney,
    dailyLossMoney,
    riskPercent,
    warn: riskPercent !== null && riskPercent.cmp(RISK_WARN_PERCENT) > 0,
  };
}
