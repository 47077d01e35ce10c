import { and, eq, sql } from 'drizzle-orm';
import { type RuleBreakKind } from '@/shared/risk/contract';
import { type DayTrade, evaluateDay, levelsReached, resolvePlanLimits } from '@/shared/risk/rule-breaks';
import { dailyPlans, playbookCriteria, riskAlerts, trades, tradingAccounts } from '../../db/schema';
import { userToday } from '../../user/trading-settings';
import { type AccountPlan, ensurePlanRow } from './plan-store';
import type { IncomingTrade } from '../../ledger/incoming-judge';
import type { LedgerTx } from '../../ledger/ledger-write';

/**
 * Rule breaks are derived data (ADR 012): whenever trades of an (account, local day) are written, that day is
 * evaluated again against the account's plan, in the write's transaction, and trades.rule_breaks is updated where
 * it changed. The trader's *today* also gets its alerts (risk_alerts, one row per limit/level/day: each fires once).
 * Each function takes a ledger write's transaction, so the user's trade lock is already held.
 */

export interface DayKey {
  accountId: string;
  /** The local day, yyyy-mm-dd (trades.trade_date). */
  day: string;
}

/** Rows per UPDATE of rule_breaks (two array parameters whatever the size). */
const UPDATE_BATCH = 10_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// A PostgreSQL array literal of plain tokens (dates, uuids, rule-break kinds): none needs quoting.
const arrayLiteral = (items: readonly string[]) => `{${items.join(',')}}`;

/**
 * The import's evaluation, run before its INSERT (ADR 012, the same results as reevaluateDays after it, without
 * reading the new rows back nor writing them twice): the account's `days` are evaluated with the `incoming` trades
 * added to the stored ones, stored trades whose breaks change are updated and today's alerts stored, and the breaks
 * of each incoming trade are returned by id, to be inserted with it (a trade missing from the map has none).
 * `incoming` must hold exactly the rows the INSERT will store (no duplicates). Undefined: not this user's account.
 */
export async function evaluateIncoming(
  tx: LedgerTx,
  userId: string,
  accountId: string,
  days: readonly string[],
  incoming: readonly IncomingTrade[],
  now: Date = new Date(),
): Promise<Map<string, RuleBreakKind[]> | undefined> {
  const { today } = await userToday(tx, userId, now);
  const loaded = await ensurePlanRow(tx, userId, accountId);
  if (!loaded) return undefined;
  const wanted = loaded.created ? null : days.filter((d) => DAY.test(d));
  return evaluateAccountDays(tx, userId, loaded.account, wanted, today, now, incoming);
}

/** Every given (account, day) evaluated again; accounts that are not this user's are skipped. */
export async function reevaluateDays(
  tx: LedgerTx,
  userId: string,
  keys: readonly DayKey[],
  now: Date = new Date(),
): Promise<void> {
  if (!keys.length) return;
  const byAccount = new Map<string, Set<string>>();
  for (const { accountId, day } of keys) {
    if (!DAY.test(day)) continue;
    let days = byAccount.get(accountId);
    if (!days) byAccount.set(accountId, (days = new Set()));
    days.add(day);
  }
  const { today } = await userToday(tx, userId, now);
  for (const accountId of [...byAccount.keys()].sort()) {
    const loaded = await ensurePlanRow(tx, userId, accountId);
    if (!loaded) continue;
    // A plan created just now: the account's trades were never evaluated, so all its days are.
    const days = loaded.created ? null : [...(byAccount.get(accountId) ?? [])];
    await evaluateAccountDays(tx, userId, loaded.account, days, today, now);
  }
}

/** Every day of one account (plan saved, plan created, starting capital or currency changed). */
export async function reevaluateAccount(
  tx: LedgerTx,
  userId: string,
  accountId: string,
  now: Date = new Date(),
): Promise<void> {
  const loaded = await ensurePlanRow(tx, userId, accountId);
  if (!loaded) return;
  const { today } = await userToday(tx, userId, now);
  await evaluateAccountDays(tx, userId, loaded.account, null, today, now);
}

/** Every account of the user on these days (the daily plan's max loss changes the day's loss limit). */
export async function reevaluateUserDays(
  tx: LedgerTx,
  userId: string,
  days: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const accounts = await tx
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId));
  await reevaluateDays(
    tx,
    userId,
    accounts.flatMap((a) => days.map((day) => ({ accountId: a.id, day }))),
    now,
  );
}

// `stored` is absent on an incoming trade (nothing stored yet).
type Evaluated = DayTrade & { stored?: string[] };

/**
 * `days` null = every day of the account. `incoming`: trades not stored yet, evaluated with the day's stored ones;
 * their breaks are returned (only non-empty ones), the stored trades' changes written here.
 */
