import { ArrowLeftIcon, PencilIcon, ShieldAlertIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AttachmentsSection } from '@/client/components/attachments/attachments-section';
import { useUploadQueue } from '@/client/components/attachments/use-upload-queue';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { useAccounts } from '@/client/lib/queries';
import { formatDate, formatTime } from '@/shared/format';
import { ruleBreakText } from '@/shared/i18n/rule-breaks';
import { tradeDetailText as D } from '@/shared/i18n/trade-detail';
import { tradesText } from '@/shared/i18n/trades';
import { RULE_BREAK_LABELS } from '@/shared/risk/contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import { useDeleteTrades, useTrade } from '../api/trades';
import { tradeToForm } from '../lib/trade-form';
import { BreakNoteDialog } from './break-note-dialog';
import { TradeFacts } from './trade-facts';
import { TradeFormDialog } from './trade-form-dialog';
import { tradeLabel } from './trade-list';
import { TradePlaybookCriteria } from './trade-playbook-criteria';

/** /trades/:tradeId: one trade read at leisure, its images managed here, with the way to edit or delete it. */
export function TradeDetailPage() {
  const { tradeId = '' } = useParams();
  const trade = useTrade(tradeId);
  const back = (
    <Link
      to="/trades"
      className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {D.back}
    </Link>
  );
  const notFound = trade.error instanceof ApiRequestError && trade.error.status === 404;
  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      {trade.data ? (
        <TradeDetail trade={trade.data} />
      ) : trade.isPending ? (
        <SkeletonList label={D.loading} rows={4} rowClassName="h-24 rounded-xl" />
      ) : notFound ? (
        <EmptyState title={D.notFound} description={D.notFoundLead} />
      ) : (
        <LoadError message={D.loadError} retryLabel={D.retry} onRetry={() => void trade.refetch()} />
      )}
    </div>
  );
}

function TradeDetail({ trade }: { trade: TradeDto }) {
  const navigate = useNavigate();
  const accounts = useAccounts();
  const remove = useDeleteTrades();
  const queue = useUploadQueue();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ids = { facts: useId(), breaks: useId(), playbook: useId(), notes: useId() };
  const label = tradeLabel(trade);
  const side = trade.type === 'compra' ? tradesText.form.buy : tradesText.form.sell;
  const accountName = accounts.data?.find((a) => a.id === trade.accountId)?.name;

  const confirmDelete = () =>
    remove.mutate([trade.id], {
      onSuccess: () => {
        notify.success(tradesText.deleted);
        void navigate('/trades', { replace: true });
      },
      onError: (error) => {
        setDeleting(false);
        notify.error(tradesText.deleteError, tradesText.deleteErrorDetail, error);
      },
    });

  return (
    <>
      <PageHeader
        title={D.title(tradeToForm(trade).instrument, side)}
        description={D.lead(formatDate(trade.date), formatTime(trade.time))}
        actions={
          <div className="flex w-full gap-2 sm:w-auto">
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              aria-label={tradesText.editLabel(label)}
              onClick={() => setEditing(true)}
            >
              <PencilIcon aria-hidden="true" />
              {D.edit}
            </Button>
            <Button
              variant="outline"
              className="flex-1 text-red-700 hover:bg-red-50 sm:flex-none"
              aria-label={tradesText.deleteLabel(label)}
              onClick={() => setDeleting(true)}
            >
              <Trash2Icon aria-hidden="true" />
              {D.delete}
            </Button>
          </div>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <Panel id={ids.facts} title={D.factsTitle}>
            <TradeFacts trade={trade} accountName={accountName} />
          </Panel>
          <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <AttachmentsSection
              tradeId={trade.id}
              queue={queue}
              acceptPaste={!editing && !deleting}
              wrap
              headingLevel="h2"
            />
          </div>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Panel id={ids.breaks} title={D.ruleBreaksTitle}>
            <RuleBreaks trade={trade} />
          </Panel>
          <Panel id={ids.playbook} title={D.playbookTitle}>
            <TradePlaybookCriteria trade={trade} />
          </Panel>
          <Panel id={ids.notes} title={D.notesTitle}>
            <p className="text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
              {trade.notes?.trim() ? trade.notes : <span className="text-slate-600">{D.notesNone}</span>}
            </p>
          </Panel>
        </div>
      </div>

      <TradeFormDialog open={editing} trade={trade} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        title={tradesText.deleteTitle}
        description={tradesText.deleteDescription(label)}
        confirmLabel={tradesText.confirmDelete}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function RuleBreaks({ trade }: { trade: TradeDto }) {
  const [writing, setWriting] = useState(false);
  if (trade.ruleBreaks.length === 0 && !trade.ruleBreakNote)
    return <p className="text-sm text-slate-600">{D.ruleBreaksNone}</p>;
  return (
    <div className="grid gap-3">
      <BreakNoteDialog open={writing} onOpenChange={setWriting} trade={trade} tradeName={tradeLabel(trade)} />
      {trade.ruleBreaks.length > 0 ? (
        <ul data-testid="trade-detail-breaks" className="grid gap-1.5">
          {trade.ruleBreaks.map((kind) => (
            <li key={kind} className="flex items-start gap-2 text-sm font-medium text-red-800">
              <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {RULE_BREAK_LABELS[kind]}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-0.5">
        <p className="text-xs font-medium text-slate-600">{D.breakNote}</p>
        <p className="text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
          {trade.ruleBreakNote ?? <span className="text-slate-600">{ruleBreakText.noNote}</span>}
        </p>
      </div>
      {trade.ruleBreaks.length > 0 ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setWriting(true)}>
          <PencilIcon aria-hidden="true" />
          {trade.ruleBreakNote ? ruleBreakText.editNote : ruleBreakText.addNote}
        </Button>
      ) : null}
    </div>
  );
}
