import { and, asc, eq, sql } from 'drizzle-orm';
import { buildDayRecord } from '@/shared/gamification/day-record';
import { dayXpEntries } from '@/shared/gamification/xp';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRecord, GamTrade, UserDayInput } from '@/shared/gamification/engine-types';
import { DAY_XP_SOURCES } from '@/shared/gamification/rules';
import { RISK_DEFAULTS } from '@/shared/risk/contract';
import {
  type DayTrade,
  evaluateDay,
  type PlanValuesLike,
  resolvePlanLimits,
} from '@/shared/risk/rule-breaks';
import { wallClock } from '@/shared/time/zoned-time';
import {
  breathingPauses,
  dailyPlans,
  dailyReviews,
  gamificationDays,
  riskPlans,
  trades,
  tradingAccounts,
  xpLedger,
} from '../../db/schema';
import { type Exec, planValuesOf } from '../risk/plan-store';
import { ofSources, reconcileLedger } from './ledger';

/** Rows per multi-row upsert of gamification_days (7 parameters a row). */
const UPSERT_BATCH = 1_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateArray = (days: readonly string[]) => `{${days.join(',')}}`;

type Currency = 'BRL' | 'USD';
interface AccountLimits {
  currency: Currency;
  capital: string;
  plan: PlanValuesLike;
}

/** A stored trade as the day needs it: the engine's view and, for the loss limit only, the detector's. */
type LoadedTrade = GamTrade & { day: string; money: DayTrade };

/**
 * The facts of the user's `days` ('all' = no filter) in six queries, whatever the number of days: trades, daily
 * plans, reviews, pauses, the accounts with their plans (read, never created), grouped into the engine's inputs.
 */
async function loadDayInputs(
  tx: Exec,
  userId: string,
  days: readonly string[] | 'all',
  today: string,
  timeZone: string,
): Promise<Map<string, UserDayInput>> {
  const inDays = (column: AnyPgColumn) =>
    days === 'all' ? undefined : sql`${column} = any(${dateArray(days)}::date[])`;
  // One after another: a transaction's connection runs one query at a time anyway (node-postgres warns otherwise).
  const tradeRows = await tx
    .select({
      id: trades.id,
      accountId: trades.accountId,
      day: trades.tradeDate,
      openedAt: trades.openedAt,
      instrument: trades.instrument,
      ruleBreaks: trades.ruleBreaks,
      emotion: trades.emotion,
      notes: trades.notes,
      contracts: trades.contracts,
      entry: trades.entryPrice,
      stop: trades.stopPrice,
      pointValue: trades.pointValue,
      pnl: trades.pnl,
      currency: trades.currency,
    })
    .from(trades)
    .where(and(eq(trades.userId, userId), inDays(trades.tradeDate)));
  const planRows = await tx
    .select({ day: dailyPlans.day, createdAt: dailyPlans.createdAt, maxLoss: dailyPlans.maxLoss })
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), inDays(dailyPlans.day)));
  const reviewRows = await tx
    .select({ day: dailyReviews.day, createdAt: dailyReviews.createdAt })
    .from(dailyReviews)
    .where(and(eq(dailyReviews.userId, userId), inDays(dailyReviews.day)));
  const pauseRows = await tx
    .select({ day: breathingPauses.day, source: breathingPauses.source })
    .from(breathingPauses)
    .where(and(eq(breathingPauses.userId, userId), inDays(breathingPauses.day)));
  const accountRows = await tx
    .select({
      id: tradingAccounts.id,
      currency: tradingAccounts.currency,
      capital: tradingAccounts.startingCapital,
      plan: riskPlans,
    })
    .from(tradingAccounts)
    .leftJoin(riskPlans, eq(riskPlans.accountId, tradingAccounts.id))
    .where(eq(tradingAccounts.userId, userId));

  const inputs = new Map<string, UserDayInput & { trades: LoadedTrade[] }>();
  const at = (day: string) => {
    let input = inputs.get(day);
    if (!input)
      inputs.set(
        day,
        (input = { day, today, trades: [], plan: null, review: null, pauses: [], lossLimitReached: false }),
      );
    return input;
  };
  for (const t of tradeRows) {
    const openedAt = t.openedAt.getTime();
    at(t.day).trades.push({
      id: t.id,
      accountId: t.accountId,
      instrument: t.instrument,
      openedAt,
      ruleBreaks: t.ruleBreaks,
      emotion: t.emotion,
      notes: t.notes,
      hasStop: t.stop !== null,
      day: t.day,
      money: {
        id: t.id,
        openedAt,
        instrument: t.instrument,
        contracts: t.contracts,
        entry: t.entry,
        stop: t.stop,
        pointValue: t.pointValue,
        pnl: t.pnl,
        currency: t.currency,
      },
    });
  }
  const maxLossOf = new Map<string, string>();
  for (const p of planRows) {
    at(p.day).plan = { createdAt: p.createdAt.getTime(), createdDay: wallClock(p.createdAt, timeZone).date };
    if (p.maxLoss !== null) maxLossOf.set(p.day, p.maxLoss);
  }
  for (const r of reviewRows) at(r.day).review = { createdDay: wallClock(r.createdAt, timeZone).date };
  for (const p of pauseRows) (at(p.day).pauses as { source: string }[]).push({ source: p.source });

  const accounts = new Map<string, AccountLimits>(
    accountRows.map((a) => [a.id, { currency: a.currency, capital: a.capital, plan: planValues(a.plan) }]),
  );
  for (const input of inputs.values())
    input.lossLimitReached = lossLimitReached(input.trades, accounts, maxLossOf.get(input.day));
  return inputs;
}

