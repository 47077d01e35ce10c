import { PlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { notify } from '@/client/lib/notify';
import { classesText as T } from '@/shared/i18n/classes';
import { classesApi } from '@/shared/schools/classes-contract';
import { useClasses, useClassWrite } from '../api/classes';
import { classFailure } from './class-failure';
import { ClassPanel } from './class-panel';

/**
 * 'Turmas' on the school's page: the list of classes (school.classView.read: admins and mentors) and, for those
 * with school.classes.manage, creating one; opening a class shows its panel in place.
 */
export function SchoolClasses({ schoolId, canManage }: { schoolId: string; canManage: boolean }) {
  const classes = useClasses(schoolId);
  const write = useClassWrite();
  const [name, setName] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const nameId = `new-class-${schoolId}`;

  return (
    <section aria-labelledby="school-classes" className="grid min-w-0 gap-4" data-testid="school-classes">
      <div className="grid gap-1">
        <h2 id="school-classes" className="text-lg font-semibold text-slate-900">
          {T.title}
        </h2>
        <p className="max-w-3xl text-sm text-slate-600">{T.lead}</p>
      </div>
      {open ? (
        <ClassPanel schoolId={schoolId} classId={open} canManage={canManage} onBack={() => setOpen(null)} />
      ) : (
        <>
          {classes.isPending ? (
            <SkeletonList label={T.loading} rows={2} />
          ) : classes.isError ? (
            <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => classes.refetch()} />
          ) : classes.data.length === 0 ? (
            <p className="text-slate-600">{T.empty}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {classes.data.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="grid w-full min-w-0 gap-1 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                    aria-label={T.open(c.name)}
                    onClick={() => setOpen(c.id)}
                    data-testid="class-row"
                  >
                    <span className="flex items-center gap-2 font-semibold wrap-anywhere text-slate-900">
                      <UsersIcon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      {c.name}
                      {c.archived ? (
                        <span className="text-sm font-normal text-slate-600">({T.archived})</span>
                      ) : null}
                    </span>
                    <span className="text-sm text-slate-600">{T.counts(c.joined, c.invited)}</span>
                    {c.challenge ? <span className="text-sm text-brand-700">{T.challenge}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {canManage ? (
            <form
              className="grid max-w-xl gap-1"
              onSubmit={(e) => {
                e.preventDefault();
                const value = name.trim();
                if (!value) return;
                write.mutate(
                  { path: classesApi.list(schoolId), body: { name: value } },
                  {
                    onSuccess: () => {
                      setName('');
                      notify.success(T.created);
                    },
                    onError: (err) => notify.error(T.actionError, classFailure(err), err),
                  },
                );
              }}
            >
              <Label htmlFor={nameId}>{T.newName}</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id={nameId}
                  className="min-w-0 flex-1"
                  value={name}
                  maxLength={60}
                  placeholder={T.newPlaceholder}
                  onChange={(e) => setName(e.target.value)}
                />
                <Button type="submit" disabled={!name.trim() || write.isPending}>
                  <PlusIcon aria-hidden="true" />
                  {write.isPending ? T.creating : T.create}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
