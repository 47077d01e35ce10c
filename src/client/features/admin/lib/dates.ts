import { wallClock } from '@/shared/time/zoned-time';

/**
 * How the admin pages show instants: relative ('há 3 dias') with the full date beside it (in a title, written by
 * src/shared/format), and the last day of a trial or continuation, whose stored end is the local midnight after
 * that day (ADR 013).
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

/** The day of an instant as 'yyyy-mm-dd' in the given zone (a date input's value). */
export const isoDayIn = (instant: Date, timeZone?: string): string => wallClock(instant, timeZone).date;

/** The last day of a stored end as 'yyyy-mm-dd'. */
export const lastIsoDayOf = (endIso: string, timeZone?: string): string =>
  isoDayIn(new Date(Date.parse(endIso) - 1), timeZone);
