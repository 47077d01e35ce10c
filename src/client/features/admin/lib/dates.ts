/**
 * How the admin pages show instants: relative ('há 3 dias') with the full date beside it (in a title), and the
 * last day of a trial or continuation, whose stored end is the local midnight after that day (ADR 013).
 */
// 'auto' says 'agora' and 'ontem'; for months and years it would say 'ano passado' of 13 months ago, so those count.
const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const counted = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'agora', 'há 5 minutos', 'há 3 horas', 'ontem', 'há 3 dias', 'há 2 meses', 'há 1 ano' (or 'em …' ahead). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const diff = Date.parse(iso) - now.getTime();
  const abs = Math.abs(diff);
  if (abs < MINUTE) return relative.format(0, 'second');
  if (abs < HOUR) return relative.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return relative.format(Math.round(diff / HOUR), 'hour');
  if (abs < 30 * DAY) return relative.format(Math.round(diff / DAY), 'day');
  if (abs < 365 * DAY) return counted.format(Math.round(diff / (30 * DAY)), 'month');
  return counted.format(Math.round(diff / (365 * DAY)), 'year');
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}:${timeZone ?? ''}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone });
    dateTimeFormats.set(key, f);
  }
  return f;
}

/** '26/11/2026 14:05' in the given zone (the browser's when omitted). */
export function formatDateTime(iso: string, timeZone?: string): string {
  return format({ dateStyle: 'short', timeStyle: 'short' }, timeZone).format(new Date(iso));
}

/** '26/11/2026'. */
export function formatDay(iso: string, timeZone?: string): string {
  return format({ dateStyle: 'short' }, timeZone).format(new Date(iso));
}

/**
 * The last day covered by an end stored as "the midnight after it" (a trial's or a continuation's end): one
 * millisecond earlier, read in the trader's zone.
 */
export function lastDayOf(endIso: string, timeZone?: string): string {
  return format({ dateStyle: 'short' }, timeZone).format(new Date(Date.parse(endIso) - 1));
}

/** The day of an instant as 'yyyy-mm-dd' in the given zone (a date input's value). */
export function isoDayIn(instant: Date, timeZone?: string): string {
  const parts = format({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).formatToParts(
    instant,
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The last day of a stored end as 'yyyy-mm-dd'. */
export const lastIsoDayOf = (endIso: string, timeZone?: string): string =>
  isoDayIn(new Date(Date.parse(endIso) - 1), timeZone);
