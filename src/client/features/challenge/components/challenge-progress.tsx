import { FlameIcon, TargetIcon } from 'lucide-react';
import { formatDate } from '@/shared/format';
import { challengeFigures } from '@/shared/discipline/challenge-figures';
import { CHALLENGE_PASS_DAYS, type ChallengeDto } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { Panel } from '@/client/components/ui/panel';
import { ProgressBar } from '@/client/components/ui/progress-bar';

const T = challengeText.progress;

/**
 * Days passed of the 17 needed, the streak, and a bar per week (days passed of 7): each figure counts today the
 * same way (challengeFigures), and says so while today is counted ("contando hoje").
 */
export function ChallengeProgress({ challenge }: { challenge: ChallengeDto }) {
  const figures = challengeFigures(challenge);
  const counted = figures.today === 'counted';
  const passedLabel = T.passed(figures.passed, CHALLENGE_PASS_DAYS);
  return (
    <Panel
      id="challenge-progress-title"
      title={T.title}
      lead={T.period(formatDate(challenge.startDate), formatDate(challenge.endDate))}
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5 rounded-lg bg-emerald-50 p-3">
          <dt className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-emerald-900">
            <TargetIcon className="size-4" aria-hidden="true" />
            {passedLabel}
            {counted ? <CountingToday /> : null}
          </dt>
          <dd className="grid gap-1.5">
            <ProgressBar
              label={passedLabel}
              value={figures.passed}
              max={CHALLENGE_PASS_DAYS}
              tone="done"
              className="h-2.5"
              valueText={counted ? `${passedLabel}, ${T.countingToday}` : undefined}
            />
            <span className="text-xs text-slate-700">{counted ? T.todayNote : T.passedHint}</span>
            {challenge.stillPossible ? null : (
              <span className="text-xs font-medium text-amber-900">{T.notPossible}</span>
            )}
          </dd>
        </div>
        <div className="grid content-start gap-1 rounded-lg bg-amber-50 p-3">
          <dt className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-amber-900">
            <FlameIcon className="size-4" aria-hidden="true" />
            {T.streak}
            {counted ? <CountingToday /> : null}
          </dt>
          <dd className="grid gap-0.5">
            <span className="text-2xl font-bold text-slate-900 tabular-nums">
              {T.streakValue(figures.streak)}
            </span>
            <span className="text-xs text-slate-700">{T.streakHint(figures.today)}</span>
          </dd>
        </div>
      </dl>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{T.weeksLabel}</h3>
        <ul className="grid gap-3 md:grid-cols-3 md:gap-6">
          {figures.weeks.map((week) => (
            <li key={week.week} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{T.week(week.week)}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{T.weekValue(week.passed)}</span>
              </div>
              <ProgressBar
                label={T.week(week.week)}
                value={week.passed}
                max={7}
                tone="done"
                className="h-2.5"
                valueText={`${T.weekValue(week.passed)}. ${T.weekHint(week.passed, week.days, week.today)}`}
              />
              <span className="text-xs text-slate-600">{T.weekHint(week.passed, week.days, week.today)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}

/** The mark beside a figure that counts today (provisional until the day ends). */
function CountingToday() {
  return (
    <span className="rounded-full bg-white/80 px-2 py-0.5 text-xs font-medium text-slate-700">
      {T.countingToday}
    </span>
  );
}
