import { cn } from '@/client/lib/cn';
import { CHALLENGE_DAY_STATE_LABELS, type ChallengeDayDto } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { formatDayMonth } from '@/shared/format';
import { dayAccessibleName, weekdayShort, weekRows } from '../lib/calendar';
import { DAY_STATE_STYLES, LEGEND_ORDER } from '../lib/day-states';

const T = challengeText.calendar;

interface ChallengeCalendarProps {
  days: ChallengeDayDto[];
  selected: string;
  onSelect: (day: string) => void;
}

/**
 * The 21 days as 3 rows of 7 (one row per week of the challenge). Each day is a button named 'Dia 3, 28/11:
 * Cumprido' that shows its checklist; its state reads from colour, icon and (from `sm` up, and in the legend) text.
 */
export function ChallengeCalendar({ days, selected, onSelect }: ChallengeCalendarProps) {
  return (
    <div className="grid gap-3">
      {weekRows(days).map((row, i) => (
        <div key={i} role="group" aria-labelledby={`challenge-week-${i + 1}`} className="grid gap-1.5">
          <h3
            id={`challenge-week-${i + 1}`}
            className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {T.week(i + 1)}
          </h3>
          <ul className="grid grid-cols-7 gap-1 sm:gap-1.5">
            {row.map((day) => (
              <li key={day.day} className="min-w-0">
                <DayCell day={day} selected={day.day === selected} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <CalendarLegend />
    </div>
  );
}

function DayCell({
  day,
  selected,
  onSelect,
}: {
  day: ChallengeDayDto;
  selected: boolean;
  onSelect: (day: string) => void;
}) {
  const style = DAY_STATE_STYLES[day.state];
  const Icon = style.icon;
  return (
    <button
      type="button"
      aria-label={dayAccessibleName(day)}
      aria-pressed={selected}
      aria-current={day.state === 'today' ? 'date' : undefined}
      onClick={() => onSelect(day.day)}
      className={cn(
        'grid h-full w-full min-w-0 justify-items-center gap-0.5 rounded-lg border px-0.5 py-1.5 text-center transition-shadow hover:shadow-sm sm:px-1 sm:py-2',
        style.cell,
        selected && 'ring-2 ring-slate-900 ring-offset-1',
      )}
    >
      <span className="text-[0.65rem] leading-none font-medium uppercase opacity-80 sm:text-xs">
        {weekdayShort(day.day)}
      </span>
      <span className="text-xs leading-tight font-bold tabular-nums sm:text-sm">
        {formatDayMonth(day.day)}
      </span>
      <Icon className="size-4 sm:size-5" aria-hidden="true" />
      <span className="hidden text-[0.7rem] leading-tight font-medium sm:block lg:text-xs">
        {CHALLENGE_DAY_STATE_LABELS[day.state]}
      </span>
    </button>
  );
}

function CalendarLegend() {
  return (
    <ul aria-label={T.legend} className="flex flex-wrap gap-x-4 gap-y-1.5 pt-1 text-xs text-slate-700">
      {LEGEND_ORDER.map((state) => {
        const { icon: Icon, chip } = DAY_STATE_STYLES[state];
        return (
          <li key={state} className="flex items-center gap-1.5">
            <span className={cn('flex size-5 items-center justify-center rounded-full', chip)}>
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            {CHALLENGE_DAY_STATE_LABELS[state]}
          </li>
        );
      })}
    </ul>
  );
}
