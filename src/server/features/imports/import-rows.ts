import type { ParsedTrade, RowError } from '@/shared/trading/imports';
import { type Currency, findInstrument, pointValue } from '@/shared/trading/instruments';
import { tradePnl } from '@/shared/trading/pnl';
import { tradeValues, type TradeValues } from '../trades/trade-values';
import { wallClock, zonedToUtc } from './timezone';

/** What a trade needs from its instrument: point value and currency (built-in or the user's own). */
export interface InstrumentInfo {
  pointValue: string;
  currency: Currency;
}

/** Source symbols resolved to instruments: the user's symbol map first, then built-ins, then the user's list. */
export class InstrumentResolver {
  constructor(
    private readonly own: ReadonlyMap<string, InstrumentInfo>,
    private readonly symbolMap: Readonly<Record<string, string>>,
  ) {}

  /** The instrument symbol a trade is stored under (its mapped target when the user mapped it). */
  symbolOf(t: Pick<ParsedTrade, 'sourceSymbol' | 'instrument'>): string {
    const mapped =
      this.symbolMap[t.sourceSymbol] ??
      this.symbolMap[t.sourceSymbol.trim().toUpperCase()] ??
      this.symbolMap[t.instrument];
    return (mapped ?? t.instrument).trim().toUpperCase();
  }

  info(symbol: string): InstrumentInfo | undefined {
    const builtIn = findInstrument(symbol);
    if (builtIn) return { pointValue: pointValue(builtIn).toString(), currency: builtIn.currency };
    return this.own.get(symbol);
  }
}

export const unknownSymbolMessage = (t: ParsedTrade) =>
  `Linha ${t.line}: ativo ${t.sourceSymbol} não cadastrado (associe-o a um instrumento)`;

export type TradeInsert = TradeValues;

// numeric(20,8) holds 12 integer digits and numeric(18,2) 16: a value past them would abort the whole import.
// Checked on the canonical text ('-125100.5'), which is much cheaper than decimal arithmetic on every row.
const integerDigits = (text: string): number => {
  const dot = text.indexOf('.');
  return (dot < 0 ? text.length : dot) - (text.startsWith('-') ? 1 : 0);
};
const fits = (text: string | undefined, digits: number) => !text || integerDigits(text) <= digits;

export interface RowContext {
  userId: string;
  accountId: string;
  /** Zone the file's times are written in, and the user's zone the trade's date/time are shown in. */
  sourceTimezone: string;
  userTimezone: string;
  resolver: InstrumentResolver;
}

/** A parsed trade as a trades row, or the Portuguese reason it cannot be stored. */
export function toTradeRow(t: ParsedTrade, ctx: RowContext): TradeInsert | RowError {
  const instrument = ctx.resolver.symbolOf(t);
  const info = ctx.resolver.info(instrument);
  if (!info) return { line: t.line, message: unknownSymbolMessage(t) };
  const pnl = tradePnl({ ...t, side: t.type, pointValue: info.pointValue, costs: t.costs });
  const money = pnl.toFixed(2);
  const prices = [t.entry, t.exit, t.mep, t.men, t.stop, t.costs];
  if (!prices.every((v) => fits(v, 12)) || !fits(money, 16)) {
    return { line: t.line, message: `Linha ${t.line}: valores grandes demais` };
  }
  const openedAt = zonedToUtc(t.date, t.time, ctx.sourceTimezone);
  const local =
    ctx.sourceTimezone === ctx.userTimezone
      ? { date: t.date, time: t.time.length === 5 ? `${t.time}:00` : t.time }
      : wallClock(openedAt, ctx.userTimezone);
  const at = {
    userId: ctx.userId,
    accountId: ctx.accountId,
    tradeDate: local.date,
    tradeTime: local.time,
    openedAt,
  };
  // The instrument's currency: a file's own currency column never overrides what the P&L is counted in.
  const values = tradeValues(t, at, { symbol: instrument, ...info }, { costs: t.costs, pnl: money });
  return { ...values, fingerprint: t.fingerprint };
}

export const isRowError = (r: TradeInsert | RowError): r is RowError => 'message' in r;
