import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/textarea';

/**
 * A labelled multi-line field registered in the form around it (FormFields), with its message and hint linked for
 * screen readers, like the primitives' FormInput. `id` is given whole, since answers' names hold dots.
 */
export function FormTextarea({
  id,
  name,
  label,
  hint,
  ...props
}: { id: string; name: string; label: string; hint?: ReactNode } & Omit<
  ComponentProps<'textarea'>,
  'name' | 'id'
>) {
  const { register, getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...props}
        {...register(name)}
      />
    </FormField>
  );
}
