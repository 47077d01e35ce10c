import { parseNumber } from '@/shared/numbers';
import type { Decimal } from '@/shared/trading/decimal';

/**
 * The one way to show money, prices and dates on the client (pt-BR). Values arrive as exact decimal text from
 * the API ('20.00', '125100.5'); they become a number only here, at the edge, for display.
 */
export type MoneyCurrency = 'BRL' | 'USD';

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: MoneyCurrency): Intl.NumberFormat {
  let f = moneyFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
    moneyFormats.set(currency, f);
  }
  return f;
}

const toNumber = (value: string | number | Decimal): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Stored text ('125100.5'): a lone '.' is the decimal point here, not pt-BR thousands.
  if (typeof value === 'string') return parseNumber(value, 'auto')?.toNumber() ?? null;
  return value.toNumber();
};

/** 'R$ 1.234,56' / 'US$ 1.234,56' / '-R$ 20,00' (Intl's own spacing: a no-break space after the symbol). */
export function formatMoney(value: string | number | Decimal, currency: MoneyCurrency): string {
  const n = toNumber(value);
  return n === null ? '—' : moneyFormat(currency).format(n);
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
  const n = toNumber(value);
  if (n === null) return '—';
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

/**
 * A formatted amount as its sign and symbol, then its figure ('-R$ 12.345,67' → ['-R$', '12.345,67']), so that
 * a narrow box can put them on two lines instead of cutting the figure. Text without a symbol: ['', text].
 */
export function splitMoney(formatted: string): [string, string] {
  const m = /^(-?\s?(?:R\$|US\$))\s(.+)$/u.exec(formatted);
  return m ? [m[1] ?? '', m[2] ?? ''] : ['', formatted];
}

const priceFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 8 });

/** A price or a point count: '125.100', '5.432,25'. */
export function formatNumber(value: string | number | Decimal | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = toNumber(value);
  return n === null ? '—' : priceFormat.format(n);
}

/** 'yyyy-mm-dd' → 'dd/mm/aaaa' (text in, text out: no time zone can shift the day). */
export function formatDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

/** 'HH:mm:ss' → 'HH:mm'. */
export function formatTime(time: string): string {
  return /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : time;
}

/** -1, 0 or 1 for the sign of an amount, to colour gains and losses. */
export function amountSign(value: string | number | Decimal): -1 | 0 | 1 {
  const n = toNumber(value);
  return n === null || n === 0 ? 0 : n > 0 ? 1 : -1;
}
