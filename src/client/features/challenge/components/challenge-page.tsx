import { LoadError } from '@/client/components/load-error';
import { useTraderToday } from '@/client/lib/trader-clock';
import { PageHeader } from '@/client/components/ui/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { challengeText } from '@/shared/i18n/challenge';
import { useChallengeOverview } from '../api/challenge';
import { ActiveChallengeCalendar } from './active-challenge';
import { ChallengeHistory } from './challenge-history';
import { ChallengeProgress } from './challenge-progress';
import { DailyRoutine } from './daily-routine';
import { GiveUpChallenge } from './give-up-challenge';
import { StartChallenge } from './start-challenge';
import { WeekReviews } from './week-review';

const T = challengeText;

/**
 * /challenge: the 21-day challenge (the calendar, today's checklist, the weekly bars and the streak, or the start
 * form when none is running), the daily routine, and the past challenges. Every state comes from the server.
 */
export function ChallengePage() {
  const overview = useChallengeOverview();
  const clock = useTraderToday();
  const active = overview.data?.active ?? null;
  // The active challenge's own 'today' is the server's; without one, the trader's zone gives it.
  const today = active?.today ?? clock.today;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={T.title} description={T.lead} />

      {overview.isPending || !clock.ready ? (
        <PageSkeleton />
      ) : overview.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          {active ? (
            <>
              <ChallengeProgress challenge={active} />
              <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <div className="grid min-w-0 gap-6">
                  <ActiveChallengeCalendar key={active.id} challenge={active} />
                  <WeekReviews weeks={active.weeks} />
                </div>
                <DailyRoutine today={today} timeZone={clock.zone} />
              </div>
            </>
          ) : (
            <>
              <StartChallenge today={today} />
              <DailyRoutine today={today} timeZone={clock.zone} wide />
            </>
          )}
          {/* While a challenge runs, an empty history has nothing to say. */}
          {!active || overview.data.past.length > 0 ? <ChallengeHistory past={overview.data.past} /> : null}
          {active ? (
            <div className="flex justify-end">
              <GiveUpChallenge daysPassed={active.daysPassed} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="grid gap-6">
      <Skeleton className="h-40 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
      <span className="sr-only">{T.loading}</span>
    </div>
  );
}
