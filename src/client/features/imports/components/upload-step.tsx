import { FileTextIcon, UploadCloudIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { FormField } from '@/client/components/ui/form-field';
import { cn } from '@/client/lib/cn';
import { FORMAT_OPTIONS, uploadStep } from '@/shared/i18n/imports';
import { formatFileSize } from '@/shared/format';
import { runtimeTimeZone } from '@/shared/time/zoned-time';
import type { AccountDto } from '@/shared/trading/api-contract';
import type { ImportFormat } from '@/shared/trading/imports';
import { fileProblem, MAX_MB, timezoneChoices, type ImportChoices } from '../lib/options';
import { Select } from '@/client/components/ui/select';

interface UploadStepProps {
  file: File | null;
  onFile: (file: File | null) => void;
  choices: ImportChoices;
  onChoices: (patch: Partial<ImportChoices>) => void;
  accounts: AccountDto[] | undefined;
  accountsLoading: boolean;
  accountsError: boolean;
  busy: boolean;
}

export function UploadStep(props: UploadStepProps) {
  const { file, onFile, choices, onChoices, accounts, accountsLoading, accountsError, busy } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const zones = timezoneChoices(runtimeTimeZone());

  const take = (picked: File | undefined) => {
    if (!picked) return;
    const issue = fileProblem(picked);
    setProblem(issue);
    onFile(issue ? null : picked);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <div
        data-testid="import-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={uploadStep.fileInput}
          className="sr-only"
          tabIndex={-1}
          disabled={busy}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file ? (
          <div className="flex w-full max-w-md items-center gap-3 rounded-lg bg-slate-50 p-3 text-left">
            <FileTextIcon className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">{uploadStep.selected}</p>
              <p className="truncate font-medium text-slate-900" data-testid="selected-file">
                {file.name}
              </p>
              <p className="text-xs text-slate-500">{formatFileSize(file.size)}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={uploadStep.remove}
              disabled={busy}
              onClick={() => onFile(null)}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <>
            <UploadCloudIcon className="size-10 text-slate-400" aria-hidden="true" />
            <p className="font-medium text-slate-800">{uploadStep.dropTitle}</p>
            <p className="text-sm text-slate-500">{uploadStep.dropOr}</p>
          </>
        )}
        <Button
          variant={file ? 'outline' : 'default'}
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          {file ? uploadStep.change : uploadStep.pick}
        </Button>
        <p className="text-sm text-slate-600">{uploadStep.hint(MAX_MB)}</p>
        <FieldError>{problem}</FieldError>
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <FormField
          className="min-w-0 content-start"
          id={`${id}-account`}
          label={uploadStep.account}
          hint={accountsError ? uploadStep.accountsError : uploadStep.accountHint}
        >
          <Select
            id={`${id}-account`}
            value={choices.accountId}
            disabled={busy || accountsLoading}
            aria-describedby={`${id}-account-hint`}
            onChange={(event) => onChoices({ accountId: event.target.value })}
          >
            {accountsLoading ? <option value="">{uploadStep.accountsLoading}</option> : null}
            {!accountsLoading && !accounts?.length ? (
              <option value="">{uploadStep.accountDefault}</option>
            ) : null}
            {accounts?.map((account) => (
              <option key={account.id} value={account.id}>
                {account.broker ? `${account.name} · ${account.broker}` : account.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          className="min-w-0 content-start"
          id={`${id}-tz`}
          label={uploadStep.timezone}
          hint={uploadStep.timezoneHint}
        >
          <Select
            id={`${id}-tz`}
            value={choices.sourceTimezone}
            disabled={busy}
            aria-describedby={`${id}-tz-hint`}
            onChange={(event) => onChoices({ sourceTimezone: event.target.value })}
          >
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          className="min-w-0 content-start"
          id={`${id}-format`}
          label={uploadStep.format}
          hint={uploadStep.formatHint}
        >
          <Select
            id={`${id}-format`}
            value={choices.format}
            disabled={busy}
            aria-describedby={`${id}-format-hint`}
            onChange={(event) => onChoices({ format: event.target.value as ImportFormat | '' })}
          >
            <option value="">{uploadStep.formatAuto}</option>
            {FORMAT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </div>
  );
}
