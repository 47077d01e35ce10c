import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useMemo, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { dayName, money, moneyCompact, type MoneyCurrency, monthName, splitMoney } from '@/shared/format';
import { dashboardText } from '@/shared/i18n/dashboard';
import { addMonths, daysInMonth, mondayIndex, monthOf, monthStart } from '@/shared/time/calendar-date';
import type { DashboardData, DayResult } from '@/shared/trading/dashboard-contract';
import { TipContent } from './info-tip';

const C = dashboardText.calendar;

/** The weekday indexes (0 = Sunday, as the catalogue's lists) in the calendar's column order, Monday first. */
const COLUMNS = [1, 2, 3, 4, 5, 6, 0] as const;

/** The months the period covers (first and last), for the navigation. */
function monthBounds(data: DashboardData): { first: string; last: string } | null {
  const days = data.distribution.byDay;
  const first = data.period.from ?? days[0]?.date;
  const last = data.period.to ?? days[days.length - 1]?.date;
  if (!first || !last) return null;
  return { first: monthOf(first), last: monthOf(last) };
}

const CELL = 'grid h-14 w-full content-between rounded-md p-1 text-left sm:h-16 sm:p-1.5';

/**
 * A traded day: its compact amount ('R$ 1,4 mil', sign and symbol free to wrap above the figure in a narrow cell,
 * never cut), and the full amount on hover (title) and on tap, click or Enter (a popover).
 */
function DayCell({ date, day, currency }: { date: string; day: DayResult; currency: MoneyCurrency }) {
  const label = C.day(dayName(date), money(day.pnl, currency), day.trades);
  const [symbol, amount] = splitMoney(moneyCompact(day.pnl, currency));
  return (
    <Popover.Root>
      <Popover.Trigger
        type="button"
        aria-label={label}
        title={label}
        data-testid="calendar-day"
        className={cn(
          CELL,
          'transition-shadow hover:ring-2 hover:ring-slate-400/60 focus-visible:outline-2 focus-visible:outline-offset-2 data-[state=open]:ring-2 data-[state=open]:ring-slate-500',
          day.pnl > 0
            ? 'bg-emerald-100 text-emerald-900'
            : day.pnl < 0
              ? 'bg-red-100 text-red-900'
              : 'bg-slate-200 text-slate-800',
        )}
      >
        <span aria-hidden="true" className="text-[11px] leading-none font-medium">
          {Number(date.slice(8))}
        </span>
        <span
          aria-hidden="true"
          data-testid="calendar-amount"
          className="text-right text-[10px] leading-tight font-semibold tabular-nums sm:text-xs"
        >
          {/* Phones: the sign and symbol always on a line of their own, so every cell reads alike. */}
          {symbol ? <span className="block whitespace-nowrap sm:inline">{symbol}</span> : null}
          {symbol ? ' ' : null}
          <span className="whitespace-nowrap">{amount}</span>
        </span>
      </Popover.Trigger>
      <TipContent testId="calendar-day-detail">{label}</TipContent>
    </Popover.Root>
  );
}

/** A month of daily P&L: each day coloured by its sign, with its amount; navigation stays inside the period. */
export function DayCalendar({ data }: { data: DashboardData }) {
  const bounds = monthBounds(data);
  const byDate = useMemo(
    () => new Map(data.distribution.byDay.map((d) => [d.date, d])),
    [data.distribution.byDay],
  );
  const latest = data.distribution.byDay[data.distribution.byDay.length - 1]?.date;
  const initial = latest ? monthOf(latest) : (bounds?.last ?? '');
  const [chosen, setChosen] = useState<string | null>(null);
  if (!bounds) return null;
  const clamp = (m: string) => (m < bounds.first ? bounds.first : m > bounds.last ? bounds.last : m);
  const month = clamp(chosen ?? initial);
  const currency = data.currency;

  // Weeks start on Monday, as the B3 trading week and the economic calendar (/calendar) do.
  const blanks = mondayIndex(monthStart(month));
  const count = daysInMonth(month);
  const cells: (string | null)[] = [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: count }, (_, k) => `${month}-${String(k + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const monthDays = data.distribution.byDay.filter((d) => monthOf(d.date) === month);
  const monthTotal = monthDays.reduce((s, d) => s + d.pnl, 0);
  const captionId = `calendar-${month}`;

  return (
    <section data-testid="day-calendar" aria-labelledby={captionId} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={C.prev}
          disabled={month <= bounds.first}
          onClick={() => setChosen(addMonths(month, -1))}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <div className="grid text-center">
          <h3
            id={captionId}
            className="font-semibold text-slate-900 first-letter:uppercase"
            aria-live="polite"
          >
            {monthName(month)}
          </h3>
          <p className="text-xs text-slate-600 tabular-nums" data-testid="calendar-total">
            {C.monthTotal(money(monthTotal, currency), monthDays.length)}
          </p>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={C.next}
          disabled={month >= bounds.last}
          onClick={() => setChosen(addMonths(month, 1))}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
        <caption className="sr-only">{monthName(month)}</caption>
        <thead>
          <tr>
            {COLUMNS.map((k) => (
              <th key={k} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                <abbr title={dashboardText.weekdays[k]} className="no-underline">
                  {dashboardText.weekdaysShort[k]}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, k) => {
                if (!date) return <td key={`blank-${w}-${k}`} />;
                const day = byDate.get(date);
                return (
                  <td key={date} data-date={date} className="p-0 align-top">
                    {day ? (
                      <DayCell date={date} day={day} currency={currency} />
                    ) : (
                      <div
                        title={C.noTrades(dayName(date))}
                        className={cn(CELL, 'bg-slate-50 text-slate-500')}
                      >
                        <span className="text-[11px] leading-none font-medium">
                          <span aria-hidden="true">{Number(date.slice(8))}</span>
                          <span className="sr-only">{C.noTrades(dayName(date))}</span>
                        </span>
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
