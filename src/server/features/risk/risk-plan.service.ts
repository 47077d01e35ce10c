import { and, eq, sql } from 'drizzle-orm';
import type { RiskPlanDto, RiskPlanValues, TodayDto } from '@/shared/risk/contract';
import { evaluateDay, resolvePlanLimits } from '@/shared/risk/rule-breaks';
import { toDecimal } from '@/shared/trading/decimal';
import type { Db } from '../../db/client';
import { dailyPlans, riskPlans, trades } from '../../db/schema';
import { type LedgerTx, ledgerWrite } from '../../ledger/ledger-write';
import { ensureDefaultAccount, findAccount } from '../../user/trading-accounts';
import { reevaluateAccount } from './evaluate';
import { userToday } from '../../user/trading-settings';
import { type AccountPlan, ensurePlanRow } from './plan-store';

/**
 * The account's plan, created with the defaults when it has none; a plan created now evaluates the account's
 * trades, so trades written before this feature (or before the account's first read) get their rule breaks.
 * Undefined: not this user's account.
 */
export async function ensureRiskPlan(
  exec: LedgerTx,
  userId: string,
  accountId: string,
  now: Date = new Date(),
): Promise<AccountPlan | undefined> {
  const loaded = await ensurePlanRow(exec, userId, accountId);
  if (loaded?.created) await reevaluateAccount(exec, userId, accountId, now);
  return loaded?.account;
}

/** The account the request names, or the user's default one; undefined when it is not theirs. */
async function accountIdOf(db: Db, userId: string, accountId: string | undefined) {
  if (!accountId) return (await ensureDefaultAccount(db, userId)).id;
  return (await findAccount(db, userId, accountId))?.id;
}

const toPlanDto = (a: AccountPlan): RiskPlanDto => {
  const limits = resolvePlanLimits(a.plan, a.capital);
  return {
    accountId: a.accountId,
    currency: a.currency,
    capital: toDecimal(a.capital).toFixed(2),
    riskMode: a.plan.riskMode,
    riskValue: a.plan.riskValue,
    dailyLossMode: a.plan.dailyLossMode,
    dailyLossValue: a.plan.dailyLossValue,
    dailyGainLock: a.plan.dailyGainLock,
    maxTradesPerDay: a.plan.maxTradesPerDay,
    stopAfterLosses: a.plan.stopAfterLosses,
    cooldownMinutes: a.plan.cooldownMinutes,
    maxContracts: a.plan.maxContracts,
    requireStop: a.plan.requireStop,
    confirmed: a.confirmed,
    riskMoney: limits.riskMoney,
    dailyLossMoney: limits.dailyLossMoney,
  };
};

/**
 * A first read creates the plan and may store rule breaks on the account's existing trades: done in a transaction
 * that tells open pages their trades changed.
 */
async function ensureInTransaction(db: Db, userId: string, accountId: string, now: Date) {
  const [existing] = await db
    .select({ accountId: riskPlans.accountId })
    .from(riskPlans)
    .where(and(eq(riskPlans.accountId, accountId), eq(riskPlans.userId, userId)))
    .limit(1);
  if (existing) return ensurePlanRow(db, userId, accountId).then((r) => r?.account);
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    const account = await ensureRiskPlan(tx, userId, accountId, now);
    change.announce();
    return account;
  });
}

export async function getRiskPlan(
  db: Db,
  userId: string,
  accountId: string | undefined,
  now: Date = new Date(),
): Promise<RiskPlanDto | undefined> {
  const id = await accountIdOf(db, userId, accountId);
  if (!id) return undefined;
  const account = await ensureInTransaction(db, userId, id, now);
  return account && toPlanDto(account);
}

/** PUT: the whole plan; every trade of the account is evaluated again against it, in the same transaction. */
export async function saveRiskPlan(
  db: Db,
  userId: string,
  accountId: string | undefined,
  values: RiskPlanValues,
  now: Date = new Date(),
): Promise<RiskPlanDto | undefined> {
  const id = await accountIdOf(db, userId, accountId);
  if (!id) return undefined;
  return ledgerWrite(
    db,
    { userId, now },
    async (tx, change) => {
      const set = {
        riskMode: values.riskMode,
        riskValue: values.riskValue,
        dailyLossMode: values.dailyLossMode,
        dailyLossValue: values.dailyLossValue,
        dailyGainLock: values.dailyGainLock,
        maxTradesPerDay: values.maxTradesPerDay,
        stopAfterLosses: values.stopAfterLosses,
        cooldownMinutes: values.cooldownMinutes,
        maxContracts: values.maxContracts,
        requireStop: values.requireStop,
        // Saving the plan is confirming it: from now on it is "seu plano".
        confirmedAt: now,
      };
      await tx
        .insert(riskPlans)
        .values({ accountId: id, userId, ...set })
        .onConflictDoUpdate({ target: riskPlans.accountId, set, where: eq(riskPlans.userId, userId) });
      // Every trade of the account is judged again against the plan, before the answer reads it.
      change.account(id);
    },
    async (tx) => {
      const loaded = await ensurePlanRow(tx, userId, id);
      return loaded && toPlanDto(loaded.account);
    },
  );
}

/**
 * The default account's plan confirmed with the defaults and 'Exigir stop' on, as the setup's plan step would save
 * it untouched: what the e2e fixtures give a user who is past the setup (testing.routes.ts).
 */
export async function confirmDefaultPlan(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const { id } = await ensureDefaultAccount(db, userId);
  await db
    .insert(riskPlans)
    .values({ accountId: id, userId, requireStop: true, confirmedAt: now })
    .onConflictDoUpdate({ target: riskPlans.accountId, set: { requireStop: true, confirmedAt: now } });
}

/** The 'Hoje' panel: the trader's local day in their time zone, evaluated now (nothing stored). */
export async function getToday(
  db: Db,
  userId: string,
  accountId: string | undefined,
  now: Date = new Date(),
): Promise<TodayDto | undefined> {
  const id = await accountIdOf(db, userId, accountId);
  if (!id) return undefined;
  const account = await ensureInTransaction(db, userId, id, now);
  if (!account) return undefined;
  const { today: day, timezone } = await userToday(db, userId, now);
  const [override] = await db
    .select({ maxLoss: dailyPlans.maxLoss })
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.day, day)))
    .limit(1);
  const limits = resolvePlanLimits(account.plan, account.capital, override?.maxLoss);
  const rows = await db
    .select({
      id: trades.id,
      openedAt: trades.openedAt,
      instrument: trades.instrument,
      contracts: trades.contracts,
      entry: trades.entryPrice,
      stop: trades.stopPrice,
      stopUnknown: trades.stopUnknown,
      pointValue: trades.pointValue,
      pnl: trades.pnl,
      currency: trades.currency,
    })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.accountId, id), sql`${trades.tradeDate} = ${day}`));
  const e = evaluateDay(
    limits,
    account.currency,
    rows.map((r) => ({ ...r, openedAt: r.openedAt.getTime() })),
    now.getTime(),
  );
  return {
    accountId: id,
    planConfirmed: account.confirmed,
    currency: account.currency,
    day,
    timezone,
    state: e.state,
    pnl: e.pnl,
    lossLimit: limits.dailyLossMoney,
    gainLock: limits.gainLock,
    trades: e.tradeCount,
    tradeCap: limits.maxTradesPerDay,
    lossStreak: e.lossStreak,
    stopAfterLosses: limits.stopAfterLosses,
    cooldownUntil: e.cooldownUntil,
    usage: e.usage,
  };
}
