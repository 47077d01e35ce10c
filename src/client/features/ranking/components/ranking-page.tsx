import { LoadError } from '@/client/components/load-error';
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
 * /ranking (issue 12): the trader's own discipline score (always, private), 'Como funciona', and either the nickname
 * form (not taking part: the default) or the boards.
 */
export function RankingPage() {
  const me = useRankingMe();
  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{T.title}</h1>
        <p className="max-w-3xl text-slate-600">{T.lead}</p>
      </header>
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
