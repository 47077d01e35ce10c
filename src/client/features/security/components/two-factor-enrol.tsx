import { CopyIcon, DownloadIcon } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput, FormPassword } from '@/client/components/ui/form-inputs';
import type { AuthClientError } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { twoFactorText } from '@/shared/i18n/security-factors';
import { enrolCodeSchema, passwordCheckSchema } from '@/shared/security/factors-contract';
import { confirmEnrolment, startEnrolment, type Enrolment } from '../api/factors';
import { groupKey, recoveryCodesFile, secretFromUri } from '../lib/totp';

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

/** A refusal of better-auth goes under its field (`field` for a wrong code or password), anything else is a toast. */
export function reportRefusal<F extends string>(
  cause: unknown,
  setError: (field: F, error: { message: string }, options: { shouldFocus: boolean }) => void,
  fieldFor: (message: string) => F,
) {
  const message = fieldMessage(cause);
  if (message) setError(fieldFor(message), { message }, { shouldFocus: true });
  else notify.error(T.error, T.errorDetail, cause);
}

/** Step 1: the password (better-auth's /two-factor/enable asks for it), which answers the secret and the codes. */
export function EnrolPasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (e: Enrolment) => void;
  onCancel: () => void;
}) {
  const form = useForm({ resolver: zodResolver(passwordCheckSchema), defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      onStarted(await startEnrolment(password));
    } catch (cause) {
      reportRefusal(cause, form.setError, () => 'password');
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
      <FormFields form={form} idPrefix="two-factor">
        <FormPassword
          name="password"
          label={T.password}
          hint={T.noPasswordHint}
          autoComplete="current-password"
        />
      </FormFields>
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
  const form = useForm({ resolver: zodResolver(enrolCodeSchema), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmEnrolment(code);
      onConfirmed();
    } catch (cause) {
      reportRefusal(cause, form.setError, () => 'code');
    }
  });
  const busy = form.formState.isSubmitting;
  const secret = secretFromUri(enrolment.totpURI);

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
        <FormFields form={form} idPrefix="two-factor">
          <FormInput
            name="code"
            label={T.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
        </FormFields>
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
