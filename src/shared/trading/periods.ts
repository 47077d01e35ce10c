import type { PeriodPreset } from './dashboard-contract';

/** The preset names as the period picker shows them. */
export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  'this-month': 'Este mês',
  'last-month': 'Mês passado',
  'last-3-months': 'Últimos 3 meses',
  'last-6-months': 'Últimos 6 meses',
  'this-year': 'Este ano',
  all: 'Todo o período',
  custom: 'Personalizado',
};

/** Local dates (yyyy-mm-dd), both ends inclusive; null = unbounded. */
export interface ResolvedPeriod {
  from: string | null;
  to: string | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
/** Days in month `m` (1–12) of year `y`. */
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Year and month `delta` months away from (y, m), m 1–12. */
function shiftMonth(y: number, m: number, delta: number): { y: number; m: number } {
  const index = y * 12 + (m - 1) + delta;
  return { y: Math.floor(index / 12), m: (index % 12) + 1 };
}

/** The calendar date of `now` in `timezone` (an IANA zone), read with Intl: no Node API, no host time zone. */
export function localToday(now: Date, timezone: string): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: part('year'), m: part('month'), d: part('day') };
}

/** The same day `months` calendar months earlier, clamped to that month's last day (31 May − 3 → 28/29 Feb). */
function monthsBefore(y: number, m: number, d: number, months: number): string {
  const t = shiftMonth(y, m, -months);
  return ymd(t.y, t.m, Math.min(d, daysIn(t.y, t.m)));
}

/**
 * The dates a period preset covers, in the user's time zone ("today" is the local date of `now` there):
 *
 * - calendar units cover the whole unit: 'this-month' = 1st…last day of the current month, 'last-month' = the
 *   previous calendar month, 'this-year' = 1 Jan…31 Dec of the current year (a trade dated later this month still
 *   belongs to "this month");
 * - rolling windows end today and start on the same day N months earlier: 'last-3-months' on 15 Mar is
 *   15 Dec…15 Mar (a trader's "últimos 3 meses"), clamped to the month's end (31 May → 28/29 Feb…31 May);
 * - 'all' is unbounded (null, null); 'custom' is the given range as is (the query schema checks from ≤ to).
 */
export function resolvePeriod(
  preset: PeriodPreset,
  range: { from?: string | null; to?: string | null },
  timezone: string,
  now: Date,
): ResolvedPeriod {
  if (preset === 'all') return { from: null, to: null };
  if (preset === 'custom') return { from: range.from ?? null, to: range.to ?? null };
  const { y, m, d } = localToday(now, timezone);
  const today = ymd(y, m, d);
  switch (preset) {
    case 'this-month':
      return { from: ymd(y, m, 1), to: ymd(y, m, daysIn(y, m)) };
    case 'last-month': {
      const p = shiftMonth(y, m, -1);
      return { from: ymd(p.y, p.m, 1), to: ymd(p.y, p.m, daysIn(p.y, p.m)) };
    }
    case 'last-3-months':
      return { from: monthsBefore(y, m, d, 3), to: today };
    case 'last-6-months':
      return { from: monthsBefore(y, m, d, 6), to: today };
    case 'this-year':
      return { from: ymd(y, 1, 1), to: ymd(y, 12, 31) };
  }
}
