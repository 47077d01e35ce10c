import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { CriterionInput } from '@/shared/playbooks/contract';
import { CRITERIA_MAX, CRITERION_LABEL_MAX } from '@/shared/playbooks/limits';

const F = playbooksText.form;

interface CriteriaValues {
  criteria: CriterionInput[];
}

/**
 * The checklist of entry criteria: one row each (its text and 'obrigatório'), added, removed and moved up or down
 * with buttons, so the order is as easy to change by keyboard as by touch. A row keeps its `id`, so an edited
 * criterion keeps its history on the trades.
 */
export function CriteriaEditor() {
  const { control, register, getFieldState, setFocus } = useFormContext<CriteriaValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'criteria', keyName: 'key' });
  const formState = useFormState({ control, name: 'criteria' });
  const listError = getFieldState('criteria', formState).error;
  const listRef = useRef<HTMLOListElement>(null);

  const add = () => {
    append({ label: '', required: false }, { shouldFocus: true });
  };
  const moveTo = (from: number, to: number, direction: 'up' | 'down') => {
    move(from, to);
    // Focus follows the row, so pressing the same key moves it again.
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-row="${to}"] [data-move="${direction}"]:not(:disabled)`)
        ?.focus(),
    );
  };

  return (
    <fieldset className="grid gap-3 sm:col-span-2" aria-describedby="playbook-criteria-hint">
      <legend className="text-sm font-medium text-slate-900">{F.criteria}</legend>
      <p id="playbook-criteria-hint" className="-mt-1 text-sm text-slate-600">
        {F.criteriaHint}
      </p>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
          {F.noCriteria}
        </p>
      ) : (
        <ol ref={listRef} className="grid gap-2" data-testid="criteria-rows">
          {fields.map((field, index) => {
            const n = index + 1;
            const id = `playbook-criterion-${index}`;
            const error = getFieldState(`criteria.${index}.label`, formState).error?.message;
            return (
              <li
                key={field.key}
                data-row={index}
                className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50/60 p-2.5"
              >
                <div className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="w-5 shrink-0 text-right text-sm text-slate-500 tabular-nums"
                  >
                    {n}.
                  </span>
                  <Input
                    id={id}
                    aria-label={F.criterionLabel(n)}
                    placeholder={F.criterionPlaceholder}
                    maxLength={CRITERION_LABEL_MAX}
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className="min-w-0 flex-1 bg-white"
                    {...register(`criteria.${index}.label`)}
                  />
                </div>
                <FieldError id={id}>{error}</FieldError>
                <div className="flex flex-wrap items-center justify-between gap-2 pl-7">
                  <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      aria-label={F.requiredLabel(n)}
                      {...register(`criteria.${index}.required`)}
                    />
                    {F.required}
                  </label>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      data-move="up"
                      aria-label={F.moveUp(n)}
                      disabled={index === 0}
                      onClick={() => moveTo(index, index - 1, 'up')}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      data-move="down"
                      aria-label={F.moveDown(n)}
                      disabled={index === fields.length - 1}
                      onClick={() => moveTo(index, index + 1, 'down')}
                    >
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={F.removeCriterion(n)}
                      onClick={() => {
                        remove(index);
                        if (fields.length > 1) setFocus(`criteria.${Math.max(0, index - 1)}.label`);
                      }}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError?.message ? <FieldError id="playbook-criteria">{listError.message}</FieldError> : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= CRITERIA_MAX}
        onClick={add}
      >
        <PlusIcon aria-hidden="true" />
        {F.addCriterion}
      </Button>
    </fieldset>
  );
}
