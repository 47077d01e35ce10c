import { type Decimal, toDecimal } from '../trading/decimal';
import {
  ALERT_LEVELS,
  ATTENTION_PERCENT,
  type AlertLevel,
  LIMIT_KINDS,
  type LimitKind,
  RULE_BREAK_KINDS,
  type RiskPlanValues,
  type RuleBreakKind,
  type TodayState,
} from './contract';

/**
 * The rule-break detector and the day evaluation (ADR 012, docs/metrics.md "Plano de risco e quebras de regra").
 * Pure: the server feeds it one account's trades of one local day and stores what it returns; the tests and the
 * bench call it directly. Money is exact (decimal.ts); only the usage percentages are numbers, floored to 2
 * places so that a usage ≥ 80 means the exact value is ≥ 80 (79.999 is still 'ok', never rounded up to 80).
 */

type Currency = 'BRL' | 'USD';

/** The plan's values as stored or validated (numeric text; maxContracts by upper-case symbol). */
export type PlanValuesLike = Pick<
  RiskPlanValues,
  | 'riskMode'
  | 'riskValue'
  | 'dailyLossMode'
  | 'dailyLossValue'
  | 'dailyGainLock'
  | 'maxTradesPerDay'
  | 'stopAfterLosses'
  | 'cooldownMinutes'
  | 'maxContracts'
  | 'requireStop'
>;

/**
 * The plan resolved to money (decimal text, 2 places) in the account's currency. riskMoney '0.00' happens with a
 * 'percent' risk on an account whose starting capital is 0: then 1R is unknown, so 'risk-above-plan' and a loss
 * limit in R cannot be judged and are not applied (dailyLossMoney '0.00' = no loss limit). Never a division by 0.
 */
export interface PlanLimits {
  riskMoney: string;
  dailyLossMoney: string;
  gainLock: string | null;
  maxTradesPerDay: number;
  stopAfterLosses: number;
  cooldownMinutes: number;
  maxContracts: Record<string, number>;
  /** 'Exigir stop em todo trade'. */
  requireStop: boolean;
  /**
   * The playbooks the day's plan allows: a trade with another playbook is 'setup-not-allowed'. Absent or empty:
   * the plan names none, and no setup is judged.
   */
  allowedPlaybooks?: readonly string[];
  /** Each playbook's required criteria (ids): a trade with its playbook missing one is 'criteria-missing'. */
  requiredCriteria?: ReadonlyMap<string, readonly string[]>;
}

export function resolvePlanLimits(
  plan: PlanValuesLike,
  capital: string,
  dayLossOverride?: string | null,
): PlanLimits {
  const base = toDecimal(capital);
  const riskMoney =
    plan.riskMode === 'money'
      ? toDecimal(plan.riskValue)
      : base.sign() > 0
        ? base.mul(plan.riskValue).div(100, 2)
        : toDecimal(0);
  const planLoss =
    plan.dailyLossMode === 'money' ? toDecimal(plan.dailyLossValue) : riskMoney.mul(plan.dailyLossValue);
  // The daily plan's max loss (written for that day) replaces the plan's limit for the day.
  const dailyLoss =
    dayLossOverride !== undefined && dayLossOverride !== null ? toDecimal(dayLossOverride) : planLoss;
  return {
    riskMoney: riskMoney.toFixed(2),
    dailyLossMoney: (dailyLoss.sign() > 0 ? dailyLoss : toDecimal(0)).toFixed(2),
    gainLock: plan.dailyGainLock ? toDecimal(plan.dailyGainLock).toFixed(2) : null,
    maxTradesPerDay: plan.maxTradesPerDay,
    stopAfterLosses: plan.stopAfterLosses,
    cooldownMinutes: plan.cooldownMinutes,
    maxContracts: plan.maxContracts,
    requireStop: plan.requireStop,
  };
}

