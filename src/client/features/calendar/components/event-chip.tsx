import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { cn } from '@/client/lib/cn';
import type { CalendarEventDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { shortTime } from '../lib/events';
import { dayLabel } from '../lib/month';
import { AdminButtons, type EventActions, type EventProps, EventSource, EventTime } from './event-item';
import { CountryTag, ImpactBadge, ImpactMark } from './impact';

const T = calendarText;

const CHIP_TONE = {
  alta: 'border-l-red-600 bg-red-50 hover:bg-red-100',
  media: 'border-l-amber-500 bg-amber-50 hover:bg-amber-100',
  baixa: 'border-l-slate-400 bg-slate-50 hover:bg-slate-100',
} as const;

const POPOVER =
  'z-50 grid w-[min(20rem,calc(100vw-1.5rem))] gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg';

/** An event's details in a popover: what the list view shows, for a chip of the month grid. */
function EventDetails({
  event,
  zone,
  actions,
  close,
  titleId,
}: EventProps & { close: () => void; titleId: string }) {
  const closing = actions && {
    onEdit: (e: CalendarEventDto) => {
      close();
      actions.onEdit(e);
    },
    onRemove: (e: CalendarEventDto) => {
      close();
      actions.onRemove(e);
    },
  };
  return (
    <>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p id={titleId} className="font-semibold break-words text-slate-900">
            {event.title}
          </p>
          <p className="text-xs text-slate-600 first-letter:uppercase">{dayLabel(event.date)}</p>
        </div>
        {closing ? <AdminButtons event={event} actions={closing} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <EventTime event={event} zone={zone} className="text-sm" />
        <CountryTag country={event.country} />
        <ImpactBadge impact={event.impact} />
        <EventSource event={event} />
      </div>
    </>
  );
}

/** A compact event of the month grid (time, title, impact mark) that opens its details. */
export function EventChip({ event, zone, actions }: EventProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const time = shortTime(event.time);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        data-testid="event-chip"
        aria-label={T.details(
          `${event.title}${time ? `, ${time}` : ''}, ${T.impact(event.impact).toLowerCase()}`,
        )}
        className={cn(
          'flex w-full min-w-0 items-start gap-1 rounded border-l-4 px-1 py-0.5 text-left text-xs leading-4 text-slate-900 transition-colors focus-visible:outline-2 focus-visible:outline-offset-1',
          CHIP_TONE[event.impact],
        )}
      >
        <ImpactMark impact={event.impact} />
        <span className="line-clamp-2 min-w-0 break-words">
          {time ? <span className="font-semibold tabular-nums">{time} </span> : null}
          {event.title}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={12}
          aria-labelledby={titleId}
          data-testid="event-details"
          className={POPOVER}
        >
          <EventDetails
            event={event}
            zone={zone}
            actions={actions}
            close={() => setOpen(false)}
            titleId={titleId}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** '+2': the day's events beyond the `shown` first ones the cell has; it opens the whole day in a popover. */
export function MoreEvents({
  date,
  events,
  shown,
  zone,
  actions,
}: {
  date: string;
  events: CalendarEventDto[];
  shown: number;
  zone: string;
  actions?: EventActions;
}) {
  const [open, setOpen] = useState(false);
  const hidden = events.length - shown;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        aria-label={T.moreInDayLabel(hidden, dayLabel(date))}
        className="justify-self-start rounded px-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2"
      >
        {T.moreInDay(hidden)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content side="bottom" align="start" sideOffset={4} collisionPadding={12} className={POPOVER}>
          <p className="font-semibold text-slate-900 first-letter:uppercase">{dayLabel(date)}</p>
          <ul className="grid gap-1.5">
            {events.map((event) => (
              <li key={event.id}>
                <EventChip event={event} zone={zone} actions={actions} />
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
