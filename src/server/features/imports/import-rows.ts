import { formatDate } from '@/shared/format';
import { wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';
import type { ParsedTrade, RowError } from '@/shared/trading/imports';
import { futureDateErrors } from '@/shared/trading/trade-schema';
import { type Currency, findInstrument, pointValue } from '@/shared/trading/instruments';
import { tradePnlText } from '@/shared/trading/pnl';
import { tradeRow, type TradeRowValues } from '../../journal/trade-values';

/** What a trade needs from its instrument: point value and currency (built-in or the user's own). */
export interface InstrumentInfo {
  pointValue: string;
  currency: Currency;
}

/** Source symbols resolved to instruments: the user's symbol map first, then built-ins, then the user's list. */
export class InstrumentResolver {
  /** Per symbol: a 100,000-row file names a handful of instruments, so each is looked up once. */
  private readonly cache = new Map<string, InstrumentInfo | null>();
  /** symbolOf's answers, by source symbol and then root (both decide it; a file has a handful of each). */
  private readonly symbols = new Map<string, Map<string, string>>();

  constructor(
    private readonly own: ReadonlyMap<string, InstrumentInfo>,
    private readonly symbolMap: Readonly<Record<string, string>>,
  ) {}

  /** The instrument symbol a trade is stored under (its mapped target when the user mapped it). */
  symbolOf(t: Pick<ParsedTrade, 'sourceSymbol' | 'instrument'>): string {
    let byRoot = this.symbols.get(t.sourceSymbol);
    let symbol = byRoot?.get(t.instrument);
    if (symbol === undefined) {
      symbol = this.lookUpSymbol(t);
      if (!byRoot) {
        if (this.symbols.size > 10_000) this.symbols.clear();
        byRoot = new Map();
        this.symbols.set(t.sourceSymbol, byRoot);
      }
      byRoot.set(t.instrument, symbol);
    }
    return symbol;
  }

  private lookUpSymbol(t: Pick<ParsedTrade, 'sourceSymbol' | 'instrument'>): string {
    const mapped =
      this.symbolMap[t.sourceSymbol] ??
      this.symbolMap[t.sourceSymbol.trim().toUpperCase()] ??
      this.symbolMap[t.instrument];
    return (mapped ?? t.instrument).trim().toUpperCase();
  }

  info(symbol: string): InstrumentInfo | undefined {
    let found = this.cache.get(symbol);
    if (found === undefined) {
      const builtIn = findInstrument(symbol);
      found = builtIn
        ? { pointValue: pointValue(builtIn).toString(), currency: builtIn.currency }
        : (this.own.get(symbol) ?? null);
      this.cache.set(symbol, found);
    }
    return found ?? undefined;
  }
}

export const unknownSymbolMessage = (t: ParsedTrade) =>
  `Linha ${t.line}: ativo ${t.sourceSymbol} não cadastrado (associe-o a um instrumento)`;

/**
 * An imported trade as the trades row stores it, minus what the whole import shares (user, account, import id),
 * plus the fingerprint that recognises the same row imported twice. Built by the one mapper (trade-values.ts).
 * `stopUnknown`: trades.stop_unknown as the row states it (our own CSV); undefined takes the import's rule
 * (BatchScope.stopUnknown), which the import writes here before the row is staged.
 */
export type TradeRow = TradeRowValues & { fingerprint: string; stopUnknown?: boolean };

// numeric(20,8) holds 12 integer digits and numeric(18,2) 16: a value past them would abort the whole import.
// Checked on the canonical text ('-125100.5'), which is much cheaper than decimal arithmetic on every row.
const integerDigits = (text: string): number => {
  const dot = text.indexOf('.');
  return (dot < 0 ? text.length : dot) - (text.charCodeAt(0) === 45 ? 1 : 0);
};
const fits = (text: string | undefined, digits: number) => !text || integerDigits(text) <= digits;

export interface RowContext {
  /** Zone the file's times are written in, and the user's zone the trade's date/time are shown in. */
  sourceTimezone: string;
  userTimezone: string;
  /** The trader's today in userTimezone: a row dated after it is refused (absent: no limit, for parser tests). */
  today?: string;
  resolver: InstrumentResolver;
}

/** A row dated after the trader's today: a journal records what happened. */
export const futureRowMessage = (line: number, date: string) =>
  `Linha ${line}: data ${formatDate(date)} depois de hoje (o diário registra trades que já aconteceram)`;

/** A parsed trade as a trades row, or the Portuguese reason it cannot be stored. */
export function toTradeRow(t: ParsedTrade, ctx: RowContext): TradeRow | RowError {
  const instrument = ctx.resolver.symbolOf(t);
  const info = ctx.resolver.info(instrument);
  if (!info) return { line: t.line, message: unknownSymbolMessage(t) };
  const pnl = tradePnlText({
    side: t.type,
    contracts: t.contracts,
    entry: t.entry,
    exit: t.exit,
    pointValue: info.pointValue,
    costs: t.costs,
  });
  if (
    !fits(t.entry, 12) ||
    !fits(t.exit, 12) ||
    !fits(t.mep, 12) ||
    !fits(t.men, 12) ||
    !fits(t.stop, 12) ||
    !fits(t.costs, 12) ||
    !fits(pnl, 16)
  ) {
    return { line: t.line, message: `Linha ${t.line}: valores grandes demais` };
  }
  const openedAt = zonedTimeToUtc(t.date, t.time, ctx.sourceTimezone);
  let tradeDate = t.date;
  let tradeTime = t.time.length === 5 ? `${t.time}:00` : t.time;
  let exitDate = t.exitDate;
  let exitTime = t.exitTime && t.exitTime.length === 5 ? `${t.exitTime}:00` : t.exitTime;
  if (ctx.sourceTimezone !== ctx.userTimezone) {
    const local = wallClock(openedAt, ctx.userTimezone);
    tradeDate = local.date;
    tradeTime = local.time;
    // The exit moves with the zone as the entry does; a date without a time stays as the file wrote it.
    if (exitTime) {
      const exit = wallClock(
        zonedTimeToUtc(exitDate ?? t.date, exitTime, ctx.sourceTimezone),
        ctx.userTimezone,
      );
      exitDate = exit.date;
      exitTime = exit.time;
    }
  }
  if (ctx.today) {
    const future = futureDateErrors({ date: tradeDate, exitDate }, ctx.today);
    if (future.date || future.exitDate)
      return { line: t.line, message: futureRowMessage(t.line, future.date ? tradeDate : (exitDate ?? '')) };
  }
  // The instrument's currency: a file's own currency column never overrides what the P&L is counted in.
  const row = tradeRow(
    t,
    { tradeDate, tradeTime, openedAt },
    { symbol: instrument, pointValue: info.pointValue, currency: info.currency, costs: t.costs, pnl },
  ) as TradeRow;
  row.exitDate = exitDate ?? null;
  row.exitTime = exitTime ?? null;
  row.fingerprint = t.fingerprint;
  if (t.stopUnknown !== undefined) row.stopUnknown = t.stopUnknown;
  return row;
}

export const isRowError = (r: TradeRow | RowError): r is RowError => 'message' in r;
