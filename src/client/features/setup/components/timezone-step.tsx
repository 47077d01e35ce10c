import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TimezoneOptions } from '@/client/components/timezone-options';
import { FormFields, FormSelect } from '@/client/components/ui/form-inputs';
import { reportFormError } from '@/client/lib/form-errors';
import { useSaveTradingSettings } from '@/client/lib/queries';
import { setupText as T } from '@/shared/i18n/setup';
import { tradingSettingsPatchSchema } from '@/shared/trading/settings-contract';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

// The settings endpoint's own check of the zone.
const schema = z.object({ timezone: tradingSettingsPatchSchema.shape.timezone.unwrap() });

/** Step 4: the time zone the trading day follows (PATCH /api/trading-settings). */
export function TimezoneStep({ timezone, ...step }: StepProps & { timezone: string }) {
  const save = useSaveTradingSettings();
  const form = useForm<{ timezone: string }>({
    resolver: zodResolver(schema) as Resolver<{ timezone: string }>,
    defaultValues: { timezone },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ timezone: values.timezone });
      await step.onNext();
    } catch (error) {
      reportFormError(error, {
        title: T.saveError,
        detail: T.saveErrorDetail,
        fields: ['timezone'] as const,
        setError: (field, message, options) => form.setError(field, message, options),
      });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="setup-step-title">
      <StepFrame
        title={T.timezone.title}
        lead={T.timezone.lead}
        footer={
          <StepButtons
            pending={form.formState.isSubmitting || step.moving}
            onBack={step.onBack}
            onSkip={step.onSkip}
          />
        }
      >
        <FormFields form={form} idPrefix="setup-timezone">
          <FormSelect name="timezone" label={T.timezone.label}>
            <TimezoneOptions current={timezone} />
          </FormSelect>
        </FormFields>
      </StepFrame>
    </form>
  );
}
