import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { riskText } from '@/shared/i18n/risk';

export interface ModeOption {
  value: string;
  /** What the segment shows ('%', 'R$', 'R'). */
  label: string;
  /** What a screen reader hears ('% do capital'). */
  spoken: string;
}

/**
 * A number typed in one of two units: the input, and beside it a two-segment switch of the unit (radio buttons, so
 * arrows move between them). Both are fields of the form around it; the hint says what the value means in money.
 */
export function ModeField({
  idPrefix,
  name,
  modeName,
  label,
  options,
  hint,
  notice,
}: {
  idPrefix: string;
  name: string;
  modeName: string;
  label: string;
  options: readonly [ModeOption, ModeOption];
  hint: ReactNode;
  /** A warning under the field (not an error: the value is still saved). */
  notice?: ReactNode;
}) {
  const { register, getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const error = getFieldState(name, formState).error?.message;
  const id = `${idPrefix}-${name}`;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className="flex-1 text-right tabular-nums"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          {...register(name)}
        />
        <fieldset className="flex shrink-0 rounded-md border border-slate-300 bg-slate-100 p-0.5">
          <legend className="sr-only">{riskText.plan.modeLabel(label)}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'relative flex min-w-11 cursor-pointer items-center justify-center rounded px-2 text-sm font-semibold text-slate-700',
                'has-[:checked]:bg-white has-[:checked]:text-brand-700 has-[:checked]:shadow-sm',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input type="radio" value={option.value} className="sr-only" {...register(modeName)} />
              <span aria-hidden="true">{option.label}</span>
              <span className="sr-only">{option.spoken}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {notice}
    </FormField>
  );
}
