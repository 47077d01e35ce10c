import { wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';
import type { ParsedTrade, RowError } from '@/shared/trading/imports';
import { type Currency, findInstrument, pointValue } from '@/shared/trading/instruments';
import { type Side, tradePnl } from '@/shared/trading/pnl';

/** What a trade needs from its instrument: point value and currency (built-in or the user's own). */
export interface InstrumentInfo {
  pointValue: string;
  currency: Currency;
}

/** Source symbols resolved to instruments: the user's symbol map first, then built-ins, then the user's list. */
export class InstrumentResolver {
  /** Per symbol: a 100,000-row file names a handful of instruments, so each is looked up once. */
  private readonly cache = new Map<string, InstrumentInfo | null>();

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
 * An imported trade as the trades row stores it, minus what the whole import shares (user, account, import id).
 * Built field by field from the parsed trade: no spreads and no intermediate objects, because this runs once per
 * row of a 100,000-row file (object spreads of this size cost ~25 µs a row in V8, most of the import's CPU).
 */
export interface TradeRow {
  tradeDate: string;
  tradeTime: string;
  openedAt: Date;
  side: Side;
  contracts: number;
  instrument: string;
  contractMonth: string | null;
  contractYear: number | null;
  entryPrice: string;
  exitPrice: string;
  mep: string | null;
  men: string | null;
  stopPrice: string | null;
  costs: string;
  pointValue: string;
  currency: Currency;
  pnl: string;
  emotion: string | null;
  notes: string | null;
  tags: string[];
  fingerprint: string;
}

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
  resolver: InstrumentResolver;
}

/** A parsed trade as a trades row, or the Portuguese reason it cannot be stored. */
export function toTradeRow(t: ParsedTrade, ctx: RowContext): TradeRow | RowError {
  const instrument = ctx.resolver.symbolOf(t);
  const info = ctx.resolver.info(instrument);
  if (!info) return { line: t.line, message: unknownSymbolMessage(t) };
  const pnl = tradePnl({
    side: t.type,
    contracts: t.contracts,
    entry: t.entry,
    exit: t.exit,
    pointValue: info.pointValue,
    costs: t.costs,
  }).toFixed(2);
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
  if (ctx.sourceTimezone !== ctx.userTimezone) {
    const local = wallClock(openedAt, ctx.userTimezone);
    tradeDate = local.date;
    tradeTime = local.time;
  }
  // The instrument's currency: a file's own currency column never overrides what the P&L is counted in.
  return {
    tradeDate,
    tradeTime,
    openedAt,
    side: t.type,
    contracts: t.contracts,
    instrument,
    contractMonth: t.contractMonth ?? null,
    contractYear: t.contractYear ?? null,
    entryPrice: t.entry,
    exitPrice: t.exit,
    mep: t.mep ?? null,
    men: t.men ?? null,
    stopPrice: t.stop ?? null,
    costs: t.costs,
    pointValue: info.pointValue,
    currency: info.currency,
    pnl,
    emotion: t.emotion ?? null,
    notes: t.notes ?? null,
    tags: t.tags,
    fingerprint: t.fingerprint,
  };
}

export const isRowError = (r: TradeRow | RowError): r is RowError => 'message' in r;
