import { FileTextIcon } from 'lucide-react';
import { useSearchParams, Link } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { PageHeader } from '@/client/components/ui/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useTraderZone } from '@/client/lib/trader-clock';
import type { NoteSummaryDto } from '@/shared/brokerage-notes/api';
import { formatCents, formatDate } from '@/shared/format';
import { notesText } from '@/shared/i18n/brokerage-notes';
import { wallClock } from '@/shared/time/zoned-time';
import { useNotes } from '@/client/lib/brokerage-notes';
import { NoteImport } from '@/client/components/brokerage-notes/note-import';

const T = notesText;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /notas: the import, and the month's notes (the month in the URL), each opening its reconciliation. */
export function NotesPage() {
  const { zone } = useTraderZone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('mes') ?? '';
  const month = MONTH.test(asked) ? asked : wallClock(new Date(), zone).date.slice(0, 7);
  const notes = useNotes(month);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={T.title} description={T.lead} />
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <NoteImport />
      </section>
      <section className="grid gap-3" aria-labelledby="notes-month-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="notes-month-title" className="text-lg font-bold text-slate-900">
            {T.list.caption}
          </h2>
          <div className="grid gap-1.5">
            <Label htmlFor="notes-month">{T.list.month}</Label>
            <Input
              id="notes-month"
              type="month"
              value={month}
              className="w-44"
              onChange={(e) => {
                if (!MONTH.test(e.target.value)) return;
                const next = new URLSearchParams(params);
                next.set('mes', e.target.value);
                setParams(next, { replace: true });
              }}
            />
          </div>
        </div>
        {notes.isError ? (
          <LoadError
            message={T.list.loadError}
            retryLabel={T.list.retry}
            onRetry={() => void notes.refetch()}
          />
        ) : notes.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : notes.data.length === 0 ? (
          <EmptyState title={T.list.empty} description={T.list.emptyHint} />
        ) : (
          <ul className="grid gap-2" data-testid="notes-list">
            {notes.data.map((n) => (
              <NoteCard key={n.id} note={n} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NoteCard({ note: n }: { note: NoteSummaryDto }) {
  const figures: [string, number][] = [
    [T.list.result, n.dayTradeResultCents],
    [T.list.costs, n.totalCostsCents],
    [T.list.irrf, n.irrfDayTradeCents],
  ];
  return (
    <li className="rounded-lg border border-slate-200 bg-white" data-testid="note-card">
      <Link
        to={`/notas/${n.id}`}
        className="grid gap-2 rounded-lg p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`${T.list.open}: ${T.list.number(n.noteNumber)}, ${formatDate(n.tradeDate)}${n.pdfBytes !== null ? `, ${T.list.hasPdf}` : ''}`}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-slate-900">
            {formatDate(n.tradeDate)} · {T.list.number(n.noteNumber)}
          </span>
          <span className="flex flex-wrap gap-1">
            <Badge tone="info">{T.list.segment[n.segment]}</Badge>
            {n.acceptedAt ? <Badge tone="success">{T.list.accepted}</Badge> : null}
            {n.correctedAt ? <Badge tone="info">{T.list.corrected}</Badge> : null}
            {n.warnings.length ? <Badge tone="warning">{T.list.warnings}</Badge> : null}
            {n.pdfBytes !== null ? (
              <span
                className="inline-flex items-center self-center text-brand-700"
                title={T.list.hasPdf}
                data-testid="note-has-pdf"
              >
                <FileTextIcon aria-hidden="true" className="size-4" />
              </span>
            ) : null}
          </span>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {figures.map(([label, cents]) => (
            <div key={label} className="grid min-w-0">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
                {formatCents(cents, 'BRL')}
              </dd>
            </div>
          ))}
        </dl>
        <span className="text-xs text-slate-600">{n.broker}</span>
      </Link>
    </li>
  );
}
