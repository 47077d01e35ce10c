import { MONTH_NAMES, monthName } from '@/shared/i18n/periods';
import { pdfText } from '@/shared/i18n/pdf';
import { wallClock } from '@/shared/time/zoned-time';
import {
  formatCents,
  formatDate,
  formatDayMonth,
  formatInteger,
  formatPercent,
  formatRate,
  formatRatio,
} from '@/shared/format';

type Currency = 'BRL' | 'USD';

/**
 * pt-BR figures for the PDFs. The app's formatters (Intl) write a negative with the ASCII hyphen ('-R$ 50,00');
 * print typesetting uses the minus sign, so a PDF figure is the app's text with its leading '-' turned into '−'
 * (U+2212) — the same digits the API reports, which is what the tests look for. Intl puts a no-break space after
 * the symbol: kept, so 'R$' never ends a line apart from its figure.
 */
const MINUS = '−';
const NONE = pdfText.none;

const minus = (text: string): string => text.replace(/^-/, MINUS);

/** Cents → 'R$ 1.234,56' / '−R$ 50,00' / 'US$ 12,00'. */
export const money = (cents: number, currency: Currency): string => minus(formatCents(cents, currency));

export const moneyOrNone = (cents: number | null, currency: Currency): string =>
  cents === null ? NONE : money(Math.round(cents), currency);

/** A change: '+R$ 120,00', '−R$ 50,00', 'R$ 0,00'. */
export const signedMoney = (cents: number, currency: Currency): string =>
  cents > 0 ? `+${money(cents, currency)}` : money(cents, currency);

/** 0.542 → '54,2%'. */
export const percent = (ratio: number | null): string => (ratio === null ? NONE : formatPercent(ratio));

/** A change of a ratio in percentage points: +0.032 → '+3,2 p.p.'. */
export const signedPoints = (delta: number): string => {
  const text = formatPercent(Math.abs(delta)).replace('%', '').trim();
  return `${delta > 0 ? '+' : delta < 0 ? MINUS : ''}${text} p.p.`;
};

/** 1.4237 → '1,42'; negative with '−'. */
export const ratio = (value: number | null): string => (value === null ? NONE : minus(formatRatio(value)));

export const signedRatio = (delta: number): string =>
  delta > 0 ? `+${formatRatio(delta)}` : minus(formatRatio(delta));

export const profitFactor = (value: number | null, infinite: boolean): string =>
  infinite ? pdfText.infinite : ratio(value);

/** Average R: '0,45 R'. */
export const rMultiple = (value: number | null): string => (value === null ? NONE : `${ratio(value)} R`);

export const integer = (value: number): string => minus(formatInteger(value));
export const signedInteger = (delta: number): string => (delta > 0 ? `+${integer(delta)}` : integer(delta));

/** 'yyyy-mm-dd' → 'dd/mm/aaaa'. */
export const date = formatDate;

/** 'yyyy-mm-dd' → 'dd/mm' (inside a row that names its year). */
export const dayMonth = formatDayMonth;

export const dateRange = (from: string, to: string): string => `${date(from)} – ${date(to)}`;

/** The instant in the trader's zone: '26/11/2026 às 20:11'. */
export const dateTime = (instant: Date, timeZone: string): string => {
  const clock = wallClock(instant, timeZone);
  return `${date(clock.date)} às ${clock.time.slice(0, 5)}`;
};

export { monthName };

/** '2026-03' → 'mar/2026'. */
export const monthShort = (key: string): string => {
  const [y, m] = key.split('-');
  return `${(MONTH_NAMES[Number(m) - 1] ?? m ?? '').slice(0, 3)}/${y}`;
};

/** '2026-W09' → '9/2026'. */
export const isoWeek = (key: string): string => {
  const match = /^(\d{4})-W(\d{1,2})$/.exec(key);
  return match ? `${Number(match[2])}/${match[1]}` : key;
};

/** A tax rate as the law writes it: 0.2 → '20%', 0.175 → '17,5%', 0.00005 → '0,005%'. */
export const rate = formatRate;
