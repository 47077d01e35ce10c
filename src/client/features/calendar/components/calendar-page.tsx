import { CalendarPlusIcon, UploadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { usePeriodView } from '@/client/lib/default-period';
import { formatDate } from '@/shared/format';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { useTraderToday } from '@/client/lib/trader-clock';
import { useMediaQuery } from '@/client/lib/use-media-query';
import type { CalendarEventDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { monthOf } from '@/shared/time/calendar-date';
import { useDeleteEvent, useEvents } from '../api/calendar';
import { groupByDate } from '../lib/events';
import {
  type CalendarView,
  DEFAULT_COMPARISON_PRESET,
  eventsQuery,
  viewFromParams,
  viewToParams,
} from '../lib/params';
import { CalendarToolbar } from './calendar-toolbar';
import { EventDaysPanel } from './event-days-panel';
import { EventDialog } from './event-dialog';
import type { EventActions } from './event-item';
import { EventList } from './event-list';
import { IcsImportDialog } from './ics-import-dialog';
import { CompactMonth, MonthGrid } from './month-grid';

const T = calendarText;
const A = T.admin;

/**
 * /calendar: the economic calendar by month (a grid of chips on wide screens; a compact grid and the
 * chosen day's list on phones and tablets) or as a list, filtered by country and impact (kept in the URL), with times
 * in the trader's zone; an admin adds, edits, removes and imports events here; below, the trader's results on event
 * days.
 */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const urlView = useMemo(() => viewFromParams(params), [params]);
  // The comparison's period without one in the URL: the last 6 months when they have trades, else the latest month
  // with trades (the one rule of every page's default period).
  const { view, pagePeriod, patched } = usePeriodView(params, urlView, DEFAULT_COMPARISON_PRESET, 'month');
  const { zone, today } = useTraderToday({ follow: true });
  const currentMonth = monthOf(today);
  const month = view.month ?? currentMonth;
  const events = useEvents(eventsQuery(view, month));
  const days = useMemo(() => groupByDate(events.data ?? []), [events.data]);
  const wide = useMediaQuery('(min-width: 1024px)');
  const { data: me } = useMe();
  const isAdmin = me?.user.role === 'admin';

  const [editing, setEditing] = useState<{ open: boolean; event: CalendarEventDto | null }>({
    open: false,
    event: null,
  });
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<CalendarEventDto | null>(null);
  const [picked, setPicked] = useState<{ month: string; date: string } | null>(null);
  const remove = useDeleteEvent();

  const setView = (patch: Partial<CalendarView>) => {
    const { next, picked } = patched(patch);
    setParams(viewToParams(next, picked), { replace: true });
  };

  const actions: EventActions | undefined = isAdmin
    ? { onEdit: (event) => setEditing({ open: true, event }), onRemove: setRemoving }
    : undefined;

  // The phone's chosen day: the one tapped in this month, else today when it is in it, else the first with events.
  const monthDays = [...days.keys()].filter((d) => monthOf(d) === month);
  const selected =
    picked?.month === month
      ? picked.date
      : monthOf(today) === month
        ? today
        : (monthDays[0] ?? `${month}-01`);

  const confirmRemove = () => {
    if (!removing) return;
    const event = removing;
    remove.mutate(event.id, {
      onSuccess: () => {
        notify.success(A.removed, A.removedDetail(event.title));
        setRemoving(null);
      },
      onError: (error) => {
        setRemoving(null);
        notify.error(A.removeError, A.removeErrorDetail, error);
      },
    });
  };

  const listDays = new Map([...days].filter(([d]) => monthOf(d) === month));
  let content;
  if (events.isPending)
    content = (
      <div role="status" aria-label={T.loading}>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  else if (events.isError && !events.data)
    content = <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void events.refetch()} />;
  else if (view.view === 'list')
    content =
      listDays.size > 0 ? (
        <EventList days={listDays} today={today} zone={zone} actions={actions} />
      ) : (
        <EmptyState description={view.country || view.impact ? T.noEventsFiltered : T.noEventsInMonth} />
      );
  else if (wide)
    content = <MonthGrid month={month} days={days} today={today} zone={zone} actions={actions} />;
  else
    content = (
      <CompactMonth
        month={month}
        days={days}
        today={today}
        zone={zone}
        actions={actions}
        selected={selected}
        onSelect={(date) => setPicked({ month, date })}
      />
    );

  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <PageHeader
        title={T.title}
        description={T.lead}
        actions={
          isAdmin ? (
            <div className="grid w-full gap-2 sm:flex sm:w-auto">
              <Button onClick={() => setEditing({ open: true, event: null })}>
                <CalendarPlusIcon aria-hidden="true" />
                {A.newEvent}
              </Button>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <UploadIcon aria-hidden="true" />
                {A.importIcs}
              </Button>
            </div>
          ) : null
        }
      >
        <p className="text-sm text-slate-600" data-testid="calendar-zone">
          {T.yourZone(zone)}
        </p>
      </PageHeader>

      <section
        aria-label={T.title}
        className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
      >
        <CalendarToolbar view={view} month={month} currentMonth={currentMonth} onChange={setView} />
        <div
          aria-busy={events.isFetching}
          className={cn('min-w-0 transition-opacity', events.isPlaceholderData && 'opacity-60')}
        >
          {content}
        </div>
      </section>

      <EventDaysPanel view={view} onChange={setView} pagePeriod={pagePeriod} />

      {isAdmin ? (
        <>
          <EventDialog
            open={editing.open}
            event={editing.event}
            defaultDate={monthOf(today) === month ? today : `${month}-01`}
            onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
          />
          <IcsImportDialog open={importing} onOpenChange={setImporting} />
          <ConfirmDialog
            open={removing !== null}
            title={A.removeTitle}
            description={removing ? A.removeDescription(removing.title, formatDate(removing.date)) : ''}
            confirmLabel={A.removeConfirm}
            pendingLabel={A.removing}
            pending={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={confirmRemove}
          />
        </>
      ) : null}
    </div>
  );
}
