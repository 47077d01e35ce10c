import { CheckCircle2Icon, DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { summaryStep } from '@/shared/i18n/imports';
import { viewToParams } from '@/client/lib/period-view';
import { cn } from '@/client/lib/cn';
import { tradingApi, type ImportResult } from '@/shared/trading/api-contract';
import { formatDate } from '@/shared/format';
import { formatFileMoney } from '../lib/format';

/** The dashboard on the file's dates (a custom period in its URL: a period named there wins over the default). */
const dashboardHref = (period: { from: string; to: string }) =>
  `/dashboard?${viewToParams({ preset: 'custom', from: period.from, to: period.to }).toString()}`;

/** /trades on the same dates (its URL names the period as `period=custom`). */
const tradesHref = (period: { from: string; to: string }) =>
  `/trades?${new URLSearchParams({ period: 'custom', from: period.from, to: period.to }).toString()}`;

/** The file's period and net P&L, and the way to see them on the dashboard. */
function Outcome({ summary }: { summary: ImportResult }) {
  if (!summary.period) return null;
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-2">
      <div className="grid gap-0.5">
        <dt className="text-xs font-medium text-slate-600">{summaryStep.period}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums" data-testid="summary-period">
          {summaryStep.periodRange(formatDate(summary.period.from), formatDate(summary.period.to))}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-xs font-medium text-slate-600">{summaryStep.net}</dt>
        <dd className="grid font-semibold tabular-nums" data-testid="summary-net">
          {summary.net.map((n) => (
            <span
              key={n.currency}
              className={cn(
                Number(n.pnl) > 0 && 'text-brand-700',
                Number(n.pnl) < 0 && 'text-red-600',
                Number(n.pnl) === 0 && 'text-slate-900',
              )}
            >
              {formatFileMoney(n.pnl, n.currency)}
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

export function SummaryStep({ summary, onAnother }: { summary: ImportResult; onAnother: () => void }) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-5" data-testid="import-summary">
      <div className="flex items-center gap-3">
        <CheckCircle2Icon className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900">{summaryStep.title}</h2>
          <p className="truncate text-sm text-slate-600">{summary.fileName}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {[
          { label: summaryStep.imported, value: summary.imported, tone: 'text-brand-700', id: 'imported' },
          {
            label: summaryStep.duplicates,
            value: summary.duplicates,
            tone: 'text-amber-700',
            id: 'duplicates',
          },
          { label: summaryStep.rejected, value: summary.rejected, tone: 'text-red-600', id: 'rejected' },
        ].map((count) => (
          <div key={count.id} className="grid gap-0.5 rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-600">{count.label}</dt>
            {/* A 0 is no alarm: the amber and red only when there is something to see. */}
            <dd
              className={`text-2xl font-bold ${count.value === 0 ? 'text-slate-900' : count.tone}`}
              data-testid={`summary-${count.id}`}
            >
              {count.value}
            </dd>
          </div>
        ))}
      </dl>
      <Outcome summary={summary} />
      {summary.rejects.length > 0 ? (
        <Alert role="group" aria-labelledby={`${id}-rejects`} className="gap-y-2">
          <AlertTitle id={`${id}-rejects`}>{summaryStep.rejectsTitle}</AlertTitle>
          <AlertDescription>
            <ul className="grid max-h-64 gap-1 overflow-y-auto">
              {summary.rejects.map((reject) => (
                <li key={`${reject.line}-${reject.message}`}>{reject.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {summary.rejected > 0 ? (
          <a
            href={tradingApi.importRejects(summary.id)}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <DownloadIcon aria-hidden="true" />
            {summaryStep.downloadRejects}
          </a>
        ) : null}
        {summary.period ? (
          <Link to={dashboardHref(summary.period)} className={buttonVariants()}>
            {summaryStep.openDashboard}
          </Link>
        ) : null}
        <Link
          to={summary.period ? tradesHref(summary.period) : '/trades'}
          className={buttonVariants({ variant: summary.period ? 'outline' : 'default' })}
        >
          {summaryStep.goToTrades}
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          {summaryStep.another}
        </Button>
      </div>
    </div>
  );
}
