import { useSearchParams } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { PageHeader } from '@/client/components/ui/page-header';
import { Select } from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { weeklyReviewText } from '@/shared/i18n/weekly-review';
import { isWeekStart } from '@/shared/time/weeks';
import { WEEK_PARAM, type WeeklyReviewWeeksDto } from '@/shared/weekly-review/contract';
import { weekLabel } from '@/shared/weekly-review/labels';
import { useReviewWeeks, useWeeklyReview } from '../api/weekly-review';
import { MailSwitch } from './mail-switch';
import { WeekQuestions } from './week-questions';
import { EmotionsPanel, EventsPanel, FiguresPanel, PlaybooksPanel, ProcessPanel } from './week-sections';

const T = weeklyReviewText;

/**
 * /revisao-semanal: the trader's week (Monday to Sunday in their zone, as the server reads it), its process, its
 * figures against the four weeks before, playbooks, emotions, what mattered, and the three questions. The week is in
 * the URL (?semana=yyyy-mm-dd, the mail's link), the current one without it.
 */
export function WeeklyReviewPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(WEEK_PARAM) ?? undefined;
  const week = asked && isWeekStart(asked) ? asked : undefined;
  const review = useWeeklyReview(week);
  const weeks = useReviewWeeks();
  const pick = (start: string) => {
    const next = new URLSearchParams(params);
    if (weeks.data && start === weeks.data.currentWeek) next.delete(WEEK_PARAM);
    else next.set(WEEK_PARAM, start);
    setParams(next);
  };
  const shown = review.data?.week.start ?? week;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={T.title} description={T.lead} />
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-end sm:p-5">
        <WeekPicker weeks={weeks.data} value={shown} onPick={pick} />
        <MailSwitch enabled={review.data?.mail.enabled} />
      </div>

      {review.isPending ? (
        <PageSkeleton />
      ) : review.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void review.refetch()} />
      ) : (
        <>
          {review.data.inProgress ? (
            <p className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900">{T.inProgress}</p>
          ) : null}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="grid min-w-0 gap-6">
              <ProcessPanel review={review.data} />
              <EventsPanel review={review.data} />
            </div>
            <div className="grid min-w-0 gap-6">
              <FiguresPanel review={review.data} />
              <PlaybooksPanel review={review.data} />
              <EmotionsPanel review={review.data} />
            </div>
          </div>
          <WeekQuestions key={review.data.week.start} review={review.data} />
        </>
      )}
    </div>
  );
}

function WeekPicker({
  weeks,
  value,
  onPick,
}: {
  weeks: WeeklyReviewWeeksDto | undefined;
  value: string | undefined;
  onPick: (start: string) => void;
}) {
  const list = weeks?.weeks ?? [];
  // A week opened by its link may have neither trades nor answers: it is listed too.
  const options =
    value && !list.some((w) => w.start === value)
      ? [{ start: value, trades: 0, answered: false }, ...list]
      : list;
  return (
    <div className="grid gap-1.5">
      <label htmlFor="weekly-review-week" className="text-sm font-medium text-slate-700">
        {T.picker.label}
      </label>
      <Select
        id="weekly-review-week"
        value={value ?? ''}
        disabled={!weeks || !value}
        onChange={(e) => onPick(e.target.value)}
      >
        {options.map((w) => {
          const label = weekLabel(w.start);
          const extra = [w.trades ? T.picker.trades(w.trades) : null, w.answered ? T.picker.answered : null]
            .filter(Boolean)
            .join(', ');
          return (
            <option key={w.start} value={w.start}>
              {w.start === weeks?.currentWeek ? T.picker.current(label) : label}
              {extra ? ` · ${extra}` : ''}
            </option>
          );
        })}
      </Select>
    </div>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
      <span className="sr-only">{T.loading}</span>
    </div>
  );
}
