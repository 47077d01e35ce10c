import { FlameIcon, MessageCircleWarningIcon } from 'lucide-react';
import { CHALLENGE_DAYS } from '@/shared/discipline/contract';
import { classesText as T } from '@/shared/i18n/classes';
import {
  NEEDS_WORD_LABELS,
  type AdminBoardRowDto,
  type BoardRowDto,
} from '@/shared/schools/classes-contract';

/**
 * A class challenge's board, phone first: one card per student (nickname, day, days passed of 21, streak), best
 * first. The school's board also marks who needs a word, and why.
 */
export function ClassBoard({ rows }: { rows: (BoardRowDto | AdminBoardRowDto)[] }) {
  if (!rows.length) return <p className="text-slate-600">{T.boardEmpty}</p>;
  return (
    <ol className="grid gap-2 sm:grid-cols-2" aria-label={T.board} data-testid="class-board">
      {rows.map((r, i) => {
        const reasons = 'needsWord' in r ? r.needsWord : [];
        return (
          <li
            key={`${r.nickname}-${i}`}
            className={`grid min-w-0 gap-1 rounded-xl border bg-white p-3 shadow-sm ${
              reasons.length ? 'border-amber-400' : r.you ? 'border-brand-500' : 'border-slate-200'
            }`}
            data-testid="board-row"
          >
            <div className="flex min-w-0 items-baseline justify-between gap-2">
              <p className="font-semibold wrap-anywhere text-slate-900">
                {r.nickname}
                {r.you ? <span className="ml-1 text-sm font-normal text-brand-700">({T.you})</span> : null}
              </p>
              <p className="shrink-0 text-sm text-slate-600">{T.status[r.status]}</p>
            </div>
            <p className="text-sm text-slate-700 tabular-nums">
              <span className="font-semibold text-slate-900">
                {r.daysPassed}/{CHALLENGE_DAYS}
              </span>{' '}
              {T.daysPassed.toLowerCase()} · {T.day} {r.day}
              {r.streak > 0 ? (
                <span className="ml-2 inline-flex items-center gap-0.5 text-orange-700">
                  <FlameIcon className="size-4" aria-hidden="true" />
                  {T.streak} {r.streak}
                </span>
              ) : null}
              {r.ownStart ? <span className="ml-2 text-slate-500">({T.ownStart})</span> : null}
            </p>
            {reasons.length ? (
              <p
                className="flex items-start gap-1 text-sm font-medium text-amber-800"
                data-testid="needs-word"
              >
                <MessageCircleWarningIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {T.needsWord}: {reasons.map((x) => NEEDS_WORD_LABELS[x]).join(' · ')}
                </span>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
