import type { Currency } from '@/shared/trading/instruments';
import type { TradeFields } from '@/shared/trading/trade-schema';
import type { trades } from '../db/schema';

type TradeInsert = typeof trades.$inferInsert;

/** A trades row but for importId, which only an import's transaction knows. */
export type TradeValues = Omit<TradeInsert, 'importId'>;

/**
 * The columns a trade's own fields fill (the rest — user, account, import, fingerprint — comes from where it is
 * stored). With toTradeDto (trades.service.ts), the only place where the storage names (side, entry_price,
 * trade_date...) meet the one vocabulary of the code (type, entry, date...: trade-schema.ts). The columns keep
 * their names: renaming them would be a migration for no user's benefit.
 */
type RowColumn =
  | 'tradeDate'
  | 'tradeTime'
  | 'openedAt'
  | 'exitDate'
  | 'exitTime'
  | 'side'
  | 'contracts'
  | 'instrument'
  | 'contractMonth'
  | 'contractYear'
  | 'entryPrice'
  | 'exitPrice'
  | 'mep'
  | 'men'
  | 'stopPrice'
  | 'costs'
  | 'pointValue'
  | 'currency'
  | 'pnl'
  | 'emotion'
  | 'notes'
  | 'tags';
export type TradeRowValues = { [K in RowColumn]-?: Exclude<TradeInsert[K], undefined> };

/** Where and when: the entry's date and time in the user's zone and its UTC instant. */
export interface TradeAt {
  tradeDate: string;
  tradeTime: string;
  openedAt: Date;
}

/** What the server decides, never the client: the instrument's point value and currency, costs and P&L. */
export interface TradeDecided {
  /** The instrument's symbol as stored, its point value and currency. */
  symbol: string;
  pointValue: string;
  currency: Currency;
  costs: string;
  pnl: string;
}

/**
 * The one mapper from the vocabulary to a trades row, for a trade from the form (trades.service.ts), a file
 * (imports/import-rows.ts) and the demo seed. Built field by field, with no spreads and no intermediate objects:
 * an import runs it once per row of a 100,000-row file, where object spreads of this size cost ~25 µs a row.
 */
export function tradeRow(t: TradeFields, at: TradeAt, decided: TradeDecided): TradeRowValues {
  return {
    tradeDate: at.tradeDate,
    tradeTime: at.tradeTime,
    openedAt: at.openedAt,
    exitDate: t.exitDate ?? null,
    exitTime: t.exitTime ?? null,
    side: t.type,
    contracts: t.contracts,
    instrument: decided.symbol,
    contractMonth: t.contractMonth ?? null,
    contractYear: t.contractYear ?? null,
    entryPrice: t.entry,
    exitPrice: t.exit,
    mep: t.mep ?? null,
    men: t.men ?? null,
    stopPrice: t.stop ?? null,
    costs: decided.costs,
    pointValue: decided.pointValue,
    currency: decided.currency,
    pnl: decided.pnl,
    emotion: t.emotion ?? null,
    notes: t.notes ?? null,
    tags: t.tags,
  };
}

/**
 * A trade from the form (or the demo seed) as its row, with its user and account: the instrument's point value
 * and currency are always the server's, never the client's.
 */
export function tradeValues(
  t: TradeFields,
  at: TradeAt & { userId: string; accountId: string },
  instrument: Pick<TradeDecided, 'symbol' | 'pointValue' | 'currency'>,
  money: { costs: string; pnl: string },
): TradeValues {
  return {
    userId: at.userId,
    accountId: at.accountId,
    ...tradeRow(t, at, { ...instrument, ...money }),
  };
}
