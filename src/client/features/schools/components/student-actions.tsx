import { Link } from 'react-router';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { schoolAdminText as T } from '@/shared/i18n/schools';
import type { StudentRow } from '@/shared/schools/contract';

export interface StudentActionProps {
  /** Why 'Liberar' is unavailable (the school is full), or null. */
  releaseBlocked: string | null;
  busyUserId: string | null;
  onRelease: (s: StudentRow) => void;
  onContinue: (s: StudentRow) => void;
  onDetails: (s: StudentRow) => void;
  /** Whether the viewer releases and continues (a mentor does not: school.students.release). */
  canManage?: boolean;
  /** Where the student's journal is read (only for a student who shares 'Tudo'). */
  journalHref?: (s: StudentRow) => string;
}

/** 'Ver detalhes', then 'Liberar' for a pending student or 'Continuar' for a released one. */
export function StudentActions({
  student,
  releaseBlocked,
  busyUserId,
  onRelease,
  onContinue,
  onDetails,
  canManage = true,
  journalHref,
}: StudentActionProps & { student: StudentRow }) {
  const reasonId = `release-blocked-${student.userId}`;
  const pending = student.status === 'pending';
  const canContinue =
    student.status !== 'pending' && student.status !== 'revoked' && !student.continuedIndefinitely;
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button
          variant="outline"
          size="sm"
          aria-label={T.detailsLabel(student.name)}
          onClick={() => onDetails(student)}
        >
          {T.details}
        </Button>
        {journalHref && student.sharing === 'full' ? (
          <Link
            to={journalHref(student)}
            aria-label={T.journalLabel(student.name)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {T.journal}
          </Link>
        ) : null}
        {!canManage ? null : pending ? (
          <Button
            size="sm"
            aria-label={T.releaseLabel(student.name)}
            aria-describedby={releaseBlocked ? reasonId : undefined}
            disabled={releaseBlocked !== null || busyUserId === student.userId}
            onClick={() => onRelease(student)}
          >
            {T.release}
          </Button>
        ) : canContinue ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={T.continueLabel(student.name)}
            onClick={() => onContinue(student)}
          >
            {T.continue}
          </Button>
        ) : null}
      </div>
      {pending && releaseBlocked ? (
        <p id={reasonId} className="text-xs text-amber-800 lg:text-right">
          {releaseBlocked}
        </p>
      ) : null}
    </div>
  );
}
