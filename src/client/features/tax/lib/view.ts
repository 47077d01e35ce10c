import { taxApi, type TaxMonthDto, type TaxYearDto } from '@/shared/tax/contract';

/**
 * The year shown, from the URL (`?year=2025`), so a reload or a shared link opens the same year. Without one, the page
 * opens on the default-period rule's year (src/client/lib/default-period.ts: the current year when it has trades, else
 * the latest year with trades); a value the API would refuse falls back to `currentYear`.
 */
export function readYear(params: URLSearchParams, currentYear: number): number {
  const raw = params.get('year');
  const year = raw && /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  return year >= 2000 && year <= 2100 ? year : currentYear;
}

/** The year is in the URL unless it is `defaultYear`; null: always (the user picked it). */
export function writeYear(
  params: URLSearchParams,
  year: number,
  defaultYear: number | null,
): URLSearchParams {
  const out = new URLSearchParams(params);
  if (year === defaultYear) out.delete('year');
  else out.set('year', String(year));
  return out;
}

/** The URL names a year (the page then skips the default-period rule). */
export const yearInUrl = (params: URLSearchParams): boolean => readYear(params, 0) !== 0;

/**
 * The picker's years, newest first: those with trades, and the current one and the one shown even without trades,
 * marked so (`hasTrades: false`).
 */
export const yearOptions = (
  years: readonly number[],
  current: number,
  selected: number,
): { year: number; hasTrades: boolean }[] =>
  [...new Set([...years, current, selected])]
    .sort((a, b) => b - a)
    .map((year) => ({ year, hasTrades: years.includes(year) }));

const monthNames = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
const monthIndex = (month: string) => Number(month.slice(5, 7));

/** 'yyyy-mm' → 'Março' (the month's name, capitalised as a label). */
export function monthName(month: string): string {
  const name = monthNames.format(new Date(Date.UTC(Number(month.slice(0, 4)), monthIndex(month) - 1, 15)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** 'yyyy-mm' → 'março de 2026' (in a sentence). */
export const monthLabel = (month: string): string =>
  `${monthName(month).toLowerCase()} de ${month.slice(0, 4)}`;

export const tradesIn = (m: TaxMonthDto): number => m.dayTrade.trades + m.swingTrade.trades;

/** A month worth a line of its own: trades closed in it, or money due or carried through it. */
export const hasActivity = (m: TaxMonthDto): boolean =>
  tradesIn(m) > 0 || m.taxDue > 0 || m.irrf.withheld > 0 || m.smallTaxCarriedOut > 0;

/** No BRL trade on B3 closed in the year: the page shows its empty state (the USD trades may still be listed). */
export const isEmptyYear = (dto: TaxYearDto): boolean => dto.months.every((m) => tradesIn(m) === 0);

export const lossUsed = (m: TaxMonthDto): number => m.dayTrade.lossUsed + m.swingTrade.lossUsed;
export const baseOf = (m: TaxMonthDto): number => m.dayTrade.base + m.swingTrade.base;

/** The downloads are plain links: the browser saves what the server names (Content-Disposition). */
export const csvHref = (year: number): string => `${taxApi.csv}?year=${year}`;
export const pdfHref = (year: number, month: string): string =>
  `${taxApi.pdf}?year=${year}&month=${monthIndex(month)}`;
