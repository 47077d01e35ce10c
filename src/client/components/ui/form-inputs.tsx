import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import {
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { cn } from '@/client/lib/cn';
import { PasswordInput } from '@/client/components/password-input';
import { describedBy, FormField } from './form-field';
import { Input } from './input';
import { Select } from './select';

/** The prefix of the fields' ids ('account' → 'account-name'), so two forms on a page never share an id. */
const IdPrefix = createContext('field');

interface FormFieldsProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  idPrefix: string;
  children: ReactNode;
}

/** Gives the FormInput and FormSelect inside it their form (react-hook-form) and their ids' prefix. */
export function FormFields<T extends FieldValues, C, R extends FieldValues>({
  form,
  idPrefix,
  children,
}: FormFieldsProps<T, C, R>) {
  return (
    <FormProvider {...form}>
      <IdPrefix.Provider value={idPrefix}>{children}</IdPrefix.Provider>
    </FormProvider>
  );
}

interface BoundFieldProps {
  /** The form's field (react-hook-form's name). */
  name: string;
  label: string;
  hint?: ReactNode;
  /** Takes both columns of a two-column form. */
  wide?: boolean;
}

/** A labelled field registered in the form around it, with its message and hint linked for screen readers. */
function useBoundField(name: string, hint: ReactNode) {
  const { register, getFieldState } = useFormContext();
  // Subscribes this field alone to its own error, as the form's state changes.
  const formState = useFormState({ name });
  const id = `${useContext(IdPrefix)}-${name}`;
  const error = getFieldState(name, formState).error?.message;
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { error, hint }),
    ...register(name),
  };
  return { id, error, control };
}

export function FormInput({
  name,
  label,
  hint,
  wide,
  ...props
}: BoundFieldProps & Omit<ComponentProps<'input'>, 'name'>) {
  const { id, error, control } = useBoundField(name, hint);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={cn(wide && 'sm:col-span-2')}>
      <Input autoComplete="off" {...props} {...control} />
    </FormField>
  );
}

export function FormSelect({
  name,
  label,
  hint,
  wide,
  ...props
}: BoundFieldProps & Omit<ComponentProps<'select'>, 'name'>) {
  const { id, error, control } = useBoundField(name, hint);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={cn(wide && 'sm:col-span-2')}>
      <Select {...props} {...control} />
    </FormField>
  );
}

/** A password (with its show/hide toggle) registered in the form around it. */
export function FormPassword({
  name,
  label,
  hint,
  wide,
  ...props
}: BoundFieldProps & Omit<ComponentProps<'input'>, 'name' | 'type'>) {
  const { id, error, control } = useBoundField(name, hint);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={cn(wide && 'sm:col-span-2')}>
      <PasswordInput {...props} {...control} />
    </FormField>
  );
}

/** A checkbox registered in the form around it, its label beside it and its hint below the label. */
export function FormCheckbox({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  const { register } = useFormContext();
  const id = `${useContext(IdPrefix)}-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...register(name)}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
