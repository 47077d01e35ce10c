import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ApiRequestError } from '@/client/lib/api';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import type { AdminUser } from '@/shared/account/contract';
import { adminPage, common } from '@/shared/i18n/auth';
import { useAdminUsers, useSetAccess } from '../api/admin-users';
import { ForbiddenPage } from './forbidden-page';
import { UserList } from './user-list';

/** /admin: release and revoke access. Non-admins get a 403 page (and the server refuses them the API). */
export function AdminUsersPage() {
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') return <ForbiddenPage />;
  return <AdminUsers />;
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function AdminUsers() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const users = useAdminUsers(q);
  const setAccess = useSetAccess();
  const [revoking, setRevoking] = useState<AdminUser | null>(null);

  function change(user: AdminUser, allowed: boolean) {
    const name = user.name || user.displayName;
    setAccess.mutate(
      { user, allowed },
      {
        onSuccess: () =>
          allowed
            ? notify.success(adminPage.allowedToast, adminPage.allowedToastDescription(name))
            : notify.success(adminPage.revokedToast, adminPage.revokedToastDescription(name)),
        // The server explains its refusals (e.g. 'Usuário não encontrado.') in Portuguese: show them.
        onError: (error) =>
          error instanceof ApiRequestError && error.status >= 400 && error.status < 500
            ? notify.error(adminPage.actionError, error.message, { code: error.code })
            : notify.error(adminPage.actionError, adminPage.actionErrorDetail, error),
      },
    );
  }

  const list = users.data?.users ?? [];
  const pending = list.filter((u) => !u.isAllowed);
  const others = list.filter((u) => u.isAllowed);
  const busyUserId = setAccess.isPending ? (setAccess.variables?.user.userId ?? null) : null;
  const listProps = { busyUserId, onAllow: (u: AdminUser) => change(u, true), onRevoke: setRevoking };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{adminPage.title}</h1>
        <p className="text-slate-600">{adminPage.lead}</p>
      </header>

      <div className="grid max-w-md gap-1.5">
        <Label htmlFor="admin-search">{adminPage.search}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="admin-search"
            type="search"
            className="pl-9"
            placeholder={adminPage.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      {users.isPending ? (
        <SkeletonList label={common.loading} />
      ) : users.isError ? (
        <LoadError
          message={adminPage.loadError}
          retryLabel={adminPage.retry}
          onRetry={() => users.refetch()}
        />
      ) : (
        <>
          <section aria-labelledby="admin-pending" className="grid gap-3">
            <h2 id="admin-pending" className="text-lg font-semibold text-slate-900">
              {adminPage.pendingTitle} <span className="text-slate-500">({pending.length})</span>
            </h2>
            {pending.length ? (
              <UserList users={pending} {...listProps} />
            ) : (
              <p className="text-slate-600">{adminPage.emptyPending}</p>
            )}
          </section>
          <section aria-labelledby="admin-all" className="grid gap-3">
            <h2 id="admin-all" className="text-lg font-semibold text-slate-900">
              {adminPage.allTitle} <span className="text-slate-500">({others.length})</span>
            </h2>
            {others.length ? (
              <UserList users={others} {...listProps} />
            ) : (
              <p className="text-slate-600">{adminPage.empty}</p>
            )}
          </section>
        </>
      )}

      <ConfirmDialog
        open={revoking !== null}
        title={adminPage.revokeTitle}
        description={adminPage.revokeDescription(revoking?.name || revoking?.displayName || '')}
        confirmLabel={adminPage.revokeConfirm}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          setRevoking(null);
          change(revoking, false);
        }}
      />
    </div>
  );
}
