import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
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
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="w-[18%] px-4 py-3">
                {adminPage.columns.name}
              </th>
              <th scope="col" className="w-[26%] px-4 py-3">
                {adminPage.columns.email}
              </th>
              <th scope="col" className="w-36 px-4 py-3">
                {adminPage.columns.whatsapp}
              </th>
              <th scope="col" className="w-28 px-4 py-3">
                {adminPage.columns.createdAt}
              </th>
              <th scope="col" className="px-4 py-3">
                {adminPage.columns.status}
              </th>
              <th scope="col" className="w-44 px-4 py-3 text-right">
                {adminPage.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.userId} data-testid="admin-user-row">
                <td className="px-4 py-3 font-medium text-slate-900">{user.name || user.displayName}</td>
                <td className="px-4 py-3 break-all text-slate-600">{user.email}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {user.whatsapp ? formatWhatsapp(user.whatsapp) : adminPage.noWhatsapp}
                </td>
                <td className="px-4 py-3 text-slate-600">{dateFormat.format(new Date(user.createdAt))}</td>
                <td className="px-4 py-3">
                  <StatusBadges user={user} />
                </td>
                <td className="px-4 py-3 text-right">
                  <AccessButton
                    user={user}
                    busy={busyUserId === user.userId}
                    onAllow={onAllow}
                    onRevoke={onRevoke}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
