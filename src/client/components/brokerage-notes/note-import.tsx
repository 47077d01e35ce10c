import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { Select } from '@/client/components/ui/select';
import { useAccounts } from '@/client/lib/queries';
import type { NoteFileResult, NoteImportResult } from '@/shared/brokerage-notes/api';
import { formatDate } from '@/shared/format';
import { notesText } from '@/shared/i18n/brokerage-notes';
import { useImportNotes } from '@/client/lib/brokerage-notes';

const T = notesText.import;
const TONE = {
  imported: 'success',
  'already-imported': 'neutral',
  'partly-imported': 'info',
  corrected: 'info',
  'password-required': 'warning',
  error: 'warning',
} as const;

/**
 * The notes' upload: many PDFs or a ZIP at once, the account, whether to keep the PDFs (off unless ticked), and —
 * only once a file asked for it — the PDFs' password (sent with this upload, never kept). Then the bytes' progress
 * and one line per file; a refusal (the image quota's, with what is used) shows under the form.
 */
export function NoteImport() {
  const id = useId();
  const accounts = useAccounts();
  const upload = useImportNotes();
  const [files, setFiles] = useState<File[]>([]);
  const [accountId, setAccountId] = useState('');
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [keepPdfs, setKeepPdfs] = useState(false);
  const [progress, setProgress] = useState(0);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<NoteImportResult | null>(null);

  const list = accounts.data ?? [];
  // The default account until the trader picks another.
  const account = accountId || (list.find((a) => a.isDefault) ?? list[0])?.id || '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!files.length) {
      setMissing(true);
      return;
    }
    setResult(null);
    upload.mutate(
      {
        files,
        accountId: account,
        password: askPassword ? password : undefined,
        keepPdfs,
        onProgress: setProgress,
      },
      {
        onSuccess: (r) => {
          setResult(r);
          // The password is used for this upload only.
          setPassword('');
          setAskPassword(r.files.some((f) => f.status === 'password-required'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {T.title}
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-files`}>{T.files}</Label>
        <Input
          id={`${id}-files`}
          type="file"
          multiple
          accept=".pdf,.zip,application/pdf,application/zip"
          aria-describedby={`${id}-files-hint`}
          aria-invalid={missing || undefined}
          className="h-auto py-2"
          onChange={(e) => {
            setFiles([...(e.target.files ?? [])]);
            setMissing(false);
          }}
        />
        <p id={`${id}-files-hint`} className="text-xs text-slate-600">
          {files.length ? T.chosen(files.length) : T.filesHint}
        </p>
        {missing ? <FieldError>{T.noFiles}</FieldError> : null}
      </div>
      {list.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-account`}>{T.account}</Label>
          <Select id={`${id}-account`} value={account} onChange={(e) => setAccountId(e.target.value)}>
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-keep`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={keepPdfs}
          aria-describedby={`${id}-keep-hint`}
          onChange={(e) => setKeepPdfs(e.target.checked)}
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-keep`} className="text-sm font-medium text-slate-900">
            {T.keepPdfs}
          </label>
          <p id={`${id}-keep-hint`} className="text-xs text-slate-600">
            {T.keepPdfsHint}
          </p>
        </div>
      </div>
      {askPassword ? (
        <div className="grid gap-1.5">
          <p role="alert" className="text-sm font-medium text-amber-800">
            {T.passwordNeeded}
          </p>
          <Label htmlFor={`${id}-password`}>{T.password}</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="off"
            value={password}
            aria-describedby={`${id}-password-hint`}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p id={`${id}-password-hint`} className="text-xs text-slate-600">
            {T.passwordHint}
          </p>
        </div>
      ) : null}
      {upload.isPending ? (
        <div className="grid gap-1" aria-live="polite">
          <ProgressBar label={T.sending} value={progress} max={100} valueText={`${progress}%`} />
          <p className="text-xs text-slate-600">{progress < 100 ? T.sending : T.reading}</p>
        </div>
      ) : null}
      {upload.isError ? <FieldError>{upload.error.message}</FieldError> : null}
      <Button
        type="submit"
        className="h-11 w-full sm:w-auto sm:justify-self-start"
        disabled={upload.isPending || !account}
      >
        {upload.isPending ? T.sending : T.submit}
      </Button>
      {result ? <ImportResults result={result} /> : null}
    </form>
  );
}

function ImportResults({ result }: { result: NoteImportResult }) {
  return (
    <section aria-label={T.results} className="grid gap-2" data-testid="note-import-results">
      <p role="status" className="font-semibold text-slate-900">
        {T.summary(result)}
      </p>
      <ul className="grid gap-2">
        {result.files.map((f, i) => (
          <FileLine key={`${f.fileName}-${i}`} file={f} />
        ))}
      </ul>
    </section>
  );
}

function FileLine({ file }: { file: NoteFileResult }) {
  // Notes of one file with different outcomes each say theirs; otherwise the file's badge says it for all.
  const mixed = 'notes' in file && new Set(file.notes.map((n) => n.outcome)).size > 1;
  return (
    <li
      className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
      data-status={file.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-all text-slate-900">{file.fileName}</span>
        <Badge tone={TONE[file.status]}>{T.status[file.status]}</Badge>
      </div>
      {'message' in file ? <p className="text-slate-700">{file.message}</p> : null}
      {'notes' in file && file.notes.some((n) => n.outcome === 'corrected') ? (
        <p className="text-slate-700">{T.correctedHint}</p>
      ) : null}
      {'notes' in file && file.notes.length ? (
        <p className="text-slate-700">
          {file.notes.map((n, i) => (
            <span key={n.id}>
              {i ? ', ' : ''}
              <Link to={`/notas/${n.id}`} className="text-brand-700 underline underline-offset-2">
                {notesText.list.number(n.noteNumber)} · {formatDate(n.tradeDate)}
              </Link>
              {mixed ? ` (${T.outcome[n.outcome]})` : null}
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}
