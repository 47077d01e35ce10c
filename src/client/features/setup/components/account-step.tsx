import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { useUpdateAccount } from '@/client/lib/queries';
import { setupText as T } from '@/shared/i18n/setup';
import { toTypedNumber } from '@/shared/numbers';
import { type AccountDto, accountInputSchema } from '@/shared/trading/api-contract';
import type { StepProps } from './step-frame';
import { StepForm } from './step-form';

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
  return (
    <StepForm
      form={form}
      idPrefix="setup-account"
      title={T.account.title}
      lead={T.account.lead}
      step={step}
      fields={FIELDS}
      save={(values) =>
        update.mutateAsync({
          id: account.id,
          body: {
            name: values.name.trim(),
            currency: values.currency,
            startingCapital: values.startingCapital.trim(),
          },
        })
      }
    >
      <div className="grid gap-4">
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
      </div>
    </StepForm>
  );
}
