import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useSaveTradingSettings } from '@/client/lib/queries';
import { setupText as T } from '@/shared/i18n/setup';
import type { StepProps } from './step-frame';
import { StepForm } from './step-form';
import {
  costsDefaults,
  costsFormSchema,
  costSymbols,
  costsToSave,
  type CostsValues,
} from '../lib/costs-form';

const costId = (symbol: string) => `setup-cost-${symbol}`;

/**
 * Step 2: the instruments traded and the round-trip cost per contract of each (PATCH /api/trading-settings,
 * costsPerContract). The fields start empty: the broker's figures are explained, never filled in for the trader.
 */
export function CostsStep({ costs, ...step }: StepProps & { costs: Record<string, string> }) {
  const save = useSaveTradingSettings();
  const symbols = costSymbols(costs);
  const form = useForm<CostsValues>({
    resolver: zodResolver(costsFormSchema),
    // Focus goes to the first wrong cost on screen (in the order ticked), not the first in the list of instruments.
    shouldFocusError: false,
    defaultValues: costsDefaults(symbols, costs),
  });
  const focusFirstError = (errors: FieldErrors<CostsValues>) => {
    const wrong = errors.costs;
    const first = form.getValues('picked').find((symbol) => wrong?.[symbols.indexOf(symbol)]?.value);
    if (first) document.getElementById(costId(first))?.focus();
  };

  return (
    <StepForm
      form={form}
      idPrefix="setup-costs"
      title={T.costs.title}
      lead={T.costs.lead}
      step={step}
      fields={[]}
      save={(values) => save.mutateAsync({ costsPerContract: costsToSave(costs, values) })}
      onInvalid={focusFirstError}
    >
      <CostFields symbols={symbols} />
      <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 open:pb-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{T.costs.whereTitle}</summary>
        <ul className="mt-2 grid list-disc gap-2 pl-5">
          {T.costs.where.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </StepForm>
  );
}

/** The instruments to tick, then a cost field for each one ticked. */
function CostFields({ symbols }: { symbols: string[] }) {
  const { control, setValue, register } = useFormContext<CostsValues>();
  const picked = useWatch({ control, name: 'picked' });
  const { errors } = useFormState({ control, name: 'costs' });
  const toggle = (symbol: string, on: boolean) =>
    setValue('picked', on ? [...picked, symbol] : picked.filter((s) => s !== symbol));

  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{T.costs.instruments}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {symbols.map((symbol) => (
            <label
              key={symbol}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-900 has-checked:border-brand-400 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={picked.includes(symbol)}
                onChange={(e) => toggle(symbol, e.target.checked)}
              />
              {symbol}
            </label>
          ))}
        </div>
      </fieldset>
      {picked.length ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {picked.map((symbol) => {
            const index = symbols.indexOf(symbol);
            const id = costId(symbol);
            const error = errors.costs?.[index]?.value?.message;
            return (
              <FormField
                key={symbol}
                id={id}
                label={T.costs.costLabel(symbol)}
                error={error}
                hint={T.costs.costHint}
              >
                <Input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  className="text-right tabular-nums"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, { error, hint: true })}
                  {...register(`costs.${index}.value`)}
                />
              </FormField>
            );
          })}
        </div>
      ) : null}
    </>
  );
}
