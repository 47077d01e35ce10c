import { SearchIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { notify } from '@/client/lib/notify';
import { adminSchoolsText as T, schoolsText } from '@/shared/i18n/schools';
import type { SchoolDto } from '@/shared/schools/contract';
import { useRoleSearch, useSetSchoolAdmin } from '../api/schools';
import { useDebounced } from '@/client/lib/use-debounced';

type Admin = SchoolDto['admins'][number];

/** The school's admins, each with 'Remover' (confirmed), and 'Adicionar admin da escola' (search existing users). */
export function SchoolAdmins({ school }: { school: SchoolDto }) {
  const setAdmin = useSetSchoolAdmin();
  const [removing, setRemoving] = useState<Admin | null>(null);
  const [adding, setAdding] = useState(false);
  const headingId = `school-${school.id}-admins`;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {T.adminsTitle}
      </h3>
      {school.admins.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noAdmins}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {school.admins.map((a) => (
            <li
              key={a.userId}
              className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2"
            >
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-slate-900">{a.name}</p>
                <p className="truncate text-slate-600">{a.email}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={T.removeAdminLabel(a.name)}
                onClick={() => setRemoving(a)}
                disabled={setAdmin.isPending}
              >
                <XIcon aria-hidden="true" />
                {T.removeAdmin}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {school.archivedAt ? null : (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAdding(true)}>
          <UserPlusIcon aria-hidden="true" />
          {T.addAdmin}
        </Button>
      )}
      <AddAdminDialog school={school} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={removing !== null}
        title={T.removeAdminTitle(removing?.name ?? '')}
        description={T.removeAdminDescription}
        confirmLabel={T.removeAdmin}
        pending={setAdmin.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const person = removing;
          setAdmin.mutate(
            { userId: person.userId, schoolId: school.id, granted: false },
            {
              onSuccess: () => notify.success(T.adminRemoved, T.adminRemovedDetail(person.name, school.name)),
              onError: (error) => notify.error(schoolsText.actionError, schoolsText.actionErrorDetail, error),
              onSettled: () => setRemoving(null),
            },
          );
        }}
      />
    </section>
  );
}

function AddAdminDialog({
  school,
  open,
  onOpenChange,
}: {
  school: SchoolDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{T.adminForm.title}</DialogTitle>
          <DialogDescription>{T.adminForm.description(school.name)}</DialogDescription>
        </DialogHeader>
        {open ? <AdminSearch school={school} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AdminSearch({ school, onDone }: { school: SchoolDto; onDone: () => void }) {
  const F = T.adminForm;
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const results = useRoleSearch(q);
  const setAdmin = useSetSchoolAdmin();
  const inputId = `admin-search-${school.id}`;

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{F.search}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            type="search"
            className="pl-9"
            placeholder={F.searchPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      {q.length < 2 ? (
        <p className="text-sm text-slate-600">{F.typeMore}</p>
      ) : results.isPending ? (
        <SkeletonList label={schoolsText.loading} rows={2} rowClassName="h-12" />
      ) : results.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {schoolsText.actionErrorDetail}
        </p>
      ) : results.data.length === 0 ? (
        <p className="text-sm text-slate-600">{F.none}</p>
      ) : (
        <ul aria-label={F.resultsLabel} className="grid max-h-80 gap-2 overflow-y-auto">
          {results.data.map((u) => {
            const already = u.schools.some((s) => s.id === school.id);
            return (
              <li
                key={u.userId}
                className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2"
              >
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium text-slate-900">{u.name}</p>
                  <p className="truncate text-slate-600">{u.email}</p>
                </div>
                {already ? (
                  <span className="text-sm text-slate-600">{F.already}</span>
                ) : (
                  <Button
                    size="sm"
                    aria-label={F.chooseLabel(u.name || u.email)}
                    disabled={setAdmin.isPending}
                    onClick={() =>
                      setAdmin.mutate(
                        { userId: u.userId, schoolId: school.id, granted: true },
                        {
                          onSuccess: () => {
                            notify.success(T.adminAdded, T.adminAddedDetail(u.name || u.email, school.name));
                            onDone();
                          },
                          onError: (error) => notify.error(F.error, schoolsText.actionErrorDetail, error),
                        },
                      )
                    }
                  >
                    {F.choose}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
