import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { riskText } from '@/shared/i18n/risk';
import type { InstrumentDto } from '@/shared/trading/api-contract';
import type { PlanFormValues } from '../lib/plan-form';

const P = riskText.plan;

/** 'Máximo de contratos por ativo': a row per instrument (select + number), added and removed by the trader. */
export function MaxContractsRows({
  idPrefix,
  instruments,
}: {
  idPrefix: string;
  instruments: InstrumentDto[];
}) {
  const { control, register, getFieldState } = useFormContext<PlanFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'maxContracts' });
  const formState = useFormState({ control, name: 'maxContracts' });
  const groupId = `${idPrefix}-maxContracts`;

  return (
    <fieldset className="grid gap-2 md:col-span-2" aria-describedby={`${groupId}-hint`}>
      <legend className="text-sm font-medium text-slate-900">{P.maxContracts}</legend>
      <p id={`${groupId}-hint`} className="text-sm text-slate-600">
        {P.maxContractsHint}
      </p>
      {fields.length === 0 ? <p className="text-sm text-slate-500">{P.maxContractsEmpty}</p> : null}
      <ul className="grid gap-3">
        {fields.map((field, index) => {
          const symbolId = `${groupId}-${index}-symbol`;
          const contractsId = `${groupId}-${index}-contracts`;
          const symbolError = getFieldState(`maxContracts.${index}.symbol`, formState).error?.message;
          const contractsError = getFieldState(`maxContracts.${index}.contracts`, formState).error?.message;
          return (
            <li key={field.id} className="grid gap-1" data-testid="max-contracts-row">
              <div className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-end gap-2">
                <div className="grid gap-1">
                  <label htmlFor={symbolId} className="text-xs font-medium text-slate-700">
                    {P.instrument}
                  </label>
                  <Select
                    id={symbolId}
                    aria-invalid={symbolError ? true : undefined}
                    aria-describedby={symbolError ? `${symbolId}-error` : undefined}
                    {...register(`maxContracts.${index}.symbol`)}
                  >
                    <option value="">{P.chooseInstrument}</option>
                    {instruments.map((i) => (
                      <option key={i.symbol} value={i.symbol}>
                        {i.symbol} — {i.name}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="grid gap-1">
                  <label htmlFor={contractsId} className="text-xs font-medium text-slate-700">
                    {P.contracts}
                  </label>
                  <Input
                    id={contractsId}
                    inputMode="numeric"
                    autoComplete="off"
                    className="text-right tabular-nums"
                    aria-invalid={contractsError ? true : undefined}
                    aria-describedby={contractsError ? `${contractsId}-error` : undefined}
                    {...register(`maxContracts.${index}.contracts`)}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={P.removeInstrument(fields[index]?.symbol ?? '')}
                  onClick={() => remove(index)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={symbolId}>{symbolError}</FieldError>
              <FieldError id={contractsId}>{contractsError}</FieldError>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ symbol: '', contracts: '1' }, { shouldFocus: true })}
        >
          <PlusIcon aria-hidden="true" />
          {P.addInstrument}
        </Button>
      </div>
    </fieldset>
  );
}
