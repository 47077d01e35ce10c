import { ArrowLeftIcon, EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { ApiRequestError } from '@/client/lib/api';
import { BIAS_LABELS } from '@/shared/discipline/contract';
import { formatDate, formatMoney, formatTime } from '@/shared/format';
import { journalText as T } from '@/shared/i18n/mentoring';
import { RULE_BREAK_LABELS } from '@/shared/risk/contract';
import type {
  FeedbackThreadDto,
  JournalDayDto,
  StudentJournalDto,
} from '@/shared/schools/mentoring-contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import { useComment, useStudentJournal } from '../api/mentoring';
import { ThreadComments, ThreadForm } from './feedback-thread';

type Send = (
  subject: { tradeId?: string; day?: string },
  body: string,
  mark: string | null,
) => Promise<unknown>;

/** /school-admin/{id}/alunos/{userId}: a student's journal, read-only, with the school's threads on it. */
export function StudentJournalPage({ schoolId, userId }: { schoolId: string; userId: string }) {
  const [page, setPage] = useState(1);
  const journal = useStudentJournal(schoolId, userId, page);
  const comment = useComment(schoolId, userId);
  const back = (
    <Link
      to={`/school-admin/${encodeURIComponent(schoolId)}`}
      className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {T.back}
    </Link>
  );

  if (journal.isPending) return <SkeletonList label={T.loading} rows={3} rowClassName="h-32" />;
  if (journal.isError) {
    const status = journal.error instanceof ApiRequestError ? journal.error.status : 0;
    const notShared = journal.error instanceof ApiRequestError && journal.error.code === 'NOT_SHARED';
    if (status === 403 || status === 404)
      return (
        <div className="grid gap-4">
          {back}
          <EmptyState
            title={notShared ? T.notShared : status === 403 ? T.noAccess : T.notFound}
            description={notShared ? T.notSharedDetail : undefined}
            data-testid="journal-unavailable"
          />
        </div>
      );
    return <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => journal.refetch()} />;
  }

  const send: Send = (subject, body, mark) =>
    comment.mutateAsync({ ...subject, body, mark: (mark as 'good-process' | 'review' | null) ?? null });
  return (
    <div className="grid min-w-0 gap-5">
      {back}
      <header className="grid gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{T.eyebrow}</p>
        <h1 className="text-2xl font-bold break-words text-slate-900">{journal.data.student.name}</h1>
      </header>
      <Alert tone="info" role="note">
        <AlertDescription className="flex items-start gap-2">
          <EyeIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {T.readOnly}
        </AlertDescription>
      </Alert>
      <JournalDays data={journal.data} send={send} />
      {journal.data.page > 1 || journal.data.hasMore ? (
        <nav
          className="flex flex-wrap items-center justify-between gap-2"
          aria-label={T.page(journal.data.page)}
        >
          <Button variant="outline" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {T.newer}
          </Button>
          <span className="text-sm text-slate-600">{T.page(journal.data.page)}</span>
          <Button variant="outline" disabled={!journal.data.hasMore} onClick={() => setPage((p) => p + 1)}>
            {T.more}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function JournalDays({ data, send }: { data: StudentJournalDto; send: Send }) {
  if (!data.trades.length) return <EmptyState title={T.empty} titleAs="p" />;
  const threadOf = (tradeId: string | null, day: string) =>
    data.threads.find((t) => (tradeId ? t.tradeId === tradeId : t.tradeId === null && t.day === day));
  return (
    <ol className="grid gap-5">
      {data.days.map((d) => (
        <li key={d.day}>
          <section
            aria-labelledby={`day-${d.day}`}
            className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id={`day-${d.day}`} className="text-lg font-semibold text-slate-900">
              {T.dayTitle(formatDate(d.day))}
            </h2>
            <DayRoutine day={d} />
            <ol className="grid gap-3">
              {data.trades
                .filter((t) => t.date === d.day)
                .map((t) => (
                  <li key={t.id}>
                    <TradeCard trade={t} thread={threadOf(t.id, d.day)} send={send} />
                  </li>
                ))}
            </ol>
            <Thread
              thread={threadOf(null, d.day)}
              label={T.commentDay}
              onSend={(body, mark) => send({ day: d.day }, body, mark)}
            />
          </section>
        </li>
      ))}
    </ol>
  );
}

function DayRoutine({ day }: { day: JournalDayDto }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid content-start gap-1 rounded-lg bg-slate-50 p-3 text-sm">
        <h3 className="font-semibold text-slate-900">{T.plan}</h3>
        {day.plan ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-slate-600">{T.bias}</dt>
            <dd>{BIAS_LABELS[day.plan.bias]}</dd>
            {day.plan.setups ? (
              <>
                <dt className="text-slate-600">{T.setups}</dt>
                <dd className="wrap-anywhere">{day.plan.setups}</dd>
              </>
            ) : null}
            {day.plan.maxLoss ? (
              <>
                <dt className="text-slate-600">{T.maxLoss}</dt>
                <dd>{formatMoney(day.plan.maxLoss, 'BRL')}</dd>
              </>
            ) : null}
            {day.plan.note ? (
              <>
                <dt className="text-slate-600">{T.note}</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap">{day.plan.note}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-slate-600">{T.noPlan}</p>
        )}
      </div>
      <div className="grid content-start gap-1 rounded-lg bg-slate-50 p-3 text-sm">
        <h3 className="font-semibold text-slate-900">{T.review}</h3>
        {day.review && (day.review.wentWell || day.review.toChange) ? (
          <dl className="grid gap-0.5">
            {day.review.wentWell ? (
              <>
                <dt className="text-slate-600">{T.wentWell}</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap">{day.review.wentWell}</dd>
              </>
            ) : null}
            {day.review.toChange ? (
              <>
                <dt className="text-slate-600">{T.toChange}</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap">{day.review.toChange}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-slate-600">{T.noReview}</p>
        )}
      </div>
    </div>
  );
}

function TradeCard({ trade, thread, send }: { trade: TradeDto; thread?: FeedbackThreadDto; send: Send }) {
  const pnl = Number(trade.pnl);
  return (
    <article
      className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3"
      data-testid="journal-trade"
      aria-label={`${trade.instrument} ${formatTime(trade.time)}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {trade.instrument} · {trade.type === 'compra' ? 'Compra' : 'Venda'} · {trade.contracts}
          <span className="ml-2 text-sm font-normal text-slate-600">{formatTime(trade.time)}</span>
        </p>
        <p
          className={
            pnl > 0
              ? 'font-semibold text-brand-700 tabular-nums'
              : pnl < 0
                ? 'font-semibold text-red-700 tabular-nums'
                : 'font-semibold text-slate-700 tabular-nums'
          }
        >
          {formatMoney(trade.pnl, trade.currency)}
        </p>
      </div>
      {trade.playbook ? (
        <p className="text-sm text-slate-700">
          <span className="text-slate-600">{T.playbook}: </span>
          {trade.playbook.name}
        </p>
      ) : null}
      {trade.notes ? (
        <p className="text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">{trade.notes}</p>
      ) : null}
      {trade.ruleBreaks.length ? (
        <p className="flex flex-wrap gap-1">
          <span className="sr-only">{T.ruleBreaks}: </span>
          {trade.ruleBreaks.map((k) => (
            <Badge key={k} tone="warning">
              {RULE_BREAK_LABELS[k]}
            </Badge>
          ))}
        </p>
      ) : null}
      {trade.attachments?.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={T.screenshots(trade.attachments.length)}>
          {trade.attachments.map((a) => (
            <li key={a.id}>
              <img
                src={a.thumbUrl}
                alt={a.caption ?? ''}
                loading="lazy"
                className="h-20 w-28 rounded-md border border-slate-200 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Thread
        thread={thread}
        label={T.commentTrade}
        onSend={(body, mark) => send({ tradeId: trade.id }, body, mark)}
      />
    </article>
  );
}

function Thread({
  thread,
  label,
  onSend,
}: {
  thread?: FeedbackThreadDto;
  label: string;
  onSend: (body: string, mark: string | null) => Promise<unknown>;
}) {
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-3">
      <ThreadComments comments={thread?.comments ?? []} />
      <ThreadForm side="mentor" label={label} onSend={onSend} />
    </div>
  );
}
