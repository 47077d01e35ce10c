import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { ApiRequestError } from '@/client/lib/api';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { useDebounced } from '@/client/lib/use-debounced';
import { permissionsPage as text, roleLabels } from '@/shared/i18n/admin-roles';
import { common } from '@/shared/i18n/common';
import { useChangeRole, useRoleHolders, type RoleChangeRequest } from '../api/roles';
import { AdminNav } from './admin-nav';
import { ForbiddenPage } from './forbidden-page';
import { RoleDialog } from './permissions-dialogs';
import { PermissionsList, type RoleAction } from './permissions-list';
import { PermissionsMatrix } from './permissions-matrix';

/** /admin/permissions: admins only (others get the 403 page; the server refuses them the API too). */
export function PermissionsPage() {
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') return <ForbiddenPage />;
  return <Permissions meId={me.user.id} />;
}

function roleOf(action: RoleAction, schoolName?: string): string {
  if (action.type === 'grantAdmin' || action.type === 'revokeAdmin') return roleLabels.admin;
  if (action.type === 'revokeSchool') return text.schoolAdminOf(action.school.name);
  return text.schoolAdminOf(schoolName ?? '');
}

function Permissions({ meId }: { meId: string }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const holders = useRoleHolders(q);
  const change = useChangeRole();
  const [action, setAction] = useState<RoleAction | null>(null);

  function confirm(schoolId?: string) {
    if (!action) return;
    const { holder } = action;
    const req: RoleChangeRequest =
      action.type === 'grantAdmin' || action.type === 'revokeAdmin'
        ? { kind: 'admin', userId: holder.userId, granted: action.type === 'grantAdmin' }
        : {
            kind: 'schoolAdmin',
            userId: holder.userId,
            schoolId: action.type === 'revokeSchool' ? action.school.id : (schoolId ?? ''),
            granted: action.type === 'grantSchool',
          };
    const granted = req.granted;
    const name = holder.name || holder.email;
    change.mutate(req, {
      onSuccess: (result) => {
        setAction(null);
        const schoolName = result.user.schools.find((s) => s.id === schoolId)?.name;
        if (!result.changed) notify.info(text.unchangedToast, text.unchangedDescription);
        else
          notify.success(
            granted ? text.grantedToast : text.revokedToast,
            text.toastDescription(name, roleOf(action, schoolName)),
          );
      },
      // The server explains its refusals (the last admin, an ADMIN_EMAILS admin...) in Portuguese: show them.
      onError: (error) => {
        setAction(null);
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
          notify.error(text.actionError, error.message, { code: error.code });
        else notify.error(text.actionError, text.actionErrorDetail, error);
      },
    });
  }

  const list = holders.data?.users ?? [];
  const busyUserId = change.isPending ? (change.variables?.userId ?? null) : null;

  return (
    <div className="grid min-w-0 gap-6">
      <AdminNav />
      <PageHeader title={text.title} description={text.lead} />

      <div className="grid max-w-md gap-1.5">
        <Label htmlFor="roles-search">{text.search}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="roles-search"
            type="search"
            className="pl-9"
            placeholder={text.searchPlaceholder}
            aria-describedby="roles-search-hint"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <p id="roles-search-hint" className="text-sm text-slate-600">
          {text.searchHint}
        </p>
      </div>

      <section aria-labelledby="roles-list" className="grid gap-3">
        <h2 id="roles-list" className="text-lg font-semibold text-slate-900">
          {q ? text.resultsTitle : text.holdersTitle}
          {holders.data ? <span className="text-slate-500"> ({list.length})</span> : null}
        </h2>
        {holders.isPending ? (
          <SkeletonList label={common.loading} />
        ) : holders.isError ? (
          <LoadError message={text.loadError} retryLabel={text.retry} onRetry={() => holders.refetch()} />
        ) : list.length ? (
          <PermissionsList holders={list} meId={meId} busyUserId={busyUserId} onAction={setAction} />
        ) : (
          <p className="text-slate-600">{q ? text.empty : text.emptyHolders}</p>
        )}
      </section>

      <PermissionsMatrix />

      <RoleDialog
        action={action}
        pending={change.isPending}
        onCancel={() => setAction(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
