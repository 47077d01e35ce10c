import { Badge } from '@/client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import type { RankingRowDto } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { formatScore } from '../lib/score';

const T = rankingText.board;
const C = T.columns;

interface BoardListProps {
  top: RankingRowDto[];
  /** The trader's line: highlighted in the top, or shown under it when outside. */
  me: RankingRowDto | null;
  caption: string;
}

/**
 * The top of a board and the trader's own line when outside it. A compact list on a phone, a table from `md` up.
 * Only what every participant agreed to show: position, nickname, level, score and achievements.
 */
export function BoardList({ top, me, caption }: BoardListProps) {
  const outside = me !== null && !top.some((r) => r.isMe) ? me : null;
  return (
    <>
      <div className="grid gap-2 md:hidden">
        <ol aria-label={caption} className="grid gap-2">
          {top.map((row) => (
            <CompactRow key={`${row.position}-${row.nickname}`} row={row} />
          ))}
        </ol>
        {outside ? (
          <ol
            aria-label={T.myPosition(outside.position)}
            className="grid gap-2 border-t border-dashed border-slate-300 pt-2"
          >
            <CompactRow row={outside} />
          </ol>
        ) : null}
      </div>

      <Table caption={caption} frameClassName="hidden rounded-xl md:block">
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">{C.position}</TableHead>
            <TableHead>{C.nickname}</TableHead>
            <TableHead>{C.level}</TableHead>
            <TableHead className="text-right">{C.score}</TableHead>
            <TableHead className="text-right">{C.achievements}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {top.map((row) => (
            <WideRow key={`${row.position}-${row.nickname}`} row={row} />
          ))}
          {outside ? <WideRow row={outside} separated /> : null}
        </TableBody>
      </Table>
    </>
  );
}

function YouBadge() {
  return (
    <Badge tone="success" className="ml-2 align-middle">
      {T.you}
    </Badge>
  );
}

function CompactRow({ row }: { row: RankingRowDto }) {
  return (
    <li
      data-testid="ranking-row"
      aria-current={row.isMe ? 'true' : undefined}
      className={cn(
        'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg border px-2.5 py-2',
        row.isMe ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white',
      )}
    >
      <span className="text-center font-bold text-slate-900 tabular-nums">{T.position(row.position)}</span>
      <span className="grid min-w-0">
        <span className="text-sm font-semibold break-all text-slate-900">
          {row.nickname}
          {row.isMe ? <YouBadge /> : null}
        </span>
        <span className="text-xs text-slate-600">
          {T.level(row.level, row.levelName)} · {T.achievements(row.achievements)}
        </span>
      </span>
      <span className="text-base font-bold text-slate-900 tabular-nums">
        <span className="sr-only">{C.score}: </span>
        {formatScore(row.score)}
      </span>
    </li>
  );
}

function WideRow({ row, separated = false }: { row: RankingRowDto; separated?: boolean }) {
  return (
    <TableRow
      data-testid="ranking-row"
      aria-current={row.isMe ? 'true' : undefined}
      className={cn(
        row.isMe && 'bg-brand-50 hover:bg-brand-50',
        separated && 'border-t-2 border-dashed border-slate-300',
      )}
    >
      <TableCell className="font-bold text-slate-900 tabular-nums">{T.position(row.position)}</TableCell>
      <TableHead scope="row" className="font-semibold break-all">
        {row.nickname}
        {row.isMe ? <YouBadge /> : null}
      </TableHead>
      <TableCell className="whitespace-nowrap text-slate-700">{T.level(row.level, row.levelName)}</TableCell>
      <TableCell className="text-right font-semibold text-slate-900 tabular-nums">
        {formatScore(row.score)}
      </TableCell>
      <TableCell className="text-right text-slate-700 tabular-nums">{row.achievements}</TableCell>
    </TableRow>
  );
}
