import { addDays } from '../time/calendar-date';
import { wallClock, zonedTimeToUtc } from '../time/zoned-time';

/**
 * An event's time as published (its own zone, local date and time) → the instant → the trader's wall clock. The
 * instant is what is stored (`starts_at`) and compared with trades; the trader's date and time are what is shown.
 * Brazil has kept one offset since 2019, so the US daylight-saving changes alone move a 14:00 ET statement between
 * 15:00 (US summer) and 16:00 (US winter) in São Paulo.
 */
export interface PublishedTime {
  timeZone: string;
  /** yyyy-mm-dd in `timeZone` */
  date: string;
  /** HH:mm (or HH:mm:ss) in `timeZone`; null for an event without a time of day. */
  time: string | null;
}

export interface TraderTime {
  /** The instant (ISO), null without a time. */
  startsAt: string | null;
  /** The trader's local date: the published date when the event has no time. */
  date: string;
  /** HH:mm in the trader's zone, null without a time. */
  time: string | null;
}

/** The instant of a published time, or null for an event without a time of day. */
export function eventInstant(published: PublishedTime): Date | null {
  if (!published.time) return null;
  return zonedTimeToUtc(published.date, published.time, published.timeZone);
}

/** A published time as the trader reads it in their zone. */
export function toTraderTime(published: PublishedTime, traderZone: string): TraderTime {
  const instant = eventInstant(published);
  if (!instant) return { startsAt: null, date: published.date, time: null };
  return fromInstant(instant, traderZone);
}

/** A stored instant as the trader's date and HH:mm. */
export function fromInstant(instant: Date, traderZone: string): TraderTime {
  const wall = wallClock(instant, traderZone);
  return { startsAt: instant.toISOString(), date: wall.date, time: wall.time.slice(0, 5) };
}

/** The instants a range of the trader's local dates covers: [from 00:00, the day after `to` 00:00). */
export function localRangeToInstants(
  from: string,
  to: string,
  traderZone: string,
): { start: Date; end: Date } {
  const dayAfter = addDays(to, 1);
  return {
    start: zonedTimeToUtc(from, '00:00', traderZone),
    end: zonedTimeToUtc(dayAfter, '00:00', traderZone),
  };
}
