import { useState } from 'react';
import { PasswordInput } from '@/client/components/password-input';
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
import { notify } from '@/client/lib/notify';
import { twoFactorText } from '@/shared/i18n/security-factors';
import { disableTwoFactor, regenerateRecoveryCodes } from '../api/factors';
import { normaliseTotp } from '../lib/totp';
import { fieldMessage } from './two-factor-enrol';

const T = twoFactorText;

/** Turning two-factor off: the password and a code (the server checks both, src/server/auth/security-guards.ts). */
export function DisableDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
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

/** New recovery codes for the password; the old ones stop working. */
export function RegenerateDialog({
  onClose,
  onRegenerated,
}: {
  onClose: () => void;
  onRegenerated: (codes: string[]) => void;
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
      onRegenerated(await regenerateRecoveryCodes(password));
    } catch (cause) {
      const message = fieldMessage(cause);
      if (message) setError(message);
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
            <DialogTitle>{T.regenerateTitle}</DialogTitle>
            <DialogDescription>{T.regenerateLead}</DialogDescription>
          </DialogHeader>
          <FormField id="regenerate-2fa-password" label={T.password} error={error ?? undefined}>
            <PasswordInput
              id="regenerate-2fa-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('regenerate-2fa-password', { error })}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? T.regenerating : T.regenerateConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
