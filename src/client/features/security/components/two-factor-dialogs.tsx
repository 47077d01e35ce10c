import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormFields, FormInput, FormPassword } from '@/client/components/ui/form-inputs';
import { twoFactorText } from '@/shared/i18n/security-factors';
import { disableTwoFactorSchema, passwordCheckSchema } from '@/shared/security/factors-contract';
import { disableTwoFactor, regenerateRecoveryCodes } from '../api/factors';
import { reportRefusal } from './two-factor-enrol';

const T = twoFactorText;

/** Turning two-factor off: the password and a code (the server checks both, src/server/auth/security-guards.ts). */
export function DisableDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const form = useForm({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit(async ({ password, code }) => {
    try {
      await disableTwoFactor(password, code);
      onDisabled();
    } catch (cause) {
      reportRefusal(cause, form.setError, (message) => (message === T.invalidPassword ? 'password' : 'code'));
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{T.disableTitle}</DialogTitle>
            <DialogDescription>{T.disableLead}</DialogDescription>
          </DialogHeader>
          <FormFields form={form} idPrefix="disable-2fa">
            <FormPassword name="password" label={T.password} autoComplete="current-password" />
            <FormInput name="code" label={T.disableCode} autoComplete="one-time-code" />
          </FormFields>
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
  const form = useForm({ resolver: zodResolver(passwordCheckSchema), defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      onRegenerated(await regenerateRecoveryCodes(password));
    } catch (cause) {
      reportRefusal(cause, form.setError, () => 'password');
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{T.regenerateTitle}</DialogTitle>
            <DialogDescription>{T.regenerateLead}</DialogDescription>
          </DialogHeader>
          <FormFields form={form} idPrefix="regenerate-2fa">
            <FormPassword name="password" label={T.password} autoComplete="current-password" />
          </FormFields>
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
