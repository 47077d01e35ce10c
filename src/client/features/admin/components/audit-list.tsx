import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatDate, formatTime } from '@/shared/format';
import type { AuditEntry } from '@/shared/admin/contract';
import { auditActionLabels, auditPage as text, auditTargetTypeLabels } from '@/shared/i18n/admin-roles';
import { wallClock } from '@/shared/time/zoned-time';

interface AuditListProps {
  entries: AuditEntry[];
  /** The reader's zone: the same days the filters use. */
  timezone: string | undefined;
  schoolName: (id: string) => string;
}

/** 'dd/mm/aaaa HH:mm' in the reader's zone. */
export function formatWhen(iso: string, timezone: string | undefined): string {
  const wc = wallClock(new Date(iso), timezone);
  return `${formatDate(wc.date)} ${formatTime(wc.time)}`;
}

function targetOf(e: AuditEntry): string {
  return e.targetLabel || e.targetId || auditTargetTypeLabels[e.targetType];
}

function detailValue(value: unknown): string {
  if (value === null || value === undefined) return text.none;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The entry's details, folded: a native disclosure, so it opens with Enter or Space and says its state. */
function Details({ entry }: { entry: AuditEntry }) {
  const rows = Object.entries(entry.details);
  return (
    <details className="group text-sm">
      <summary className="inline-flex min-h-8 cursor-pointer items-center rounded text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
        <span className="group-open:hidden">{text.showDetails}</span>
        <span className="hidden group-open:inline">{text.hideDetails}</span>
      </summary>
      <dl className="mt-2 grid gap-1 rounded-md bg-slate-50 p-2 text-xs">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-700">{auditTargetTypeLabels[entry.targetType]}</dt>
          <dd className="break-all text-slate-700">{entry.targetId ?? text.none}</dd>
        </div>
        {rows.length === 0 ? <p className="text-slate-600">{text.noDetails}</p> : null}
        {rows.map(([key, value]) => (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-slate-700">{key}</dt>
            <dd className="break-all text-slate-700">{detailValue(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function AuditList({ entries, timezone, schoolName }: AuditListProps) {
  const school = (e: AuditEntry) => (e.schoolId ? schoolName(e.schoolId) : text.none);
  return (
    <>
      <ul className="grid gap-3 lg:hidden">
        {entries.map((e) => (
          <li
            key={e.id}
            className="grid min-w-0 gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="audit-card"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold text-slate-900">{auditActionLabels[e.action]}</p>
              <p className="text-sm text-slate-600 tabular-nums">{formatWhen(e.at, timezone)}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{text.columns.actor}</dt>
              <dd className="min-w-0 break-all text-slate-900">{e.actorEmail ?? text.none}</dd>
              <dt className="text-slate-600">{text.columns.target}</dt>
              <dd className="min-w-0 break-words text-slate-900">{targetOf(e)}</dd>
              <dt className="text-slate-600">{text.columns.school}</dt>
              <dd className="min-w-0 break-words text-slate-900">{school(e)}</dd>
              <dt className="text-slate-600">{text.columns.ip}</dt>
              <dd className="min-w-0 break-all text-slate-900">{e.ip ?? text.none}</dd>
            </dl>
            <Details entry={e} />
          </li>
        ))}
      </ul>
      <Table
        className="table-fixed"
        frameClassName="hidden rounded-xl shadow-sm lg:block"
        caption={text.title}
      >
        <TableHeader>
          <TableRow>
            <TableHead className="w-36 px-4 py-3">{text.columns.at}</TableHead>
            <TableHead className="w-[18%] px-4 py-3">{text.columns.actor}</TableHead>
            <TableHead className="w-[17%] px-4 py-3">{text.columns.action}</TableHead>
            <TableHead className="px-4 py-3">{text.columns.target}</TableHead>
            <TableHead className="w-[13%] px-4 py-3">{text.columns.school}</TableHead>
            <TableHead className="w-32 px-4 py-3">{text.columns.ip}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-testid="audit-row">
              <TableCell className="px-4 py-3 align-top whitespace-nowrap text-slate-700 tabular-nums">
                {formatWhen(e.at, timezone)}
              </TableCell>
              <TableCell className="px-4 py-3 align-top break-all text-slate-700">
                {e.actorEmail ?? text.none}
              </TableCell>
              <TableCell className="px-4 py-3 align-top font-medium text-slate-900">
                {auditActionLabels[e.action]}
              </TableCell>
              <TableCell className="px-4 py-3 align-top break-words text-slate-700">
                <div className="grid gap-1">
                  <span>{targetOf(e)}</span>
                  <Details entry={e} />
                </div>
              </TableCell>
              <TableCell className="px-4 py-3 align-top break-words text-slate-700">{school(e)}</TableCell>
              <TableCell className="px-4 py-3 align-top break-all text-slate-700">
                {e.ip ?? text.none}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
