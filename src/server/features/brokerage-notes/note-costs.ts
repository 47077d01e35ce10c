import { and, eq, inArray, sql } from 'drizzle-orm';
import { toDecimal } from '@/shared/trading/decimal';
import { tradePnl } from '@/shared/trading/pnl';
import { brokerageNotes, trades, tradingSettings } from '../../db/schema';
import type { LedgerFollowUp, LedgerTx, TradeDay } from '../../ledger/ledger-write';
import { apportionCents } from './apportion';

const money = (centavos: number) => toDecimal(BigInt(centavos)).div(100, 2).toFixed(2);

async function perContractCosts(tx: LedgerTx, userId: string): Promise<Record<string, string>> {
  const [row] = await tx
    .select({ costs: tradingSettings.costsPerContract })
    .from(tradingSettings)
    .where(eq(tradingSettings.userId, userId))
    .limit(1);
  return (row?.costs as Record<string, string> | undefined) ?? {};
}

/**
 * The day's costs, written on its trades: with a note (or two, one per segment) on the account's day, the notes'
 * total costs apportioned to the day's BRL trades by contracts (apportionCents); without one, a trade that had a
 * note's share gets the per-contract setting back. Each trade's net P&L is computed again from its own prices.
 * Runs inside the ledger's transaction (a follow-up), so the costs commit with the write that changed the day.
 */
export async function applyDayCosts(tx: LedgerTx, userId: string, key: TradeDay): Promise<void> {
  const [noted] = await tx
    .select({
      notes: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${brokerageNotes.totalCostsCents}), 0)::text`,
    })
    .from(brokerageNotes)
    .where(
      and(
        eq(brokerageNotes.userId, userId),
        eq(brokerageNotes.accountId, key.accountId),
        eq(brokerageNotes.tradeDate, key.day),
      ),
    );
  const hasNote = (noted?.notes ?? 0) > 0;
  const rows = await tx
    .select({
      id: trades.id,
      side: trades.side,
      contracts: trades.contracts,
      instrument: trades.instrument,
      entryPrice: trades.entryPrice,
      exitPrice: trades.exitPrice,
      pointValue: trades.pointValue,
      costs: trades.costs,
      pnl: trades.pnl,
      costsFromNote: trades.costsFromNote,
    })
    .from(trades)
    .where(
      and(
        eq(trades.userId, userId),
        eq(trades.accountId, key.accountId),
        eq(trades.tradeDate, key.day),
        hasNote ? eq(trades.currency, 'BRL') : eq(trades.costsFromNote, true),
      ),
    )
    .orderBy(trades.openedAt, trades.id);
  if (!rows.length) return;
  let costs: string[];
  if (hasNote) {
    costs = apportionCents(
      Number(noted?.total ?? 0),
      rows.map((r) => r.contracts),
    ).map(money);
  } else {
    const setting = await perContractCosts(tx, userId);
    costs = rows.map((r) => {
      const per = setting[r.instrument];
      return per ? toDecimal(per).mul(r.contracts).toFixed(2) : '0.00';
    });
  }
  for (const [i, r] of rows.entries()) {
    const cost = costs[i] as string;
    const pnl = tradePnl({
      side: r.side,
      contracts: r.contracts,
      entry: r.entryPrice,
      exit: r.exitPrice,
      pointValue: r.pointValue,
      costs: cost,
    }).toFixed(2);
    if (r.costsFromNote === hasNote && toDecimal(r.costs).eq(cost) && toDecimal(r.pnl).eq(pnl)) continue;
    await tx
      .update(trades)
      .set({ costs: cost, pnl, costsFromNote: hasNote })
      .where(and(eq(trades.id, r.id), eq(trades.userId, userId)));
  }
}

/** The (account, day)s of a write that may need their costs written again. */
async function daysToCost(
  tx: LedgerTx,
  userId: string,
  tradeDays: readonly TradeDay[],
  factDays: readonly string[] | 'all' | null,
): Promise<TradeDay[]> {
  const keys = new Map<string, TradeDay>();
  for (const k of tradeDays) keys.set(`${k.accountId}|${k.day}`, k);
  // An import marks only the days (it judges its rows itself): the accounts with a note on them are found here.
  const days = Array.isArray(factDays) ? [...new Set(factDays)] : [];
  if (days.length) {
    const noted = await tx
      .selectDistinct({ accountId: brokerageNotes.accountId, day: brokerageNotes.tradeDate })
      .from(brokerageNotes)
      .where(and(eq(brokerageNotes.userId, userId), inArray(brokerageNotes.tradeDate, days)));
    for (const k of noted) keys.set(`${k.accountId}|${k.day}`, k);
  }
  return [...keys.values()];
}

/**
 * Before the rule breaks (order 10) read the day's P&L: a trade created, edited or deleted on a day with a note
 * shares the note's costs again, and one moved off it gets the setting back.
 */
export const noteCostsFollowUp: LedgerFollowUp = {
  name: 'brokerage-note-costs',
  order: 5,
  async run(tx, { userId, tradeDays, factDays }) {
    if (!tradeDays.length && !Array.isArray(factDays)) return;
    for (const key of await daysToCost(tx, userId, tradeDays, factDays)) await applyDayCosts(tx, userId, key);
  },
};
