import { and, eq, inArray } from 'drizzle-orm';
import { OUT_OF_RANGE_MESSAGE } from '@/shared/number-field';
import { type TradeDto } from '@/shared/trading/api-contract';
import { toDecimal } from '@/shared/trading/decimal';
import { tradePnl } from '@/shared/trading/pnl';
import { wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';
import { futureDateErrors, TRADE_MESSAGES as M, type TradeInput } from '@/shared/trading/trade-schema';
import type { Db } from '../../db/client';
import { ledgerWrite } from '../../ledger/ledger-write';
import { tradeImports, trades } from '../../db/schema';
import { resolveInstrument } from '../../journal/instrument-resolve';
import { toTradeDto, toTradeDtos, tradeDtoColumns } from '../../journal/trade-dto';
import { ensureDefaultAccount, findAccount, isUuid } from '../../user/trading-accounts';
import { getTradingSettings } from '../../user/trading-settings';
import { tradeValues } from '../../journal/trade-values';
import { resolveTradePlaybook, type TradePlaybookColumns } from '../../journal/trade-playbook';

export type SaveResult =
  | { ok: true; trade: TradeDto }
  | { ok: false; reason: 'instrument-not-found' | 'account-not-found' | 'not-found' }
  | { ok: false; reason: 'out-of-range'; fieldErrors: Record<string, string[]> };

// The columns' limits: prices numeric(20,8), money numeric(18,2). A value past them would make PostgreSQL throw
// (a 500) or silently round away digits the P&L was computed with, so it is refused as a field error instead.
const PRICE_FIELDS = {
  entry: M.invalidEntry,
  exit: M.invalidExit,
  stop: M.invalidStop,
  mep: M.invalidMep,
  men: M.invalidMen,
};
const fitsPrice = (v: string | undefined) => !v || /^-?\d{1,12}(?:\.\d{1,8})?$/.test(v);
const fitsMoney = (v: string) => /^-?\d{1,16}\.\d{2}$/.test(v);

function rangeErrors(input: TradeInput, costs: string, pnl: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(PRICE_FIELDS))
    if (!fitsPrice(input[field as keyof typeof PRICE_FIELDS])) errors[field] = [message];
  if (!fitsMoney(costs)) errors.costs = [OUT_OF_RANGE_MESSAGE];
  if (!fitsMoney(pnl)) errors.contracts = [OUT_OF_RANGE_MESSAGE];
  return errors;
}

/**
 * Everything the server decides for a trade: the account (given, kept, or the default), the instrument's point
 * value and currency, the costs (the settings' cost per contract × contracts when the body left them blank),
 * the P&L (exact, rounded once) and the UTC instant of the entry in the user's time zone. A date after the trader's
 * today (`now` in their time zone) is refused: a journal records what happened.
 */
async function prepare(
  db: Db,
  userId: string,
  input: TradeInput,
  costsGiven: boolean,
  now: Date,
  current?: { accountId: string } & TradePlaybookColumns,
) {
  const instrument = await resolveInstrument(db, userId, input.instrument);
  if (!instrument) return { ok: false, reason: 'instrument-not-found' } as const;
  let accountId: string;
  if (input.accountId) {
    const account = await findAccount(db, userId, input.accountId);
    if (!account) return { ok: false, reason: 'account-not-found' } as const;
    accountId = account.id;
  } else {
    accountId = current?.accountId ?? (await ensureDefaultAccount(db, userId)).id;
  }
  const settings = await getTradingSettings(db, userId);
  const perContract = settings.costsPerContract[instrument.symbol];
  const costs =
    costsGiven || !perContract ? input.costs : toDecimal(perContract).mul(input.contracts).toFixed(2);
  const pnl = tradePnl({
    side: input.type,
    contracts: input.contracts,
    entry: input.entry,
    exit: input.exit,
    pointValue: instrument.pointValue,
    costs,
  });
  const fieldErrors = rangeErrors(input, toDecimal(costs).toFixed(2), pnl.toFixed(2));
  for (const [field, message] of Object.entries(
    futureDateErrors(input, wallClock(now, settings.timezone).date),
  ))
    fieldErrors[field] = [message];
  const playbook = await resolveTradePlaybook(db, userId, input, current);
  if (!playbook.ok) Object.assign(fieldErrors, playbook.fieldErrors);
  if (Object.keys(fieldErrors).length) return { ok: false, reason: 'out-of-range', fieldErrors } as const;
  const values = tradeValues(
    input,
    {
      userId,
      accountId,
      tradeDate: input.date,
      tradeTime: input.time,
      openedAt: zonedTimeToUtc(input.date, input.time, settings.timezone),
    },
    instrument,
    { costs: toDecimal(costs).toFixed(2), pnl: pnl.toFixed(2) },
  );
  const stored: typeof values = { ...values, ...(playbook.ok ? playbook.values : {}) };
  return { ok: true, values: stored } as const;
}

