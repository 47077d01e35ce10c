import { parseNumber } from '../numbers';
import { type Decimal, toDecimal } from '../trading/decimal';

/**
 * Money the pt-BR way, for every screen, insight, PDF and mail. Values arrive as exact decimal text ('20.00',
 * '125100.5'), as integer cents, or as a Decimal; they become a binary number only here, at the edge, for display.
 * Intl puts a no-break space after the symbol ('R$\u00a01.234,56'): kept, so the symbol never ends a line apart
 * from its figure, and tests and e2e compare that exact text.
 */
export type MoneyCurrency = 'BRL' | 'USD';

const NONE = '—';

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: MoneyCurrency): Intl.NumberFormat {
  let f = moneyFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
    moneyFormats.set(currency, f);
  }
  return f;
}

export const toDisplayNumber = (value: string | number | Decimal): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Stored text ('125100.5'): a lone '.' is the decimal point here, not pt-BR thousands.
  if (typeof value === 'string') return parseNumber(value, 'auto')?.toNumber() ?? null;
  return value.toNumber();
};

/** 'R$ 1.234,56' / 'US$ 1.234,56' / '-R$ 20,00'; '—' for text that is not a number. */
export function formatMoney(value: string | number | Decimal, currency: MoneyCurrency): string {
  const n = toDisplayNumber(value);
  return n === null ? NONE : moneyFormat(currency).format(n);
}

/** Cents → 'R$ 1.234,56' (a fractional cent is left to Intl's rounding, as the insights always had it). */
export const formatCents = (cents: number, currency: MoneyCurrency): string =>
  moneyFormat(currency).format(cents / 100);

/** Dashboard figures arrive as integer cents (expectancy may be fractional): shown rounded to the cent; '—' without one. */
export const money = (cents: number | null | undefined, currency: MoneyCurrency): string =>
  cents === null || cents === undefined || !Number.isFinite(cents)
    ? NONE
    : formatMoney(Math.round(cents) / 100, currency);

const exactFormats = new Map<string, Intl.NumberFormat>();

/** Money with as many decimals as it has (a tick of R$ 0,005 stays R$ 0,005), at least two. */
export function formatExactMoney(value: string, currency: MoneyCurrency): string {
  let f = exactFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 8,
    });
    exactFormats.set(currency, f);
  }
  // A stored value ('0.005'), not typed text.
  try {
    return f.format(toDecimal(value).toNumber());
  } catch {
    return NONE;
  }
}

const compactFormats = new Map<string, Intl.NumberFormat>();

export interface CompactMoneyOptions {
  /** false: the number alone ('1,4 mil'), for an axis that names its currency elsewhere. */
  symbol?: boolean;
  /**
   * Up to this many decimals (axis ticks that must differ: 12,5 mil and 13 mil). Unset: Intl's compact rounding,
   * two significant digits below 100 units of the scale ('1,4 mil', '12 mil', '123 mil', 'R$ 41').
   */
  fractionDigits?: number;
}

/**
 * Money where a full amount does not fit (calendar cells, chart axes): 'R$ 1,4 mil', '-R$ 12 mil', 'US$ 2,1 mil',
 * 'R$ 1,2 mi'. Whole words, never cut: show the full amount (formatMoney) beside it, on hover or tap.
 */
export function formatMoneyCompact(
  value: string | number | Decimal,
  currency: MoneyCurrency,
  { symbol = true, fractionDigits }: CompactMoneyOptions = {},
): string {
  const n = toDisplayNumber(value);
  if (n === null) return NONE;
  const key = `${currency}:${symbol}:${fractionDigits ?? ''}`;
  let f = compactFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', {
      ...(symbol ? { style: 'currency', currency } : {}),
      notation: 'compact',
      ...(fractionDigits === undefined ? {} : { maximumFractionDigits: fractionDigits }),
    });
    compactFormats.set(key, f);
  }
  return f.format(n);
}

/** Chart axes, from cents: one decimal so neighbouring ticks differ ('12,5 mil', '13 mil'). */
export const moneyAxis = (cents: number, currency: MoneyCurrency, withSymbol = true): string =>
  formatMoneyCompact(Math.round(cents) / 100, currency, { symbol: withSymbol, fractionDigits: 1 });

/** Calendar cells, from cents: 'R$ 1,4 mil', '-R$ 12 mil' (the full amount is a tap or a hover away). */
export const moneyCompact = (cents: number, currency: MoneyCurrency): string =>
  formatMoneyCompact(Math.round(cents) / 100, currency);

/**
 * A formatted amount as its sign and symbol, then its figure ('-R$ 12.345,67' → ['-R$', '12.345,67']), so that
 * a narrow box can put them on two lines instead of cutting the figure. Text without a symbol: ['', text].
 */
export function splitMoney(formatted: string): [string, string] {
  const m = /^(-?\s?(?:R\$|US\$))\s(.+)$/u.exec(formatted);
  return m ? [m[1] ?? '', m[2] ?? ''] : ['', formatted];
}

/** -1, 0 or 1 for the sign of an amount, to colour gains and losses. */
export function amountSign(value: string | number | Decimal): -1 | 0 | 1 {
  const n = toDisplayNumber(value);
  return n === null || n === 0 ? 0 : n > 0 ? 1 : -1;
}
