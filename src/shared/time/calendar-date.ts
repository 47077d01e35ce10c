/**
 * A calendar date as the app reads it from people and files: 'yyyy-mm-dd', a real day, between DATE_MIN and
 * DATE_MAX. A trading journal has no trade before 1900 or after 2100, and a date past either edge once reached
 * the database as an instant it cannot hold (a 500): one range, read by every schema that takes a date — queries,
 * bodies and imports.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;

export const DATE_MESSAGES = {
  invalid: 'Informe uma data válida',
  outOfRange: 'Informe uma data entre 01/01/1900 e 31/12/2100',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Written 'yyyy-mm-dd' (whether or not it names a real day). */
export const isIsoDateText = (s: string): boolean => ISO_DATE.test(s);

/** Whether 'yyyy-mm-dd' names a real day (not 2025-02-30). */
export function isCalendarDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'yyyy-mm-dd' text compares as dates. */
export const isDateInRange = (s: string): boolean => s >= DATE_MIN && s <= DATE_MAX;

/** A year the app accepts (a tax year, a contract's expiry, a date's year). */
export const isYearInRange = (year: number): boolean =>
  Number.isInteger(year) && year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;

/** Whether a Date (an instant an import read) falls in the range, by its UTC calendar day. */
export const isInstantInRange = (d: Date): boolean => {
  const t = d.getTime();
  return Number.isFinite(t) && isYearInRange(d.getUTCFullYear());
};

/*
 * Calendar arithmetic on local days ('yyyy-mm-dd') and months ('yyyy-mm'): text in, text out. A local day is a
 * label with no time zone, so the arithmetic runs on its UTC midnight, where every day is 24 hours long (a DST
 * change in the trader's zone cannot make a day 23 or 25 hours here). Weeks run Monday to Sunday, as the B3
 * trading week and a Brazilian trader's calendar do.
 */

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const utcMidnight = (date: string): number => {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** Days since 1970-01-01 of a local date. */
export const dayNumber = (date: string): number => Math.round(utcMidnight(date) / DAY_MS);

/** The local date of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** '2026-11-28' + 3 → '2026-12-01'. */
export const addDays = (date: string, n: number): string => dateOfDay(dayNumber(date) + n);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** 0 = Sunday … 6 = Saturday (as Date.getDay and the catalogue's weekday lists). */
export const weekday = (date: string): number => new Date(utcMidnight(date)).getUTCDay();

/** 0 = Monday … 6 = Sunday: the column of a day in a week that starts on Monday. */
export const mondayIndex = (date: string): number => (weekday(date) + 6) % 7;

/** The Monday of the week holding `date`. */
export const startOfWeek = (date: string): string => addDays(date, -mondayIndex(date));

/** '2026-11-04' → '2026-11'. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** Days in the month of a 'yyyy-mm' (or a 'yyyy-mm-dd' in it). */
export const daysInMonth = (month: string): number => {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The first day of a month: '2026-02' → '2026-02-01'. */
export const monthStart = (month: string): string => `${monthOf(month)}-01`;

/** The last day of a month: '2026-02' → '2026-02-28'. */
export const monthEnd = (month: string): string => `${monthOf(month)}-${pad(daysInMonth(month))}`;

/** The month `n` months away: '2026-11' + 2 → '2027-01' (a 'yyyy-mm-dd' is read as its month). */
export const addMonths = (month: string, n: number): string => {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${pad(Math.floor(index / 12), 4)}-${pad((((index % 12) + 12) % 12) + 1)}`;
};

/** The same day `months` calendar months earlier, clamped to that month's last day (31 March − 1 → 28 February). */
export const monthsBefore = (date: string, months: number): string => {
  const month = addMonths(date, -months);
  return `${month}-${pad(Math.min(Number(date.slice(8, 10)), daysInMonth(month)))}`;
};
