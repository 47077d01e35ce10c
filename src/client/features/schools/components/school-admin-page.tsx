import { DownloadIcon, MailPlusIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { ACCESS_STATUSES, type AccessStatus } from '@/shared/account/access';
import { can } from '@/shared/admin/permissions';
import { accessStatusLabels, schoolAdminText as T, schoolsText } from '@/shared/i18n/schools';
import { schoolApi, type SchoolDto, type StudentRow } from '@/shared/schools/contract';
import { useReleaseStudent, useSchool, useStudents } from '../api/schools';
import { useDebounced } from '@/client/lib/use-debounced';
import { ContinueDialog } from './continue-dialog';
import { InviteDialog } from './invite-dialog';
import { InviteLink } from './invite-link';
import { SchoolClasses } from './school-classes';
import { SchoolMentors } from './school-mentors';
import { SchoolNotFound } from './school-not-found';
import { StudentDetailDialog } from './student-detail-dialog';
import { StudentsList } from './students-list';

/**
 * /school-admin/{id}: the school's students for its admins (and the product's admins), and for its mentors, who
 * read and comment only (the actions they lack are not shown; the server refuses them anyway).
 */
export function SchoolAdminPage({
  schoolId,
  isAdmin,
  isMentor = false,
  isMember = true,
}: {
  schoolId: string;
  isAdmin: boolean;
  isMentor?: boolean;
  /** A school admin or mentor of THIS school: only they read the journals its students share. */
  isMember?: boolean;
}) {
  const school = useSchool(schoolId);
  if (school.isPending) return <SkeletonList label={schoolsText.loading} rows={3} rowClassName="h-24" />;
  if (school.isError) {
    if (school.error instanceof ApiRequestError && school.error.status === 404) return <SchoolNotFound />;
    return (
      <LoadError message={T.loadError} retryLabel={schoolsText.retry} onRetry={() => school.refetch()} />
    );
  }
  return (
    <SchoolAdmin school={school.data} isAdmin={isAdmin} isMentor={isMentor && !isAdmin} isMember={isMember} />
  );
}

function SchoolAdmin({
  school,
  isAdmin,
  isMentor,
  isMember,
}: {
  school: SchoolDto;
  isAdmin: boolean;
  isMentor: boolean;
  isMember: boolean;
}) {
  const role = isAdmin ? 'admin' : isMentor ? 'mentor' : 'schoolAdmin';
  const [inviting, setInviting] = useState(false);
  const archived = school.archivedAt !== null;
  const full = school.seatLimit !== null && school.seatsUsed >= school.seatLimit;

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {isMentor ? T.mentorEyebrow : T.eyebrow}
            </p>
            <h1 className="text-2xl font-bold break-words text-slate-900">{school.name}</h1>
          </div>
          <div className="grid gap-0.5 sm:justify-items-end sm:text-right">
            <p className="text-sm text-slate-600">{T.seats}</p>
            <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="school-seats">
              {schoolsText.seats(school.seatsUsed, school.seatLimit)}
            </p>
            {full ? <p className="text-xs font-semibold text-amber-800">{T.seatsFull}</p> : null}
          </div>
        </div>
        {archived ? (
          <Alert tone="warning" role="note">
            <AlertDescription>{T.archivedNote}</AlertDescription>
          </Alert>
        ) : can(role, 'school.invite') ? (
          <InviteLink schoolId={school.id} code={school.inviteCode} />
        ) : null}
        {can(role, 'school.invite') || can(role, 'school.students.export') ? (
          <div className="flex flex-wrap gap-2">
            {archived || !can(role, 'school.invite') ? null : (
              <Button variant="outline" onClick={() => setInviting(true)}>
                <MailPlusIcon aria-hidden="true" />
                {T.inviteStudent}
              </Button>
            )}
            {/* A plain link: the browser downloads the server's file (and the export is audited there). */}
            {can(role, 'school.students.export') ? (
              <a
                href={schoolApi.studentsCsv(school.id)}
                download
                className={buttonVariants({ variant: 'outline' })}
              >
                <DownloadIcon aria-hidden="true" />
                {T.exportCsv}
              </a>
            ) : null}
          </div>
        ) : null}
      </header>

      <Students
        school={school}
        releaseBlocked={full ? T.releaseFull : null}
        canManage={can(role, 'school.students.release')}
        readsJournal={isMember && can(role, 'school.journal.read')}
      />

      {can(role, 'school.mentors.manage') ? <SchoolMentors school={school} /> : null}

      {can(role, 'school.classView.read') ? (
        <SchoolClasses schoolId={school.id} canManage={can(role, 'school.classes.manage')} />
      ) : null}

      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        schoolId={school.id}
        schoolName={school.name}
        allowAdminRole={isAdmin}
        title={T.inviteStudent}
      />
    </div>
  );
}

function Students({
  school,
  releaseBlocked,
  canManage,
  readsJournal,
}: {
  school: SchoolDto;
  releaseBlocked: string | null;
  canManage: boolean;
  readsJournal: boolean;
}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AccessStatus | ''>('');
  const q = useDebounced(search.trim());
  const students = useStudents(school.id, q, status);
  const release = useReleaseStudent();
  const [continuing, setContinuing] = useState<StudentRow | null>(null);
  const [viewing, setViewing] = useState<StudentRow | null>(null);
  const filtered = q !== '' || status !== '';

  function onRelease(s: StudentRow) {
    release.mutate(
      { id: school.id, userId: s.userId },
      {
        onSuccess: () => notify.success(T.released, T.releasedDetail(s.name)),
        // SCHOOL_FULL, SCHOOL_ARCHIVED…: the server's Portuguese message says why.
        onError: (error) =>
          notify.error(
            T.releaseError,
            error instanceof ApiRequestError && error.status > 0
              ? error.message
              : schoolsText.actionErrorDetail,
            error,
          ),
      },
    );
  }

  return (
    <section aria-labelledby="school-students" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="school-students" className="text-lg font-semibold text-slate-900">
          {T.studentsTitle}
        </h2>
        {students.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {T.count(students.data.length)}
          </p>
        ) : null}
      </div>
      <div role="search" aria-label={T.filters} className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="students-search">{T.search}</Label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id="students-search"
              type="search"
              className="pl-9"
              placeholder={T.searchPlaceholder}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="students-status">{T.status}</Label>
          <Select
            id="students-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as AccessStatus | '')}
          >
            <option value="">{T.allStatuses}</option>
            {ACCESS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {accessStatusLabels[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {students.isPending ? (
        <SkeletonList label={schoolsText.loading} rows={3} />
      ) : students.isError ? (
        <LoadError
          message={T.studentsLoadError}
          retryLabel={schoolsText.retry}
          onRetry={() => students.refetch()}
        />
      ) : students.data.length === 0 ? (
        <p className="text-slate-600">{filtered ? T.emptyFiltered : T.empty}</p>
      ) : (
        <StudentsList
          students={students.data}
          releaseBlocked={releaseBlocked}
          busyUserId={release.isPending ? (release.variables?.userId ?? null) : null}
          onRelease={onRelease}
          onContinue={setContinuing}
          onDetails={setViewing}
          canManage={canManage}
          journalHref={
            readsJournal
              ? (s) => `/school-admin/${encodeURIComponent(school.id)}/alunos/${encodeURIComponent(s.userId)}`
              : undefined
          }
        />
      )}

      <ContinueDialog schoolId={school.id} student={continuing} onClose={() => setContinuing(null)} />
      <StudentDetailDialog schoolId={school.id} student={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
