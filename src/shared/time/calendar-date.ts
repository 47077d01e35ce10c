import { z } from 'zod';

/**
 * A calendar date as the app reads it from people and files: 'yyyy-mm-dd', a real day, between DATE_MIN and
 * DATE_MAX. A trading journal has no trade before 1900 or after 2100, and a date past either edge once reached
 * the database as an instant it cannot hold (a 500): one range, read by every schema that takes a date — queries,
 * bodies and imports (issue 27).
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

/**
 * The one date field: 'yyyy-mm-dd', a real day, in range. `message` replaces the "not a date" text (a field's
 * own words, e.g. 'Informe a data de início'); the range has its own message on every field.
 */
export const dateField = (message: string = DATE_MESSAGES.invalid) =>
  z
    .string({ error: message })
    .refine(isCalendarDate, { error: message, abort: true })
    .refine(isDateInRange, { error: DATE_MESSAGES.outOfRange });
