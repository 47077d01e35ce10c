import { FingerprintIcon, GlobeIcon, KeyRoundIcon, type LucideIcon, MailIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatWhatsapp } from '@/shared/account/contract';
import type { AdminUserDetail, AdminUserRow, SignInMethod } from '@/shared/admin/contract';
import type { AppRole } from '@/shared/admin/permissions';
import { adminUsersText, SIGN_IN_METHOD_LABELS } from '@/shared/i18n/admin-users';
import { useAdminUser } from '../api/admin-users';
import { type ActionKind, availableActions } from '../lib/user-actions';
import { formatInstantDateTime, formatLastDay } from '@/shared/format';
import { relativeTime } from '../lib/dates';
import { UserActionDialogs } from './user-action-dialogs';
import { UserBadges } from './user-badges';
import { userName } from './user-list';

const T = adminUsersText;
const D = T.detail;
const F = D.fields;

const METHOD_ICONS: Record<SignInMethod, LucideIcon> = {
  password: KeyRoundIcon,
  google: GlobeIcon,
  passkey: FingerprintIcon,
  'magic-link': MailIcon,
};

interface UserDetailDialogProps {
  /** The row clicked; its data shows at once while the detail (sessions, zone) loads. */
  user: AdminUserRow | null;
  onClose: () => void;
  /** Who is looking: their id (no revoking oneself) and role (what they may do). */
  viewer: { id: string; role: AppRole };
}

export function UserDetailDialog({ user, onClose, viewer }: UserDetailDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        {user ? <UserDetail key={user.userId} row={user} viewer={viewer} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function When({ iso, timeZone }: { iso: string | null; timeZone?: string }) {
  if (!iso) return <>{D.none}</>;
  return (
    <time dateTime={iso} title={relativeTime(iso)}>
      {formatInstantDateTime(iso, timeZone)}
    </time>
  );
}

function UserDetail({ row, viewer }: { row: AdminUserRow; viewer: UserDetailDialogProps['viewer'] }) {
  const detail = useAdminUser(row.userId);
  const [action, setAction] = useState<ActionKind | null>(null);
  // The detail is fresher; the row shows until it answers.
  const user: AdminUserRow & Partial<Pick<AdminUserDetail, 'activeSessions' | 'timezone'>> =
    detail.data ?? row;
  const tz = detail.data?.timezone;
  const actions = availableActions(user, viewer);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{userName(user)}</DialogTitle>
        <DialogDescription className="break-all">{user.email}</DialogDescription>
        <UserBadges user={user} />
      </DialogHeader>

      {detail.isError && !detail.data ? (
        <LoadError message={D.loadError} retryLabel={T.retry} onRetry={() => detail.refetch()} />
      ) : null}

      <div className="grid gap-5" aria-busy={detail.isPending}>
        <Section title={D.profile}>
          <Field label={F.fullName}>{user.fullName || D.none}</Field>
          <Field label={F.displayName}>{user.displayName || D.none}</Field>
          <Field label={F.whatsapp}>{user.whatsapp ? formatWhatsapp(user.whatsapp) : T.noWhatsapp}</Field>
          <Field label={F.school}>{user.school?.name ?? T.noSchool}</Field>
          <Field label={F.timezone}>{tz ?? <Skeleton className="h-5 w-32" />}</Field>
          <Field label={F.signInMethods}>
            {user.signInMethods.length ? (
              <ul className="grid gap-1">
                {user.signInMethods.map((m) => {
                  const Icon = METHOD_ICONS[m];
                  return (
                    <li key={m} className="flex items-center gap-2">
                      <Icon className="size-4 text-slate-600" aria-hidden="true" />
                      {SIGN_IN_METHOD_LABELS[m]}
                    </li>
                  );
                })}
              </ul>
            ) : (
              D.noMethods
            )}
          </Field>
        </Section>

        <Section title={D.access}>
          <Field label={F.releasedAt}>
            {user.releasedAt ? <When iso={user.releasedAt} timeZone={tz} /> : D.notReleased}
          </Field>
          <Field label={F.trialEnd}>{user.trialEndsAt ? formatLastDay(user.trialEndsAt, tz) : D.none}</Field>
          <Field label={F.continuation}>
            {user.continuedIndefinitely
              ? D.continuedIndefinitely
              : user.continuedUntil
                ? D.continuedUntil(formatLastDay(user.continuedUntil, tz))
                : D.notContinued}
          </Field>
          <Field label={F.continueRequested}>
            {user.continueRequestedAt
              ? D.continueRequestedAt(formatInstantDateTime(user.continueRequestedAt, tz))
              : D.none}
          </Field>
        </Section>

        <Section title={D.activity}>
          <Field label={F.lastSignIn}>
            {user.lastSignInAt ? (
              <time dateTime={user.lastSignInAt} title={formatInstantDateTime(user.lastSignInAt, tz)}>
                {relativeTime(user.lastSignInAt)}
              </time>
            ) : (
              T.never
            )}
          </Field>
          <Field label={F.createdAt}>
            <When iso={user.createdAt} timeZone={tz} />
          </Field>
          <Field label={F.trades}>{T.tradeCount(user.tradeCount)}</Field>
          <Field label={F.sessions}>
            {user.activeSessions === undefined ? (
              <Skeleton className="h-5 w-24" />
            ) : (
              D.sessions(user.activeSessions)
            )}
          </Field>
        </Section>

        <section className="grid gap-3 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{D.actions}</h3>
          {user.isAdmin ? <p className="text-sm text-slate-600">{D.adminNote}</p> : null}
          {user.userId === viewer.id ? <p className="text-sm text-slate-600">{D.selfNote}</p> : null}
          <div className="flex flex-wrap gap-2">
            {actions.map((kind) => (
              <Button
                key={kind}
                variant={kind === 'release' ? 'default' : kind === 'revoke' ? 'destructive' : 'outline'}
                className="flex-1 sm:flex-none"
                onClick={() => setAction(kind)}
              >
                {T.actions[kind]}
              </Button>
            ))}
          </div>
        </section>
      </div>

      <UserActionDialogs user={user} timeZone={tz} open={action} onClose={() => setAction(null)} />
    </>
  );
}
