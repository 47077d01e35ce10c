import { CheckCircle2Icon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import type { IcsImportResult } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { common } from '@/shared/i18n/common';
import { calendarValidation } from '@/shared/i18n/validation';
import { useImportIcs } from '../api/calendar';

const T = calendarText.admin.ics;
/** The server takes an .ics body of up to 1 MiB; a bigger file is refused here, before it is read. */
const MAX_BYTES = 1024 * 1024;

/** 'Importar .ics': the file's text goes to the server as is; the answer says what was added, updated, skipped. */
export function IcsImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open ? <IcsImportForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The file chosen: one .ics of at most 1 MiB (the server's limit), its size checked before it is read. */
const icsFormSchema = z.object({
  files: z
    .custom<FileList | undefined>()
    .transform((list) => list?.[0])
    .pipe(
      z
        .custom<File>((file) => file instanceof File, calendarValidation.icsFile)
        .refine((file) => file.size <= MAX_BYTES, calendarValidation.icsTooLarge),
    ),
});

function IcsImportForm({ onDone }: { onDone: () => void }) {
  const importIcs = useImportIcs();
  const [result, setResult] = useState<IcsImportResult | null>(null);
  // A new file clears what was said about the last one; it is checked when sent.
  const form = useForm({ resolver: zodResolver(icsFormSchema), reValidateMode: 'onSubmit' });
  const error = form.formState.errors.files?.message;

  const submit = form.handleSubmit(async ({ files: file }) => {
    let text: string;
    try {
      text = await file.text();
    } catch {
      return form.setError('files', { message: T.readError }, { shouldFocus: true });
    }
    try {
      const answer = await importIcs.mutateAsync(text);
      setResult(answer);
      notify.success(T.done, T.doneDetail(answer.added, answer.updated));
    } catch (error) {
      // The server's Portuguese reason (ICS_INVALID: which line, what is wrong) is what the admin needs to fix the file.
      if (error instanceof ApiRequestError && error.status < 500 && error.status !== 0)
        form.setError('files', { message: error.message }, { shouldFocus: true });
      else notify.error(T.error, T.errorDetail, error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{T.title}</DialogTitle>
        <DialogDescription>{T.description}</DialogDescription>
      </DialogHeader>
      <FormField id="ics-file" label={T.file} hint={T.fileHint} error={error}>
        <Input
          id="ics-file"
          type="file"
          accept=".ics,text/calendar"
          className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-900"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('ics-file', { error, hint: true })}
          {...form.register('files', {
            onChange: () => {
              form.clearErrors('files');
              setResult(null);
            },
          })}
        />
      </FormField>
      {result ? <ImportResult result={result} /> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {result ? T.close : common.cancel}
        </Button>
        <Button type="submit" disabled={importIcs.isPending}>
          {importIcs.isPending ? T.importing : T.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ImportResult({ result }: { result: IcsImportResult }) {
  return (
    <Alert tone="info" role="status" data-testid="ics-result">
      <CheckCircle2Icon aria-hidden="true" />
      <AlertTitle>{T.resultTitle}</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-0.5">
          <li>{T.added(result.added)}</li>
          <li>{T.updated(result.updated)}</li>
          <li>{T.skipped(result.skipped.length)}</li>
        </ul>
        {result.skipped.length > 0 ? (
          <ul className="mt-1 grid max-h-40 gap-0.5 overflow-y-auto text-xs">
            {result.skipped.map((s) => (
              <li key={`${s.line}:${s.reason}`}>{T.skippedLine(s.line, s.reason)}</li>
            ))}
          </ul>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
