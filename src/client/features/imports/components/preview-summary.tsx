import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { previewStep } from '@/shared/i18n/imports';
import type { PreviewResponse } from '../api/imports';

const MAX_ERRORS = 20;

/** A count; its colour (amber, red) only when it is not zero: a 0 is no alarm. */
function Count({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`text-2xl font-bold ${(value !== 0 && tone) || 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}

/** Detected format, the four counts and the file's row errors. */
export function PreviewSummary({ preview, fileName }: { preview: PreviewResponse; fileName: string }) {
  // Every row is valid, a duplicate or in error (unreadable, or readable but refused, e.g. an unknown symbol).
  const errorLines = Math.max(0, preview.totalRows - preview.validRows - preview.duplicateRows);
  const shown = preview.errors.slice(0, MAX_ERRORS);
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-4">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">{previewStep.file}</dt>
        <dd className="min-w-0 break-words text-slate-900">{fileName}</dd>
        <dt className="font-medium text-slate-600">{previewStep.detected}</dt>
        <dd className="text-slate-900" data-testid="detected-format">
          {preview.formatLabel}
        </dd>
        {preview.encoding ? (
          <>
            <dt className="font-medium text-slate-600">{previewStep.encoding}</dt>
            <dd className="text-slate-900">{preview.encoding}</dd>
          </>
        ) : null}
      </dl>
      <dl aria-label={previewStep.countsLabel} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Count label={previewStep.total} value={preview.totalRows} />
        <Count label={previewStep.valid} value={preview.validRows} tone="text-brand-700" />
        <Count label={previewStep.duplicates} value={preview.duplicateRows} tone="text-amber-700" />
        <Count label={previewStep.withErrors} value={errorLines} tone="text-red-600" />
      </dl>
      {shown.length > 0 ? (
        <Alert role="group" aria-labelledby={`${id}-file-errors`} className="gap-y-2">
          <AlertTitle id={`${id}-file-errors`}>{previewStep.fileErrorsTitle}</AlertTitle>
          <AlertDescription>
            <ul className="grid gap-1" data-testid="file-errors">
              {shown.map((error) => (
                <li key={`${error.line}-${error.message}`}>{error.message}</li>
              ))}
            </ul>
            {preview.errors.length > MAX_ERRORS ? (
              <p>{previewStep.moreErrors(preview.errors.length - MAX_ERRORS)}</p>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
