import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormFields } from '@/client/components/ui/form-inputs';
import { reportFormError } from '@/client/lib/form-errors';
import { setupText as T } from '@/shared/i18n/setup';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

interface StepFormProps<V extends FieldValues, C, R extends FieldValues> {
  /** The step's react-hook-form form; its FormInput and FormSelect children get ids `${idPrefix}-${name}`. */
  form: UseFormReturn<V, C, R>;
  idPrefix: string;
  title: string;
  lead: string;
  step: StepProps;
  /** Sends the validated values; the setup then moves on. */
  save: (values: R) => Promise<unknown>;
  /** The fields the server's messages may name: a refused save puts them under these. */
  fields: readonly Path<V>[];
  /** A check that failed on the phone (before anything is sent), when the step focuses the field itself. */
  onInvalid?: (errors: FieldErrors<V>) => void;
  children: ReactNode;
}

/**
 * A setup step that saves a form: its title and lead, the fields, then 'Continuar' (saves, then moves on), 'Pular
 * esta etapa' and 'Voltar'. A refused save puts the server's messages under their fields and raises the error toast.
 */
export function StepForm<V extends FieldValues, C, R extends FieldValues>({
  form,
  idPrefix,
  title,
  lead,
  step,
  save,
  fields,
  onInvalid,
  children,
}: StepFormProps<V, C, R>) {
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      await step.onNext();
    } catch (error) {
      reportFormError(error, {
        title: T.saveError,
        detail: T.saveErrorDetail,
        fields,
        setError: (field, message, options) => form.setError(field, message, options),
      });
    }
  }, onInvalid);
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="setup-step-title">
      <StepFrame
        title={title}
        lead={lead}
        footer={
          <StepButtons
            pending={form.formState.isSubmitting || step.moving}
            onBack={step.onBack}
            onSkip={step.onSkip}
          />
        }
      >
        <FormFields form={form} idPrefix={idPrefix}>
          {children}
        </FormFields>
      </StepFrame>
    </form>
  );
}
