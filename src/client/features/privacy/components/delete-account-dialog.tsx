import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordInput } from '@/client/components/password-input';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
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
import { authClient } from '@/client/lib/auth-client';
import { applyFieldErrors } from '@/client/lib/form-errors';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { formatClockTime } from '@/shared/format';
import { privacyText } from '@/shared/i18n/privacy';
import {
  deleteAccountSchema,
  type AccountDeletionStatus,
  type DeleteAccountInput,
} from '@/shared/privacy/contract';
import { useDeleteAccount } from '../api/privacy';

const T = privacyText.deletion;
const FIELDS = ['email', 'password'] as const;

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: AccountDeletionStatus;
  /** The server said the sign-in is no longer recent (or a new one happened): read the status again. */
  onStale: () => void;
}

/** For an account without a password: sign in again (passkey, Google, or out and in), then delete within 5 min. */
function Reauth({ status, onStale }: Pick<DeleteAccountDialogProps, 'status' | 'onStale'>) {
  const navigate = useNavigate();
  if (status.recentSignInUntil)
    return (
      <Alert tone="info" role="note">
        <AlertDescription>{T.recentUntil(formatClockTime(status.recentSignInUntil))}</AlertDescription>
      </Alert>
    );
  const passkey = async () => {
    const result = await authClient.signIn.passkey();
    if (result?.error) notify.error(T.reauthFailed, T.reauthFailedDetail, result.error);
    else {
      notify.success(T.reauthDone);
      onStale();
    }
  };
  return (
    <div className="grid gap-3">
      <Alert tone="warning" role="note">
        <AlertDescription>{T.reauthLead}</AlertDescription>
      </Alert>
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {status.signInMethods.includes('passkey') ? (
          <Button type="button" variant="outline" onClick={() => void passkey()}>
            {T.reauthPasskey}
          </Button>
        ) : null}
        {status.signInMethods.includes('google') ? (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              void authClient.signIn.social({ provider: 'google', callbackURL: '/profile?aba=privacidade' })
            }
          >
            {T.reauthGoogle}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          onClick={() => void authClient.signOut().then(() => navigate('/auth'))}
        >
          {T.reauthSignOut}
        </Button>
      </div>
    </div>
  );
}

/** The last step: the email typed by hand and the re-authentication; nothing is deleted before 'Excluir definitivamente'. */
export function DeleteAccountDialog({ open, onOpenChange, status, onStale }: DeleteAccountDialogProps) {
  const me = useMe();
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const email = me.data?.user.email ?? '';
  const needsPassword = status.reauth === 'password';
  const canSubmit = needsPassword || status.recentSignInUntil !== null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(needsPassword ? values : { email: values.email });
      notify.success(T.deleted, T.deletedDetail);
      // A full load: every cache of the signed-in app goes with the account.
      window.location.assign('/');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'ACCOUNT_DELETE_REAUTH') onStale();
      // A wrong email or password is said under its field, once: a toast citing the same words only repeated it
      // ('(Código: Senha incorreta.)'). Anything else still gets the toast.
      if (applyFieldErrors(error, FIELDS, form.setError)) return;
      notify.error(T.failed, T.failedDetail, error);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{T.dialogTitle}</DialogTitle>
            <DialogDescription>{T.dialogLead}</DialogDescription>
          </DialogHeader>
          <FormField
            id="delete-email"
            label={T.emailLabel}
            error={errors.email?.message}
            hint={email ? T.emailHint(email) : undefined}
          >
            <Input
              id="delete-email"
              type="email"
              autoComplete="off"
              inputMode="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('delete-email', { error: errors.email, hint: email })}
              {...form.register('email')}
            />
          </FormField>
          {needsPassword ? (
            <FormField id="delete-password" label={T.passwordLabel} error={errors.password?.message}>
              <PasswordInput
                id="delete-password"
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy('delete-password', { error: errors.password })}
                {...form.register('password')}
              />
            </FormField>
          ) : (
            <Reauth status={status} onStale={onStale} />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting || !canSubmit}>
              {isSubmitting ? T.confirming : T.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
