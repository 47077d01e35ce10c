import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { FormFields, FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { reportFormError } from '@/client/lib/form-errors';
import { useUpdateAccount } from '@/client/lib/queries';
import { setupText as T } from '@/shared/i18n/setup';
import { toTypedNumber } from '@/shared/numbers';
import { type AccountDto, accountInputSchema } from '@/shared/trading/api-contract';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

// The accounts endpoint's own schema (the broker stays as it is).
const schema = accountInputSchema.omit({ broker: true });
interface AccountValues {
  name: string;
  currency: 'BRL' | 'USD';
  startingCapital: string;
}
const FIELDS = ['name', 'currency', 'startingCapital'] as const;

/** Step 1: the default account's name, currency and starting capital (PATCH /api/accounts/{id}). */
export function AccountStep({ account, ...step }: StepProps & { account: AccountDto }) {
  const update = useUpdateAccount();
  const form = useForm<AccountValues>({
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<AccountValues>,
    defaultValues: {
      name: account.name,
      currency: account.currency,
      // A capital of 0 is the default, not the trader's: the field starts empty.
      startingCapital: Number(account.startingCapital) > 0 ? toTypedNumber(account.startingCapital) : '',
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: account.id,
        body: {
          name: values.name.trim(),
          currency: values.currency,
          startingCapital: values.startingCapital.trim(),
        },
      });
      await step.onNext();
    } catch (error) {
      reportFormError(error, {
        title: T.saveError,
        detail: T.saveErrorDetail,
        fields: FIELDS,
        setError: (field, message, options) => form.setError(field, message, options),
      });
    }
  });
  const pending = form.formState.isSubmitting || step.moving;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="setup-step-title">
      <StepFrame
        title={T.account.title}
        lead={T.account.lead}
        footer={<StepButtons pending={pending} onBack={step.onBack} onSkip={step.onSkip} />}
      >
        <div className="grid gap-4">
          <FormFields form={form} idPrefix="setup-account">
            <FormInput name="name" label={T.account.name} hint={T.account.nameHint} />
            <FormSelect name="currency" label={T.account.currency}>
              <option value="BRL">{T.account.brl}</option>
              <option value="USD">{T.account.usd}</option>
            </FormSelect>
            <FormInput
              name="startingCapital"
              label={T.account.capital}
              hint={T.account.capitalHint}
              inputMode="decimal"
              placeholder="0,00"
              className="text-right tabular-nums"
            />
          </FormFields>
        </div>
      </StepFrame>
    </form>
  );
}
