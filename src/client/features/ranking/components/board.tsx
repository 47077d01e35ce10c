import { HourglassIcon, UsersIcon } from 'lucide-react';
import { LoadError } from '@/client/components/load-error';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { SkeletonList } from '@/client/components/ui/skeleton';
import type { OwnScoreDto, RankingPeriod, RankingScope } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { useRankingBoard } from '../api/ranking';
import { BoardList } from './board-list';

const T = rankingText.board;

interface BoardProps {
  scope: RankingScope;
  period: RankingPeriod;
  /** The trader's own 30-day score: what is missing when they are not eligible yet. */
  score: OwnScoreDto;
}

/** One board: loading, error with retry, 'not eligible yet', 'not enough participants yet', or the top and the trader. */
export function Board({ scope, period, score }: BoardProps) {
  const board = useRankingBoard(scope, period);
  if (board.isPending) return <SkeletonList label={T.loading} rows={4} rowClassName="h-14" />;
  if (board.isError)
    return (
      <LoadError message={T.loadError} retryLabel={rankingText.retry} onRetry={() => void board.refetch()} />
    );

  const { data } = board;
  const where =
    scope === 'school' && data.schoolName ? `${T.scopes.school}: ${data.schoolName}` : T.scopes[scope];
  return (
    <div className="grid min-w-0 gap-4" data-testid="ranking-board">
      {data.myStatus === 'not-eligible' ? (
        <Alert tone="warning" role="note">
          <HourglassIcon aria-hidden="true" />
          <AlertTitle>{T.notEligibleTitle}</AlertTitle>
          <AlertDescription>
            <p>{T.notEligible(T.periods[period].toLowerCase())}</p>
            <p className="font-semibold" data-testid="board-eligibility">
              {rankingText.score.progress(score.trades, score.activeDays)}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      {data.available ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm text-slate-600">
            <span>{T.participants(data.participants)}</span>
            {data.me ? (
              <span className="font-semibold text-slate-900" data-testid="my-position">
                {T.myPosition(data.me.position)}
              </span>
            ) : null}
          </div>
          <BoardList top={data.top} me={data.me} caption={T.caption(where, T.periods[period])} />
        </>
      ) : (
        <Alert tone="info" role="note" data-testid="ranking-unavailable">
          <UsersIcon aria-hidden="true" />
          <AlertTitle>{T.unavailable(data.minParticipants, data.participants)}</AlertTitle>
          <AlertDescription>{T.unavailableHint}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
