import type { Currency } from '@/shared/trading/instruments';
import type { Side } from '@/shared/trading/pnl';
import type { trades } from '../../db/schema';

/** A trades row but for importId, which only an import's transaction knows. */
export type TradeValues = Omit<typeof trades.$inferInsert, 'importId'>;

/** The fields the trade form's output and a parsed file row share (trade-schema.ts, imports/types.ts). */
export interface TradeFields {
  type: Side;
  contracts: number;
  contractMonth?: string;
  contractYear?: number;
  entry: string;
  exit: string;
  mep?: string;
  men?: string;
  stop?: string;
  emotion?: string;
  notes?: string;
  tags: string[];
}

/**
 * Turns a trade from the form (trades.service.ts) into its row: the instrument's point value and currency are always
 * the server's, never the client's. Imports build their rows field by field in imports/import-rows.ts instead (the
 * object spreads here cost ~27 µs a row, which matters at 100,000 rows); the two must fill the same columns.
 */
export function tradeValues(
  t: TradeFields,
  at: { userId: string; accountId: string; tradeDate: string; tradeTime: string; openedAt: Date },
  instrument: { symbol: string; pointValue: string; currency: Currency },
  money: { costs: string; pnl: string },
): TradeValues {
  return {
    ...at,
    side: t.type,
    contracts: t.contracts,
    instrument: instrument.symbol,
    contractMonth: t.contractMonth ?? null,
    contractYear: t.contractYear ?? null,
    entryPrice: t.entry,
    exitPrice: t.exit,
    mep: t.mep ?? null,
    men: t.men ?? null,
    stopPrice: t.stop ?? null,
    costs: money.costs,
    pointValue: instrument.pointValue,
    currency: instrument.currency,
    pnl: money.pnl,
    emotion: t.emotion ?? null,
    notes: t.notes ?? null,
    tags: t.tags,
  };
}
