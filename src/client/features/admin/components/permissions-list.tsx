import { LockIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import type { RoleHolder } from '@/shared/admin/contract';
import { permissionsPage as text, roleLabels } from '@/shared/i18n/admin-roles';

export type RoleAction =
  | { type: 'grantAdmin'; holder: RoleHolder }
  | { type: 'revokeAdmin'; holder: RoleHolder }
  | { type: 'grantSchool'; holder: RoleHolder }
  | { type: 'revokeSchool'; holder: RoleHolder; school: { id: string; name: string } };

interface PermissionsListProps {
  holders: RoleHolder[];
  meId: string | undefined;
  busyUserId: string | null;
  onAction: (action: RoleAction) => void;
}

function RoleBadges({ holder }: { holder: RoleHolder }) {
  if (!holder.isAdmin && holder.schools.length === 0) return <Badge tone="neutral">{text.noRole}</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {holder.isAdmin ? <Badge tone="success">{roleLabels.admin}</Badge> : null}
      {holder.schools.map((s) => (
        <Badge key={s.id} tone="info" className="max-w-full break-words">
          {text.schoolAdminOf(s.name)}
        </Badge>
      ))}
    </span>
  );
}

/** ADMIN_EMAILS admins: the app cannot take the role away, and says why instead of offering the button. */
function BootstrapNote() {
  return (
    <p className="flex items-start gap-1.5 text-xs text-slate-600">
      <LockIcon className="mt-0.5 size-3.5 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        <span className="font-semibold text-slate-800">{text.bootstrap}.</span> {text.bootstrapNote}
      </span>
    </p>
  );
}

function Person({ holder, meId }: { holder: RoleHolder; meId: string | undefined }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="font-semibold break-words text-slate-900">
        {holder.name}
        {holder.userId === meId ? <span className="font-normal text-slate-600"> ({text.you})</span> : null}
      </span>
      <span className="text-sm break-all text-slate-600">{holder.email}</span>
    </span>
  );
}

function Actions({
  holder,
  busy,
  onAction,
}: {
  holder: RoleHolder;
  busy: boolean;
  onAction: PermissionsListProps['onAction'];
}) {
  const name = holder.name || holder.email;
  return (
    <span className="flex flex-wrap gap-2 lg:justify-end">
      {holder.isAdmin ? (
        holder.bootstrapAdmin ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`${text.removeAdmin}: ${name}`}
            onClick={() => onAction({ type: 'revokeAdmin', holder })}
          >
            {text.removeAdmin}
          </Button>
        )
      ) : (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`${text.makeAdmin}: ${name}`}
          onClick={() => onAction({ type: 'grantAdmin', holder })}
        >
          {text.makeAdmin}
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={`${text.makeSchoolAdmin}: ${name}`}
        onClick={() => onAction({ type: 'grantSchool', holder })}
      >
        {text.makeSchoolAdmin}
      </Button>
      {holder.schools.map((school) => (
        <Button
          key={school.id}
          variant="outline"
          size="sm"
          disabled={busy}
          className="h-auto min-h-8 py-1 whitespace-normal"
          aria-label={`${text.removeFromSchoolNamed(school.name)}: ${name}`}
          onClick={() => onAction({ type: 'revokeSchool', holder, school })}
        >
          {text.removeFromSchoolNamed(school.name)}
        </Button>
      ))}
    </span>
  );
}

/** Cards below the lg breakpoint, a table above it (like the user list). */
export function PermissionsList({ holders, meId, busyUserId, onAction }: PermissionsListProps) {
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {holders.map((holder) => (
          <li
            key={holder.userId}
            className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="role-holder-card"
          >
            <Person holder={holder} meId={meId} />
            <RoleBadges holder={holder} />
            {holder.bootstrapAdmin ? <BootstrapNote /> : null}
            <Actions holder={holder} busy={busyUserId === holder.userId} onAction={onAction} />
          </li>
        ))}
      </ul>
      <Table
        className="table-fixed"
        frameClassName="hidden rounded-xl shadow-sm lg:block"
        caption={text.holdersTitle}
      >
        <TableHeader>
          <TableRow>
            <TableHead className="w-[30%] px-4 py-3">{text.columns.person}</TableHead>
            <TableHead className="w-[30%] px-4 py-3">{text.columns.roles}</TableHead>
            <TableHead className="px-4 py-3 text-right">{text.columns.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {holders.map((holder) => (
            <TableRow key={holder.userId} data-testid="role-holder-row">
              <TableCell className="px-4 py-3 align-top">
                <Person holder={holder} meId={meId} />
              </TableCell>
              <TableCell className="px-4 py-3 align-top">
                <div className="grid gap-2">
                  <RoleBadges holder={holder} />
                  {holder.bootstrapAdmin ? <BootstrapNote /> : null}
                </div>
              </TableCell>
              <TableCell className="px-4 py-3 align-top">
                <Actions holder={holder} busy={busyUserId === holder.userId} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
