import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { useDeleteNotePdf } from '@/client/lib/brokerage-notes';
import { notify } from '@/client/lib/notify';
import { brokerageNotesApi, type NoteDetailDto } from '@/shared/brokerage-notes/api';
import { formatFileSize } from '@/shared/format';
import { notesText } from '@/shared/i18n/brokerage-notes';

const T = notesText.detail;

/** The note's PDF on /notas/:id: kept (download it, or delete it with a confirmation) or not kept. */
export function NotePdf({ note: n }: { note: NoteDetailDto }) {
  const remove = useDeleteNotePdf(n.id);
  const [confirming, setConfirming] = useState(false);
  const kept = n.pdfBytes !== null;
  return (
    <section aria-labelledby="note-pdf" className="grid gap-2" data-testid="note-pdf">
      <h2 id="note-pdf" className="text-lg font-bold text-slate-900">
        {T.pdfTitle}
      </h2>
      {kept ? (
        <>
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <FileTextIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {T.pdfKept(formatFileSize(n.pdfBytes ?? 0))}
          </p>
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            <Button asChild className="h-11">
              <a href={brokerageNotesApi.pdf(n.id)} download>
                <DownloadIcon aria-hidden="true" />
                {T.downloadPdf}
              </a>
            </Button>
            <Button variant="outline" className="h-11 text-red-700" onClick={() => setConfirming(true)}>
              {T.deletePdf}
            </Button>
          </div>
          {remove.isError ? <FieldError>{remove.error.message}</FieldError> : null}
          <ConfirmDialog
            open={confirming}
            title={T.deletePdfTitle}
            description={T.deletePdfBody}
            confirmLabel={T.deletePdf}
            pendingLabel={T.deletingPdf}
            pending={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  notify.success(T.pdfDeleted);
                },
                onError: () => setConfirming(false),
              })
            }
          />
        </>
      ) : (
        <p className="text-sm text-slate-600">{T.pdfNotKept}</p>
      )}
    </section>
  );
}
