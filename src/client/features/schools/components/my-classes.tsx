import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { notify } from '@/client/lib/notify';
import { formatDate } from '@/shared/format/dates';
import { classesText as T } from '@/shared/i18n/classes';
import { classesApi, type MyClassDto } from '@/shared/schools/classes-contract';
import { useMyClassAction, useMyClassBoard, useMyClasses } from '../api/classes';
import { ClassBoard } from './class-board';
import { classFailure } from './class-failure';

/**
 * The student's classes (Settings → Escola, and a dashboard card when there is an invitation): each invitation with
 * a nickname to accept or a decline, and each class joined with its challenge, its board and the ways out.
 */
export function MyClasses({ invitationsOnly = false }: { invitationsOnly?: boolean }) {
  const classes = useMyClasses();
  if (classes.isPending) return <SkeletonList label={T.loading} rows={1} />;
  if (classes.isError)
    return <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => classes.refetch()} />;
  const shown = invitationsOnly ? classes.data.filter((c) => c.status === 'invited') : classes.data;
  if (invitationsOnly && !shown.length) return null;
  return (
    <section aria-labelledby="my-classes" className="grid gap-3" data-testid="my-classes">
      <div className="grid gap-1">
        <h3 id="my-classes" className="text-base font-semibold text-slate-900">
          {T.mineTitle}
        </h3>
        <p className="text-sm text-slate-600">{T.mineLead}</p>
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-600">{T.mineEmpty}</p>
      ) : (
        <ul className="grid gap-3">
          {shown.map((c) =>
            c.status === 'invited' ? <Invitation key={c.id} cls={c} /> : <Joined key={c.id} cls={c} />,
          )}
        </ul>
      )}
    </section>
  );
}

function Invitation({ cls }: { cls: MyClassDto }) {
  const act = useMyClassAction();
  const [nickname, setNickname] = useState('');
  const id = `nickname-${cls.id}`;
  return (
    <li
      className="grid gap-2 rounded-xl border border-brand-300 bg-brand-50 p-3"
      data-testid="class-invitation"
    >
      <p className="text-sm text-slate-700">{T.invitation(cls.schoolName)}</p>
      <p className="font-semibold wrap-anywhere text-slate-900">{cls.name}</p>
      <form
        className="grid gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          act.mutate(
            { path: classesApi.accept(cls.id), body: { nickname: nickname.trim() } },
            {
              onSuccess: () => notify.success(T.accepted),
              onError: (err) => notify.error(T.actionError, classFailure(err), err),
            },
          );
        }}
      >
        <Label htmlFor={id}>{T.nicknameLabel}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={id}
            className="min-w-0 flex-1"
            value={nickname}
            maxLength={30}
            autoComplete="off"
            onChange={(e) => setNickname(e.target.value)}
          />
          <Button type="submit" disabled={nickname.trim().length < 2 || act.isPending}>
            <CheckIcon aria-hidden="true" />
            {T.accept}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={act.isPending}
            onClick={() =>
              act.mutate(
                { path: classesApi.decline(cls.id) },
                {
                  onSuccess: () => notify.success(T.declined),
                  onError: (err) => notify.error(T.actionError, classFailure(err), err),
                },
              )
            }
          >
            <XIcon aria-hidden="true" />
            {T.decline}
          </Button>
        </div>
      </form>
    </li>
  );
}

function Joined({ cls }: { cls: MyClassDto }) {
  const act = useMyClassAction();
  const [showBoard, setShowBoard] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <li
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="my-class"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold wrap-anywhere text-slate-900">{cls.name}</p>
        <p className="text-sm text-slate-600">
          {cls.schoolName}
          {cls.nickname ? ` · ${cls.nickname}` : ''}
        </p>
      </div>
      {cls.challenge ? (
        <p className="text-sm text-slate-700">
          {T.challenge}: {T.period(formatDate(cls.challenge.startDate), formatDate(cls.challenge.endDate))}
          {cls.inChallenge ? (
            <span className="ml-1 font-medium text-brand-700">· {T.inChallenge}</span>
          ) : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={showBoard} onClick={() => setShowBoard((v) => !v)}>
          {showBoard ? T.hideBoard : T.showBoard}
        </Button>
        {cls.inChallenge ? (
          <Button
            variant="outline"
            size="sm"
            disabled={act.isPending}
            onClick={() =>
              act.mutate(
                { path: classesApi.leaveChallenge(cls.id) },
                {
                  onSuccess: () => notify.success(T.leftChallenge, T.leftChallengeDetail),
                  onError: (err) => notify.error(T.actionError, classFailure(err), err),
                },
              )
            }
          >
            {T.leaveChallenge}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
          {T.leave}
        </Button>
      </div>
      {showBoard ? <MyBoard classId={cls.id} /> : null}
      <ConfirmDialog
        open={leaving}
        title={T.leaveTitle(cls.name)}
        description={T.leaveDescription}
        confirmLabel={T.leave}
        pendingLabel={T.leave}
        pending={act.isPending}
        onCancel={() => setLeaving(false)}
        onConfirm={() =>
          act.mutate(
            { path: classesApi.leave(cls.id) },
            {
              onSuccess: () => notify.success(T.left),
              onError: (err) => notify.error(T.actionError, classFailure(err), err),
              onSettled: () => setLeaving(false),
            },
          )
        }
      />
    </li>
  );
}

function MyBoard({ classId }: { classId: string }) {
  const board = useMyClassBoard(classId);
  if (board.isPending) return <SkeletonList label={T.board} rows={1} />;
  if (board.isError)
    return <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => board.refetch()} />;
  return <ClassBoard rows={board.data.rows} />;
}
