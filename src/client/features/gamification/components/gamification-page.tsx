import { LoadError } from '@/client/components/load-error';
import { PageHeader } from '@/client/components/ui/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { gamificationText } from '@/shared/i18n/gamification-page';
import { useGamificationOverview } from '../api/gamification';
import { Achievements } from './achievements';
import { Goals } from './goals';
import { LevelCard } from './level-card';
import { XpHistory } from './xp-history';

const T = gamificationText;

/**
 * /gamification: the level and the bar to the next, the goals, the XP history with the reason of each
 * entry, and the achievements. Everything is computed on the server from the trader's process, never from money;
 * a live event or a trade write reads it again.
 */
export function GamificationPage() {
  const overview = useGamificationOverview();

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={T.title} description={T.lead} />

      {overview.isPending ? (
        <PageSkeleton />
      ) : overview.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <LevelCard level={overview.data.level} />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Goals goals={overview.data.goals} />
            <XpHistory entries={overview.data.history} nextBefore={overview.data.historyNextBefore} />
          </div>
          <Achievements achievements={overview.data.achievements} />
        </>
      )}
    </div>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="grid gap-6">
      <Skeleton className="h-36 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
      <Skeleton className="h-80 rounded-xl" />
      <span className="sr-only">{T.loading}</span>
    </div>
  );
}
