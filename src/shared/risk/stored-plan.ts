import { toDecimal } from '../trading/decimal';
import type { PlanValuesLike } from './rule-breaks';

/** A risk plan as the database reads it back: numeric(18,2) as text ('1.00'), the contract caps as JSON. */
export interface StoredPlan {
  riskMode: PlanValuesLike['riskMode'];
  riskValue: string;
  dailyLossMode: PlanValuesLike['dailyLossMode'];
  dailyLossValue: string;
  dailyGainLock: string | null;
  maxTradesPerDay: number;
  stopAfterLosses: number;
  cooldownMinutes: number;
  maxContracts: unknown;
  requireStop: boolean;
}

// numeric(18,2) reads back as '1.00': plans keep the shortest text ('1'), as the schema's output would.
const short = (v: string) => toDecimal(v).toString();

/** A stored plan as the rule-break detector reads it (risk evaluation and the gamification's day records alike). */
export function planValuesOf(p: StoredPlan): PlanValuesLike {
  return {
    riskMode: p.riskMode,
    riskValue: short(p.riskValue),
    dailyLossMode: p.dailyLossMode,
    dailyLossValue: short(p.dailyLossValue),
    dailyGainLock: p.dailyGainLock === null ? null : short(p.dailyGainLock),
    maxTradesPerDay: p.maxTradesPerDay,
    stopAfterLosses: p.stopAfterLosses,
    cooldownMinutes: p.cooldownMinutes,
    maxContracts: (p.maxContracts ?? {}) as Record<string, number>,
    requireStop: p.requireStop,
  };
}
