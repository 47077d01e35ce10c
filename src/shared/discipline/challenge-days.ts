import { CHALLENGE_DAYS } from './contract';

/**
 * Calendar arithmetic on local days ('yyyy-mm-dd'), with no time zone involved: a local day is a label, so adding
 * days is done on its UTC midnight (a DST change in the trader's zone cannot make a day 23 or 25 hours long here).
 */
export function addDays(day: string, n: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (day: string) => {
    const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/** The 21 local days of a challenge starting on `startDate`. */
export function challengeDays(startDate: string): string[] {
  return Array.from({ length: CHALLENGE_DAYS }, (_, i) => addDays(startDate, i));
}

export const challengeEndDate = (startDate: string) => addDays(startDate, CHALLENGE_DAYS - 1);
