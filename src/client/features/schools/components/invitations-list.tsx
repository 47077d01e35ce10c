import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { notify } from '@/client/lib/notify';
import { adminSchoolsText as T, roleLabels, schoolsText } from '@/shared/i18n/schools';
import type { InvitationDto } from '@/shared/schools/contract';
import { useCancelInvitation, useInvitations } from '../api/schools';
import { formatInstantDay } from '@/shared/format';

/** The school's pending invitations by email, each with 'Cancelar convite' (confirmed). */
export function InvitationsList({ schoolId }: { schoolId: string }) {
  const invitations = useInvitations(schoolId);
  const cancel = useCancelInvitation();
  const [canceling, setCanceling] = useState<InvitationDto | null>(null);
  const headingId = `school-${schoolId}-invitations`;
  const pending = invitations.data?.filter((i) => i.status === 'pending') ?? [];

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {T.invitationsTitle}{' '}
        {invitations.data ? <span className="text-slate-500">({pending.length})</span> : null}
      </h3>
      {invitations.isPending ? (
        <p className="text-sm text-slate-600">{schoolsText.loading}</p>
      ) : invitations.isError ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => invitations.refetch()}
        >
          {schoolsText.retry}
        </Button>
      ) : pending.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noInvitations}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {pending.map((inv) => (
            <li
              key={inv.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2"
              data-testid="invitation"
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <p className="font-medium break-all text-slate-900">{inv.email}</p>
                <p className="flex flex-wrap items-center gap-2 text-slate-600">
                  <Badge tone={inv.role === 'admin' ? 'info' : 'neutral'}>{roleLabels[inv.role]}</Badge>
                  {T.invitationExpires(formatInstantDay(inv.expiresAt))}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={T.cancelInvitationLabel(inv.email)}
                onClick={() => setCanceling(inv)}
              >
                {T.cancelInvitation}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={canceling !== null}
        title={T.cancelInvitationTitle}
        description={T.cancelInvitationDescription(canceling?.email ?? '')}
        confirmLabel={T.cancelInvitation}
        pending={cancel.isPending}
        onCancel={() => setCanceling(null)}
        onConfirm={() => {
          if (!canceling) return;
          const inv = canceling;
          cancel.mutate(
            { id: schoolId, invitationId: inv.id },
            {
              onSuccess: () => notify.success(T.invitationCanceled, T.invitationCanceledDetail(inv.email)),
              onError: (error) => notify.error(schoolsText.actionError, schoolsText.actionErrorDetail, error),
              onSettled: () => setCanceling(null),
            },
          );
        }}
      />
    </section>
  );
}
