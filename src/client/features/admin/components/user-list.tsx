import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatWhatsapp, type AdminUser } from '@/shared/account/contract';
import { adminPage } from '@/shared/i18n/auth';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

interface UserListProps {
  users: AdminUser[];
  busyUserId: string | null;
  onAllow: (user: AdminUser) => void;
  onRevoke: (user: AdminUser) => void;
}

function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={user.isAllowed ? 'success' : 'warning'}>
        {user.isAllowed ? adminPage.allowed : adminPage.pending}
      </Badge>
      {user.emailVerified ? null : <Badge tone="neutral">{adminPage.unverified}</Badge>}
      {user.role === 'admin' ? <Badge tone="info">{adminPage.admin}</Badge> : null}
    </span>
  );
}

function AccessButton({
  user,
  busy,
  onAllow,
  onRevoke,
}: { user: AdminUser; busy: boolean } & Pick<UserListProps, 'onAllow' | 'onRevoke'>) {
  const name = user.name || user.displayName;
  // An admin's access cannot be revoked (the server refuses it too).
  if (user.role === 'admin') return null;
  return user.isAllowed ? (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onRevoke(user)}
      disabled={busy}
      aria-label={`${adminPage.revoke}: ${name}`}
    >
      {adminPage.revoke}
    </Button>
  ) : (
    <Button
      size="sm"
      onClick={() => onAllow(user)}
      disabled={busy}
      aria-label={`${adminPage.allow}: ${name}`}
    >
      {adminPage.allow}
    </Button>
  );
}

/** Cards below the lg breakpoint (phones and tablets in portrait), a table above it. */
export function UserList({ users, busyUserId, onAllow, onRevoke }: UserListProps) {
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {users.map((user) => (
          <li
            key={user.userId}
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="admin-user-card"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-semibold break-words text-slate-900">{user.name || user.displayName}</p>
              <p className="text-sm break-all text-slate-600">{user.email}</p>
              <p className="text-sm text-slate-600">
                {user.whatsapp ? formatWhatsapp(user.whatsapp) : adminPage.noWhatsapp} ·{' '}
                {dateFormat.format(new Date(user.createdAt))}
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StatusBadges user={user} />
              <AccessButton
                user={user}
                busy={busyUserId === user.userId}
                onAllow={onAllow}
                onRevoke={onRevoke}
              />
            </div>
          </li>
        ))}
      </ul>
      <Table className="table-fixed" frameClassName="hidden rounded-xl shadow-sm lg:block">
        <TableHeader>
          <TableRow>
            <TableHead className="w-[18%] px-4 py-3">{adminPage.columns.name}</TableHead>
            <TableHead className="w-[26%] px-4 py-3">{adminPage.columns.email}</TableHead>
            <TableHead className="w-36 px-4 py-3">{adminPage.columns.whatsapp}</TableHead>
            <TableHead className="w-28 px-4 py-3">{adminPage.columns.createdAt}</TableHead>
            <TableHead className="px-4 py-3">{adminPage.columns.status}</TableHead>
            <TableHead className="w-44 px-4 py-3 text-right">{adminPage.columns.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.userId} data-testid="admin-user-row">
              <TableCell className="px-4 py-3 font-medium text-slate-900">
                {user.name || user.displayName}
              </TableCell>
              <TableCell className="px-4 py-3 break-all text-slate-600">{user.email}</TableCell>
              <TableCell className="px-4 py-3 whitespace-nowrap text-slate-600">
                {user.whatsapp ? formatWhatsapp(user.whatsapp) : adminPage.noWhatsapp}
              </TableCell>
              <TableCell className="px-4 py-3 text-slate-600">
                {dateFormat.format(new Date(user.createdAt))}
              </TableCell>
              <TableCell className="px-4 py-3">
                <StatusBadges user={user} />
              </TableCell>
              <TableCell className="px-4 py-3 text-right">
                <AccessButton
                  user={user}
                  busy={busyUserId === user.userId}
                  onAllow={onAllow}
                  onRevoke={onRevoke}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
