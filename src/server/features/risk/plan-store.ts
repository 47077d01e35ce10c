import { and, eq, sql } from 'drizzle-orm';
import type { PlanValuesLike } from '@/shared/risk/rule-breaks';
import { planValuesOf } from '@/shared/risk/stored-plan';
import { riskPlans, tradingAccounts } from '../../db/schema';
import type { Exec } from '../../db/tx';

/** An account with its plan, as evaluation needs them. */
export interface AccountPlan {
  accountId: string;
  currency: 'BRL' | 'USD';
  capital: string;
  plan: PlanValuesLike;
  /** The trader confirmed the plan (risk_plans.confirmed_at). */
  confirmed: boolean;
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
