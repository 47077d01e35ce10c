import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordInput } from '@/client/components/password-input';
import { Button } from '@/client/components/ui/button';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { notify } from '@/client/lib/notify';
import { securityAccessText } from '@/shared/i18n/security-access';
import { changePasswordFormSchema } from '@/shared/security/contract';
import { useChangePassword } from '../api/access';
import { NewPasswordFields } from './new-password-fields';

type ChangeForm = z.input<typeof changePasswordFormSchema>;

/** The spec: after a password change, the app goes on (to the dashboard) 2 seconds later. */
export const REDIRECT_DELAY_MS = 2_000;

/** Current password, then the new one twice; other devices are signed out (better-auth revokeOtherSessions). */
export function ChangePasswordForm() {
  const T = securityAccessText.password;
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm<ChangeForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const [password, confirm] = useWatch({ control: form.control, name: ['newPassword', 'confirm'] });
  const differ = password !== confirm;
  // The mismatch shows as soon as the confirmation has something, not only after a submit.
  const confirmError = errors.confirm?.message ?? (confirm && differ ? T.mismatch : undefined);

  useEffect(() => {
    if (!isSubmitSuccessful) return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSubmitSuccessful, navigate]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'INVALID_PASSWORD')
        form.setError('currentPassword', { message: T.wrongCurrent }, { shouldFocus: true });
      else if (code === 'PASSWORD_TOO_SHORT')
        form.setError('newPassword', { message: T.tooShort }, { shouldFocus: true });
      else {
        const status = (error as { status?: number }).status;
        const message = (error as { message?: string }).message;
        notify.error(T.updateError, status === 429 && message ? message : T.errorDetail, error);
      }
      throw error; // keeps isSubmitSuccessful false
    }
    notify.success(T.updated, T.updatedDetail);
  });

  return (
    <form
      onSubmit={(event) => onSubmit(event).catch(() => undefined)}
      noValidate
      className="grid gap-4 sm:max-w-md"
    >
      <FormField id="password-current" label={T.current} error={errors.currentPassword?.message}>
        <PasswordInput
          id="password-current"
          autoComplete="current-password"
          aria-invalid={errors.currentPassword ? true : undefined}
          aria-describedby={describedBy('password-current', { error: errors.currentPassword })}
          {...form.register('currentPassword')}
        />
      </FormField>
      <NewPasswordFields
        idPrefix="password"
        password={password}
        newPassword={form.register('newPassword')}
        confirm={form.register('confirm')}
        newError={errors.newPassword?.message}
        confirmError={confirmError}
      />
      <Button
        type="submit"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={isSubmitting || isSubmitSuccessful || differ || !password}
      >
        {isSubmitting ? T.submitting : T.submit}
      </Button>
      {isSubmitSuccessful ? (
        <p role="status" className="text-sm text-slate-600">
          {T.redirecting}
        </p>
      ) : null}
    </form>
  );
}
