import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Label } from '@/client/components/ui/label';
import { PageHeader } from '@/client/components/ui/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Textarea } from '@/client/components/ui/textarea';
import { notify } from '@/client/lib/notify';
import type { NoteDetailDto } from '@/shared/brokerage-notes/api';
import { formatCents, formatDate, formatInstantDay, formatNumber } from '@/shared/format';
import { notesText } from '@/shared/i18n/brokerage-notes';
import { useAcceptDifferences, useCreateMissing, useDeleteNote, useNote } from '@/client/lib/brokerage-notes';
import { NotePdf } from './note-pdf';
import { Reconciliation } from './reconciliation';

const T = notesText.detail;

/** /notas/:noteId: the note as printed, its day against the journal, and the two actions on the differences. */
export function NoteDetailPage() {
  const { noteId = '' } = useParams();
  const note = useNote(noteId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Link to="/notas" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {T.back}
      </Link>
      {note.isError ? (
        <LoadError
          message={T.loadError}
          retryLabel={notesText.list.retry}
          onRetry={() => void note.refetch()}
        />
      ) : note.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <NoteDetail note={note.data} />
      )}
    </div>
  );
}

function NoteDetail({ note: n }: { note: NoteDetailDto }) {
  const navigate = useNavigate();
  const createMissing = useCreateMissing(n.id);
  const accept = useAcceptDifferences(n.id);
  const remove = useDeleteNote(n.id);
  const [why, setWhy] = useState('');
  const [confirming, setConfirming] = useState(false);
  const missing = n.reconciliation.lines.some((l) => l.kind === 'missing-in-journal');
  const costs = Object.entries(n.costs).filter(([, cents]) => cents !== 0) as [
    keyof typeof T.costs,
    number,
  ][];
  return (
    <>
      <PageHeader
        title={T.title(n.noteNumber)}
        description={`${formatDate(n.tradeDate)} · ${notesText.list.segment[n.segment]} · ${n.broker}`}
      />
      {n.correctedAt ? (
        <p role="note" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="note-corrected">
          {T.correctedOn(formatInstantDay(n.correctedAt))}
        </p>
      ) : null}
      {n.warnings.length ? (
        <ul role="note" className="grid gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {n.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby="note-reconcile" className="grid gap-3">
        <h2 id="note-reconcile" className="text-lg font-bold text-slate-900">
          {T.reconcile}
        </h2>
        <Reconciliation reconciliation={n.reconciliation} />
        <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
          {missing ? (
            <Button
              className="h-11"
              disabled={createMissing.isPending}
              onClick={() =>
                createMissing.mutate(undefined, { onSuccess: (r) => notify.success(T.created(r.created)) })
              }
            >
              {createMissing.isPending ? T.creating : T.createMissing}
            </Button>
          ) : null}
        </div>
        {createMissing.isError ? <FieldError>{createMissing.error.message}</FieldError> : null}
        {n.acceptedAt ? (
          <p className="text-sm text-slate-700" data-testid="note-accepted">
            {T.acceptedOn(formatInstantDay(n.acceptedAt))}
            {n.acceptanceNote ? ` — ${n.acceptanceNote}` : ''}
          </p>
        ) : !n.reconciliation.agrees ? (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              accept.mutate(why, { onSuccess: () => notify.success(T.accepted) });
            }}
          >
            <Label htmlFor="note-accept-why">{T.acceptNote}</Label>
            <Textarea
              id="note-accept-why"
              value={why}
              maxLength={1000}
              onChange={(e) => setWhy(e.target.value)}
            />
            <Button
              type="submit"
              variant="outline"
              className="h-11 sm:justify-self-start"
              disabled={accept.isPending}
            >
              {T.accept}
            </Button>
            {accept.isError ? <FieldError>{accept.error.message}</FieldError> : null}
          </form>
        ) : null}
      </section>

      <section aria-labelledby="note-summary" className="grid gap-2">
        <h2 id="note-summary" className="text-lg font-bold text-slate-900">
          {T.summary}
        </h2>
        <dl className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
          {costs.map(([key, cents]) => (
            <Row key={key} label={T.costs[key]} value={formatCents(cents, 'BRL')} />
          ))}
          <Row label={T.totalCosts} value={formatCents(n.totalCostsCents, 'BRL')} strong />
          <Row label={notesText.list.result} value={formatCents(n.dayTradeResultCents, 'BRL')} />
          <Row label={T.irrf} value={formatCents(n.irrfDayTradeCents, 'BRL')} />
          <Row label={T.netTotal} value={formatCents(n.netTotalCents, 'BRL')} strong />
        </dl>
      </section>

      <section aria-labelledby="note-executions" className="grid gap-2">
        <h2 id="note-executions" className="text-lg font-bold text-slate-900">
          {T.executions}
        </h2>
        <ol className="grid gap-1 text-sm">
          {n.executions.map((e, i) => (
            <li
              key={i}
              className="flex flex-wrap justify-between gap-2 rounded border border-slate-100 px-3 py-2"
            >
              <span className="font-medium text-slate-900">
                {e.side} {e.quantity} {e.symbol}
              </span>
              <span className="tabular-nums text-slate-700">{formatNumber(e.price)}</span>
            </li>
          ))}
        </ol>
      </section>

      <NotePdf note={n} />

      <Button
        variant="outline"
        className="h-11 text-red-700 sm:justify-self-start"
        onClick={() => setConfirming(true)}
      >
        {T.delete}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={T.deleteTitle}
        description={T.deleteBody}
        confirmLabel={T.delete}
        pendingLabel={T.deleting}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify.success(T.deleted);
              void navigate('/notas');
            },
          })
        }
      />
    </>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-0.5 ${strong ? 'font-semibold' : ''}`}>
      <dt className="text-slate-700">{label}</dt>
      <dd className="tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
