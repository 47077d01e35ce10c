import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { signupTab } from '@/shared/i18n/auth';
import { describedBy, FormField } from './ui/form-field';
import { WhatsappInput } from './whatsapp-input';

/** The masked WhatsApp field of sign-up, the optional prompt and the completion modal, wired to react-hook-form. */
export function WhatsappField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
  hint,
  required,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  error: string | undefined;
  /** Under the field (e.g. the mask's format), linked for screen readers. */
  hint?: ReactNode;
  required?: boolean;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <WhatsappInput
            id={id}
            placeholder={signupTab.whatsappPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { error, hint })}
            aria-required={required ? 'true' : undefined}
            name={field.name}
            ref={field.ref}
            value={field.value as string}
            onBlur={field.onBlur}
            onChange={field.onChange}
          />
        )}
      />
    </FormField>
  );
}
