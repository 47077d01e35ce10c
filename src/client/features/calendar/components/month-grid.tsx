import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/client/lib/cn';
import type { CalendarEventDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { addDays } from '@/shared/time/calendar-date';
import { dayLabel, monthGrid, monthLabel, WEEK_HEADS } from '../lib/month';
import { EventChip, MoreEvents } from './event-chip';
import type { EventActions } from './event-item';
import { DayEvents } from './event-list';

const T = calendarText;
/** Chips a day cell shows before '+N'. */
const CHIPS_PER_DAY = 3;
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const DOT = { alta: 'bg-red-600', media: 'bg-amber-500', baixa: 'bg-slate-400' } as const;

interface GridProps {
  month: string;
  days: Map<string, CalendarEventDto[]>;
  today: string;
  zone: string;
  actions?: EventActions;
}

function WeekHead() {
  return (
    <thead>
      <tr>
        {WEEK_HEADS.map((head) => (
          <th
            key={head.long}
            scope="col"
            abbr={head.long}
            className="pb-1 text-center text-xs font-semibold text-slate-600"
          >
            {head.short}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Wider screens: Monday–Sunday, each day with its events as chips (time, title, impact), '+N' past three. */
export function MonthGrid({ month, days, today, zone, actions }: GridProps) {
  return (
    <table data-testid="calendar-month" className="w-full table-fixed border-separate border-spacing-1">
      <caption className="sr-only">{monthLabel(month)}</caption>
      <WeekHead />
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map(({ date, inMonth }) => {
              const events = days.get(date) ?? [];
              const isToday = date === today;
              return (
                <td
                  key={date}
                  data-testid="calendar-cell"
                  data-date={date}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'h-28 rounded-lg border p-1 align-top',
                    inMonth ? 'border-slate-200 bg-white' : 'border-slate-100 bg-slate-50',
                    isToday && 'border-brand-500 ring-2 ring-brand-500',
                  )}
                >
                  <div className="grid gap-1">
                    <span className="flex items-center justify-between gap-1">
                      <span
                        className={cn(
                          'text-xs font-semibold tabular-nums',
                          inMonth ? 'text-slate-800' : 'text-slate-500',
                          isToday && 'rounded-full bg-brand-700 px-1.5 text-white',
                        )}
                      >
                        <span className="sr-only">{dayLabel(date)}</span>
                        <span aria-hidden="true">{Number(date.slice(8))}</span>
                      </span>
                      {isToday ? (
                        <span className="text-[11px] font-bold text-brand-700">{T.today}</span>
                      ) : null}
                    </span>
                    {events.length > 0 ? (
                      <ul className="grid gap-1">
                        {events.slice(0, CHIPS_PER_DAY).map((event) => (
                          <li key={event.id} className="min-w-0">
                            <EventChip event={event} zone={zone} actions={actions} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {events.length > CHIPS_PER_DAY ? (
                      <MoreEvents
                        date={date}
                        events={events}
                        shown={CHIPS_PER_DAY}
                        zone={zone}
                        actions={actions}
                      />
                    ) : null}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Phones: a compact month (each day a button with a dot per event, up to three) and the chosen day's events below
 * it, so nothing needs more than the screen's width.
 */
export function CompactMonth({
  month,
  days,
  today,
  zone,
  actions,
  selected,
  onSelect,
}: GridProps & { selected: string; onSelect: (date: string) => void }) {
  const weeks = monthGrid(month);
  const table = useRef<HTMLTableElement>(null);
  // One tab stop for the whole month (the chosen day); the arrows move the choice by a day or a week.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROW_STEPS[e.key];
    if (step === undefined) return;
    const target = addDays(selected, step);
    // Past the grid's edge the month's own arrows go on.
    if (!weeks.some((week) => week.some((d) => d.date === target))) return;
    e.preventDefault();
    onSelect(target);
    table.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"] button`)?.focus();
  };
  return (
    <div className="grid gap-3">
      <table
        ref={table}
        data-testid="calendar-month"
        className="w-full table-fixed border-separate border-spacing-0.5"
      >
        <caption className="sr-only">
          {monthLabel(month)}. {T.gridHint}
        </caption>
        <WeekHead />
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) => {
                const events = days.get(date) ?? [];
                const isToday = date === today;
                const isSelected = date === selected;
                return (
                  <td key={date} className="p-0" data-testid="calendar-cell" data-date={date}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      tabIndex={isSelected ? 0 : -1}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={T.dayLabel(dayLabel(date), events.length, isToday)}
                      onClick={() => onSelect(date)}
                      onKeyDown={onKeyDown}
                      className={cn(
                        'grid h-12 w-full content-between justify-items-center rounded-md py-1 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1',
                        inMonth ? 'text-slate-900' : 'text-slate-500',
                        isSelected ? 'bg-brand-700 font-bold text-white' : 'hover:bg-slate-100',
                        isToday && !isSelected && 'font-bold text-brand-700 ring-2 ring-brand-500 ring-inset',
                      )}
                    >
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <span aria-hidden="true" className="flex h-1.5 gap-0.5">
                        {events.slice(0, 3).map((event) => (
                          <span
                            key={event.id}
                            className={cn(
                              'size-1.5 rounded-full',
                              isSelected ? 'bg-white' : DOT[event.impact],
                            )}
                          />
                        ))}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DayEvents
        date={selected}
        events={days.get(selected) ?? []}
        today={today}
        zone={zone}
        actions={actions}
      />
    </div>
  );
}
