import type { MouseEvent } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { formatWhatsapp } from '@/shared/account/contract';
import type { AdminUserRow } from '@/shared/admin/contract';
import { adminUsersText } from '@/shared/i18n/admin-users';
import { formatInstantDateTime, formatInteger } from '@/shared/format';
import { relativeTime } from '../lib/dates';
import { trialSummary, UserBadges } from './user-badges';

const T = adminUsersText;
const C = T.columns;

export interface UserListProps {
  users: AdminUserRow[];
  /** Only pending users can be ticked (bulk release). */
  selected: Set<string>;
  onToggle: (userId: string) => void;
  onToggleAll: (select: boolean) => void;
  onOpen: (user: AdminUserRow) => void;
  now: Date;
}

export const userName = (u: Pick<AdminUserRow, 'name' | 'displayName' | 'email'>) =>
  u.name || u.displayName || u.email;

function LastSignIn({ user, now }: { user: AdminUserRow; now: Date }) {
  if (!user.lastSignInAt) return <span className="text-slate-500">{T.never}</span>;
  return (
    <time dateTime={user.lastSignInAt} title={formatInstantDateTime(user.lastSignInAt)}>
      {relativeTime(user.lastSignInAt, now)}
    </time>
  );
}

function RowCheckbox({
  user,
  selected,
  onToggle,
  className,
}: Pick<UserListProps, 'selected' | 'onToggle'> & {
  user: AdminUserRow;
  className?: string;
}) {
  if (user.status !== 'pending') return null;
  return (
    <input
      type="checkbox"
      className={cn('size-5 accent-brand-700', className)}
      aria-label={T.selectRow(userName(user))}
      checked={selected.has(user.userId)}
      onChange={() => onToggle(user.userId)}
    />
  );
}

/** The name is the row's button: Enter or a click opens the detail panel (a click anywhere on the row too). */
function NameButton({ user, onOpen }: { user: AdminUserRow; onOpen: UserListProps['onOpen'] }) {
  return (
    <button
      type="button"
      className="rounded text-left font-semibold wrap-anywhere text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
      aria-label={T.openDetail(userName(user))}
      onClick={() => onOpen(user)}
    >
      {userName(user)}
    </button>
  );
}

// A click on the row opens the detail, unless it was on a control of its own (the checkbox, the name's button).
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('button, input, a, label') !== null;

export function UserTable({ users, selected, onToggle, onToggleAll, onOpen, now }: UserListProps) {
  const pending = users.filter((u) => u.status === 'pending');
  const allSelected = pending.length > 0 && pending.every((u) => selected.has(u.userId));
  return (
    <Table caption={T.listLabel} className="table-fixed" frameClassName="rounded-xl shadow-sm">
      <TableHeader>
        <TableRow>
          <TableHead className="w-12 px-4">
            {pending.length > 0 ? (
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                aria-label={T.selectAllPending}
                checked={allSelected}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            ) : (
              <span className="sr-only">{C.select}</span>
            )}
          </TableHead>
          <TableHead className="w-[30%] py-3">{C.name}</TableHead>
          <TableHead className="w-[18%]">{C.status}</TableHead>
          <TableHead className="w-[14%]">{C.school}</TableHead>
          <TableHead className="w-[13%]">{C.lastSignIn}</TableHead>
          <TableHead className="w-[15%]">{C.trial}</TableHead>
          <TableHead className="w-20 pr-4 text-right">{C.trades}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow
            key={user.userId}
            data-testid="admin-user-row"
            data-state={selected.has(user.userId) ? 'selected' : undefined}
            className={cn('cursor-pointer', user.status === 'pending' && 'bg-amber-50/60')}
            onClick={(e) => (fromControl(e) ? undefined : onOpen(user))}
          >
            <TableCell className="px-4">
              <RowCheckbox user={user} selected={selected} onToggle={onToggle} className="size-4" />
            </TableCell>
            <TableCell className="py-3">
              <span className="grid min-w-0 gap-0.5">
                <NameButton user={user} onOpen={onOpen} />
                <span className="text-sm break-all text-slate-600">{user.email}</span>
                <span className="text-sm text-slate-600 tabular-nums">
                  {user.whatsapp ? formatWhatsapp(user.whatsapp) : T.noWhatsapp}
                </span>
              </span>
            </TableCell>
            <TableCell>
              <UserBadges user={user} />
            </TableCell>
            <TableCell className="break-words text-slate-700">
              {user.school?.name ?? <span className="text-slate-500">{T.noSchool}</span>}
            </TableCell>
            <TableCell className="text-slate-700">
              <LastSignIn user={user} now={now} />
            </TableCell>
            <TableCell className="text-slate-700">{trialSummary(user, now)}</TableCell>
            <TableCell className="pr-4 text-right text-slate-900 tabular-nums">
              {formatInteger(user.tradeCount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function UserCards({ users, selected, onToggle, onOpen, now }: UserListProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={T.listLabel}>
      {users.map((user) => (
        <li
          key={user.userId}
          data-testid="admin-user-card"
          className={cn(
            'grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
            user.status === 'pending' && 'border-amber-300 bg-amber-50/60',
            selected.has(user.userId) && 'border-brand-400 bg-brand-50/60',
          )}
        >
          <div className="flex items-start gap-3">
            <RowCheckbox user={user} selected={selected} onToggle={onToggle} className="mt-0.5" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <NameButton user={user} onOpen={onOpen} />
              <p className="text-sm break-all text-slate-600">{user.email}</p>
              <p className="text-sm text-slate-600 tabular-nums">
                {user.whatsapp ? formatWhatsapp(user.whatsapp) : T.noWhatsapp}
              </p>
            </div>
          </div>
          <UserBadges user={user} />
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{C.school}</dt>
            <dd className="min-w-0 break-words text-slate-900">{user.school?.name ?? T.noSchool}</dd>
            <dt className="text-slate-600">{C.lastSignIn}</dt>
            <dd className="text-slate-900">
              <LastSignIn user={user} now={now} />
            </dd>
            <dt className="text-slate-600">{C.trial}</dt>
            <dd className="text-slate-900">{trialSummary(user, now)}</dd>
            <dt className="text-slate-600">{C.trades}</dt>
            <dd className="text-slate-900 tabular-nums">{formatInteger(user.tradeCount)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
