import { useState } from 'react';
import { CircleCheckIcon, CircleMinusIcon, CircleXIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { SwitchField } from '@/client/components/ui/switch-field';
import { cn } from '@/client/lib/cn';
import { notify } from '@/client/lib/notify';
import {
  CHALLENGE_DAY_STATE_LABELS,
  type ChallengeDayDto,
  type ChallengeMarksInput,
  type CheckItemDto,
} from '@/shared/discipline/contract';
import { formatDayMonth } from '@/shared/format';
import { challengeText } from '@/shared/i18n/challenge';
import { useSaveDayMarks } from '../api/challenge';
import { scorePercent, weekdayShort } from '../lib/calendar';
import { DAY_STATE_STYLES } from '../lib/day-states';

const T = challengeText.day;

/** The trader's ticks as the day shows them: their rules done, and 'Não operei'. */
function marksOf(day: ChallengeDayDto): Required<ChallengeMarksInput> {
  const rulesDone = day.items.filter((i) => i.kind === 'custom' && i.done === true).map((i) => i.index ?? 0);
  return { rulesDone, didNotTrade: day.didNotTrade };
}

/**
 * One day's checklist: the items filled from the trades (with why one is not done), the trader's own rules as
 * checkboxes and, on a day without trades, the 'Não operei' switch. Future days have nothing to tick yet.
 */
export function DayChecklist({ day }: { day: ChallengeDayDto }) {
  const save = useSaveDayMarks();
  // While a tick is saving (and the challenge is read again), the boxes show what was asked, not the old answer.
  // Local state, set in the click itself: the mutation's own pending state reaches React a task later, and a
  // controlled checkbox would flip back for that moment.
  const [asked, setAsked] = useState<{ day: string; marks: ChallengeMarksInput } | null>(null);
  const marks = asked?.day === day.day ? asked.marks : marksOf(day);
  const rulesDone = marks.rulesDone ?? [];
  const editable = day.state !== 'future';

  const send = (next: ChallengeMarksInput) => {
    const wanted = { ...marks, ...next };
    setAsked({ day: day.day, marks: wanted });
    return save
      .mutateAsync({ day: day.day, marks: wanted })
      .catch((error: unknown) => notify.error(T.marksError, T.marksErrorDetail, error))
      .finally(() => setAsked(null));
  };
  const toggleRule = (index: number) =>
    send({
      rulesDone: rulesDone.includes(index)
        ? rulesDone.filter((i) => i !== index)
        : [...rulesDone, index].sort(),
    });

  const style = DAY_STATE_STYLES[day.state];
  const StateIcon = style.icon;
  const date = `${weekdayShort(day.day)}, ${formatDayMonth(day.day)}`;
  const automatic = day.items.filter((i) => i.kind !== 'custom');
  const custom = day.items.filter((i) => i.kind === 'custom');

  return (
    <section aria-labelledby="challenge-day-title" className="grid gap-4 rounded-lg bg-slate-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="challenge-day-title" className="text-base font-bold text-slate-900">
          {day.state === 'today' ? T.todayTitle(day.index, date) : T.title(day.index, date)}
        </h3>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            style.chip,
          )}
        >
          <StateIcon className="size-3.5" aria-hidden="true" />
          {CHALLENGE_DAY_STATE_LABELS[day.state]}
        </span>
      </div>

      {!editable ? (
        <p className="text-sm text-slate-600">{T.future}</p>
      ) : (
        <>
          <div className="grid gap-1 text-sm text-slate-700">
            <p>{T.trades(day.trades)}</p>
            {/* Without trades only 'Não operei' decides the day: a share of the rules would mislead. */}
            {day.trades > 0 && day.score !== null ? <p>{T.score(scorePercent(day.score))}</p> : null}
            {day.state === 'today' && day.trades > 0 ? (
              <p className="font-medium">{day.passing ? T.passingToday : T.notPassingToday}</p>
            ) : null}
          </div>

          {day.trades === 0 ? (
            <SwitchField
              id="challenge-did-not-trade"
              label={T.didNotTrade}
              hint={T.didNotTradeHint}
              checked={marks.didNotTrade ?? false}
              disabled={save.isPending}
              onChange={(didNotTrade) => send({ didNotTrade })}
              className="rounded-md border border-sky-200 bg-white p-3"
              labelClassName="font-semibold"
            />
          ) : null}

          <ul aria-label={T.listLabel} className="grid gap-2">
            {automatic.map((item) => (
              <AutomaticItem key={item.kind} item={item} noTrades={day.trades === 0} />
            ))}
          </ul>

          {custom.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-semibold text-slate-900">{T.customRulesLabel}</legend>
              {custom.map((item) => {
                const index = item.index ?? 0;
                const id = `challenge-rule-${day.day}-${index}`;
                return (
                  <div
                    key={index}
                    className="flex items-start gap-3 rounded-md border border-slate-200 bg-white p-3"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0 accent-emerald-700"
                      checked={rulesDone.includes(index)}
                      disabled={save.isPending}
                      onChange={() => toggleRule(index)}
                    />
                    <label htmlFor={id} className="min-w-0 text-sm break-words text-slate-900">
                      {item.label}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ) : null}
        </>
      )}
    </section>
  );
}

function AutomaticItem({ item, noTrades }: { item: CheckItemDto; noTrades: boolean }) {
  const R = challengeText.reasons;
  // The pause is a bonus: not doing it is never shown as a miss.
  const bonus = item.kind === 'pause' && item.done !== true;
  const status = item.done === true ? 'done' : bonus || item.done === null ? 'na' : 'notDone';
  const Icon = status === 'done' ? CircleCheckIcon : status === 'notDone' ? CircleXIcon : CircleMinusIcon;
  // The server says why an item failed ('2 de 3 trades sem stop'); the catalogue's line stands in otherwise.
  const detail = item.detail;
  const reason =
    status === 'notDone'
      ? (detail ?? R[item.kind])
      : bonus
        ? R.pause
        : status === 'na'
          ? noTrades
            ? R.noTrades
            : R.waiting
          : null;
  return (
    <li className="flex items-start gap-3 rounded-md border border-slate-200 bg-white p-3">
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          status === 'done' ? 'text-emerald-700' : status === 'notDone' ? 'text-red-600' : 'text-slate-500',
        )}
        aria-hidden="true"
      />
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium text-slate-900">
          <span className="sr-only">
            {status === 'done'
              ? T.done
              : status === 'notDone'
                ? T.notDone
                : bonus
                  ? T.optional
                  : T.notApplicable}
            :{' '}
          </span>
          {item.label}
          {item.mandatory ? (
            <Badge tone="warning" className="ml-2 align-middle">
              {T.mandatory}
            </Badge>
          ) : null}
        </p>
        {reason ? <p className="text-xs text-slate-600">{reason}</p> : null}
      </div>
    </li>
  );
}
