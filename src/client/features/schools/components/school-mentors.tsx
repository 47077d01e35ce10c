import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { mentorsText as T } from '@/shared/i18n/mentoring';
import type { SchoolDto } from '@/shared/schools/contract';
import type { MentorDto } from '@/shared/schools/mentoring-contract';
import { useMentors, useNameMentor, useRemoveMentor } from '../api/mentoring';
import { useStudents } from '../api/schools';

const failure = (error: unknown) =>
  error instanceof ApiRequestError && error.status > 0 ? error.message : T.actionErrorDetail;

/**
 * 'Mentores' on the school's page (school.mentors.manage): the school's mentors, naming one among its students,
 * and removing one. Someone from outside is invited by email with the role Mentor.
 */
export function SchoolMentors({ school }: { school: SchoolDto }) {
  const mentors = useMentors(school.id);
  const students = useStudents(school.id, '', '');
  const name = useNameMentor();
  const remove = useRemoveMentor();
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<MentorDto | null>(null);
  const selectId = `mentor-pick-${school.id}`;

  function onName() {
    const student = students.data?.find((s) => s.userId === chosen);
    if (!student) return;
    name.mutate(
      { schoolId: school.id, userId: student.userId },
      {
        onSuccess: () => {
          setChosen('');
          notify.success(T.named, T.namedDetail(student.name));
        },
        onError: (error) => notify.error(T.actionError, failure(error), error),
      },
    );
  }

  return (
    <section aria-labelledby="school-mentors" className="grid min-w-0 gap-4" data-testid="school-mentors">
      <div className="grid gap-1">
        <h2 id="school-mentors" className="text-lg font-semibold text-slate-900">
          {T.title}
        </h2>
        <p className="max-w-3xl text-sm text-slate-600">{T.lead}</p>
      </div>

      {mentors.isPending ? (
        <SkeletonList label={T.title} rows={1} />
      ) : mentors.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => mentors.refetch()} />
      ) : mentors.data.length === 0 ? (
        <p className="text-slate-600">{T.empty}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {mentors.data.map((m) => (
            <li
              key={m.userId}
              className="flex min-w-0 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
              data-testid="mentor-row"
            >
              <div className="grid min-w-0">
                <p className="font-medium wrap-anywhere text-slate-900">{m.name}</p>
                <p className="text-sm break-all text-slate-600">{m.email}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={T.removeLabel(m.name)}
                onClick={() => setRemoving(m)}
              >
                {T.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <div className="grid max-w-xl min-w-0 gap-2">
        <Label htmlFor={selectId}>{T.nameLabel}</Label>
        <div className="flex min-w-0 flex-wrap gap-2">
          <Select
            id={selectId}
            className="w-full min-w-0 flex-1 sm:w-auto"
            value={chosen}
            disabled={!students.data?.length}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">{T.namePlaceholder}</option>
            {(students.data ?? []).map((s) => (
              <option key={s.userId} value={s.userId}>
                {s.name} ({s.email})
              </option>
            ))}
          </Select>
          <Button onClick={onName} disabled={!chosen || name.isPending}>
            <UserPlusIcon aria-hidden="true" />
            {name.isPending ? T.naming : T.name}
          </Button>
        </div>
        <p className="text-sm text-slate-600">{T.inviteHint}</p>
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle(removing?.name ?? '')}
        description={T.removeDescription}
        confirmLabel={T.remove}
        pendingLabel={T.removing}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const who = removing;
          remove.mutate(
            { schoolId: school.id, userId: who.userId },
            {
              onSuccess: () => notify.success(T.removed, T.removedDetail(who.name)),
              onError: (error) => notify.error(T.actionError, failure(error), error),
              onSettled: () => setRemoving(null),
            },
          );
        }}
      />
    </section>
  );
}