async function evaluateAccountDays(
  tx: LedgerTx,
  userId: string,
  account: AccountPlan,
  days: string[] | null,
  today: string,
  now: Date,
  incoming: readonly IncomingTrade[] = [],
): Promise<Map<string, RuleBreakKind[]>> {
  const fresh = new Map<string, RuleBreakKind[]>();
  if (days && !days.length) return fresh;
  const inDays = (column: typeof trades.tradeDate | typeof dailyPlans.day) =>
    days ? sql`${column} = any(${arrayLiteral(days)}::date[])` : undefined;
  const rows = await tx
    .select({
      id: trades.id,
      day: trades.tradeDate,
      openedAt: trades.openedAt,
      instrument: trades.instrument,
      contracts: trades.contracts,
      entry: trades.entryPrice,
      stop: trades.stopPrice,
      stopUnknown: trades.stopUnknown,
      pointValue: trades.pointValue,
      pnl: trades.pnl,
      currency: trades.currency,
      playbookId: trades.playbookId,
      criteriaMet: trades.criteriaMet,
      ruleBreaks: trades.ruleBreaks,
    })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.accountId, account.accountId), inDays(trades.tradeDate)));
  const overrides = await tx
    .select({ day: dailyPlans.day, maxLoss: dailyPlans.maxLoss, playbookIds: dailyPlans.playbookIds })
    .from(dailyPlans)
    .where(
      and(
        eq(dailyPlans.userId, userId),
        sql`(${dailyPlans.maxLoss} is not null or cardinality(${dailyPlans.playbookIds}) > 0)`,
        inDays(dailyPlans.day),
      ),
    );
  const lossOf = new Map(overrides.filter((o) => o.maxLoss !== null).map((o) => [o.day, o.maxLoss]));
  const setupsOf = new Map(overrides.filter((o) => o.playbookIds.length).map((o) => [o.day, o.playbookIds]));
  const requiredCriteria = await requiredCriteriaOf(tx, userId, [...rows, ...incoming]);

  const byDay = new Map<string, Evaluated[]>();
  for (const r of rows) {
    let list = byDay.get(r.day);
    if (!list) byDay.set(r.day, (list = []));
    list.push({
      id: r.id,
      openedAt: r.openedAt.getTime(),
      instrument: r.instrument,
      contracts: r.contracts,
      entry: r.entry,
      stop: r.stop,
      stopUnknown: r.stopUnknown,
      pointValue: r.pointValue,
      pnl: r.pnl,
      currency: r.currency,
      playbookId: r.playbookId,
      criteriaMet: r.criteriaMet,
      stored: r.ruleBreaks,
    });
  }
  for (const t of incoming) {
    let list = byDay.get(t.day);
    if (!list) byDay.set(t.day, (list = []));
    list.push(t);
  }
  // Today is evaluated even without trades in `days`: alerts belong to it alone.
  const evaluated = new Set([...byDay.keys(), ...(days ?? []).filter((d) => d === today)]);

  const baseLimits = resolvePlanLimits(account.plan, account.capital);
  const changed: { id: string; breaks: RuleBreakKind[] }[] = [];
  for (const day of evaluated) {
    const list = byDay.get(day) ?? [];
    const override = lossOf.get(day);
    const limits = {
      ...(override ? resolvePlanLimits(account.plan, account.capital, override) : baseLimits),
      allowedPlaybooks: setupsOf.get(day) ?? [],
      requiredCriteria,
    };
    const result = evaluateDay(limits, account.currency, list, now.getTime());
    const stored = new Map(list.map((t) => [t.id, t.stored]));
    for (const t of result.trades) {
      const before = stored.get(t.id);
      if (!before) {
        if (t.breaks.length) fresh.set(t.id, t.breaks);
      } else if (before.length !== t.breaks.length || before.some((k, i) => k !== t.breaks[i]))
        changed.push(t);
    }
    if (day === today) {
      const reached = levelsReached(result.usage);
      if (reached.length)
        await tx
          .insert(riskAlerts)
          .values(reached.map((r) => ({ userId, accountId: account.accountId, day, ...r })))
          .onConflictDoNothing();
    }
  }
  for (let k = 0; k < changed.length; k += UPDATE_BATCH) {
    const batch = changed.slice(k, k + UPDATE_BATCH);
    const ids = arrayLiteral(batch.map((t) => t.id));
    // Each element is the text of one row's text[] ("{no-stop,over-trade-cap}"), quoted inside the outer array.
    const breaks = arrayLiteral(batch.map((t) => `"${arrayLiteral(t.breaks)}"`));
    await tx.execute(sql`
      update trades as t set rule_breaks = v.breaks::text[]
      from unnest(${ids}::uuid[], ${breaks}::text[]) as v(id, breaks)
      where t.id = v.id and t.user_id = ${userId}`);
  }
  return fresh;
}

/** The required criteria of the playbooks these trades were recorded with (one query, none without a playbook). */
async function requiredCriteriaOf(
  tx: LedgerTx,
  userId: string,
  list: readonly { playbookId?: string | null }[],
): Promise<Map<string, string[]>> {
  const ids = [...new Set(list.flatMap((t) => (t.playbookId ? [t.playbookId] : [])))];
  const byPlaybook = new Map<string, string[]>();
  if (!ids.length) return byPlaybook;
  const rows = await tx
    .select({ playbookId: playbookCriteria.playbookId, id: playbookCriteria.id })
    .from(playbookCriteria)
    .where(
      and(
        eq(playbookCriteria.userId, userId),
        eq(playbookCriteria.required, true),
        sql`${playbookCriteria.playbookId} = any(${arrayLiteral(ids)}::uuid[])`,
      ),
    );
  for (const r of rows) byPlaybook.set(r.playbookId, [...(byPlaybook.get(r.playbookId) ?? []), r.id]);
  return byPlaybook;
}
