import { LoadError } from '@/client/components/load-error';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { formatDate } from '@/client/lib/format';
import { challengeText } from '@/shared/i18n/challenge';
import { useDailyPlan, useDailyReview } from '../api/challenge';
import { DailyPlanForm } from './daily-plan-form';
import { DailyReviewForm } from './daily-review-form';
import { Panel } from './panel';

const T = challengeText.routine;

/** 'Rotina do dia': today's plan (before the first trade) and review (after the session), both optional. */
export function DailyRoutine({ today, timeZone }: { today: string; timeZone: string | undefined }) {
  const plan = useDailyPlan(today);
  const review = useDailyReview(today);
  return (
    <Panel id="daily-routine-title" title={T.title} lead={T.lead(formatDate(today))} className="gap-5">
      {plan.isPending || review.isPending ? (
        <SkeletonList label={challengeText.loading} rows={3} rowClassName="h-20" />
      ) : plan.isError || review.isError ? (
        <LoadError
          message={T.loadError}
          retryLabel={challengeText.retry}
          onRetry={() => void Promise.all([plan.refetch(), review.refetch()])}
        />
      ) : (
        <>
          <DailyPlanForm
            key={`${today}-${plan.data?.createdAt ?? 'new'}`}
            day={today}
            plan={plan.data}
            timeZone={timeZone}
          />
          <hr className="border-slate-200" />
          <DailyReviewForm
            key={`${today}-${review.data ? 'saved' : 'new'}`}
            day={today}
            review={review.data}
          />
        </>
      )}
    </Panel>
  );
}
