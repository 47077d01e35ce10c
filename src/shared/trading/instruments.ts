import { type Decimal, toDecimal } from './decimal';

/**
 * Built-in instruments. The spec models an instrument as tick value × ticks per point (spec sections 3 and 9);
 * the rest comes from the exchanges' contract specifications (docs/trading-domain.md). Values are decimal
 * strings so nothing here is ever a binary float.
 */
export type Currency = 'BRL' | 'USD';
export type Exchange = 'B3' | 'CME' | 'NYMEX' | 'COMEX';

export interface Instrument {
  symbol: string;
  name: string;
  /** Money per tick, in `currency`. */
  tickValue: string;
  /** Ticks in one point (WIN: 0.2, i.e. one tick is 5 points). */
  ticksPerPoint: string;
  /** Minimum price step, in points. */
  tickSize: string;
  currency: Currency;
  exchange: Exchange;
  /** Month codes of the listed expiries (F G H J K M N Q U V X Z = Jan..Dec). */
  expiryMonths: string;
}

export const MONTH_CODES = 'FGHJKMNQUVXZ';
const EVERY_MONTH = MONTH_CODES;
const QUARTERLY = 'HMUZ';
const EVEN_MONTHS = 'GJMQVZ';

export const BUILT_IN_INSTRUMENTS: readonly Instrument[] = [
  {
    symbol: 'WIN',
    name: 'Mini Índice Bovespa',
    tickValue: '1.00',
    ticksPerPoint: '0.2',
    tickSize: '5',
    currency: 'BRL',
    exchange: 'B3',
    expiryMonths: EVEN_MONTHS,
  },
  {
    symbol: 'IND',
    name: 'Índice Bovespa (cheio)',
    tickValue: '5.00',
    ticksPerPoint: '0.2',
    tickSize: '5',
    currency: 'BRL',
    exchange: 'B3',
    expiryMonths: EVEN_MONTHS,
  },
  {
    symbol: 'WDO',
    name: 'Mini Dólar',
    tickValue: '5.00',
    ticksPerPoint: '2',
    tickSize: '0.5',
    currency: 'BRL',
    exchange: 'B3',
    expiryMonths: EVERY_MONTH,
  },
  {
    symbol: 'DOL',
    name: 'Dólar (cheio)',
    tickValue: '25.00',
    ticksPerPoint: '2',
    tickSize: '0.5',
    currency: 'BRL',
    exchange: 'B3',
    expiryMonths: EVERY_MONTH,
  },
  {
    symbol: 'ES',
    name: 'E-mini S&P 500',
    tickValue: '12.50',
    ticksPerPoint: '4',
    tickSize: '0.25',
    currency: 'USD',
    exchange: 'CME',
    expiryMonths: QUARTERLY,
  },
  {
    symbol: 'NQ',
    name: 'E-mini Nasdaq-100',
    tickValue: '5.00',
    ticksPerPoint: '4',
    tickSize: '0.25',
    currency: 'USD',
    exchange: 'CME',
    expiryMonths: QUARTERLY,
  },
  {
    symbol: 'MES',
    name: 'Micro E-mini S&P 500',
    tickValue: '1.25',
    ticksPerPoint: '4',
    tickSize: '0.25',
    currency: 'USD',
    exchange: 'CME',
    expiryMonths: QUARTERLY,
  },
  {
    symbol: 'MNQ',
    name: 'Micro E-mini Nasdaq-100',
    tickValue: '0.50',
    ticksPerPoint: '4',
    tickSize: '0.25',
    currency: 'USD',
    exchange: 'CME',
    expiryMonths: QUARTERLY,
  },
  {
    symbol: 'CL',
    name: 'Petróleo WTI (Crude Oil)',
    tickValue: '10.00',
    ticksPerPoint: '100',
    tickSize: '0.01',
    currency: 'USD',
    exchange: 'NYMEX',
    expiryMonths: EVERY_MONTH,
  },
  {
    symbol: 'GC',
    name: 'Ouro (Gold)',
    tickValue: '10.00',
    ticksPerPoint: '10',
    tickSize: '0.10',
    currency: 'USD',
    exchange: 'COMEX',
    expiryMonths: EVEN_MONTHS,
  },
];

const BY_SYMBOL = new Map(BUILT_IN_INSTRUMENTS.map((i) => [i.symbol, i]));
// Longest first, so MNQ/MES win over NQ/ES when a code is split into root + month + year.
const ROOTS = [...BY_SYMBOL.keys()].sort((a, b) => b.length - a.length);

export const findInstrument = (symbol: string): Instrument | undefined => BY_SYMBOL.get(symbol.toUpperCase());

/** Money per point: tick value × ticks per point (WIN R$1.00 × 0.2 = R$0.20; NQ $5.00 × 4 = $20). */
export const pointValue = (instrument: Pick<Instrument, 'tickValue' | 'ticksPerPoint'>): Decimal =>
  toDecimal(instrument.tickValue).mul(instrument.ticksPerPoint);

