import { XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { useMediaQuery } from '@/client/lib/use-media-query';
import type { AdminUserRow } from '@/shared/admin/contract';
import { adminUsersText } from '@/shared/i18n/admin-users';
import { useAdminUsers, useAdminUsersCount, useBulkRelease, useSchoolOptions } from '../api/admin-users';
import {
  DEFAULT_USER_FILTERS,
  hasUserFilters,
  PAGE_SIZE,
  pageCount,
  userFiltersFromParams,
  userFiltersToParams,
  usersQuery,
  type UserFilters,
} from '../lib/user-filters';
import { AdminNav } from './admin-nav';
import { ForbiddenPage } from './forbidden-page';
import { reportActionError } from './user-action-dialogs';
import { UserDetailDialog } from './user-detail-dialog';
import { UserFiltersBar } from './user-filters-bar';
import { UserCards, UserTable } from './user-list';

const T = adminUsersText;

/** /admin: the user list. Non-admins get a 403 page (and the server refuses them the API). */
export function AdminUsersPage() {
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') return <ForbiddenPage />;
  return <AdminUsers viewerId={me.user.id} />;
}

function AdminUsers({ viewerId }: { viewerId: string }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => userFiltersFromParams(params), [params]);
  const query = usersQuery(filters);
  const users = useAdminUsers(query);
  // The pending chip's count: the same search and school, pending only.
  const pendingCount = useAdminUsersCount({ ...query, status: 'pending' });
  const schools = useSchoolOptions();
  const bulk = useBulkRelease();
  const wide = useMediaQuery('(min-width: 1024px)');

  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [open, setOpen] = useState<AdminUserRow | null>(null);

  const setFilters = (patch: Partial<UserFilters>) => {
    // A filter changes the set: back to its first page. Each change is a history entry, so Back undoes it;
    // the search replaces its own entry (one per pause in typing would bury the previous view).
    const replace = Object.keys(patch).length === 1 && 'q' in patch && Boolean(filters.q && patch.q);
    setParams(userFiltersToParams({ ...filters, page: 1, ...patch }), { replace });
    setSelected(new Set());
  };

  const rows = users.data?.users ?? [];
  const pendingOnPage = rows.filter((u) => u.status === 'pending');
  // Only what is ticked on this page and still pending counts.
  const chosen = pendingOnPage.filter((u) => selected.has(u.userId)).map((u) => u.userId);
  const total = users.data?.total ?? 0;
  const pages = pageCount(total, users.data?.pageSize ?? PAGE_SIZE);
  const now = new Date();

  const toggle = (userId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  const listProps = {
    users: rows,
    selected: new Set(chosen),
    onToggle: toggle,
    onToggleAll: (all: boolean) => setSelected(all ? new Set(pendingOnPage.map((u) => u.userId)) : new Set()),
    onOpen: setOpen,
    now,
  };

  const releaseChosen = () =>
    bulk.mutate(chosen, {
      onSuccess: ({ released, skipped }) => {
        notify.success(T.bulk.done, T.bulk.doneDetail(released, skipped));
        setSelected(new Set());
        setConfirmBulk(false);
      },
      onError: (error) => {
        setConfirmBulk(false);
        reportActionError(error);
      },
    });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <AdminNav />
      <PageHeader title={T.title} description={T.lead} />

      <UserFiltersBar
        filters={filters}
        onChange={setFilters}
        onClear={() => setFilters({ ...DEFAULT_USER_FILTERS, sort: filters.sort })}
        schools={schools.data ?? []}
        pendingCount={pendingCount.data}
      />

      {users.isPending ? (
        <SkeletonList label={T.loading} rows={6} rowClassName="h-20 rounded-xl" />
      ) : users.isError && !users.data ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => users.refetch()} />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {T.totalLabel(total)}
          </p>

          {rows.length === 0 ? (
            <EmptyState
              titleAs="p"
              title={filters.q ? T.emptyFor(filters.q) : hasUserFilters(filters) ? T.emptyFiltered : T.empty}
              actions={
                hasUserFilters(filters) ? (
                  <Button variant="outline" onClick={() => setFilters({ ...DEFAULT_USER_FILTERS })}>
                    {T.filters.clear}
                  </Button>
                ) : null
              }
            />
          ) : (
            <div className={cn('min-w-0 transition-opacity', users.isPlaceholderData && 'opacity-60')}>
              {wide ? <UserTable {...listProps} /> : <UserCards {...listProps} />}
            </div>
          )}

          {chosen.length > 0 ? (
            // Sticks to the bottom of the screen while the list scrolls (above the phone's bottom bar), so the action
            // is always at hand.
            <div className="sticky bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-end gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg lg:bottom-3">
              <p className="mr-auto hidden text-sm font-medium text-slate-700 sm:block">
                {T.bulk.selected(chosen.length)}
              </p>
              <Button
                variant="ghost"
                size="icon"
                aria-label={T.bulk.clear}
                title={T.bulk.clear}
                onClick={() => setSelected(new Set())}
              >
                <XIcon aria-hidden="true" />
              </Button>
              <Button className="min-w-0 flex-1 sm:flex-none" onClick={() => setConfirmBulk(true)}>
                {T.bulk.release(chosen.length)}
              </Button>
            </div>
          ) : null}

          {pages > 1 ? (
            <nav aria-label={T.pagination.label} className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={filters.page <= 1}
                onClick={() => setFilters({ page: filters.page - 1 })}
              >
                {T.pagination.previous}
              </Button>
              <p className="text-center text-sm text-slate-700">{T.pagination.status(filters.page, pages)}</p>
              <Button
                variant="outline"
                disabled={filters.page >= pages}
                onClick={() => setFilters({ page: filters.page + 1 })}
              >
                {T.pagination.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <ConfirmDialog
        open={confirmBulk}
        tone="default"
        title={T.bulk.confirmTitle(chosen.length)}
        description={T.bulk.confirmDescription(chosen.length)}
        confirmLabel={T.bulk.confirm}
        pending={bulk.isPending}
        pendingLabel={T.bulk.pending}
        onCancel={() => setConfirmBulk(false)}
        onConfirm={releaseChosen}
      />
      <UserDetailDialog user={open} onClose={() => setOpen(null)} viewer={{ id: viewerId, role: 'admin' }} />
    </div>
  );
}
