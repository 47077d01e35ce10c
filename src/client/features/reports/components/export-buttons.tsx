import { FileDownIcon, FileSpreadsheetIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { notify } from '@/client/lib/notify';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportQuery } from '@/shared/reports/contract';
import { downloadReport } from '../api/reports';

const X = reportsText.export;

/**
 * 'Exportar PDF' and 'Exportar CSV' of the report on screen (the same query): each busy while the server builds
 * its file, then a real download; a toast when it fails. The PDF takes a moment, so its button says it is working.
 */
export function ExportButtons({ query, disabled }: { query: ReportQuery; disabled?: boolean }) {
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const run = async (kind: 'pdf' | 'csv') => {
    setBusy(kind);
    try {
      await downloadReport(kind, query);
    } catch (cause) {
      notify.error(X.failedTitle, X.failedDetail, cause);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex" data-testid="report-exports">
      <Button
        variant="default"
        onClick={() => void run('pdf')}
        disabled={disabled || busy !== null}
        aria-busy={busy === 'pdf'}
      >
        {busy === 'pdf' ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <FileDownIcon aria-hidden="true" />
        )}
        {busy === 'pdf' ? X.pdfBusy : X.pdf}
      </Button>
      <Button
        variant="outline"
        onClick={() => void run('csv')}
        disabled={disabled || busy !== null}
        aria-busy={busy === 'csv'}
      >
        {busy === 'csv' ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <FileSpreadsheetIcon aria-hidden="true" />
        )}
        {busy === 'csv' ? X.csvBusy : X.csv}
      </Button>
    </div>
  );
}
