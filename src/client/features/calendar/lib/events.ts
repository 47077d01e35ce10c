import { formatDate } from '@/shared/format';
import type { CalendarEventDto, EventImpact } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';

const IMPACT_ORDER: Record<EventImpact, number> = { alta: 0, media: 1, baixa: 2 };

/** Within a day: timed events by time, then those without a time; ties by impact (high first), then title. */
export function compareEvents(a: CalendarEventDto, b: CalendarEventDto): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) {
    if (a.time === null) return 1;
    if (b.time === null) return -1;
    return a.time < b.time ? -1 : 1;
  }
  return IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact] || a.title.localeCompare(b.title, 'pt-BR');
}

/** The events by the date they fall on in the trader's zone, each day's in order. */
export function groupByDate(events: readonly CalendarEventDto[]): Map<string, CalendarEventDto[]> {
  const days = new Map<string, CalendarEventDto[]>();
  for (const event of [...events].sort(compareEvents)) {
    const list = days.get(event.date);
    if (list) list.push(event);
    else days.set(event.date, [event]);
  }
  return days;
}

/**
 * The time as published ('14:00 ET') when the trader reads the calendar in another zone, so that a statement that
 * moves between 15:00 and 16:00 in São Paulo with the US daylight saving still reads as the publisher wrote it. Null
 * when the zones are the same or the event has no time. A published date other than the shown one is named.
 */
export function publishedTime(event: CalendarEventDto, traderZone: string | undefined) {
  if (!event.sourceTime || !traderZone || event.timeZone === traderZone) return null;
  const time = event.sourceTime.slice(0, 5);
  const text =
    event.sourceDate === event.date
      ? calendarText.published(time, event.timeZone)
      : calendarText.publishedOn(time, event.timeZone, formatDate(event.sourceDate).slice(0, 5));
  return { text, label: calendarText.publishedLabel(time, event.timeZone) };
}

/** A source that is a web address becomes a link; anything else (a publisher's name) stays text. */
export function sourceUrl(source: string | null): string | null {
  if (!source) return null;
  try {
    const url = new URL(source);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 'HH:mm' of a time that may come as 'HH:mm:ss'. */
export const shortTime = (time: string | null) => (time ? time.slice(0, 5) : null);
