import { wallClock } from './zoned-time';

/**
 * The period presets of every page (/trades, /dashboard) and of the server, in the order the pickers show them.
 * Their Portuguese labels are in the catalogue (`src/shared/i18n/periods.ts`); what each one covers is
 * `resolvePeriod` below (ADR 010).
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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
/** Days in month `m` (1–12) of year `y`. */
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Year and month `delta` months away from (y, m), m 1–12. */
function shiftMonth(y: number, m: number, delta: number): { y: number; m: number } {
  const index = y * 12 + (m - 1) + delta;
  return { y: Math.floor(index / 12), m: (index % 12) + 1 };
}

/** The same day `months` calendar months earlier, clamped to that month's last day (31 May − 3 → 28/29 Feb). */
function monthsBefore(y: number, m: number, d: number, months: number): string {
  const t = shiftMonth(y, m, -months);
  return ymd(t.y, t.m, Math.min(d, daysIn(t.y, t.m)));
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
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
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
