import { addMonths, monthEnd, monthsBefore, monthStart } from './calendar-date';
import { wallClock } from './zoned-time';

/**
 * The period presets of every page (/trades, /dashboard) and of the server, in the order the pickers show them.
 * Their Portuguese labels are in the catalogue (`src/shared/i18n/periods.ts`); what each one covers is
 * `resolvePeriod` below (ADR 036).
 */
export const PERIOD_PRESETS = [
  'this-month',
  'last-month',
  'last-3-months',
  'last-6-months',
  'this-year',
  'all',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The names /trades wrote in its URLs before the presets were one vocabulary: old links and bookmarks still work. */
const LEGACY_NAMES: Record<string, PeriodPreset> = {
  thisMonth: 'this-month',
  lastMonth: 'last-month',
  last3Months: 'last-3-months',
  last6Months: 'last-6-months',
  thisYear: 'this-year',
};

/** A preset from URL text (current or legacy name); undefined when it is not one. */
export function parsePeriodPreset(raw: string | null | undefined): PeriodPreset | undefined {
  if (!raw) return undefined;
  if ((PERIOD_PRESETS as readonly string[]).includes(raw)) return raw as PeriodPreset;
  return Object.hasOwn(LEGACY_NAMES, raw) ? LEGACY_NAMES[raw] : undefined;
}

/** Local dates (yyyy-mm-dd), both ends inclusive; null = unbounded. */
export interface ResolvedPeriod {
  from: string | null;
  to: string | null;
}

/**
 * The dates a period preset covers, in the user's time zone ("today" is the local date of `now` there, read by
 * `wallClock`; without a zone, the runtime's):
 *
 * - calendar units cover the whole unit: 'this-month' = 1st…last day of the current month, 'last-month' = the
 *   previous calendar month, 'this-year' = 1 Jan…31 Dec of the current year (a trade dated later this month still
 *   belongs to "this month");
 * - rolling windows end today and start on the same day N months earlier: 'last-3-months' on 15 Mar is
 *   15 Dec…15 Mar (a trader's "últimos 3 meses"), clamped to the month's end (31 May → 28/29 Feb…31 May);
 * - 'all' is unbounded (null, null); 'custom' is the given range as is (either end may be open).
 */
export function resolvePeriod(
  preset: PeriodPreset,
  custom: { from?: string | null; to?: string | null },
  timeZone: string | undefined,
  now: Date,
): ResolvedPeriod {
  if (preset === 'all') return { from: null, to: null };
  if (preset === 'custom') return { from: custom.from ?? null, to: custom.to ?? null };
  const today = wallClock(now, timeZone).date;
  switch (preset) {
    case 'this-month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last-month': {
      const month = addMonths(today, -1);
      return { from: monthStart(month), to: monthEnd(month) };
    }
    case 'last-3-months':
      return { from: monthsBefore(today, 3), to: today };
    case 'last-6-months':
      return { from: monthsBefore(today, 6), to: today };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}
