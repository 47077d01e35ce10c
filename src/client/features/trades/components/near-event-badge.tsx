import { CalendarClockIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTraderZone } from '@/client/lib/trader-clock';
import type { NearEventDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { formatClockTime } from '@/shared/format';

const T = calendarText.nearEvent;

/**
 * 'Evento': the trade was entered within ±30 minutes of a high-impact economic event. A button, so touch
 * and keyboard reach the event's name and time (in the trader's zone), which are also its accessible name.
 */
export function NearEventBadge({ nearEvent }: { nearEvent: NearEventDto | undefined }) {
  const { zone } = useTraderZone();
  if (!nearEvent) return null;
  const time = formatClockTime(nearEvent.startsAt, zone);
  const label = T.label(nearEvent.title, time);
  return (
    <Popover.Root>
      <Popover.Trigger
        type="button"
        data-testid="near-event-badge"
        aria-label={label}
        title={label}
        className="inline-flex max-w-full items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 transition-colors hover:bg-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800 data-[state=open]:bg-sky-200"
      >
        <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
        {T.badge}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-[min(18rem,calc(100vw-1.5rem))] rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg"
        >
          {label}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
