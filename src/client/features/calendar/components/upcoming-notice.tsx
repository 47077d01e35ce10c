import { CalendarClockIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarEventDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { useUpcomingEvents } from '../api/calendar';
import { shortTime } from '../lib/events';
import { weekday } from '@/shared/time/calendar-date';

const T = calendarText.notice;

/** 'Hoje: Decisão do COPOM às 18:30' (and ' e mais 1 evento' when the day has more). */
export function todayLine(events: CalendarEventDto[]): string | null {
  const [first] = events;
  if (!first) return null;
  return T.today(first.title, shortTime(first.time)) + (events.length > 1 ? T.more(events.length - 1) : '');
}

/** 'Esta semana: Decisão do FOMC na quarta-feira às 16:00'. */
export function weekLine(events: CalendarEventDto[]): string | null {
  const [first] = events;
  if (!first) return null;
  return (
    T.week(first.title, weekday(first.date), shortTime(first.time)) +
    (events.length > 1 ? T.more(events.length - 1) : '')
  );
}

/**
 * The dashboard's notice of high-impact events: today's, then the rest of the week's, one line each, linking to
 * /calendar. Nothing at all when the week is calm (or the answer failed: the notice is a courtesy, not a page).
 */
export function UpcomingNotice() {
  const upcoming = useUpcomingEvents();
  const today = todayLine(upcoming.data?.today ?? []);
  const week = weekLine(upcoming.data?.week ?? []);
  if (!today && !week) return null;
  return (
    <section
      aria-label={T.label}
      data-testid="upcoming-events"
      className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 sm:flex sm:items-center sm:gap-x-4"
    >
      <CalendarClockIcon className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <ul className="grid min-w-0 gap-0.5 text-sm sm:flex-1">
        {today ? <li className="font-semibold break-words">{today}</li> : null}
        {week ? <li className="break-words">{week}</li> : null}
      </ul>
      <Link
        to="/calendar"
        className="col-start-2 inline-flex items-center gap-1 justify-self-start rounded text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {T.link}
        <ChevronRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
