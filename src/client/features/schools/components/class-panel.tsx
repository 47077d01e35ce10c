import { ArrowLeftIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { notify } from '@/client/lib/notify';
import { classesText as T } from '@/shared/i18n/classes';
import { classesApi, type ClassDetailDto } from '@/shared/schools/classes-contract';
import { useClassDetail, useClassWrite } from '../api/classes';
import { useStudents } from '../api/schools';
import { ClassChallenge } from './class-challenge-section';
import { classFailure } from './class-failure';
import { ClassView } from './class-view';

/** One class on the school's page: its students and invitations, its challenge and board, and the class view. */
export function ClassPanel({
  schoolId,
  classId,
  canManage,
  onBack,
}: {
  schoolId: string;
  classId: string;
  canManage: boolean;
  onBack: () => void;
}) {
  const detail = useClassDetail(schoolId, classId);
  return (
    <div className="grid min-w-0 gap-5" data-testid="class-panel">
      <div>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          {T.back}
        </Button>
      </div>
      {detail.isPending ? (
        <SkeletonList label={T.loading} rows={2} />
      ) : detail.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => detail.refetch()} />
      ) : (
        <>
          <ClassHeader schoolId={schoolId} cls={detail.data} canManage={canManage} onArchived={onBack} />
          <Members schoolId={schoolId} cls={detail.data} canManage={canManage} />
          <ClassChallenge schoolId={schoolId} cls={detail.data} canManage={canManage} />
          <ClassView schoolId={schoolId} classId={classId} />
        </>
      )}
    </div>
  );
}

function ClassHeader({
  schoolId,
  cls,
  canManage,
  onArchived,
}: {
  schoolId: string;
  cls: ClassDetailDto;
  canManage: boolean;
  onArchived: () => void;
}) {
  const write = useClassWrite();
  const [name, setName] = useState(cls.name);
  const [archiving, setArchiving] = useState(false);
  const nameId = `class-name-${cls.id}`;
  return (
    <header className="grid gap-3">
      <h3 className="text-xl font-bold break-words text-slate-900">
        {cls.name}
        {cls.archived ? (
          <span className="ml-2 text-sm font-normal text-slate-600">({T.archived})</span>
        ) : null}
      </h3>
      <p className="text-sm text-slate-600">{T.counts(cls.joined, cls.invited)}</p>
      {canManage && !cls.archived ? (
        <div className="grid gap-3">
          <div className="grid max-w-xl gap-1">
            <Label htmlFor={nameId}>{T.renameLabel}</Label>
            <div className="flex gap-2">
              <Input
                id={nameId}
                className="min-w-0 flex-1"
                value={name}
                maxLength={60}
                onChange={(e) => setName(e.target.value)}
              />
              <Button
                variant="outline"
                disabled={write.isPending || !name.trim() || name.trim() === cls.name}
                onClick={() =>
                  write.mutate(
                    { path: classesApi.one(schoolId, cls.id), method: 'PATCH', body: { name } },
                    {
                      onSuccess: () => notify.success(T.renamed),
                      onError: (e) => notify.error(T.actionError, classFailure(e), e),
                    },
                  )
                }
              >
                {T.save}
              </Button>
            </div>
          </div>
          <div>
            <Button variant="outline" size="sm" onClick={() => setArchiving(true)}>
              {T.archive}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={archiving}
        title={T.archiveTitle(cls.name)}
        description={T.archiveDescription}
        confirmLabel={T.archive}
        pendingLabel={T.archiving}
        pending={write.isPending}
        onCancel={() => setArchiving(false)}
        onConfirm={() =>
          write.mutate(
            { path: classesApi.archive(schoolId, cls.id), body: {} },
            {
              onSuccess: () => {
                notify.success(T.archivedDone);
                onArchived();
              },
              onError: (e) => notify.error(T.actionError, classFailure(e), e),
              onSettled: () => setArchiving(false),
            },
          )
        }
      />
    </header>
  );
}

function Members({
  schoolId,
  cls,
  canManage,
}: {
  schoolId: string;
  cls: ClassDetailDto;
  canManage: boolean;
}) {
  const students = useStudents(schoolId, '', '');
  const write = useClassWrite();
  const [chosen, setChosen] = useState('');
  const inClass = new Set(
    cls.members.filter((m) => m.status === 'joined' || m.status === 'invited').map((m) => m.userId),
  );
  const candidates = (students.data ?? []).filter((s) => !inClass.has(s.userId));
  const selectId = `class-invite-${cls.id}`;
  return (
    <section aria-labelledby={`members-${cls.id}`} className="grid gap-3">
      <h4 id={`members-${cls.id}`} className="text-lg font-semibold text-slate-900">
        {T.members}
      </h4>
      {cls.members.length === 0 ? (
        <p className="text-slate-600">{T.noMembers}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {cls.members.map((m) => (
            <li
              key={m.userId}
              className="flex min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-2"
              data-testid="class-member"
            >
              <span className="min-w-0 wrap-anywhere text-slate-900">
                {m.name}
                {m.nickname ? <span className="text-slate-600"> · {m.nickname}</span> : null}
              </span>
              <span className="shrink-0 text-sm text-slate-600">{T.memberStatus[m.status]}</span>
            </li>
          ))}
        </ul>
      )}
      {canManage && !cls.archived ? (
        <div className="grid max-w-xl gap-1">
          <Label htmlFor={selectId}>{T.inviteLabel}</Label>
          <div className="flex flex-wrap gap-2">
            <Select
              id={selectId}
              className="min-w-0 flex-1"
              value={chosen}
              disabled={!candidates.length}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">{T.invitePlaceholder}</option>
              {candidates.map((s) => (
                <option key={s.userId} value={s.userId}>
                  {s.name}
                </option>
              ))}
            </Select>
            <Button
              disabled={!chosen || write.isPending}
              onClick={() => {
                const invited = chosen;
                write.mutate(
                  { path: classesApi.members(schoolId, cls.id), body: { userIds: [invited] } },
                  {
                    onSuccess: () => {
                      // The class is read again before this runs: a student chosen meanwhile stays chosen.
                      setChosen((current) => (current === invited ? '' : current));
                      notify.success(T.invited, T.invitedDetail);
                    },
                    onError: (e) => notify.error(T.actionError, classFailure(e), e),
                  },
                );
              }}
            >
              <UserPlusIcon aria-hidden="true" />
              {T.invite}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