export async function createTrade(
  db: Db,
  userId: string,
  input: TradeInput,
  costsGiven: boolean,
  now: Date = new Date(),
): Promise<SaveResult> {
  const prepared = await prepare(db, userId, input, costsGiven, now);
  if (!prepared.ok) return prepared;
  // The NOTIFY commits with the insert: open dashboards of this user refresh (trade-events.ts).
  const [row] = await ledgerWrite(
    db,
    { userId, now },
    async (tx, change) => {
      const [inserted] = await tx.insert(trades).values(prepared.values).returning({ id: trades.id });
      if (!inserted) return undefined;
      // The day's rule breaks (this trade's and the later ones') and alerts are judged before the read back below.
      const { accountId, tradeDate: day } = prepared.values;
      change.tradesOn([{ accountId, day }]);
      return inserted;
    },
    // Read back after the evaluation, so the answer carries the trade's rule breaks.
    (tx, inserted) =>
      !inserted
        ? Promise.resolve([])
        : tx
            .select(tradeDtoColumns)
            .from(trades)
            .where(and(eq(trades.id, inserted.id), eq(trades.userId, userId))),
  );
  if (!row) throw new Error('trade insert returned nothing');
  return { ok: true, trade: toTradeDto(row) };
}

export async function getTrade(db: Db, userId: string, id: string): Promise<TradeDto | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(tradeDtoColumns)
    .from(trades)
    .where(and(eq(trades.id, id), eq(trades.userId, userId)))
    .limit(1);
  return row ? (await toTradeDtos(db, [row]))[0] : undefined;
}

/**
 * A full replacement, validated like a new trade; an absent accountId keeps the trade's account. `keepExit`: the
 * body named no exit field at all (a client older than the exit-date field), so the stored exit date and time stay
 * — an edit to add a note must not turn an overnight trade into a day trade for the tax.
 */
export async function updateTrade(
  db: Db,
  userId: string,
  id: string,
  input: TradeInput,
  costsGiven: boolean,
  now: Date = new Date(),
  opts: { keepExit?: boolean } = {},
): Promise<SaveResult> {
  const current = await getTrade(db, userId, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (opts.keepExit && current.exitDate && current.exitDate < input.date)
    return { ok: false, reason: 'out-of-range', fieldErrors: { exitDate: [M.exitDateBeforeEntry] } };
  const prepared = await prepare(db, userId, input, costsGiven, now, {
    accountId: current.accountId,
    playbookId: current.playbook?.id ?? null,
    criteriaMet: current.criteriaMet ?? [],
  });
  if (!prepared.ok) return prepared;
  if (opts.keepExit) {
    delete prepared.values.exitDate;
    delete prepared.values.exitTime;
  }
  const [row] = await ledgerWrite(
    db,
    { userId, now },
    async (tx, change) => {
      // Where the trade is now, read under the lock (a concurrent edit may have moved it since `current`).
      const [before] = await tx
        .select({ accountId: trades.accountId, day: trades.tradeDate })
        .from(trades)
        .where(and(eq(trades.id, id), eq(trades.userId, userId)));
      if (!before) return false;
      await tx
        .update(trades)
        .set(prepared.values)
        .where(and(eq(trades.id, id), eq(trades.userId, userId)));
      // The day it left and the day it moved to (account or date may have changed).
      change.tradesOn([before, { accountId: prepared.values.accountId, day: prepared.values.tradeDate }]);
      return true;
    },
    (tx, found) =>
      found
        ? tx
            .select(tradeDtoColumns)
            .from(trades)
            .where(and(eq(trades.id, id), eq(trades.userId, userId)))
        : Promise.resolve([]),
  );
  const [trade] = row ? await toTradeDtos(db, [row]) : [];
  return trade ? { ok: true, trade } : { ok: false, reason: 'not-found' };
}

/** Deletes the user's trades among `ids`; ids of other users' trades (or malformed ones) match nothing. */
export async function deleteTrades(
  db: Db,
  userId: string,
  ids: string[],
  now: Date = new Date(),
): Promise<number> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return 0;
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    const deleted = await tx
      .delete(trades)
      .where(and(eq(trades.userId, userId), inArray(trades.id, valid)))
      .returning({ id: trades.id, accountId: trades.accountId, day: trades.tradeDate });
    // The days the deleted trades leave: a later trade may no longer be over the cap, in a cooldown, ….
    if (deleted.length) change.tradesOn(deleted);
    return deleted.length;
  });
}

/** Every trade and import of the user, in one transaction (a half-done reset would leave orphans to explain). */
export async function resetTrades(db: Db, userId: string, now: Date = new Date()) {
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    const deletedTrades = await tx
      .delete(trades)
      .where(eq(trades.userId, userId))
      .returning({ id: trades.id });
    const deletedImports = await tx
      .delete(tradeImports)
      .where(eq(tradeImports.userId, userId))
      .returning({ id: tradeImports.id });
    // What the trades earned goes with them (XP, achievements, the ranking score).
    if (deletedTrades.length) change.everything();
    else change.facts('all');
    return { deletedTrades: deletedTrades.length, deletedImports: deletedImports.length };
  });
}