export interface NormalizedSymbol {
  /** The instrument a trader thinks of: WINZ25, WIN Z25, WIN$N and win are all 'WIN'. */
  root: string;
  /** Month code F..Z when the source names a contract. */
  contractMonth?: string;
  /** Four-digit year when the source names a contract. */
  contractYear?: number;
  /** True when `root` is a built-in instrument. */
  known: boolean;
}

// After the root: optional space, a month code, optional space, a 1-, 2- or 4-digit year (WINZ25, WIN Z25,
// WINZ2025, NQZ5).
const MONTH_YEAR = /^ ?([FGHJKMNQUVXZ]) ?(\d{1,2}|\d{4})$/;
// NinjaTrader: 'NQ 12-25' (month number and two-digit year).
const NINJA = /^ (\d{2})-(\d{2})$/;
// NinjaTrader with the month spelled out: 'NQ DEC26', 'MNQ MAR27' (English; Portuguese where it differs). The
// space is required, so a ticker that merely starts with a root is never split.
const NINJA_NAMED = /^ ([A-Z]{3}) ?(\d{2}|\d{4})$/;
const MONTH_NAMES = new Map<string, number>([
  ...'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ').map((m, i) => [m, i + 1] as const),
  ...'FEV:2 ABR:4 MAI:5 AGO:8 SET:9 OUT:10 DEZ:12'
    .split(' ')
    .map((p) => [p.slice(0, 3), Number(p.slice(4))] as const),
]);
// Continuous series (MT5 'WIN$N', 'WIN$', 'WDO$D'; TradeStation '@ES'; Profit 'WINFUT').
const CONTINUOUS = /^(?:\$[A-Z]?|FUT|@[A-Z]?)$/;
const SANE = /^[A-Z0-9$@. -]{1,30}$/;

/**
 * Maps a broker's way of writing a contract to the instrument root, keeping the contract month when given.
 * A one-digit year (Tradovate 'NQZ5') is read as the year with that last digit nearest to `referenceYear`.
 * Unknown symbols come back uppercased with `known: false` and no month: splitting them would misread stock
 * tickers (ABEV3 is not ABE + October 2023).
 */
export function normalizeSymbol(raw: string, referenceYear = new Date().getFullYear()): NormalizedSymbol {
  let text = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  // A leading '@' is TradeStation's continuous marker.
  if (text.startsWith('@')) text = text.slice(1);
  // Exchange suffixes some platforms append (NQZ5.CME, ES 12-25.GLOBEX are not needed to find the root).
  text = text.replace(/\.(?:CME|GLOBEX|NYMEX|COMEX|CBOT|B3|BMF|SA)$/, '');
  for (const root of ROOTS) {
    if (!text.startsWith(root)) continue;
    const rest = text.slice(root.length);
    if (rest === '' || CONTINUOUS.test(rest)) return { root, known: true };
    const m = MONTH_YEAR.exec(rest);
    if (m)
      return { root, known: true, contractMonth: m[1], contractYear: fullYear(m[2] ?? '', referenceYear) };
    const n = NINJA.exec(rest);
    const month = n ? Number(n[1]) : 0;
    if (n && month >= 1 && month <= 12) {
      return { root, known: true, contractMonth: MONTH_CODES[month - 1], contractYear: 2000 + Number(n[2]) };
    }
    const named = NINJA_NAMED.exec(rest);
    const namedMonth = named ? MONTH_NAMES.get(named[1] ?? '') : undefined;
    if (named && namedMonth) {
      const contractYear = fullYear(named[2] ?? '', referenceYear);
      return { root, known: true, contractMonth: MONTH_CODES[namedMonth - 1], contractYear };
    }
  }
  return { root: text.replace(/ /g, ''), known: false };
}

/** A symbol text we are willing to store (letters, digits and the few marks brokers use). */
export const isPlausibleSymbol = (raw: string): boolean => SANE.test(raw.trim().toUpperCase());

function fullYear(digits: string, referenceYear: number): number {
  if (digits.length === 4) return Number(digits);
  if (digits.length === 2) return 2000 + Number(digits);
  // One digit: the nearest year ending in it, looking at most 5 years back (contracts rarely list further out).
  const last = Number(digits);
  const decade = referenceYear - (referenceYear % 10);
  const candidates = [decade - 10 + last, decade + last, decade + 10 + last];
  return candidates.find((y) => y >= referenceYear - 5 && y <= referenceYear + 4) ?? decade + last;
}

/** 'Z' + 2025 → 'Z25', the way a brokerage note writes a contract. */
export const contractCode = (month: string, year: number): string =>
  `${month}${String(year % 100).padStart(2, '0')}`;
