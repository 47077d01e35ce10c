import { AlertTriangleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { NoteImport } from '@/client/components/brokerage-notes/note-import';
import { notesText } from '@/shared/i18n/brokerage-notes';
import { Link } from 'react-router';
import { PageHeader } from '@/client/components/ui/page-header';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { columnStep, importsPage, importToasts, previewStep, uploadStep } from '@/shared/i18n/imports';
import { DEFAULT_TIMEZONE } from '@/shared/time/zoned-time';
import type { ImportResult } from '@/shared/trading/api-contract';
import { useAccounts, useInstruments } from '@/client/lib/queries';
import { useConfirmImport, usePreviewImport, type PreviewResponse } from '../api/imports';
import {
  buildImportOptions,
  guessMapping,
  missingMappingFields,
  readHeaders,
  type ImportChoices,
} from '../lib/options';
import { ImportUploadError } from '../lib/upload';
import { ImportHistory } from './import-history';
import { ImportPlaybook } from './import-playbook';
import { ColumnMapping, SymbolMapping } from './mapping-sections';
import { PreviewRows } from './preview-rows';
import { PreviewSummary } from './preview-summary';
import { ProgressBar } from './progress-bar';
import { StepIndicator } from './step-indicator';
import { SummaryStep } from './summary-step';
import { UploadStep } from './upload-step';

const INITIAL: ImportChoices = {
  accountId: '',
  sourceTimezone: DEFAULT_TIMEZONE,
  format: '',
  symbolMap: {},
  mapping: {},
};

/** The server could not tell the columns apart: the user maps them. */
const needsColumnMapping = (error: unknown): error is ImportUploadError =>
  error instanceof ImportUploadError &&
  // 'mappingColumn': the user chose "Outro CSV" and has not mapped yet.
  ['noKnownColumn', 'missingColumns', 'mappingColumn'].includes(error.reason ?? '');

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : importToasts.genericDetail;

/** /trades/import: file → preview (with symbol and column mapping) → confirm → summary; past imports below. */
export function ImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<ImportChoices>(INITIAL);
  const [preview, setPreview] = useState<PreviewResponse | null>(null);
  const [mappingHeaders, setMappingHeaders] = useState<string[] | null>(null);
  const [summary, setSummary] = useState<ImportResult | null>(null);
  const [source, setSource] = useState<'csv' | 'notes'>('csv');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const accounts = useAccounts();
  const previewMutation = usePreviewImport();
  const confirmMutation = useConfirmImport();
  const unknownSymbols = preview?.unknownSymbols ?? [];
  const instruments = useInstruments({ enabled: unknownSymbols.length > 0 });
  const busy = previewMutation.isPending || confirmMutation.isPending;
  const step = summary ? 'summary' : preview || mappingHeaders ? 'preview' : 'upload';

  // Until the user picks one, the default account (the list's first when none is marked).
  const defaultAccount = accounts.data?.find((a) => a.isDefault) ?? accounts.data?.[0];
  const effective: ImportChoices = { ...choices, accountId: choices.accountId || defaultAccount?.id || '' };

  useEffect(() => () => abortRef.current?.abort(), []);

  const cancelUpload = () => abortRef.current?.abort();

  const patch = (next: Partial<ImportChoices>) => setChoices((c) => ({ ...c, ...next }));

  const reset = () => {
    setFile(null);
    setPreview(null);
    setMappingHeaders(null);
    setSummary(null);
    setError(null);
    setChoices((c) => ({ ...INITIAL, accountId: c.accountId, sourceTimezone: c.sourceTimezone }));
  };

  const back = () => {
    setPreview(null);
    setMappingHeaders(null);
    setError(null);
    setChoices((c) => ({ ...c, symbolMap: {}, mapping: {}, format: c.format === 'mapped' ? '' : c.format }));
  };

  const openColumnMapping = async (target: File, headers: string[], remembered?: Record<string, string>) => {
    const list = headers.length > 0 ? headers : await readHeaders(target);
    setMappingHeaders(list);
    setChoices((c) => ({
      ...c,
      format: 'mapped',
      mapping: Object.keys(c.mapping).length > 0 ? c.mapping : guessMapping(list, remembered ?? undefined),
    }));
  };

  const runPreview = async (nextChoices: ImportChoices) => {
    if (!file) {
      setError(uploadStep.noFile);
      return;
    }
    setError(null);
    setProgress(0);
    abortRef.current = new AbortController();
    try {
      const result = await previewMutation.mutateAsync({
        file,
        options: buildImportOptions(nextChoices),
        onProgress: setProgress,
        signal: abortRef.current.signal,
      });
      setPreview(result);
      if (result.format === 'mapped' || nextChoices.format === 'mapped') {
        await openColumnMapping(file, result.headers, result.mapping ?? undefined);
      }
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      if (needsColumnMapping(cause) && !mappingHeaders) {
        setPreview(null);
        // Prefilled with the mapping this user used last time, where this file has those columns.
        await openColumnMapping(file, cause.headers ?? [], cause.mapping);
      } else {
        setError(messageOf(cause));
      }
    } finally {
      setProgress(null);
    }
  };

  const runConfirm = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    abortRef.current = new AbortController();
    try {
      const result = await confirmMutation.mutateAsync({
        file,
        options: buildImportOptions(effective),
        onProgress: setProgress,
        signal: abortRef.current.signal,
      });
      setSummary(result);
      notify.success(importToasts.imported, importToasts.importedDetail(result.imported));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      setError(messageOf(cause));
      notify.error(importToasts.importError, importToasts.genericDetail, cause);
    } finally {
      setProgress(null);
    }
  };

  const symbolsMissing = unknownSymbols.some((s) => !choices.symbolMap[s]);
  const columnsMissing = mappingHeaders !== null && missingMappingFields(choices.mapping).length > 0;
  const mappingApplied = mappingHeaders === null || preview !== null;
  const blocker = columnsMissing
    ? previewStep.mapColumnsFirst
    : symbolsMissing
      ? previewStep.mapSymbolsFirst
      : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={importsPage.title} description={importsPage.lead} />

      <div className="grid gap-1.5">
        <span id="import-source-label" className="text-sm font-medium text-slate-900">
          {notesText.sourceLabel}
        </span>
        <div
          role="radiogroup"
          aria-labelledby="import-source-label"
          className="grid gap-1 rounded-lg bg-slate-100 p-1 sm:max-w-xl sm:grid-cols-2"
        >
          {(
            [
              ['csv', notesText.sourceCsv],
              ['notes', notesText.importSource],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={source === value}
              onClick={() => setSource(value)}
              className={
                source === value
                  ? 'min-h-11 rounded-md bg-white px-3 text-sm font-semibold text-slate-900 shadow-sm'
                  : 'min-h-11 rounded-md px-3 text-sm font-semibold text-slate-600 hover:text-slate-900'
              }
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      {source === 'notes' ? (
        <Card>
          <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
            <NoteImport />
            <Link to="/notas" className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {notesText.seeNotes}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="grid grid-cols-1 gap-5 pt-5 sm:pt-6">
            <StepIndicator current={step} />
            {error ? (
              <Alert data-testid="import-error">
                <AlertTriangleIcon aria-hidden="true" />
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}

            {step === 'upload' ? (
              <>
                <UploadStep
                  file={file}
                  onFile={(picked) => {
                    setFile(picked);
                    setError(null);
                  }}
                  choices={effective}
                  onChoices={patch}
                  accounts={accounts.data}
                  accountsLoading={accounts.isPending}
                  accountsError={accounts.isError}
                  busy={busy}
                />
                {progress !== null ? <ProgressBar percent={progress} onCancel={cancelUpload} /> : null}
                <div className="flex justify-end">
                  <Button
                    size="lg"
                    className="w-full sm:w-auto"
                    disabled={!file || busy}
                    onClick={() => void runPreview(effective)}
                  >
                    {previewMutation.isPending ? uploadStep.uploading : uploadStep.submit}
                  </Button>
                </div>
              </>
            ) : null}

            {step === 'preview' ? (
              <div className="grid grid-cols-1 gap-5">
                <h2 className="text-xl font-bold text-slate-900">{previewStep.title}</h2>
                {preview ? <PreviewSummary preview={preview} fileName={file?.name ?? ''} /> : null}
                {preview?.notices?.map((notice) => (
                  <p key={notice} role="note" className="text-sm font-medium text-amber-800">
                    {notice}
                  </p>
                ))}
                {mappingHeaders ? (
                  <ColumnMapping
                    headers={mappingHeaders}
                    value={choices.mapping}
                    onChange={(mapping) => patch({ mapping })}
                    disabled={busy}
                  />
                ) : null}
                {unknownSymbols.length > 0 ? (
                  <SymbolMapping
                    symbols={unknownSymbols}
                    value={choices.symbolMap}
                    onChange={(symbolMap) => patch({ symbolMap })}
                    instruments={instruments.data}
                    loading={instruments.isPending}
                    error={instruments.isError}
                    disabled={busy}
                  />
                ) : null}
                <ImportPlaybook
                  value={choices.playbookId ?? ''}
                  onChange={(playbookId) => patch({ playbookId })}
                  disabled={busy}
                />
                {preview ? <PreviewRows rows={preview.rows} total={preview.totalRows} /> : null}
                {progress !== null ? <ProgressBar percent={progress} onCancel={cancelUpload} /> : null}
                {blocker ? <p className="text-sm font-medium text-amber-800">{blocker}</p> : null}
                {/* Below lg, the actions stick to the bottom of the screen, right above the bottom bar (3.5 rem and
                  its border): 'Confirmar importação' is reachable without scrolling past the rows. */}
                <div
                  data-testid="import-actions"
                  className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 -mx-5 -mb-5 flex flex-wrap justify-end gap-2 rounded-b-xl border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6 lg:static lg:mx-0 lg:mb-0 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
                >
                  <Button variant="ghost" disabled={busy} onClick={back}>
                    {previewStep.back}
                  </Button>
                  {mappingHeaders || unknownSymbols.length > 0 ? (
                    <Button
                      variant="outline"
                      disabled={busy || columnsMissing}
                      onClick={() => void runPreview(effective)}
                    >
                      {previewMutation.isPending
                        ? previewStep.refreshing
                        : preview
                          ? previewStep.refresh
                          : columnStep.apply}
                    </Button>
                  ) : null}
                  <Button
                    className="flex-1 sm:flex-none"
                    disabled={busy || blocker !== null || !mappingApplied}
                    onClick={() => void runConfirm()}
                  >
                    {confirmMutation.isPending ? previewStep.confirming : previewStep.confirmButton}
                  </Button>
                </div>
              </div>
            ) : null}

            {step === 'summary' && summary ? <SummaryStep summary={summary} onAnother={reset} /> : null}
          </CardContent>
        </Card>
      )}

      <ImportHistory />
    </div>
  );
}
