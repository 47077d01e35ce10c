import { addDays, dateOfDay, dayNumber, monthEnd, monthsBefore } from '../time/calendar-date';
import type { ReportGranularity } from './contract';

/**
 * The calendar of the evolution report: months ('2026-03') and ISO weeks ('2026-W12', Monday–Sunday, numbered in
 * their ISO week-year, so 2027-01-01 is in 2026-W53). Local dates ('yyyy-mm-dd') are labels with no time zone:
 * the arithmetic is done on their UTC midnight, where every day is 24 hours long.
 */

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 0 = Monday … 6 = Sunday (ISO order). */
const isoWeekday = (day: number): number => (((day + 3) % 7) + 7) % 7;

/** The ISO week of a local date: its week-year (the year of its Thursday) and number (1–53). */
export function isoWeek(date: string): { year: number; week: number } {
  const day = dayNumber(date);
  const thursday = day - isoWeekday(day) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const jan1 = Math.round(Date.UTC(year, 0, 1) / DAY_MS);
  return { year, week: Math.floor((thursday - jan1) / 7) + 1 };
}

/** The key of the cut holding `date`: '2026-03' or '2026-W12'. */
export function cutKeyOf(date: string, granularity: ReportGranularity): string {
  if (granularity === 'month') return date.slice(0, 7);
  const { year, week } = isoWeek(date);
  return `${pad(year, 4)}-W${pad(week)}`;
}

/** The whole cut (not clipped) holding `date`: its key and first and last days. */
export function cutAround(
  date: string,
  granularity: ReportGranularity,
): { key: string; from: string; to: string } {
  if (granularity === 'month')
    return { key: date.slice(0, 7), from: `${date.slice(0, 7)}-01`, to: monthEnd(date) };
  const day = dayNumber(date);
  const monday = day - isoWeekday(day);
  return { key: cutKeyOf(date, 'week'), from: dateOfDay(monday), to: dateOfDay(monday + 6) };
}

/** The whole cut just before the one holding `date`. */
export function cutBefore(date: string, granularity: ReportGranularity) {
  return cutAround(addDays(cutAround(date, granularity).from, -1), granularity);
}

/** The cuts covering `from`…`to` (inclusive), oldest first, the first and last clipped to the range. */
export function cutsBetween(
  from: string,
  to: string,
  granularity: ReportGranularity,
): { key: string; from: string; to: string }[] {
  const cuts: { key: string; from: string; to: string }[] = [];
  let at = from;
  while (at <= to) {
    const cut = cutAround(at, granularity);
    cuts.push({ key: cut.key, from: at, to: cut.to < to ? cut.to : to });
    at = addDays(cut.to, 1);
  }
  return cuts;
}

/** from…to covers whole calendar months (1st of a month … last day of a month). */
function wholeMonths(from: string, to: string): number | null {
  if (!from.endsWith('-01') || cutAround(to, 'month').to !== to) return null;
  const [fy = 0, fm = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/**
 * The period of the same length just before `from`…`to`, for the summary's comparison. A period of whole months
 * ('Este mês', 'Mês passado', 'Este ano', a custom March–May) is compared with as many whole months before it
 * (March with February, 2026 with 2025), which is how a trader reads "the same length" — and, while it is not over
 * (`upTo`, the last day it covers so far), with the same stretch of them: 'Este mês' on the 15th with the 1st–15th
 * of the month before, 'Este ano' on 15 March with 1 January–15 March of the year before. Any other period is
 * compared with the same number of days ending the day before it.
 */
export function previousRange(from: string, to: string, upTo: string = to): { from: string; to: string } {
  const months = wholeMonths(from, to);
  if (months !== null) {
    const last = upTo < to ? upTo : to;
    // A month's last day maps to the last day of the month before (31 March and 28 February alike).
    const end = monthsBefore(cutAround(last, 'month').to === last ? `${last.slice(0, 8)}31` : last, months);
    const dayBefore = addDays(from, -1);
    return { from: monthsBefore(from, months), to: end < dayBefore ? end : dayBefore };
  }
  const length = dayNumber(to) - dayNumber(from) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}
