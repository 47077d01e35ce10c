import { and, asc, eq, sql } from 'drizzle-orm';
import { buildDayRecord } from '@/shared/gamification/day-record';
import { dayXpEntries } from '@/shared/gamification/xp';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRecord, GamTrade, UserDayInput } from '@/shared/gamification/engine-types';
import { DAY_XP_SOURCES } from '@/shared/gamification/rules';
import { RISK_DEFAULTS } from '@/shared/risk/contract';
import { dailyLossReached, type PlanValuesLike, resolvePlanLimits } from '@/shared/risk/rule-breaks';
import { JOURNAL_NOTE_MIN } from '@/shared/discipline/contract';
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
import { planValuesOf } from '@/shared/risk/stored-plan';
import { ofSources, reconcileLedger } from './ledger';
import { textArray } from '../../db/sql-arrays';
import type { Exec } from '../../db/tx';
import { writeDayRows } from '../../journal/day-rows';

/**
 * A trade as loadDayInputs reads it: id, entry (epoch ms), instrument, rule breaks, emotion, has a stop, has a
 * playbook with criteria ticked.
 */
type PackedTrade = [string, number, string, string[], string | null, boolean, boolean];

/** Rows per multi-row upsert of gamification_days (7 parameters a row). */
const UPSERT_BATCH = 1_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateArray = (days: readonly string[]) => `{${days.join(',')}}`;

/**
 * The facts of the user's `days` in six queries, whatever the number of days: the trades (only
 * what the records read), the daily plans, reviews, pauses, the accounts with their plans (read, never created)
 * and each account-day's P&L summed by the database, grouped into the engine's inputs. An import of 100,000 trades
 * refreshes every day it touched, so no trade's money is read here: the loss limit needs only the day's sum.
 */
async function loadDayInputs(
  tx: Exec,
  userId: string,
  days: readonly string[],
  today: string,
  timeZone: string,
): Promise<Map<string, UserDayInput>> {
  const inDays = (column: AnyPgColumn) => sql`${column} = any(${dateArray(days)}::date[])`;
  // One after another: a transaction's connection runs one query at a time anyway (node-postgres warns otherwise).
  const accountRows = await tx
    .select({
      id: tradingAccounts.id,
      capital: tradingAccounts.startingCapital,
      plan: riskPlans,
    })
    .from(tradingAccounts)
    .leftJoin(riskPlans, eq(riskPlans.accountId, tradingAccounts.id))
    .where(eq(tradingAccounts.userId, userId));
  // The trades of these days, found through the (user, account, day) index: every trade is on one of its user's
  // accounts, and a chunk's days lie between its first and last (a range the index reads directly).
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const ofDays = and(
    eq(trades.userId, userId),
    sql`${trades.accountId} = any(${textArray(accountRows.map((a) => a.id))}::uuid[])`,
    sql`${trades.tradeDate} between ${first}::date and ${last}::date`,
    inDays(trades.tradeDate),
  );
  // One row a day, its trades as one JSON array: both drivers parse it natively, where a row per trade costs a
  // conversion per value (on PGlite, in JS: ~2.7× slower for 100,000 trades). No money, account or Date.
  const dayRows = await tx
    .select({
      day: trades.tradeDate,
      trades: sql<
        PackedTrade[] | string
      >`json_agg(json_build_array(${trades.id}, floor(extract(epoch from ${trades.openedAt}) * 1000)::bigint, ${trades.instrument}, ${trades.ruleBreaks}, ${trades.emotion}, ${trades.stopPrice} is not null, ${trades.playbookId} is not null and cardinality(${trades.criteriaMet}) > 0))`,
    })
    .from(trades)
    .where(ofDays)
    .groupBy(trades.tradeDate);
  // A note is only ever measured against JOURNAL_NOTE_MIN (trimmed, in UTF-16 units): one with fewer UTF-8 bytes
  // than that cannot reach it, so only the others are read.
  const noteRows = await tx
    .select({ id: trades.id, notes: trades.notes })
    .from(trades)
    .where(and(ofDays, sql`octet_length(${trades.notes}) >= ${JOURNAL_NOTE_MIN}`));
  // The P&L of each account-day in the account's currency (what the loss limit counts), for days with a loss.
  const sumRows = await tx
    .select({
      day: trades.tradeDate,
      accountId: trades.accountId,
      pnl: sql<
        string | null
      >`sum(${trades.pnl}) filter (where ${trades.currency} = ${tradingAccounts.currency})`,
    })
    .from(trades)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, trades.accountId))
    .where(ofDays)
    .groupBy(trades.tradeDate, trades.accountId)
    .having(sql`bool_or(${trades.pnl} < 0)`);
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
  const inputs = new Map<string, UserDayInput & { trades: GamTrade[] }>();
  const at = (day: string) => {
    let input = inputs.get(day);
    if (!input)
      inputs.set(
        day,
        (input = { day, today, trades: [], plan: null, review: null, pauses: [], lossLimitReached: false }),
      );
    return input;
  };
  const notes = new Map(noteRows.map((r) => [r.id, r.notes]));
  for (const row of dayRows) {
    const list = at(row.day).trades;
    const packed: PackedTrade[] = typeof row.trades === 'string' ? JSON.parse(row.trades) : row.trades;
    for (const [id, openedAt, instrument, ruleBreaks, emotion, hasStop, criteriaTicked] of packed)
      list.push({
        id,
        instrument,
        openedAt,
        ruleBreaks,
        emotion,
        notes: notes.get(id) ?? null,
        hasStop,
        criteriaTicked,
      });
  }
  const maxLossOf = new Map<string, string>();
  for (const p of planRows) {
    at(p.day).plan = { createdAt: p.createdAt.getTime(), createdDay: wallClock(p.createdAt, timeZone).date };
    if (p.maxLoss !== null) maxLossOf.set(p.day, p.maxLoss);
  }
  for (const r of reviewRows) at(r.day).review = { createdDay: wallClock(r.createdAt, timeZone).date };
  for (const p of pauseRows) (at(p.day).pauses as { source: string }[]).push({ source: p.source });

  // Some account's P&L reached its daily loss limit that day (the day's plan max loss overriding the plan's): the
  // one place gamification reads money, and only to know the limit was reached.
  const plans = new Map(accountRows.map((a) => [a.id, { capital: a.capital, plan: planValues(a.plan) }]));
  for (const s of sumRows) {
    const account = plans.get(s.accountId);
    const input = inputs.get(s.day);
    if (!account || !input || s.pnl === null || input.lossLimitReached) continue;
    const limits = resolvePlanLimits(account.plan, account.capital, maxLossOf.get(s.day));
    if (dailyLossReached(limits, s.pnl)) input.lossLimitReached = true;
  }
  return inputs;
}

