import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FieldError } from '@/client/components/ui/field-error';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { type AppSettings, appSettingsUpdateSchema } from '@/shared/admin/contract';
import { adminSettingsText } from '@/shared/i18n/admin-users';
import { useSaveAppSettings } from '../api/app-settings';
import { SaveRow } from './save-row';

const S = adminSettingsText.twoFactor;

interface TwoFactorSettingValues {
  requireAdminTwoFactor: boolean;
}

// The settings endpoint's own schema: this form sends the one setting.
const resolver = zodResolver(appSettingsUpdateSchema) as Resolver<TwoFactorSettingValues>;

/** /admin/settings: "require two-factor for admin roles". The server refuses it to an admin without it. */
export function AdminTwoFactorSetting({ settings }: { settings: AppSettings }) {
  const save = useSaveAppSettings();
  const id = useId();
  const form = useForm<TwoFactorSettingValues>({
    resolver,
    defaultValues: { requireAdminTwoFactor: settings.requireAdminTwoFactor },
  });
  const { errors, isDirty, isSubmitSuccessful } = form.formState;
  const refusal = errors.requireAdminTwoFactor?.message;
  // 'Salvo' while the box shows what was saved.
  const saved = isSubmitSuccessful && !isDirty;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const next = await save.mutateAsync(values);
      form.reset({ requireAdminTwoFactor: next.requireAdminTwoFactor }, { keepIsSubmitSuccessful: true });
      notify.success(S.savedToast, next.requireAdminTwoFactor ? S.savedOn : S.savedOff);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'TWO_FACTOR_REQUIRED_FIRST')
        form.setError('requireAdminTwoFactor', { type: 'server', message: error.message });
      else notify.error(S.saveError, S.saveErrorDetail, error);
      // A refused save is not a saved one.
      throw error;
    }
  });

  return (
    <form noValidate onSubmit={(event) => onSubmit(event).catch(() => undefined)} className="grid gap-4">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-required`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ''}`}
          aria-invalid={refusal ? true : undefined}
          {...form.register('requireAdminTwoFactor', {
            onChange: () => form.clearErrors('requireAdminTwoFactor'),
          })}
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-required`} className="text-sm font-medium text-slate-900">
            {S.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {S.hint}
          </p>
        </div>
      </div>
      {refusal ? (
        <FieldError id={id} className="text-red-700">
          {refusal}{' '}
          <Link to="/profile?aba=seguranca" className="underline underline-offset-2">
            {S.enrolFirst}
          </Link>
        </FieldError>
      ) : null}
      <SaveRow submitting={form.formState.isSubmitting} saved={saved} texts={S} />
    </form>
  );
}
