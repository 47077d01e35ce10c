import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { PasswordInput } from '@/client/components/password-input';
import { Badge } from '@/client/components/ui/badge';
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
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { twoFactorText } from '@/shared/i18n/security-factors';
import {
  disableTwoFactor,
  useSetTwoFactorEnabled,
  useTwoFactorEnabled,
  type Enrolment,
} from '../api/factors';
import { normaliseTotp } from '../lib/totp';
import { EnrolPasswordStep, EnrolScanStep, fieldMessage, RecoveryCodes } from './two-factor-enrol';

const T = twoFactorText;

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-factor (TOTP) on /profile's 'Segurança' tab: status; enrol (password → QR code and key → first code → ten
 * recovery codes, shown once); disable with the password and a code.
 */
export function TwoFactorSection() {
  const status = useTwoFactorEnabled();
  const setEnabled = useSetTwoFactorEnabled();
  const { data: me } = useMe();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [disabling, setDisabling] = useState(false);
  const enabled = status.data === true;

  const badge =
    status.isSuccess && step.kind === 'idle' ? (
      <Badge tone={enabled ? 'success' : 'neutral'} data-testid="two-factor-status">
        {enabled ? T.statusOn : T.statusOff}
      </Badge>
    ) : null;

  let body;
  if (status.isPending) body = <SkeletonList label={T.loading} rows={1} rowClassName="h-12" />;
  else if (status.isError)
    body = <LoadError message={T.errorDetail} retryLabel={T.continue} onRetry={() => status.refetch()} />;
  else if (step.kind === 'password')
    body = (
      <EnrolPasswordStep
        onStarted={(enrolment) => setStep({ kind: 'scan', enrolment })}
        onCancel={() => setStep({ kind: 'idle' })}
      />
    );
  else if (step.kind === 'scan')
    body = (
      <EnrolScanStep
        enrolment={step.enrolment}
        onCancel={() => setStep({ kind: 'idle' })}
        onConfirmed={() => {
          setEnabled(true);
          notify.success(T.enabledToast, T.enabledToastDetail);
          setStep({ kind: 'codes', codes: step.enrolment.backupCodes });
        }}
      />
    );
  else if (step.kind === 'codes')
    body = (
      <RecoveryCodes
        codes={step.codes}
        email={me?.user.email ?? ''}
        onDone={() => setStep({ kind: 'idle' })}
      />
    );
  else
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {enabled ? (
            <ShieldCheckIcon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          ) : (
            <ShieldOffIcon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          {enabled ? T.onLead : T.offLead}
        </p>
        {enabled ? (
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => setDisabling(true)}
          >
            {T.disable}
          </Button>
        ) : (
          <Button type="button" className="w-full sm:w-auto" onClick={() => setStep({ kind: 'password' })}>
            {T.enable}
          </Button>
        )}
      </div>
    );

  return (
    <Panel
      id="two-factor-title"
      title={T.title}
      lead={
        <span className="flex flex-wrap items-center gap-2">
          {T.lead} {badge}
        </span>
      }
    >
      {body}
      {disabling ? (
        <DisableDialog
          onClose={() => setDisabling(false)}
          onDisabled={() => {
            setEnabled(false);
            setDisabling(false);
            notify.success(T.disabledToast, T.disabledToastDetail);
          }}
        />
      ) : null}
    </Panel>
  );
}

function DisableDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing = {
      password: password ? undefined : T.required,
      code: code.trim() ? undefined : T.required,
    };
    setErrors(missing);
    if (missing.password || missing.code) return;
    setBusy(true);
    try {
      const typed = code.trim();
      await disableTwoFactor(password, /^[\d\s-]+$/.test(typed) ? normaliseTotp(typed) : typed);
      onDisabled();
    } catch (cause) {
      const message = fieldMessage(cause);
      if (message === T.invalidPassword) setErrors({ password: message });
      else if (message) setErrors({ code: message });
      else notify.error(T.error, T.errorDetail, cause);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{T.disableTitle}</DialogTitle>
            <DialogDescription>{T.disableLead}</DialogDescription>
          </DialogHeader>
          <FormField id="disable-2fa-password" label={T.password} error={errors.password}>
            <PasswordInput
              id="disable-2fa-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('disable-2fa-password', { error: errors.password })}
            />
          </FormField>
          <FormField id="disable-2fa-code" label={T.disableCode} error={errors.code}>
            <Input
              id="disable-2fa-code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy('disable-2fa-code', { error: errors.code })}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? T.disabling : T.disableConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
