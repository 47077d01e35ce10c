import { MONTH_NAMES, monthName } from '../i18n/periods';
import { wallClock } from '../time/zoned-time';

/**
 * Dates the pt-BR way. A calendar date ('yyyy-mm-dd') is rewritten as text, never through a Date, so no time zone
 * can shift the day; an instant is shown through Intl in a zone (the browser's when none is given).
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'yyyy-mm-dd' (or an ISO instant's date part) → 'dd/mm/aaaa'; other text as it is. */
export function formatDate(isoDate: string): string {
  const m = ISO_DAY.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

/** 'yyyy-mm-dd' → 'dd/mm' (inside a row or a page that names its year); other text as it is. */
export function formatDayMonth(isoDate: string): string {
  const m = ISO_DAY.exec(isoDate);
  return m ? `${m[3]}/${m[2]}` : isoDate;
}

/** 'HH:mm:ss' → 'HH:mm'. */
export function formatTime(time: string): string {
  return /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : time;
}

/** 'HH:mm' of an instant in the zone (the runtime's when omitted or unknown): 'escrito às 08:42'. */
export const formatClockTime = (instant: string | number | Date, timeZone?: string): string =>
  wallClock(new Date(instant), timeZone).time.slice(0, 5);

export { monthName };

/** '2026-03-14' → '14 de março'. */
export const dayName = (date: string) => {
  const [, m, d] = date.split('-').map(Number);
  return `${d} de ${MONTH_NAMES[(m ?? 1) - 1] ?? ''}`;
};

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}:${timeZone ?? ''}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone });
    dateTimeFormats.set(key, f);
  }
  return f;
}

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'short' };
const DAY_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** An instant as its day in the zone (the browser's when omitted): '26/11/2026'. */
export const formatInstantDay = (instant: string | number | Date, timeZone?: string): string =>
  dateTimeFormat(DAY, timeZone).format(new Date(instant));

/** An instant as its day and time in the zone (the browser's when omitted): '26/11/2026, 14:05'. */
export const formatInstantDateTime = (instant: string | number | Date, timeZone?: string): string =>
  dateTimeFormat(DAY_TIME, timeZone).format(new Date(instant));

/**
 * The last day an end instant still covers, 'dd/mm/aaaa' (a trial's or a continuation's end is stored as the
 * midnight after its last day): one millisecond earlier, read in the zone (the browser's when omitted).
 */
export const formatLastDay = (end: string | number | Date, timeZone?: string): string =>
  formatInstantDay(new Date(end).getTime() - 1, timeZone);

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit' };
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** An instant (epoch ms) as the user's local date: '14/03' or '14/03/2026' (the runtime's zone if `timeZone` is unknown). */
export function instantDate(t: number, timeZone: string, withYear = false): string {
  const options = withYear ? DAY_MONTH_YEAR : DAY_MONTH;
  let f: Intl.DateTimeFormat;
  try {
    f = dateTimeFormat(options, timeZone);
  } catch {
    f = dateTimeFormat(options, undefined);
  }
  return f.format(t);
}
