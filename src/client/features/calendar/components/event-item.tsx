import { ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import type { CalendarEventDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { publishedTime, shortTime, sourceUrl } from '../lib/events';
import { CountryTag, ImpactBadge } from './impact';

const T = calendarText;

/** What an admin may do with an event (absent for everyone else: no control is shown). */
export interface EventActions {
  onEdit: (event: CalendarEventDto) => void;
  onRemove: (event: CalendarEventDto) => void;
}

/** An event as a component shows it: in the trader's zone, with an admin's actions when the viewer is one. */
export interface EventProps {
  event: CalendarEventDto;
  zone: string;
  actions?: EventActions;
}

/** The time in the trader's zone, and under it the time as published when the zones differ ('14:00 ET'). */
export function EventTime({
  event,
  zone,
  className,
}: {
  event: CalendarEventDto;
  zone: string;
  className?: string;
}) {
  const published = publishedTime(event, zone);
  return (
    <div className={cn('grid content-start tabular-nums', className)}>
      <span className="font-semibold text-slate-900">{shortTime(event.time) ?? T.allDay}</span>
      {published ? (
        <span className="text-xs text-slate-600" title={published.label}>
          <span aria-hidden="true">{published.text}</span>
          <span className="sr-only">{published.label}</span>
        </span>
      ) : null}
    </div>
  );
}

export function EventSource({ event }: { event: CalendarEventDto }) {
  if (!event.source) return null;
  const url = sourceUrl(event.source);
  return url ? (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={T.sourceLink(event.title)}
      className="inline-flex items-center gap-1 rounded text-xs font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {T.source}
      <ExternalLinkIcon className="size-3" aria-hidden="true" />
    </a>
  ) : (
    <span className="min-w-0 text-xs break-words text-slate-600">
      {T.source}: {event.source}
    </span>
  );
}

export function AdminButtons({ event, actions }: { event: CalendarEventDto; actions: EventActions }) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={T.admin.edit(event.title)}
        onClick={() => actions.onEdit(event)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700 hover:bg-red-50"
        aria-label={T.admin.remove(event.title)}
        onClick={() => actions.onRemove(event)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

/** One event in a day's list: time (and published time), title, country, impact, source, and an admin's buttons. */
export function EventItem({ event, zone, actions }: EventProps) {
  return (
    <li data-testid="calendar-event" className="flex min-w-0 items-start gap-3 py-3">
      <EventTime event={event} zone={zone} className="w-16 shrink-0 text-sm" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="font-semibold break-words text-slate-900">{event.title}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CountryTag country={event.country} />
          <ImpactBadge impact={event.impact} />
          <EventSource event={event} />
        </div>
      </div>
      {actions ? <AdminButtons event={event} actions={actions} /> : null}
    </li>
  );
}
