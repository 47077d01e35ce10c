import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import type { CalendarEventDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { dayLabel } from '../lib/month';
import { type EventActions, EventItem } from './event-item';

const T = calendarText;

/** A day's heading and its events (the list view, and the phone's day under the compact grid). */
export function DayEvents({
  date,
  events,
  today,
  zone,
  actions,
  emptyText,
}: {
  date: string;
  events: CalendarEventDto[];
  today: string;
  zone: string;
  actions?: EventActions;
  emptyText?: string;
}) {
  const isToday = date === today;
  const headingId = `day-${date}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="calendar-day-events"
      data-date={date}
      className={cn(
        'grid rounded-xl border bg-white px-4 py-3 shadow-sm',
        isToday ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200',
      )}
    >
      <h3
        id={headingId}
        className="flex flex-wrap items-center gap-2 text-sm font-bold text-slate-900 first-letter:uppercase"
      >
        <span className="first-letter:uppercase">{dayLabel(date)}</span>
        {isToday ? <Badge tone="success">{T.today}</Badge> : null}
      </h3>
      {events.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {events.map((event) => (
            <EventItem key={event.id} event={event} zone={zone} actions={actions} />
          ))}
        </ul>
      ) : (
        <p className="py-3 text-sm text-slate-600">{emptyText ?? T.noEventsInDay}</p>
      )}
    </section>
  );
}

/** The list view: the month's days that have events, in order, each with its events. */
export function EventList({
  days,
  today,
  zone,
  actions,
}: {
  days: Map<string, CalendarEventDto[]>;
  today: string;
  zone: string;
  actions?: EventActions;
}) {
  return (
    <div data-testid="calendar-list" className="grid gap-3">
      {[...days].map(([date, events]) => (
        <DayEvents key={date} date={date} events={events} today={today} zone={zone} actions={actions} />
      ))}
    </div>
  );
}
