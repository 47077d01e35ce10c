import { ArchiveIcon, ArchiveRestoreIcon, ExternalLinkIcon, MailPlusIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { formatWhatsapp } from '@/shared/account/contract';
import { adminSchoolsText as T, schoolsText } from '@/shared/i18n/schools';
import type { SchoolDto } from '@/shared/schools/contract';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { InviteLink } from './invite-link';
import { SchoolAdmins } from './school-admins';

interface SchoolCardProps {
  school: SchoolDto;
  onEdit: () => void;
  onArchive: () => void;
}

/** One school on /admin/schools: its figures, contacts, invite link, invitations and admins. */
export function SchoolCard({ school, onEdit, onArchive }: SchoolCardProps) {
  const [inviting, setInviting] = useState(false);
  const archived = school.archivedAt !== null;
  const titleId = `school-${school.id}-title`;

  return (
    <li
      className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="school-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold wrap-anywhere text-slate-900">
              {school.name}
            </h2>
            {archived ? <Badge tone="warning">{T.archivedBadge}</Badge> : null}
          </div>
          <p className="font-mono text-xs break-all text-slate-600">{school.slug}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-label={T.editLabel(school.name)} onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            {T.edit}
          </Button>
          <Button variant="outline" size="sm" onClick={onArchive}>
            {archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
            {archived ? T.unarchive : T.archive}
          </Button>
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-2 text-center">
        <Figure label={T.seatsLabel} value={schoolsText.seats(school.seatsUsed, school.seatLimit)} />
        <Figure label={T.studentsLabel} value={String(school.students)} />
        <Figure label={T.pendingLabel} value={String(school.pendingStudents)} />
      </dl>

      {school.whatsapp || school.instagram ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {school.whatsapp ? (
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{T.whatsappLabel}:</dt>
              <dd className="font-medium text-slate-900">{formatWhatsapp(school.whatsapp)}</dd>
            </div>
          ) : null}
          {school.instagram ? (
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{T.instagramLabel}:</dt>
              <dd className="font-medium break-all text-slate-900">@{school.instagram}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {archived ? null : (
        <>
          <InviteLink schoolId={school.id} code={school.inviteCode} canRegenerate />
          <div className="grid gap-3">
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setInviting(true)}
            >
              <MailPlusIcon aria-hidden="true" />
              {T.inviteByEmail}
            </Button>
            <InvitationsList schoolId={school.id} />
          </div>
        </>
      )}

      <SchoolAdmins school={school} />

      <Link
        to={`/school-admin/${encodeURIComponent(school.id)}`}
        className={cn(buttonVariants({ variant: 'link' }), 'justify-self-start px-0')}
      >
        <ExternalLinkIcon aria-hidden="true" />
        {T.openPage}
      </Link>

      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        schoolId={school.id}
        schoolName={school.name}
        allowAdminRole
      />
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-slate-50 px-2 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
