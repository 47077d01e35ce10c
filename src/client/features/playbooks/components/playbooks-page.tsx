import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { notify } from '@/client/lib/notify';
import { useAllPlaybooks } from '@/client/lib/playbooks';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { PlaybookDto } from '@/shared/playbooks/contract';
import { useArchivePlaybook, useDeletePlaybook } from '../api/playbooks';
import { PlaybookCard } from './playbook-card';
import { PlaybookDialog } from './playbook-dialog';

const T = playbooksText;

/** /playbooks: the trader's setups (active, then archived), created and edited in a dialog. */
export function PlaybooksPage() {
  const playbooks = useAllPlaybooks();
  const archive = useArchivePlaybook();
  const remove = useDeletePlaybook();
  const [editing, setEditing] = useState<{ open: boolean; playbook: PlaybookDto | null }>({
    open: false,
    playbook: null,
  });
  const [deleting, setDeleting] = useState<PlaybookDto | null>(null);

  const all = playbooks.data ?? [];
  const current = all.filter((p) => !p.archived);
  const archived = all.filter((p) => p.archived);

  const openNew = () => setEditing({ open: true, playbook: null });
  const onEdit = (playbook: PlaybookDto) => setEditing({ open: true, playbook });
  const onArchive = (playbook: PlaybookDto, next: boolean) =>
    archive.mutate(
      { id: playbook.id, archived: next },
      {
        onSuccess: () =>
          next
            ? notify.success(T.archived, T.archivedDetail(playbook.name))
            : notify.success(T.reactivated, T.reactivatedDetail(playbook.name)),
        onError: (error) => notify.error(T.archiveError, T.archiveErrorDetail, error),
      },
    );
  const onDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => notify.success(T.deleted, T.deletedDetail(target.name)),
      onError: (error) => notify.error(T.deleteError, T.deleteErrorDetail, error),
      onSettled: () => setDeleting(null),
    });
  };

  const list = (items: PlaybookDto[], testId: string) => (
    <ul className="grid gap-3 md:grid-cols-2" data-testid={testId}>
      {items.map((p) => (
        <PlaybookCard
          key={p.id}
          playbook={p}
          onEdit={onEdit}
          onArchive={onArchive}
          onDelete={setDeleting}
          busy={archive.isPending && archive.variables?.id === p.id}
        />
      ))}
    </ul>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={T.title}
        description={T.lead}
        actions={
          <Button className="w-full sm:w-auto" onClick={openNew}>
            <PlusIcon aria-hidden="true" />
            {T.add}
          </Button>
        }
      />

      {playbooks.isPending && all.length === 0 ? (
        <SkeletonList label={T.loading} className="md:grid-cols-2" rowClassName="h-44 rounded-xl" />
      ) : playbooks.isError && all.length === 0 ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void playbooks.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          title={T.emptyTitle}
          description={T.emptyLead}
          actions={
            <Button onClick={openNew}>
              <PlusIcon aria-hidden="true" />
              {T.add}
            </Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="playbooks-active" className="grid gap-3">
            <h2 id="playbooks-active" className="text-lg font-semibold text-slate-900">
              {T.activeTitle}
            </h2>
            {current.length > 0 ? (
              list(current, 'playbooks-active')
            ) : (
              <EmptyState titleAs="p" className="py-6" description={T.emptyLead} />
            )}
          </section>
          {archived.length > 0 ? (
            <section aria-labelledby="playbooks-archived" className="grid gap-3">
              <div className="grid gap-0.5">
                <h2 id="playbooks-archived" className="text-lg font-semibold text-slate-900">
                  {T.archivedTitle}
                </h2>
                <p className="text-sm text-slate-600">{T.archivedLead}</p>
              </div>
              {list(archived, 'playbooks-archived')}
            </section>
          ) : null}
        </>
      )}

      <PlaybookDialog
        open={editing.open}
        playbook={
          editing.playbook ? (all.find((p) => p.id === editing.playbook?.id) ?? editing.playbook) : null
        }
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? T.deleteTitle(deleting.name) : ''}
        description={deleting ? T.deleteDescription(deleting.tradeCount) : ''}
        confirmLabel={T.confirmDelete}
        pendingLabel={T.deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      />
    </div>
  );
}