/** One trade of the account-day, as the detector needs it. */
export interface DayTrade {
  id: string;
  /** The entry instant, epoch ms (there is no exit time). */
  openedAt: number;
  instrument: string;
  contracts: number;
  entry: string;
  stop: string | null;
  /**
   * The trade came from a file whose format has no stop column: a null stop is unknown ('stop não informado'),
   * not missing, so it never breaks 'Exigir stop'. Absent = false.
   */
  stopUnknown?: boolean;
  pointValue: string;
  pnl: string;
  currency: Currency;
  /** The playbook traded and the ids of its criteria ticked; absent = none. */
  playbookId?: string | null;
  criteriaMet?: readonly string[];
}

export interface DayEvaluation {
  /** Every trade of the day in evaluation order (openedAt, then id), with the rules it broke (RULE_BREAK_KINDS order). */
  trades: { id: string; breaks: RuleBreakKind[] }[];
  /** Net P&L of the account-currency trades (decimal text, 2 places). */
  pnl: string;
  tradeCount: number;
  /** Consecutive losses at the end of the day (any currency: a loss is a loss). */
  lossStreak: number;
  /** When the running cooldown ends (epoch ms), or null when none is running at `now`. */
  cooldownUntil: number | null;
  /** % of each limit (floored to 2 places); null where the limit does not apply. */
  usage: Record<LimitKind, number | null>;
  state: TodayState;
}

const MINUTE = 60_000;

const byEntry = (a: DayTrade, b: DayTrade) =>
  a.openedAt - b.openedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** used ÷ limit × 100, floored to 2 places (both ≥ 0, limit > 0): exact up to the second decimal. */
function percentOf(used: Decimal, limit: Decimal): number {
  const scale = Math.max(used.scale, limit.scale);
  const u = used.units * 10n ** BigInt(scale - used.scale);
  const l = limit.units * 10n ** BigInt(scale - limit.scale);
  return Number((u * 10_000n) / l) / 100;
}

/** The day's loss as a percentage of the loss limit (null without a limit); `pnl` is the day's sum. */
function dailyLossUsage(lossLimit: Decimal, pnl: Decimal): number | null {
  return lossLimit.sign() > 0 ? percentOf(pnl.sign() < 0 ? pnl.neg() : toDecimal(0), lossLimit) : null;
}

/**
 * The day reached its loss limit: what `evaluateDay(limits, currency, trades).usage['daily-loss'] >= 100` says,
 * from the day's P&L sum alone (the account-currency trades' `pnl` added up, exact decimal text). Lets a reader
 * that only needs this answer (the gamification, ADR 014) sum the day in SQL instead of loading every trade.
 */
export function dailyLossReached(limits: Pick<PlanLimits, 'dailyLossMoney'>, dayPnl: string): boolean {
  const usage = dailyLossUsage(toDecimal(limits.dailyLossMoney), toDecimal(dayPnl));
  return usage !== null && usage >= 100;
}

/**
 * Evaluates ONE account's trades of ONE local day against the resolved plan. `currency` is the account's: money
 * rules (P&L, loss limit, gain lock, risk per trade) only count trades in that currency; count rules (cap, streak,
 * cooldown, contracts, no stop) count every trade.
 */