/** The account's plan as the detector reads it; an account that never had its plan created has the defaults. */
function planValues(p: typeof riskPlans.$inferSelect | null): PlanValuesLike {
  return p ? planValuesOf(p) : { ...RISK_DEFAULTS, maxContracts: {} };
}

/**
 * Some account's P&L reached its daily loss limit that day (the day's plan max loss overriding the plan's): the
 * one place gamification reads money, and only to know the limit was reached.
 */
function lossLimitReached(
  dayTrades: readonly LoadedTrade[],
  accounts: ReadonlyMap<string, AccountLimits>,
  maxLoss: string | undefined,
): boolean {
  const byAccount = new Map<string, DayTrade[]>();
  for (const t of dayTrades) {
    let list = byAccount.get(t.accountId);
    if (!list) byAccount.set(t.accountId, (list = []));
    list.push(t.money);
  }
  for (const [accountId, list] of byAccount) {
    const account = accounts.get(accountId);
    // Only a day with a loss can reach the limit: most days skip the decimal arithmetic.
    if (!account || !list.some((t) => t.pnl.startsWith('-'))) continue;
    const limits = resolvePlanLimits(account.plan, account.capital, maxLoss);
    const usage = evaluateDay(limits, account.currency, list).usage['daily-loss'];
    if (usage !== null && usage >= 100) return true;
  }
  return false;
}

/**
 * Rebuilds the day records of `days` ('all' = every day the user has a fact on, and every stored record) and
 * reconciles the day XP of those days: gamification_days upserted (a day without any fact left is deleted), the
 * ledger's DAY_XP_SOURCES rows of those days made equal to what the records earn.
 */
export async function refreshDays(
  tx: Exec,
  userId: string,
  days: readonly string[] | 'all',
  today: string,
  timeZone: string,
): Promise<void> {
  const wanted = days === 'all' ? 'all' : [...new Set(days)].filter((d) => DAY.test(d)).sort();
  if (wanted !== 'all' && !wanted.length) return;
  const inputs = await loadDayInputs(tx, userId, wanted, today, timeZone);
  const records: DayRecord[] = [...inputs.values()].map(buildDayRecord);

  // Days that had a record and have no fact left (their last trade deleted, the import undone, a reset).
  const gone = gamificationDays.day;
  await tx
    .delete(gamificationDays)
    .where(
      and(
        eq(gamificationDays.userId, userId),
        wanted === 'all' ? undefined : sql`${gone} = any(${dateArray(wanted)}::date[])`,
        records.length
          ? sql`not (${gone} = any(${dateArray(records.map((r) => r.day))}::date[]))`
          : undefined,
      ),
    );
  for (let k = 0; k < records.length; k += UPSERT_BATCH)
    await writeDayRows(
      tx,
      records.slice(k, k + UPSERT_BATCH).map((r) => ({ userId, facts: r, ...r })),
    );

  const scope =
    wanted === 'all'
      ? ofSources(DAY_XP_SOURCES)
      : and(ofSources(DAY_XP_SOURCES), sql`${xpLedger.day} = any(${dateArray(wanted)}::date[])`);
  await reconcileLedger(tx, userId, scope, records.flatMap(dayXpEntries));
}

/** Every day record of the user, by day ascending (what the achievements and the goals read). */
export async function loadDayRecords(tx: Exec, userId: string): Promise<DayRecord[]> {
  const rows = await tx
    .select({ facts: gamificationDays.facts })
    .from(gamificationDays)
    .where(eq(gamificationDays.userId, userId))
    .orderBy(asc(gamificationDays.day));
  return rows.map((r) => r.facts as DayRecord);
}

/**
 * Stored records of days in [from, today): built while one of them was the trader's today, they are rebuilt once
 * the day is over (lazy re-evaluation: no write happens when a day ends).
 */
export async function staleDays(tx: Exec, userId: string, from: string, today: string): Promise<string[]> {
  const rows = await tx
    .select({ day: gamificationDays.day })
    .from(gamificationDays)
    .where(
      and(
        eq(gamificationDays.userId, userId),
        sql`${gamificationDays.day} >= ${from}::date and ${gamificationDays.day} < ${today}::date`,
      ),
    );
  return rows.map((r) => r.day);
}

/**
 * Writes (or replaces) day rows: the columns the ranking sums, and the whole record in `facts`. A row whose record
 * did not change is left alone (no dead tuple for every refresh of a busy day).
 */
export async function writeDayRows(
  exec: Exec,
  rows: readonly (ScoreColumns & { userId: string; day: string; facts: DayRecord })[],
): Promise<void> {
  if (rows.length === 0) return;
  await exec
    .insert(gamificationDays)
    .values(
      rows.map((r) => ({
        userId: r.userId,
        day: r.day,
        trades: r.trades,
        withStop: r.withStop,
        withinRisk: r.withinRisk,
        journaled: r.journaled,
        checklistPassed: r.checklistPassed,
        facts: r.facts,
      })),
    )
    .onConflictDoUpdate({
      target: [gamificationDays.userId, gamificationDays.day],
      set: {
        trades: sql`excluded.trades`,
        withStop: sql`excluded.with_stop`,
        withinRisk: sql`excluded.within_risk`,
        journaled: sql`excluded.journaled`,
        checklistPassed: sql`excluded.checklist_passed`,
        facts: sql`excluded.facts`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${gamificationDays.facts} is distinct from excluded.facts`,
    });
}

type ScoreColumns = Pick<DayRecord, 'trades' | 'withStop' | 'withinRisk' | 'journaled' | 'checklistPassed'>;
