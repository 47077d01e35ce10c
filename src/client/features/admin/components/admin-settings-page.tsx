import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoadError } from '@/client/components/load-error';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { reportFormError } from '@/client/lib/form-errors';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { appSettingsSchema, type AppSettings } from '@/shared/admin/contract';
import { TRIAL_DAYS_MAX } from '@/shared/account/access';
import { adminSettingsText } from '@/shared/i18n/admin-users';
import { useAppSettings, useSaveAppSettings } from '../api/app-settings';
import { AdminNav } from './admin-nav';
import { AdminTwoFactorSetting } from './admin-two-factor-setting';
import { ForbiddenPage } from './forbidden-page';
import { SaveRow } from './save-row';

const T = adminSettingsText;
const S = T.trial;

/** /admin/settings: the app-wide settings (the trial's length). Admins only, like the API. */
export function AdminSettingsPage() {
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') return <ForbiddenPage />;
  return <AdminSettings />;
}

function AdminSettings() {
  const settings = useAppSettings();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <AdminNav />
      <PageHeader title={T.title} description={T.lead} />
      <section
        aria-labelledby="trial-settings-title"
        className="grid max-w-2xl gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="trial-settings-title" className="text-lg font-semibold text-slate-900">
            {S.title}
          </h2>
          <p className="text-sm text-slate-600">{S.lead}</p>
        </div>
        {settings.isPending ? (
          <SkeletonList label={T.loading} rows={1} rowClassName="h-20" />
        ) : settings.isError ? (
          <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => settings.refetch()} />
        ) : (
          <TrialForm settings={settings.data} />
        )}
      </section>
      <section
        aria-labelledby="two-factor-settings-title"
        className="grid max-w-2xl gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="two-factor-settings-title" className="text-lg font-semibold text-slate-900">
            {T.twoFactor.title}
          </h2>
          <p className="text-sm text-slate-600">{T.twoFactor.lead}</p>
        </div>
        {settings.isPending ? (
          <SkeletonList label={T.loading} rows={1} rowClassName="h-20" />
        ) : settings.isError ? null : (
          <AdminTwoFactorSetting settings={settings.data} />
        )}
      </section>
    </div>
  );
}

type SettingsForm = z.input<typeof appSettingsSchema>;

type TrialSettings = z.output<typeof appSettingsSchema>;

function TrialForm({ settings }: { settings: AppSettings }) {
  const save = useSaveAppSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsForm, unknown, TrialSettings>({
    resolver: zodResolver(appSettingsSchema),
    defaultValues: { trialDays: String(settings.trialDays) },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const next = await save.mutateAsync(values);
      form.reset({ trialDays: String(next.trialDays) });
      setSaved(true);
      notify.success(S.savedToast, S.savedToastDetail(next.trialDays));
    } catch (error) {
      setSaved(false);
      reportFormError(error, {
        title: S.saveError,
        detail: S.saveErrorDetail,
        fields: ['trialDays'] as const,
        setError: form.setError,
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // Editing again takes the 'Salvo' away: it speaks of the value saved, not of the one being typed.
      onChange={() => setSaved(false)}
      className="grid gap-4"
    >
      <div className="grid max-w-xs">
        <FormFields form={form} idPrefix="settings">
          <FormInput
            name="trialDays"
            label={S.days}
            hint={S.hint}
            type="number"
            inputMode="numeric"
            min={1}
            max={TRIAL_DAYS_MAX}
            step={1}
          />
        </FormFields>
      </div>
      <SaveRow submitting={form.formState.isSubmitting} saved={saved} texts={S} />
    </form>
  );
}
