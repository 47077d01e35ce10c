import { LoadError } from '@/client/components/load-error';
import { PageHeader } from '@/client/components/ui/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import type { RankingMeDto } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { useRankingMe } from '../api/ranking';
import { BoardSection } from './board-section';
import { HowItWorks } from './how-it-works';
import { JoinRanking } from './join-ranking';
import { OwnScore } from './own-score';

const T = rankingText;

/**
 * /ranking: the trader's own discipline score (always, private), 'Como funciona', and either the nickname
 * form (not taking part: the default) or the boards.
 */
export function RankingPage() {
  const me = useRankingMe();
  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <PageHeader title={T.title} description={T.lead} />
      {me.isPending ? (
        <PageSkeleton />
      ) : me.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void me.refetch()} />
      ) : (
        <RankingContent me={me.data} />
      )}
    </div>
  );
}

/**
 * One column on a phone, the score first. From `lg` up a wide column and a narrow one: taking part, the long board
 * is on the left and the score and 'Como funciona' beside it; otherwise the short join form is followed by 'Como
 * funciona' (where the trader decides), with the score beside both.
 */
function RankingContent({ me }: { me: RankingMeDto }) {
  const place = me.optedIn
    ? { main: 'lg:row-span-2', score: '', how: 'lg:col-start-2 lg:row-start-2' }
    : { main: '', score: 'lg:row-span-2', how: 'lg:col-start-1 lg:row-start-2' };
  return (
    <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
      <OwnScore score={me.score30d} className={cn('lg:col-start-2 lg:row-start-1', place.score)} />
      <div className={cn('min-w-0 lg:col-start-1 lg:row-start-1', place.main)}>
        {me.optedIn ? <BoardSection me={me} /> : <JoinRanking nickname={me.nickname} />}
      </div>
      <HowItWorks className={place.how} />
    </div>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
      <span className="sr-only">{T.loading}</span>
    </div>
  );
}
