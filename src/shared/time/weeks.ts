import { addDays, isCalendarDate, mondayIndex, startOfWeek } from './calendar-date';
import { wallClock, zonedTimeToUtc } from './zoned-time';

/**
 * The trader's weeks: Monday to Sunday of their local dates (their zone), named by their Monday. A week is a span
 * of local dates, so it never depends on the server's zone; only turning "now" into a local date, or a local time
 * into an instant, reads the zone (and its DST rules of that date).
 */
export interface LocalWeek {
  /** The Monday (yyyy-mm-dd). */
  start: string;
  /** The Sunday (yyyy-mm-dd). */
  end: string;
}

export const DAYS_PER_WEEK = 7;
/** The local time of the Monday mail with the week that just ended. */
export const WEEK_MAIL_TIME = '08:00';

/** The week holding a local date. */
export function weekOf(date: string): LocalWeek {
  const start = startOfWeek(date);
  return { start, end: addDays(start, DAYS_PER_WEEK - 1) };
}

/** The week holding an instant in the trader's zone (Sunday 23:30 in São Paulo is still that Sunday's week). */
export const weekOfInstant = (at: Date | number, timeZone: string): LocalWeek =>
  weekOf(wallClock(at, timeZone).date);

/** A date that names a week: a calendar date that is a Monday. */
export const isWeekStart = (date: string): boolean => isCalendarDate(date) && mondayIndex(date) === 0;

/** The Mondays of the `count` weeks before the week starting `start`, nearest first. */
export const previousWeekStarts = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(start, -DAYS_PER_WEEK * (i + 1)));

/** The seven local dates of the week starting `start`. */
export const weekDates = (start: string): string[] =>
  Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(start, i));

/**
 * The instant of the mail about the week starting `start`: the next Monday at WEEK_MAIL_TIME in the trader's zone,
 * with that day's offset (08:00 in São Paulo was 10:00 UTC under the old summer time, 11:00 UTC without it).
 */
export const weekMailAt = (start: string, timeZone: string): Date =>
  zonedTimeToUtc(addDays(start, DAYS_PER_WEEK), WEEK_MAIL_TIME, timeZone);

/**
 * The week whose mail is due at `now` in the trader's zone: the week before the current local one, once the current
 * week's Monday WEEK_MAIL_TIME has passed (so on Monday before 08:00 no week is due yet). It stays due for the rest
 * of the local week: a process down on Monday morning sends it when it comes back, never a week later.
 */
export function weekMailDue(now: Date | number, timeZone: string): string | null {
  const current = weekOfInstant(now, timeZone);
  const reviewed = addDays(current.start, -DAYS_PER_WEEK);
  const at = weekMailAt(reviewed, timeZone).getTime();
  return (typeof now === 'number' ? now : now.getTime()) >= at ? reviewed : null;
}
