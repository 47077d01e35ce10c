import { LoadError } from '@/client/components/load-error';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { formatDate } from '@/shared/format';
import { challengeText } from '@/shared/i18n/challenge';
import { useDailyPlan, useDailyReview } from '../api/challenge';
import { DailyPlanForm } from './daily-plan-form';
import { DailyReviewForm } from './daily-review-form';
import { Panel } from '@/client/components/ui/panel';

const T = challengeText.routine;

/** 'Rotina do dia': today's plan (before the first trade) and review (after the session), both optional. */
interface DailyRoutineProps {
  today: string;
  timeZone: string | undefined;
  /** The routine has the page's whole width: the plan and the review sit side by side on large screens. */
  wide?: boolean;
}

export function DailyRoutine({ today, timeZone, wide = false }: DailyRoutineProps) {
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
        <div className={cn('grid items-start gap-5', wide && 'lg:grid-cols-2 lg:gap-10')}>
          <DailyPlanForm
            key={`${today}-${plan.data?.createdAt ?? 'new'}`}
            day={today}
            plan={plan.data}
            timeZone={timeZone}
          />
          <hr className={cn('border-slate-200', wide && 'lg:hidden')} />
          <DailyReviewForm
            key={`${today}-${review.data ? 'saved' : 'new'}`}
            day={today}
            review={review.data}
          />
        </div>
      )}
    </Panel>
  );
}
