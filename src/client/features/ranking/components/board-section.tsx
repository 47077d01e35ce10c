import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { cn } from '@/client/lib/cn';
import {
  RANKING_PERIODS,
  RANKING_SCOPES,
  type RankingMeDto,
  type RankingPeriod,
  type RankingScope,
} from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { type BoardParams, readBoardParams, writeBoardParams } from '../lib/board-params';
import { Board } from './board';
import { LeaveRanking } from './leave-ranking';
import { NicknameDialog } from './nickname-dialog';
import { Panel } from '@/client/components/ui/panel';

const T = rankingText.board;

/**
 * Taking part: the boards ('Geral', and 'Minha escola' for a student of a school), the period, and the trader's
 * nickname with 'Alterar apelido' and 'Sair do ranking'. The board and the period are in the URL.
 */
export function BoardSection({ me }: { me: RankingMeDto }) {
  const [params, setParams] = useSearchParams();
  const [renaming, setRenaming] = useState(false);
  const hasSchool = me.school !== null;
  const { scope, period } = readBoardParams(params, hasSchool);
  const choose = (next: Partial<BoardParams>) =>
    setParams(writeBoardParams(params, { scope, period, ...next }), { replace: true });
  const nickname = me.nickname ?? '';

  const periodToggle = <PeriodToggle value={period} onChange={(p) => choose({ period: p })} />;
  return (
    <Panel
      id="ranking-board"
      title={T.title}
      lead={T.youAre(nickname)}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            <PencilIcon aria-hidden="true" />
            {rankingText.rename.open}
          </Button>
          <LeaveRanking />
        </>
      }
    >
      {hasSchool ? (
        <Tabs value={scope} onValueChange={(v) => choose({ scope: v as RankingScope })}>
          <div className="flex flex-wrap items-center gap-3">
            <TabsList aria-label={T.scopeLabel} className="w-full sm:w-72">
              {RANKING_SCOPES.map((s) => (
                <TabsTrigger key={s} value={s}>
                  {T.scopes[s]}
                </TabsTrigger>
              ))}
            </TabsList>
            {periodToggle}
          </div>
          {RANKING_SCOPES.map((s) => (
            <TabsContent key={s} value={s} className="mt-4">
              <Board scope={s} period={period} score={me.score30d} />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <>
          {periodToggle}
          <Board scope="global" period={period} score={me.score30d} />
        </>
      )}
      <NicknameDialog open={renaming} onOpenChange={setRenaming} nickname={nickname} />
    </Panel>
  );
}

/** '30 dias' / 'Desde o início': two pressed-or-not buttons, like the scope's tabs. */
function PeriodToggle({ value, onChange }: { value: RankingPeriod; onChange: (p: RankingPeriod) => void }) {
  return (
    <div
      role="group"
      aria-label={T.periodLabel}
      className="grid w-full grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 text-sm sm:w-72"
    >
      {RANKING_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={value === p}
          onClick={() => onChange(p)}
          className={cn(
            'h-9 rounded-md font-semibold text-slate-600 transition-colors hover:text-slate-900',
            value === p && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {T.periods[p]}
        </button>
      ))}
    </div>
  );
}