/** The account's plan as the detector reads it; an account that never had its plan created has the defaults. */
function planValues(p: typeof riskPlans.$inferSelect | null): PlanValuesLike {
  return p ? planValuesOf(p) : { ...RISK_DEFAULTS, maxContracts: {} };
}

/** Days whose facts are read and rebuilt at a time: an import's ~670 days in chunks, not 100,000 trades at once. */
const CHUNK_DAYS = 128;

/** Every day the user has a fact on (a trade, a daily plan, a review, a pause), ascending. */
async function factDays(tx: Exec, userId: string): Promise<string[]> {
  const rows = await tx.execute<{ day: string }>(
    sql`select ${trades.tradeDate}::text as day from ${trades} where ${trades.userId} = ${userId}
        union select ${dailyPlans.day}::text from ${dailyPlans} where ${dailyPlans.userId} = ${userId}
        union select ${dailyReviews.day}::text from ${dailyReviews} where ${dailyReviews.userId} = ${userId}
        union select ${breathingPauses.day}::text from ${breathingPauses} where ${breathingPauses.userId} = ${userId}
        order by day`,
  );
  return rows.rows.map((r) => r.day);
}

/**
 * Rebuilds the day records of `days` ('all' = every day the user has a fact on, and every stored record) and
 * reconciles the day XP of those days: gamification_days upserted (a day without any fact left is deleted), the
 * ledger's DAY_XP_SOURCES rows of those days made equal to what the records earn. The facts are read CHUNK_DAYS
 * days at a time, so what is held at once stays small whatever the number of trades.
 */
export async function refreshDays(
  tx: Exec,
  userId: string,
  days: readonly string[] | 'all',
  today: string,
  timeZone: string,
): Promise<void> {
  const all = days === 'all';
  const wanted = all ? await factDays(tx, userId) : [...new Set(days)].filter((d) => DAY.test(d)).sort();
  if (!all && !wanted.length) return;
  const kept: string[] = [];
  const entries: ReturnType<typeof dayXpEntries> = [];
  for (let k = 0; k < wanted.length; k += CHUNK_DAYS) {
    const inputs = await loadDayInputs(tx, userId, wanted.slice(k, k + CHUNK_DAYS), today, timeZone);
    const records = [...inputs.values()].map(buildDayRecord);
    for (const r of records) {
      kept.push(r.day);
      entries.push(...dayXpEntries(r));
    }
    for (let j = 0; j < records.length; j += UPSERT_BATCH)
      await writeDayRows(
        tx,
        records.slice(j, j + UPSERT_BATCH).map((r) => ({ userId, facts: r, ...r })),
      );
  }

  // Days that had a record and have no fact left (their last trade deleted, the import undone, a reset).
  const gone = gamificationDays.day;
  await tx
    .delete(gamificationDays)
    .where(
      and(
        eq(gamificationDays.userId, userId),
        all ? undefined : sql`${gone} = any(${dateArray(wanted)}::date[])`,
        kept.length ? sql`not (${gone} = any(${dateArray(kept)}::date[]))` : undefined,
      ),
    );

  const scope = all
    ? ofSources(DAY_XP_SOURCES)
    : and(ofSources(DAY_XP_SOURCES), sql`${xpLedger.day} = any(${dateArray(wanted)}::date[])`);
  await reconcileLedger(tx, userId, scope, entries);
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
