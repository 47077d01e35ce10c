import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { notify } from '@/client/lib/notify';
import { adminSchoolsText as T, schoolsText } from '@/shared/i18n/schools';
import type { SchoolDto } from '@/shared/schools/contract';
import { useAdminSchools, useArchiveSchool } from '../api/schools';
import { SchoolCard } from './school-card';
import { SchoolDialog } from './school-dialog';

/** /admin/schools (admins; the route puts AdminNav on top and the 403 page for everyone else). */
export function AdminSchoolsPage() {
  const [archived, setArchived] = useState(false);
  const schools = useAdminSchools(archived);
  const archive = useArchiveSchool();
  const [editing, setEditing] = useState<{ open: boolean; school: SchoolDto | null }>({
    open: false,
    school: null,
  });
  const [archiving, setArchiving] = useState<SchoolDto | null>(null);
  const list = schools.data ?? [];

  function toggleArchive(school: SchoolDto) {
    const next = school.archivedAt === null;
    archive.mutate(
      { id: school.id, archived: next },
      {
        onSuccess: () =>
          next
            ? notify.success(T.archivedToast, T.archivedDetail(school.name))
            : notify.success(T.unarchived, T.unarchivedDetail(school.name)),
        onError: (error) => notify.error(schoolsText.actionError, schoolsText.actionErrorDetail, error),
        onSettled: () => setArchiving(null),
      },
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={T.title}
        description={T.lead}
        actions={
          <Button className="w-full sm:w-auto" onClick={() => setEditing({ open: true, school: null })}>
            <PlusIcon aria-hidden="true" />
            {T.add}
          </Button>
        }
      />

      {/* A filter, not tabs: the list below is the same list, filtered (pressed = shown). */}
      <div
        role="group"
        aria-label={T.filterLabel}
        className="grid max-w-xs grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 text-sm"
      >
        {([false, true] as const).map((value) => (
          <button
            key={String(value)}
            type="button"
            aria-pressed={archived === value}
            onClick={() => setArchived(value)}
            className="h-9 rounded-md font-semibold text-slate-600 transition-colors hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
          >
            {value ? T.archived : T.active}
          </button>
        ))}
      </div>

      {schools.isPending ? (
        <SkeletonList label={schoolsText.loading} rows={2} rowClassName="h-48" />
      ) : schools.isError ? (
        <LoadError message={T.loadError} retryLabel={schoolsText.retry} onRetry={() => schools.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-slate-600">{archived ? T.emptyArchived : T.empty}</p>
      ) : (
        <ul aria-label={T.listLabel} className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
          {list.map((school) => (
            <SchoolCard
              key={school.id}
              school={school}
              onEdit={() => setEditing({ open: true, school })}
              onArchive={() => setArchiving(school)}
            />
          ))}
        </ul>
      )}

      <SchoolDialog
        open={editing.open}
        school={editing.school}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={
          archiving?.archivedAt ? T.unarchiveTitle(archiving.name) : T.archiveTitle(archiving?.name ?? '')
        }
        description={archiving?.archivedAt ? T.unarchiveDescription : T.archiveDescription}
        confirmLabel={archiving?.archivedAt ? T.unarchive : T.archive}
        pending={archive.isPending}
        onCancel={() => setArchiving(null)}
        onConfirm={() => archiving && toggleArchive(archiving)}
      />
    </div>
  );
}
