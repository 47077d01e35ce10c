import { PencilIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { rankingText } from '@/shared/i18n/ranking';
import { useRankingMe } from '../api/ranking';
import { JoinRanking } from './join-ranking';
import { LeaveRanking } from './leave-ranking';
import { NicknameDialog } from './nickname-dialog';

const T = rankingText;

/**
 * Taking part in the ranking, for /profile (composed by its route): the nickname form when out; the nickname with
 * 'Alterar apelido' and 'Sair do ranking' when in. The boards stay on /ranking.
 */
export function RankingSettings() {
  const me = useRankingMe();
  const [renaming, setRenaming] = useState(false);
  if (me.isPending)
    return (
      <Panel id="profile-ranking" title={T.profile.title}>
        <SkeletonList label={T.loading} rows={1} />
      </Panel>
    );
  if (me.isError)
    return (
      <Panel id="profile-ranking" title={T.profile.title}>
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void me.refetch()} />
      </Panel>
    );
  if (!me.data.optedIn) return <JoinRanking nickname={me.data.nickname} />;
  const nickname = me.data.nickname ?? '';
  return (
    <Panel
      id="profile-ranking"
      title={T.profile.title}
      lead={T.board.youAre(nickname)}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            <PencilIcon aria-hidden="true" />
            {T.rename.open}
          </Button>
          <LeaveRanking />
        </>
      }
    >
      <Button asChild variant="link" className="justify-self-start px-0">
        <Link to="/ranking">
          <TrophyIcon aria-hidden="true" />
          {T.profile.viewBoard}
        </Link>
      </Button>
      <NicknameDialog open={renaming} onOpenChange={setRenaming} nickname={nickname} />
    </Panel>
  );
}
