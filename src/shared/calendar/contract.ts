import { z } from 'zod';
import { calendarValidation, commonValidation } from '../i18n/validation';
import { PERIOD_PRESETS } from '../time/periods';
import { dateField } from '../time/date-field';

/**
 * The economic calendar. Events are shared by every trader; only admins change them. Each is stored in the
 * zone it is published in and converted to the trader's zone for display (the US daylight-saving changes move a
 * 14:00 ET statement between 15:00 and 16:00 in São Paulo).
 */
export const calendarApi = {
  /** GET ?EventsQuery → CalendarEventDto[] (times in the trader's zone); POST (admin, EventInput) → CalendarEventDto */
  events: '/api/calendar/events',
  /** PATCH (admin, EventInput) → CalendarEventDto; DELETE (admin) → {ok} */
  event: (id: string) => `/api/calendar/events/${encodeURIComponent(id)}`,
  /** POST (admin) text/calendar body (an .ics file, ≤ 1 MiB) → IcsImportResult; 422 ICS_INVALID for a malformed file */
  importIcs: '/api/calendar/import',
  /** GET → UpcomingEventsDto: high-impact events of today and of the rest of this week (the dashboard's notice). */
  upcoming: '/api/calendar/upcoming',
  /** GET ?EventDaysQuery → EventDaysDto: the trader's results on event days vs other days. */
  eventDays: '/api/calendar/event-days',
} as const;

export const EVENT_COUNTRIES = ['BR', 'US'] as const;
export type EventCountry = (typeof EVENT_COUNTRIES)[number];
export const EVENT_IMPACTS = ['alta', 'media', 'baixa'] as const;
export type EventImpact = (typeof EVENT_IMPACTS)[number];
export const EVENT_KINDS = [
  'fomc',
  'fomc-minutes',
  'copom',
  'copom-minutes',
  'us-cpi',
  'us-payroll',
  'us-pce',
  'us-gdp',
  'ipca',
  'ipca-15',
  'br-gdp',
  'other',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** The zones an event may be published in. */
export const EVENT_ZONES = ['America/Sao_Paulo', 'America/New_York'] as const;
export type EventZone = (typeof EVENT_ZONES)[number];
/** A trade entered this close (either side) to a high-impact event is tagged as near it. */
export const NEAR_EVENT_MINUTES = 30;

export const eventsQuerySchema = z.object({
  from: dateField(),
  to: dateField(),
  country: z.enum(EVENT_COUNTRIES).optional(),
  impact: z.enum(EVENT_IMPACTS).optional(),
});

/** The admin's form (and the PATCH body). Time empty = an event without a time of day. */
export const eventInputSchema = z.object({
  title: z.string().trim().min(3, calendarValidation.titleTooShort).max(120, calendarValidation.titleTooLong),
  kind: z.enum(EVENT_KINDS).default('other'),
  country: z.enum(EVENT_COUNTRIES, { error: calendarValidation.country }),
  impact: z.enum(EVENT_IMPACTS, { error: calendarValidation.impact }),
  date: dateField(calendarValidation.date),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, calendarValidation.time)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  timeZone: z.enum(EVENT_ZONES).default('America/Sao_Paulo'),
  source: z.string().trim().max(300, calendarValidation.sourceTooLong).optional(),
});
export type EventInput = z.input<typeof eventInputSchema>;

export interface CalendarEventDto {
  id: string;
  kind: EventKind;
  title: string;
  country: EventCountry;
  impact: EventImpact;
  /** As published: the zone, date and time (HH:mm, null without a time). */
  timeZone: EventZone;
  sourceDate: string;
  sourceTime: string | null;
  /** The instant (ISO), null without a time. */
  startsAt: string | null;
  /** In the trader's zone: date and HH:mm (null without a time; then `date` is the published date). */
  date: string;
  time: string | null;
  source: string | null;
  origin: 'data' | 'admin' | 'ics';
}

export interface UpcomingEventsDto {
  /** High-impact events of the trader's today, then of the rest of this week (Monday–Sunday), in order. */
  today: CalendarEventDto[];
  week: CalendarEventDto[];
}

export interface IcsImportResult {
  added: number;
  updated: number;
  /** Events left out (past, or without a date), with the reason in Portuguese. */
  skipped: { line: number; reason: string }[];
}

export const eventDaysQuerySchema = z
  .object({
    preset: z.enum(PERIOD_PRESETS).default('last-6-months'),
    from: dateField().optional(),
    to: dateField().optional(),
    accountId: z.string().optional(),
    currency: z.enum(['BRL', 'USD']).optional(),
  })
  .refine((q) => q.preset !== 'custom' || (q.from && q.to && q.from <= q.to), {
    message: commonValidation.invalidPeriod,
    path: ['from'],
  });
export type EventDaysQuery = z.input<typeof eventDaysQuerySchema>;

export interface EventDayStats {
  days: number;
  trades: number;
  /** cents */
  pnl: number;
  winRate: number | null;
  /** cents per day */
  averageDayPnl: number | null;
}

export interface EventDaysDto {
  period: { from: string | null; to: string | null };
  currency: 'BRL' | 'USD';
  currencies: ('BRL' | 'USD')[];
  /** Trading days with a high-impact event (in the trader's zone) vs the other trading days. */
  eventDays: EventDayStats;
  otherDays: EventDayStats;
  /** Trades entered within ±NEAR_EVENT_MINUTES of a high-impact event. */
  nearEvent: { trades: number; pnl: number; winRate: number | null };
}

/** What a trade row carries when it was entered within ±30 min of a high-impact event (TradeDto.nearEvent). */
export interface NearEventDto {
  title: string;
  startsAt: string;
}
