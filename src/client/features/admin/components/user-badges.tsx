import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import type { AccessStatus } from '@/shared/account/access';
import type { AdminUserRow } from '@/shared/admin/contract';
import { adminUsersText, STATUS_LABELS } from '@/shared/i18n/admin-users';
import { formatLastDay } from '@/shared/format';

const B = adminUsersText.badges;

// Colour says the state at a glance; the text says it to everyone (never colour alone).
const STATUS_CLASSES: Record<AccessStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  trial: 'bg-sky-100 text-sky-900',
  trial_expired: 'bg-orange-100 text-orange-900',
  active: 'bg-brand-100 text-emerald-800',
  revoked: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status, className }: { status: AccessStatus; className?: string }) {
  return (
    <Badge className={cn(STATUS_CLASSES[status], className)} data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** Roles and notices beside the status: admin, school admin, unconfirmed email, asked to continue. */
export function UserBadges({ user }: { user: AdminUserRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge status={user.status} />
      {user.isAdmin ? <Badge tone="info">{B.admin}</Badge> : null}
      {user.isSchoolAdmin ? <Badge tone="info">{B.schoolAdmin}</Badge> : null}
      {user.continueRequestedAt && user.status !== 'active' ? (
        <Badge className="bg-violet-100 text-violet-900">{B.continueRequested}</Badge>
      ) : null}
      {user.emailVerified ? null : <Badge tone="neutral">{B.unverified}</Badge>}
    </span>
  );
}

const T = adminUsersText.trialCell;

/** The trial column: its last day, or that it ended, or the continuation that replaced it. */
export function trialSummary(user: AdminUserRow, now: Date, timeZone?: string): string {
  if (user.continuedIndefinitely) return T.continuedIndefinitely;
  if (user.status === 'active' && user.continuedUntil)
    return T.continuedUntil(formatLastDay(user.continuedUntil, timeZone));
  if (!user.trialEndsAt) return T.notStarted;
  const day = formatLastDay(user.trialEndsAt, timeZone);
  // The server's status decides (its clock may differ from the browser's); the dates only for the other states.
  if (user.status === 'trial') return T.until(day);
  if (user.status === 'trial_expired') return T.ended(day);
  return Date.parse(user.trialEndsAt) > now.getTime() ? T.until(day) : T.ended(day);
}
