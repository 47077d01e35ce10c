import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { notify } from '@/client/lib/notify';
import { useTraderToday } from '@/client/lib/trader-clock';
import { formatDate } from '@/shared/format/dates';
import { classesText as T } from '@/shared/i18n/classes';
import { classesApi, type ClassDetailDto } from '@/shared/schools/classes-contract';
import { useClassBoard, useClassWrite } from '../api/classes';
import { ClassBoard } from './class-board';
import { classFailure } from './class-failure';

/** The class's challenge on the school's page: its period, starting and ending it, and its board. */
export function ClassChallenge({
  schoolId,
  cls,
  canManage,
}: {
  schoolId: string;
  cls: ClassDetailDto;
  canManage: boolean;
}) {
  const board = useClassBoard(schoolId, cls.id);
  const write = useClassWrite();
  const { today } = useTraderToday();
  const [startDate, setStartDate] = useState(today);
  const [ending, setEnding] = useState(false);
  const dateId = `class-start-${cls.id}`;
  const shown = board.data?.challenge ?? null;
  return (
    <section aria-labelledby={`challenge-${cls.id}`} className="grid gap-3">
      <div className="grid gap-1">
        <h4 id={`challenge-${cls.id}`} className="text-lg font-semibold text-slate-900">
          {T.challenge}
        </h4>
        <p className="max-w-3xl text-sm text-slate-600">{T.challengeLead}</p>
      </div>
      {cls.challenge ? (
        <p className="text-sm font-medium text-slate-800" data-testid="class-challenge-period">
          {T.period(formatDate(cls.challenge.startDate), formatDate(cls.challenge.endDate))}
        </p>
      ) : (
        <p className="text-slate-600">{T.noChallenge}</p>
      )}
      {canManage && !cls.archived && !cls.challenge ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={dateId}>{T.startLabel}</Label>
            <Input id={dateId} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </div>
          <Button
            disabled={!startDate || write.isPending}
            onClick={() =>
              write.mutate(
                { path: classesApi.challenge(schoolId, cls.id), body: { startDate } },
                {
                  onSuccess: (out) =>
                    notify.success(T.started, T.startedDetail((out as { enrolled?: number }).enrolled ?? 0)),
                  onError: (e) => notify.error(T.actionError, classFailure(e), e),
                },
              )
            }
          >
            <PlayIcon aria-hidden="true" />
            {write.isPending ? T.starting : T.start}
          </Button>
        </div>
      ) : null}
      {canManage && cls.challenge ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setEnding(true)}>
            {T.end}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={ending}
        title={T.endTitle}
        description={T.endDescription}
        confirmLabel={T.end}
        pendingLabel={T.ending}
        pending={write.isPending}
        onCancel={() => setEnding(false)}
        onConfirm={() =>
          write.mutate(
            { path: classesApi.endChallenge(schoolId, cls.id), body: {} },
            {
              onSuccess: () => notify.success(T.ended),
              onError: (e) => notify.error(T.actionError, classFailure(e), e),
              onSettled: () => setEnding(false),
            },
          )
        }
      />
      {shown ? (
        <div className="grid gap-2">
          <h5 className="font-semibold text-slate-900">{T.board}</h5>
          <p className="text-sm text-slate-600">{T.boardLead}</p>
          {board.isError ? (
            <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => board.refetch()} />
          ) : (
            <ClassBoard rows={board.data?.rows ?? []} />
          )}
        </div>
      ) : null}
    </section>
  );
}