export function evaluateDay(
  limits: PlanLimits,
  currency: Currency,
  dayTrades: readonly DayTrade[],
  now: number = Date.now(),
): DayEvaluation {
  const ordered = [...dayTrades].sort(byEntry);
  const lossLimit = toDecimal(limits.dailyLossMoney);
  const riskLimit = toDecimal(limits.riskMoney);
  const hasLossLimit = lossLimit.sign() > 0;
  const hasRiskLimit = riskLimit.sign() > 0;
  const negLossLimit = lossLimit.neg();
  const cooldownMs = limits.cooldownMinutes * MINUTE;
  const allowed = limits.allowedPlaybooks?.length ? new Set(limits.allowedPlaybooks) : null;

  let pnl = toDecimal(0);
  // Once the day's P&L has reached −limit the trader should have stopped: every later trade is a break, even if a
  // win in between brought the sum back above the limit.
  let lossLimitHit = false;
  let streak = 0;
  // Entry of the loss that completed (or extended) the streak: the cooldown counts from it, as there is no exit
  // time. Every further loss of the same streak starts the pause again.
  let cooldownFrom: number | null = null;
  const out: DayEvaluation['trades'] = [];

  ordered.forEach((t, index) => {
    const kinds = new Set<RuleBreakKind>();
    if (index >= limits.maxTradesPerDay) kinds.add('over-trade-cap');
    if (lossLimitHit) kinds.add('after-loss-limit');
    if (cooldownFrom !== null && cooldownMs > 0 && t.openedAt - cooldownFrom < cooldownMs)
      kinds.add('in-cooldown');
    const cap = limits.maxContracts[t.instrument.toUpperCase()];
    if (cap !== undefined && t.contracts > cap) kinds.add('over-max-contracts');
    // Without a stop there is no measured risk (left out of R and of 'risk-above-plan'); it breaks the plan only
    // when the plan asks for one and the trader could have given it.
    if (t.stop === null) {
      if (limits.requireStop && !t.stopUnknown) kinds.add('no-stop');
    } else if (hasRiskLimit && t.currency === currency) {
      const risk = toDecimal(t.entry).sub(t.stop).abs().mul(t.pointValue).mul(t.contracts);
      if (risk.cmp(riskLimit) > 0) kinds.add('risk-above-plan');
    }
    if (t.playbookId) {
      if (allowed && !allowed.has(t.playbookId)) kinds.add('setup-not-allowed');
      const required = limits.requiredCriteria?.get(t.playbookId);
      if (required?.length) {
        const met = t.criteriaMet ?? [];
        if (required.some((id) => !met.includes(id))) kinds.add('criteria-missing');
      }
    }
    // Sized to what it holds: an import keeps every new trade's list until its INSERT (filter's array reserves 16).
    const breaks = new Array<RuleBreakKind>(kinds.size);
    let n = 0;
    for (const k of RULE_BREAK_KINDS) if (kinds.has(k)) breaks[n++] = k;
    out.push({ id: t.id, breaks });

    const result = toDecimal(t.pnl);
    if (t.currency === currency) {
      pnl = pnl.add(result);
      if (hasLossLimit && pnl.cmp(negLossLimit) <= 0) lossLimitHit = true;
    }
    if (result.sign() < 0) {
      streak += 1;
      if (streak >= limits.stopAfterLosses) cooldownFrom = t.openedAt;
    } else {
      streak = 0;
      cooldownFrom = null;
    }
  });

  const cooldownEnd = cooldownFrom !== null && cooldownMs > 0 ? cooldownFrom + cooldownMs : null;
  const usage: Record<LimitKind, number | null> = {
    'daily-loss': dailyLossUsage(lossLimit, pnl),
    'gain-lock': limits.gainLock
      ? percentOf(pnl.sign() > 0 ? pnl : toDecimal(0), toDecimal(limits.gainLock))
      : null,
    'trade-cap': percentOf(toDecimal(ordered.length), toDecimal(limits.maxTradesPerDay)),
    'loss-streak': percentOf(toDecimal(streak), toDecimal(limits.stopAfterLosses)),
  };
  return {
    trades: out,
    pnl: pnl.toFixed(2),
    tradeCount: ordered.length,
    lossStreak: streak,
    cooldownUntil: cooldownEnd !== null && cooldownEnd > now ? cooldownEnd : null,
    usage,
    state: dayState(usage),
  };
}

/** 'reached' at ≥ 100 % of any limit, 'attention' at ≥ 80 %, else 'ok'. */
export function dayState(usage: Record<LimitKind, number | null>): TodayState {
  const top = Math.max(0, ...LIMIT_KINDS.map((k) => usage[k] ?? 0));
  return top >= 100 ? 'reached' : top >= ATTENTION_PERCENT ? 'attention' : 'ok';
}

/** Every (limit, level) the usage has reached: the alerts the day owes (each stored once). */
export function levelsReached(
  usage: Record<LimitKind, number | null>,
): { limitKind: LimitKind; level: AlertLevel }[] {
  const reached: { limitKind: LimitKind; level: AlertLevel }[] = [];
  for (const limitKind of LIMIT_KINDS) {
    const used = usage[limitKind];
    if (used === null) continue;
    for (const level of ALERT_LEVELS) if (used >= level) reached.push({ limitKind, level });
  }
  return reached;
}
