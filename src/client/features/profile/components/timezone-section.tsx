import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LoadError } from '@/client/components/load-error';
import { TimezoneOptions } from '@/client/components/timezone-options';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormSelect } from '@/client/components/ui/form-inputs';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { useSaveTradingSettings, useTradingSettings } from '@/client/lib/queries';
import { common } from '@/shared/i18n/common';
import { profileInfoText } from '@/shared/i18n/profile-info';
import { settingsMessages } from '@/shared/i18n/settings';

const T = profileInfoText.timezone;
const schema = z.object({ timezone: z.string().min(1, settingsMessages.invalidTimezone) });
type TimezoneValues = z.infer<typeof schema>;

/**
 * 'Fuso horário': the trading settings' zone (/api/trading-settings), the one the whole app reads; /settings shows
 * and changes the same value.
 */
export function TimezoneSection() {
  const settings = useTradingSettings();
  if (settings.isPending) return <SkeletonList label={common.loading} rows={1} />;
  if (settings.isError)
    return <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void settings.refetch()} />;
  return <TimezoneForm key={settings.data.timezone} timezone={settings.data.timezone} />;
}

function TimezoneForm({ timezone }: { timezone: string }) {
  const save = useSaveTradingSettings();
  const form = useForm<TimezoneValues>({ resolver: zodResolver(schema), defaultValues: { timezone } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // mutateAsync: the form remounts with the saved zone (its key changes); the toast must still show.
      const saved = await save.mutateAsync({ timezone: values.timezone });
      notify.success(T.saved, T.savedDetail(saved.timezone));
    } catch (error) {
      reportFormError(error, {
        title: T.saveError,
        detail: T.saveErrorDetail,
        fields: ['timezone'] as const,
        setError: form.setError,
      });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end"
    >
      <FormFields form={form} idPrefix="profile">
        <FormSelect name="timezone" label={T.label}>
          <TimezoneOptions current={timezone} />
        </FormSelect>
      </FormFields>
      <Button type="submit" disabled={pending} className="w-full md:w-auto">
        {pending ? T.saving : T.submit}
      </Button>
    </form>
  );
}
