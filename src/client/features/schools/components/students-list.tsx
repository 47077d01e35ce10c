import { Badge } from '@/client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import type { AccessStatus } from '@/shared/account/access';
import { accessStatusLabels, schoolAdminText as T, sharingLabels } from '@/shared/i18n/schools';
import type { StudentRow } from '@/shared/schools/contract';
import { formatInstantDateTime } from '@/shared/format';
import { accessLine } from '../lib/figures';
import { StudentActions, type StudentActionProps } from './student-actions';
import { StudentFigures } from './student-figures';

const STATUS_TONE: Record<AccessStatus, 'success' | 'warning' | 'neutral' | 'info'> = {
  pending: 'warning',
  trial: 'info',
  trial_expired: 'warning',
  active: 'success',
  revoked: 'neutral',
};

export function StatusBadge({ status }: { status: AccessStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{accessStatusLabels[status]}</Badge>;
}

function AccessInfo({ s }: { s: StudentRow }) {
  return (
    <div className="grid gap-1 text-sm">
      <span className="flex flex-wrap items-center gap-1">
        <StatusBadge status={s.status} />
        {s.continueRequestedAt && s.status === 'trial_expired' ? (
          <Badge tone="info">{T.requestedContinue}</Badge>
        ) : null}
      </span>
      <span className="text-slate-600">{accessLine(s)}</span>
    </div>
  );
}

const lastActivity = (s: StudentRow) =>
  s.lastActivityAt ? formatInstantDateTime(s.lastActivityAt) : T.never;

/** Cards below the lg breakpoint, a table above it (its frame scrolls sideways rather than the page). */
export function StudentsList({ students, ...actions }: { students: StudentRow[] } & StudentActionProps) {
  const C = T.columns;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {students.map((s) => (
          <li
            key={s.userId}
            className="grid min-w-0 content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="student-card"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-semibold wrap-anywhere text-slate-900">{s.name}</p>
              <p className="text-sm break-all text-slate-600">{s.email}</p>
            </div>
            <AccessInfo s={s} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-slate-600">{C.lastActivity}</dt>
              <dd className="text-slate-900">{lastActivity(s)}</dd>
              <dt className="text-slate-600">{C.sharing}</dt>
              <dd className="text-slate-900">{sharingLabels[s.sharing].title}</dd>
            </dl>
            <StudentFigures summary={s.summary} className="border-t border-slate-100 pt-3" />
            <StudentActions student={s} {...actions} />
          </li>
        ))}
      </ul>
      <Table caption={T.studentsTitle} frameClassName="hidden rounded-xl shadow-sm lg:block">
        <TableHeader>
          <TableRow>
            <TableHead className="px-4 py-3">{C.student}</TableHead>
            <TableHead className="px-4 py-3">{C.status}</TableHead>
            <TableHead className="px-4 py-3">{C.lastActivity}</TableHead>
            <TableHead className="px-4 py-3">{C.sharing}</TableHead>
            <TableHead className="px-4 py-3">{C.figures}</TableHead>
            <TableHead className="px-4 py-3 text-right">{C.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {students.map((s) => (
            <TableRow key={s.userId} data-testid="student-row" className="align-top">
              <TableCell className="min-w-52 px-4 py-3 align-top">
                <p className="font-medium wrap-anywhere text-slate-900">{s.name}</p>
                <p className="break-all text-slate-600">{s.email}</p>
              </TableCell>
              <TableCell className="px-4 py-3 align-top">
                <AccessInfo s={s} />
              </TableCell>
              <TableCell className="px-4 py-3 align-top whitespace-nowrap text-slate-700">
                {lastActivity(s)}
              </TableCell>
              <TableCell className="px-4 py-3 align-top text-slate-700">
                {sharingLabels[s.sharing].title}
              </TableCell>
              <TableCell className="min-w-72 px-4 py-3 align-top">
                <StudentFigures summary={s.summary} />
              </TableCell>
              <TableCell className="px-4 py-3 align-top">
                <StudentActions student={s} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
