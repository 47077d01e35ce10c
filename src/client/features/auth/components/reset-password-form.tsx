import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordInput } from '@/client/components/password-input';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { authClient } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { passwordResetSchema } from '@/shared/account/contract';
import { authPage, resetPage, toasts } from '@/shared/i18n/auth';
import { mapGenericError } from '../lib/auth-errors';

const REDIRECT_DELAY_MS = 2_000;

type ResetForm = z.input<typeof passwordResetSchema>;

/** /auth/callback?type=recovery&token=…: the link of the recovery email lands here. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const form = useForm<ResetForm>({
    resolver: zodResolver(passwordResetSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const differ = password !== confirm;
  // The mismatch is shown as soon as both fields have something, not only after a submit.
  const confirmError = errors.confirm?.message ?? (confirm && differ ? resetPage.mismatch : undefined);

  // 'Senha atualizada!' first, then back to the sign-in after 2 s (the reset ends every session).
  useEffect(() => {
    if (!isSubmitSuccessful) return;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSubmitSuccessful, navigate]);

  const onSubmit = form.handleSubmit(async ({ password: newPassword }) => {
    if (!token) return;
    const { error } = await authClient.resetPassword({ newPassword, token });
    if (error) {
      const mapped = mapGenericError(
        error,
        error.code === 'INVALID_TOKEN' ? resetPage.missingToken : toasts.genericDetail,
      );
      notify.error(toasts.updatePasswordError, mapped.detail, mapped.source);
      throw error; // keeps isSubmitSuccessful false
    }
    notify.success(toasts.passwordUpdated, toasts.passwordUpdatedDetail);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">{resetPage.title}</CardTitle>
        <CardDescription>{resetPage.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {token ? (
          <form
            onSubmit={(event) => onSubmit(event).catch(() => undefined)}
            noValidate
            className="grid gap-4"
          >
            <FormField id="reset-password" label={resetPage.password} error={errors.password?.message}>
              <PasswordInput
                id="reset-password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy('reset-password', { error: errors.password })}
                {...form.register('password')}
              />
            </FormField>
            <FormField id="reset-confirm" label={resetPage.confirm} error={confirmError}>
              <PasswordInput
                id="reset-confirm"
                autoComplete="new-password"
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={describedBy('reset-confirm', { error: confirmError })}
                {...form.register('confirm')}
              />
            </FormField>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={isSubmitting || isSubmitSuccessful || differ || !password}
            >
              {isSubmitting ? resetPage.submitting : resetPage.submit}
            </Button>
            {isSubmitSuccessful ? (
              <p role="status" className="text-center text-sm text-slate-600">
                {resetPage.redirecting}
              </p>
            ) : null}
          </form>
        ) : (
          <div className="grid gap-4">
            <p role="alert" className="text-sm text-red-700">
              {resetPage.missingToken}
            </p>
            <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
              {authPage.tabLogin}
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
