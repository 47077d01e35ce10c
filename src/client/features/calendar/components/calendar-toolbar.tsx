import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { cn } from '@/client/lib/cn';
import {
  EVENT_COUNTRIES,
  EVENT_IMPACTS,
  type EventCountry,
  type EventImpact,
} from '@/shared/calendar/contract';
import { calendarText, COUNTRY_LABELS, IMPACT_LABELS } from '@/shared/i18n/calendar';
import type { CalendarView } from '../lib/params';
import { addMonths } from '@/shared/time/calendar-date';
import { monthLabel } from '../lib/month';

const T = calendarText;

interface ToolbarProps {
  view: CalendarView;
  month: string;
  currentMonth: string;
  onChange: (patch: Partial<CalendarView>) => void;
}

/** The month shown and its arrows ('Hoje' goes back to the current month), the view, and the filters. */
export function CalendarToolbar({ view, month, currentMonth, onChange }: ToolbarProps) {
  const id = useId();
  const goTo = (target: string) => onChange({ month: target === currentMonth ? undefined : target });
  const filtered = Boolean(view.country || view.impact);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={T.nav.label} className="flex w-full min-w-0 items-center gap-1 sm:w-auto">
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label={T.nav.previous}
            onClick={() => goTo(addMonths(month, -1))}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <h2
            id={`${id}-month`}
            aria-live="polite"
            data-testid="calendar-month-label"
            className="min-w-0 flex-1 px-1 text-center text-lg font-bold text-slate-900 sm:w-52 sm:flex-none"
          >
            {monthLabel(month)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label={T.nav.next}
            onClick={() => goTo(addMonths(month, 1))}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
        <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
          <Button variant="outline" disabled={month === currentMonth} onClick={() => goTo(currentMonth)}>
            {T.nav.today}
          </Button>
          <div role="group" aria-label={T.views.label} className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {(['month', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view.view === v}
                onClick={() => onChange({ view: v })}
                className={cn(
                  'h-9 rounded-md px-4 text-sm font-semibold transition-colors focus-visible:outline-2',
                  view.view === v
                    ? 'bg-white text-slate-900 shadow-sm'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {T.views[v]}
              </button>
            ))}
          </div>
        </div>
      </div>
      <section aria-label={T.filters.label} className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="grid min-w-0 gap-1.5 sm:w-48">
          <Label htmlFor={`${id}-country`}>{T.filters.country}</Label>
          <Select
            id={`${id}-country`}
            value={view.country ?? ''}
            onChange={(e) => onChange({ country: (e.target.value || undefined) as EventCountry | undefined })}
          >
            <option value="">{T.filters.allCountries}</option>
            {EVENT_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {COUNTRY_LABELS[c]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5 sm:w-48">
          <Label htmlFor={`${id}-impact`}>{T.filters.impact}</Label>
          <Select
            id={`${id}-impact`}
            value={view.impact ?? ''}
            onChange={(e) => onChange({ impact: (e.target.value || undefined) as EventImpact | undefined })}
          >
            <option value="">{T.filters.allImpacts}</option>
            {EVENT_IMPACTS.map((i) => (
              <option key={i} value={i}>
                {IMPACT_LABELS[i]}
              </option>
            ))}
          </Select>
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start"
            onClick={() => onChange({ country: undefined, impact: undefined })}
          >
            {T.filters.clear}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
