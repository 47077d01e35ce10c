import { and, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CalendarEventDto,
  EventCountry,
  EventImpact,
  EventKind,
  EventZone,
  eventsQuerySchema,
  UpcomingEventsDto,
} from '@/shared/calendar/contract';
import { addDays, daysBetween, mondayIndex } from '@/shared/time/calendar-date';
import { SHIPPED_EVENTS, type ShippedEvent } from '@/shared/calendar/events-2026-2027';
import { eventInstant, fromInstant, localRangeToInstants } from '@/shared/calendar/time';
import type { Db } from '../../db/client';
import { economicEvents } from '../../db/schema';
import { userToday } from '../../user/trading-settings';
import type { Tx } from '../../db/tx';

export type EventsQuery = z.output<typeof eventsQuerySchema>;
export type EventRow = typeof economicEvents.$inferSelect;

/** The longest range GET /api/calendar/events answers (a year and a month, so a year view with its edges fits). */
export const MAX_RANGE_DAYS = 400;

export const eventColumns = {
  id: economicEvents.id,
  kind: economicEvents.kind,
  title: economicEvents.title,
  country: economicEvents.country,
  impact: economicEvents.impact,
  timeZone: economicEvents.timeZone,
  localDate: economicEvents.localDate,
  localTime: economicEvents.localTime,
  startsAt: economicEvents.startsAt,
  source: economicEvents.source,
  origin: economicEvents.origin,
};
type EventSelect = { [K in keyof typeof eventColumns]: EventRow[K] };

/** A stored event as the trader reads it: the published time kept, the date and time in the trader's zone. */
export function toEventDto(row: EventSelect, traderZone: string): CalendarEventDto {
  const sourceTime = row.localTime ? row.localTime.slice(0, 5) : null;
  const trader = row.startsAt
    ? fromInstant(row.startsAt, traderZone)
    : { startsAt: null, date: row.localDate, time: null };
  return {
    id: row.id,
    kind: row.kind as EventKind,
    title: row.title,
    country: row.country,
    impact: row.impact,
    timeZone: row.timeZone as EventZone,
    sourceDate: row.localDate,
    sourceTime,
    startsAt: trader.startsAt,
    date: trader.date,
    time: trader.time,
    source: row.source,
    origin: row.origin,
  };
}

/**
 * Events of a range of the trader's local dates: a timed event by its instant (so a 22:00 BRT event can fall on the
 * next day in Lisbon), one without a time by its published date. Removed events (tombstones) never show.
 */
function inLocalRange(from: string, to: string, traderZone: string): SQL {
  const { start, end } = localRangeToInstants(from, to, traderZone);
  return or(
    and(gte(economicEvents.startsAt, start), lt(economicEvents.startsAt, end)),
    and(
      isNull(economicEvents.startsAt),
      gte(economicEvents.localDate, from),
      lt(economicEvents.localDate, addDays(to, 1)),
    ),
  ) as SQL;
}

/** Timed events by instant, then the ones without a time at the end of their day, then by title. */
function byTraderTime(a: CalendarEventDto, b: CalendarEventDto): number {
  return (
    a.date.localeCompare(b.date) ||
    (a.time ?? '99').localeCompare(b.time ?? '99') ||
    a.title.localeCompare(b.title, 'pt-BR')
  );
}

export async function listEvents(
  db: Db,
  query: { from: string; to: string; country?: EventCountry; impact?: EventImpact },
  traderZone: string,
): Promise<CalendarEventDto[]> {
  const rows = await db
    .select(eventColumns)
    .from(economicEvents)
    .where(
      and(
        isNull(economicEvents.removedAt),
        inLocalRange(query.from, query.to, traderZone),
        query.country ? eq(economicEvents.country, query.country) : undefined,
        query.impact ? eq(economicEvents.impact, query.impact) : undefined,
      ),
    );
  return rows.map((r) => toEventDto(r, traderZone)).sort(byTraderTime);
}

/** Days from `from` to `to`, both included. */
export function rangeDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** High-impact events of the trader's today, then of the rest of their week (to Sunday), in their zone. */
export async function upcomingEvents(db: Db, userId: string, now: Date): Promise<UpcomingEventsDto> {
  const { today, timezone } = await userToday(db, userId, now);
  const sunday = addDays(today, 6 - mondayIndex(today));
  const events = await listEvents(db, { from: today, to: sunday, impact: 'alta' }, timezone);
  return {
    today: events.filter((e) => e.date === today),
    week: events.filter((e) => e.date !== today),
  };
}

/** An event as published → its stored columns, with the instant computed from them: the one mapping of them. */
export function storedColumns(
  e: Pick<ShippedEvent, 'kind' | 'title' | 'country' | 'impact' | 'timeZone' | 'date'> & {
    time?: string | null;
  },
) {
  const time = e.time ?? null;
  return {
    kind: e.kind,
    title: e.title,
    country: e.country,
    impact: e.impact,
    timeZone: e.timeZone,
    localDate: e.date,
    localTime: time,
    startsAt: eventInstant({ timeZone: e.timeZone, date: e.date, time }),
  };
}

/**
 * The shipped events (src/shared/calendar/events-2026-2027.ts), inserted at start-up after the migrations. Only
 * missing `data:<id>` keys are inserted: an event an admin edited keeps the edit, and one an admin removed keeps
 * its tombstone (its key still exists), so neither comes back. Returns how many were added.
 */
export async function seedShippedEvents(exec: Db | Tx): Promise<number> {
  const rows = SHIPPED_EVENTS.map((e) => ({
    ...storedColumns(e),
    sourceKey: `data:${e.id}`,
    origin: 'data' as const,
    source: e.source,
  }));
  const added = await exec
    .insert(economicEvents)
    .values(rows)
    .onConflictDoNothing({ target: economicEvents.sourceKey })
    .returning({ id: economicEvents.id });
  return added.length;
}
