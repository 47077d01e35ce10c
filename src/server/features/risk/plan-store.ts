import { and, eq, sql } from 'drizzle-orm';
import type { PlanValuesLike } from '@/shared/risk/rule-breaks';
import { toDecimal } from '@/shared/trading/decimal';
import type { Db } from '../../db/client';
import { riskPlans, tradingAccounts } from '../../db/schema';

/** What the risk queries need of a database or a transaction (both drivers, inside or outside a transaction). */
export type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** An account with its plan, as evaluation needs them. */
export interface AccountPlan {
  accountId: string;
  currency: 'BRL' | 'USD';
  capital: string;
  plan: PlanValuesLike;
  /** The trader confirmed the plan (risk_plans.confirmed_at). */
  confirmed: boolean;
}

// numeric(18,2) reads back as '1.00': plans keep the shortest text ('1'), as the schema's output would.
const short = (v: string) => toDecimal(v).toString();

/** A stored plan row as the rule-break detector reads it. */
export function planValuesOf(p: typeof riskPlans.$inferSelect): PlanValuesLike {
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

/**
 * Serialises the rule-break evaluation of one user's trades: every write that changes trades takes it first, in its
 * transaction, so two concurrent writes never evaluate a day without seeing each other's trades, and never wait on
 * each other's rows in opposite orders (a deadlock). Re-entrant within a transaction; released at its end.
 */
export async function lockUserTrades(tx: Exec, userId: string): Promise<void> {
  // A write takes it up to three times (its own, the evaluation's, the gamification refresh's): once is enough
  // for the transaction, and each round trip is paid with the lock and a pooled connection held (issue 15).
  const inTransaction = 'rollback' in tx;
  if (inTransaction && held.get(tx)?.has(userId)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`risk:${userId}`}))`);
  if (inTransaction) held.set(tx, (held.get(tx) ?? new Set()).add(userId));
}

/** The users whose trade lock each transaction (or savepoint) object holds; gone with the object. */
const held = new WeakMap<object, Set<string>>();

/**
 * A savepoint runs inside its parent's transaction, so it holds the parent's locks (an advisory lock the parent
 * took outlives the savepoint's rollback; one the savepoint takes first is its own and goes with it).
 */
export function inheritTradeLocks(parent: object, savepoint: object): void {
  const locks = held.get(parent);
  if (locks) held.set(savepoint, new Set(locks));
}

/**
 * The account (the user's own) with its plan, the plan inserted with the defaults when it had none.
 * `created` tells the caller that this account's trades were never evaluated. Undefined: not this user's account.
 */
export async function ensurePlanRow(
  exec: Exec,
  userId: string,
  accountId: string,
): Promise<{ account: AccountPlan; created: boolean } | undefined> {
  // Raw: drizzle's insert-select wants every column of the table; the defaults are the plan's defaults.
  const inserted = await exec.execute(sql`
    insert into risk_plans (account_id, user_id)
    select id, user_id from trading_accounts where id = ${accountId}::uuid and user_id = ${userId}
    on conflict (account_id) do nothing
    returning account_id`);
  const [row] = await exec
    .select({
      accountId: tradingAccounts.id,
      currency: tradingAccounts.currency,
      capital: tradingAccounts.startingCapital,
      plan: riskPlans,
    })
    .from(tradingAccounts)
    .innerJoin(riskPlans, eq(riskPlans.accountId, tradingAccounts.id))
    .where(and(eq(tradingAccounts.id, accountId), eq(tradingAccounts.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  const p = row.plan;
  return {
    created: inserted.rows.length > 0,
    account: {
      accountId: row.accountId,
      currency: row.currency,
      capital: row.capital,
      plan: planValuesOf(p),
      confirmed: p.confirmedAt !== null,
    },
  };
}
