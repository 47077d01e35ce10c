import { addDays, monthEnd, monthOf, startOfWeek } from '@/shared/time/calendar-date';

/**
 * The month grid and its labels (the arithmetic is src/shared/time/calendar-date: text in, text out, so no time
 * zone of the browser can move a day). The grid's weeks run Monday to Sunday, as a Brazilian trader's calendar does.
 */

const MONTH = /^(\d{4})-(\d{2})$/;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export const isMonth = (value: string | null | undefined): value is string => {
  const m = value ? MONTH.exec(value) : null;
  return Boolean(m && Number(m[2]) >= 1 && Number(m[2]) <= 12);
};

export interface GridDay {
  date: string;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

/** The month's weeks, Monday first, with the neighbouring months' days filling the first and last rows. */
export function monthGrid(month: string): GridDay[][] {
  const start = startOfWeek(`${month}-01`);
  const last = monthEnd(month);
  const weeks: GridDay[][] = [];
  for (let day = start; day <= last;) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1))
      week.push({ date: day, inMonth: monthOf(day) === month });
    weeks.push(week);
  }
  return weeks;
}

/** The dates the grid shows (its first Monday to its last Sunday): what the events query asks for. */
export function gridRange(month: string): { from: string; to: string } {
  const weeks = monthGrid(month);
  return { from: weeks[0]?.[0]?.date ?? `${month}-01`, to: weeks.at(-1)?.[6]?.date ?? monthEnd(month) };
}

const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const weekdayShortFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });
const weekdayLongFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Novembro de 2026'. */
export const monthLabel = (month: string) => capitalize(monthFormat.format(utc(`${month}-01`)));

/** 'quarta-feira, 4 de novembro'. */
export const dayLabel = (date: string) => dayFormat.format(utc(date));

/** The grid's column heads, Monday first: short ('seg') and long ('segunda-feira') names. */
export const WEEK_HEADS = Array.from({ length: 7 }, (_, i) => {
  const date = addDays('2026-01-05', i); // a Monday
  return {
    short: capitalize(weekdayShortFormat.format(utc(date)).replace('.', '')),
    long: weekdayLongFormat.format(utc(date)),
  };
});
