import { CopyIcon, DownloadIcon } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { PasswordInput } from '@/client/components/password-input';
import { Button } from '@/client/components/ui/button';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import type { AuthClientError } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { twoFactorText } from '@/shared/i18n/security-factors';
import { confirmEnrolment, startEnrolment, type Enrolment } from '../api/factors';
import { groupKey, isSixDigits, normaliseTotp, recoveryCodesFile, secretFromUri } from '../lib/totp';

const T = twoFactorText;

/** A refusal better-auth answers for a wrong password or code; anything else is a toast. */
export function fieldMessage(error: unknown): string | null {
  const code = (error as AuthClientError | null)?.code;
  if (code === 'INVALID_PASSWORD') return T.invalidPassword;
  if (code === 'INVALID_CODE' || code === 'INVALID_TWO_FACTOR_CODE') return T.invalidCode;
  if (code === 'TWO_FACTOR_CODE_REQUIRED') return T.required;
  return null;
}

export async function copyText(text: string, detail: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(T.copied, detail);
  } catch (error) {
    notify.error(T.copyError, T.copyErrorDetail, error);
  }
}

/** Step 1: the password (better-auth's /two-factor/enable asks for it), which answers the secret and the codes. */
export function EnrolPasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (e: Enrolment) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return setError(T.required);
    setBusy(true);
    setError(null);
    try {
      onStarted(await startEnrolment(password));
    } catch (cause) {
      const message = fieldMessage(cause);
      if (message) setError(message);
      else notify.error(T.error, T.errorDetail, cause);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
      <FormField
        id="two-factor-password"
        label={T.password}
        error={error ?? undefined}
        hint={T.noPasswordHint}
      >
        <PasswordInput
          id="two-factor-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('two-factor-password', { error, hint: true })}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy}>
          {busy ? T.checking : T.continue}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Step 2: the QR code and the key to type by hand, then the first code, which turns two-factor on. */
export function EnrolScanStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secret = secretFromUri(enrolment.totpURI);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isSixDigits(code)) return setError(T.codeFormat);
    setBusy(true);
    setError(null);
    try {
      await confirmEnrolment(normaliseTotp(code));
      onConfirmed();
    } catch (cause) {
      const message = fieldMessage(cause);
      if (message) setError(message);
      else notify.error(T.error, T.errorDetail, cause);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-3">
        <h3 className="font-semibold text-slate-900">{T.scanTitle}</h3>
        <p className="text-sm text-slate-600">{T.scanLead}</p>
        <div className="w-fit rounded-lg border border-slate-200 bg-white p-3">
          <QRCodeSVG value={enrolment.totpURI} size={176} marginSize={1} title={T.qrLabel} role="img" />
        </div>
        <div className="grid gap-1.5">
          <p className="text-sm font-medium text-slate-900" id="two-factor-key-label">
            {T.manualTitle}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              aria-labelledby="two-factor-key-label"
              data-testid="two-factor-key"
              className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-words text-slate-900"
            >
              {groupKey(secret)}
            </code>
            <Button type="button" variant="outline" size="sm" onClick={() => copyText(secret, T.copiedKey)}>
              <CopyIcon aria-hidden="true" />
              {T.copyKey}
            </Button>
          </div>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
        <h3 className="font-semibold text-slate-900">{T.confirmTitle}</h3>
        <FormField id="two-factor-code" label={T.code} error={error ?? undefined}>
          <Input
            id="two-factor-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('two-factor-code', { error })}
          />
        </FormField>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={busy}>
            {busy ? T.confirming : T.confirm}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Step 3: the ten recovery codes, shown this once, to copy or download. */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const text = recoveryCodesFile(T.codesFileHeader(email), codes);

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = T.codesFileName;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-4" role="region" aria-labelledby="recovery-codes-title">
      <div className="grid gap-1">
        <h3 id="recovery-codes-title" className="font-semibold text-slate-900">
          {T.codesTitle}
        </h3>
        <p className="text-sm text-slate-600">{T.codesLead}</p>
      </div>
      <ol
        aria-label={T.codesListLabel}
        data-testid="recovery-codes"
        className="grid max-w-md grid-cols-1 gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 font-mono text-sm text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={() => copyText(codes.join('\n'), T.copiedCodes)}>
          <CopyIcon aria-hidden="true" />
          {T.copyCodes}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden="true" />
          {T.downloadCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {T.codesDone}
        </Button>
      </div>
    </div>
  );
}
