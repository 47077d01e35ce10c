import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { useUpdateAccount } from '@/client/lib/queries';
import { toTypedNumber } from '@/shared/numbers';
import { riskText } from '@/shared/i18n/risk';
import { accountInputSchema } from '@/shared/trading/api-contract';

const C = riskText.capital;
// The accounts endpoint's own field: the same check on both sides.
const capitalSchema = accountInputSchema.pick({ startingCapital: true });

interface CapitalValues {
  startingCapital: string;
}

/**
 * The account's starting capital, typed where the % risk needs it: saving it re-judges the account's
 * trades on the server, and the plan's figures below follow.
 */
export function CapitalForm({
  accountId,
  capital,
  idPrefix,
}: {
  accountId: string;
  capital: string;
  idPrefix: string;
}) {
  const update = useUpdateAccount();
  const form = useForm<CapitalValues>({
    resolver: zodResolver(capitalSchema, undefined, { raw: true }) as Resolver<CapitalValues>,
    defaultValues: { startingCapital: toTypedNumber(capital) },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: accountId, body: { startingCapital: values.startingCapital.trim() } });
      notify.success(C.saved, C.savedDetail);
    } catch (error) {
      reportFormError(error, {
        title: C.saveError,
        detail: C.saveErrorDetail,
        fields: ['startingCapital'],
        setError: (field, message, options) => form.setError(field, message, options),
      });
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="capital-form"
      className="grid items-start gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:justify-start"
    >
      <FormFields form={form} idPrefix={`${idPrefix}-capital`}>
        <FormInput
          name="startingCapital"
          label={C.label}
          hint={C.hint}
          inputMode="decimal"
          placeholder="0,00"
          className="text-right tabular-nums"
        />
      </FormFields>
      <Button
        type="submit"
        variant="outline"
        disabled={update.isPending}
        className="w-full sm:mt-6.5 sm:w-auto"
      >
        {update.isPending ? C.saving : C.submit}
      </Button>
    </form>
  );
}
