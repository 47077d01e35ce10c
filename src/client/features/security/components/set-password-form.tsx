import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { securityAccessText } from '@/shared/i18n/security-access';
import { setPasswordFormSchema } from '@/shared/security/contract';
import { useSetPassword } from '../api/access';
import { NewPasswordFields } from './new-password-fields';

type SetForm = z.input<typeof setPasswordFormSchema>;

/** A Google-only account's first password; then the section offers the change form instead. */
export function SetPasswordForm() {
  const T = securityAccessText.password;
  const setPassword = useSetPassword();
  const form = useForm<SetForm>({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [password, confirm] = useWatch({ control: form.control, name: ['newPassword', 'confirm'] });
  const differ = password !== confirm;
  const confirmError = errors.confirm?.message ?? (confirm && differ ? T.mismatch : undefined);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await setPassword.mutateAsync(newPassword);
      notify.success(T.created, T.createdDetail);
    } catch (error) {
      reportFormError(error, {
        title: T.setError,
        detail: T.errorDetail,
        fields: ['newPassword'] as const,
        setError: form.setError,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
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
        disabled={isSubmitting || differ || !password}
      >
        {isSubmitting ? T.setSubmitting : T.setSubmit}
      </Button>
    </form>
  );
}
