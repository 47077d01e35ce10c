import { DownloadIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { Button } from '@/client/components/ui/button';
import { notify } from '@/client/lib/notify';
import { historySection, importToasts } from '@/shared/i18n/imports';
import { tradingApi, type ImportListItem } from '@/shared/trading/api-contract';
import { FORMAT_LABELS, type ImportFormat } from '@/shared/trading/imports';
import { useImports, useUndoImport } from '../api/imports';
import { formatTimestamp } from '../lib/format';

const countOf = (item: ImportListItem) => item.imported;

export function ImportHistory() {
  const imports = useImports();
  const undo = useUndoImport();
  const [pending, setPending] = useState<ImportListItem | null>(null);

  const confirm = (item: ImportListItem) =>
    undo.mutate(item, {
      onSuccess: () => {
        notify.success(historySection.undone, historySection.undoneDetail(item.fileName, countOf(item)));
        setPending(null);
      },
      onError: (error) => notify.error(historySection.undoError, importToasts.genericDetail, error),
    });

  return (
    <section aria-labelledby="import-history-title" className="grid gap-3">
      <h2 id="import-history-title" className="text-xl font-bold text-slate-900">
        {historySection.title}
      </h2>
      {imports.isPending ? (
        <SkeletonList label={historySection.loading} rows={2} />
      ) : imports.isError ? (
        <LoadError
          message={historySection.loadError}
          retryLabel={historySection.retry}
          onRetry={() => void imports.refetch()}
        />
      ) : imports.data.length === 0 ? (
        <p className="text-slate-600">{historySection.empty}</p>
      ) : (
        <ul className="grid gap-2">
          {imports.data.map((item) => (
            <li
              key={item.id}
              data-testid="import-item"
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{item.fileName}</p>
                <p className="text-sm text-slate-600">
                  {formatTimestamp(item.createdAt)} ·{' '}
                  {FORMAT_LABELS[item.format as ImportFormat] ?? item.format}
                </p>
                <p className="text-sm text-slate-600">
                  {historySection.counts(item.imported, item.duplicates, item.rejected)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {item.rejected > 0 ? (
                  <Button asChild variant="ghost" size="sm">
                    <a href={tradingApi.importRejects(item.id)} download>
                      <DownloadIcon aria-hidden="true" />
                      {historySection.downloadRejects}
                    </a>
                  </Button>
                ) : null}
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={historySection.undoLabel(item.fileName)}
                  onClick={() => setPending(item)}
                >
                  <Undo2Icon aria-hidden="true" />
                  {historySection.undo}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={historySection.undoTitle}
        description={pending ? historySection.undoDescription(pending.fileName, countOf(pending)) : null}
        confirmLabel={historySection.undoConfirm}
        pendingLabel={historySection.undoing}
        pending={undo.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && confirm(pending)}
      />
    </section>
  );
}
