import { CheckCircle2Icon, DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { summaryStep } from '@/shared/i18n/imports';
import { tradingApi, type ImportSummary } from '@/shared/trading/api-contract';

export function SummaryStep({ summary, onAnother }: { summary: ImportSummary; onAnother: () => void }) {
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
            <dd className={`text-2xl font-bold ${count.tone}`} data-testid={`summary-${count.id}`}>
              {count.value}
            </dd>
          </div>
        ))}
      </dl>
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
        <Link to="/trades" className={buttonVariants()}>
          {summaryStep.goToTrades}
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          {summaryStep.another}
        </Button>
      </div>
    </div>
  );
}
