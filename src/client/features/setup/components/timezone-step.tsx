import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TimezoneOptions } from '@/client/components/timezone-options';
import { FormSelect } from '@/client/components/ui/form-inputs';
import { useSaveTradingSettings } from '@/client/lib/queries';
import { setupText as T } from '@/shared/i18n/setup';
import { tradingSettingsPatchSchema } from '@/shared/trading/settings-contract';
import type { StepProps } from './step-frame';
import { StepForm } from './step-form';

// The settings endpoint's own check of the zone.
const schema = z.object({ timezone: tradingSettingsPatchSchema.shape.timezone.unwrap() });

/** Step 4: the time zone the trading day follows (PATCH /api/trading-settings). */
export function TimezoneStep({ timezone, ...step }: StepProps & { timezone: string }) {
  const save = useSaveTradingSettings();
  const form = useForm<{ timezone: string }>({
    resolver: zodResolver(schema) as Resolver<{ timezone: string }>,
    defaultValues: { timezone },
  });
  return (
    <StepForm
      form={form}
      idPrefix="setup-timezone"
      title={T.timezone.title}
      lead={T.timezone.lead}
      step={step}
      fields={['timezone']}
      save={(values) => save.mutateAsync({ timezone: values.timezone })}
    >
      <FormSelect name="timezone" label={T.timezone.label}>
        <TimezoneOptions current={timezone} />
      </FormSelect>
    </StepForm>
  );
}
