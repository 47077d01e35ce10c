import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/client/lib/cn';
import { reportFormError } from '@/client/lib/form-errors';
import { common } from '@/shared/i18n/common';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { FormFields } from './form-inputs';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
  /** The form; mounted only while the dialog is open, so each opening starts from fresh values. */
  children: ReactNode;
}

/** A dialog that holds one form (create or edit something). */
export function FormDialog({ open, onOpenChange, className, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('sm:max-w-lg', className)}>{open ? children : null}</DialogContent>
    </Dialog>
  );
}

/** The texts of a create-or-edit form, as the catalogue writes them. */
export interface DialogFormTexts {
  createTitle: string;
  editTitle: string;
  description: ReactNode;
  submitCreate: string;
  submitEdit: string;
}

interface DialogFormProps<T extends FieldValues, C, R extends FieldValues, S> {
  /** The react-hook-form form; its FormInput and FormSelect children get ids `${idPrefix}-${name}`. */
  form: UseFormReturn<T, C, R>;
  idPrefix: string;
  /** Editing an existing thing (the edit title and button), or creating one. */
  editing: boolean;
  texts: DialogFormTexts;
  /** Shown on the submit button while saving (it is disabled then). */
  pendingLabel: string;
  /** Sends the validated values; its answer goes to `onSaved`. */
  save: (values: R) => Promise<S>;
  /** After a save: the success toast. The dialog then closes through `onDone`. */
  onSaved: (saved: S) => void;
  /** A refused save: the server's messages go under these fields, and this error toast is raised. */
  failure: { title: string; detail: string; fields: readonly Path<T>[] };
  /** Closes the dialog ('Cancelar', or a save that went through). */
  onDone: () => void;
  /** The fields, laid out two per row from `sm` up (`wide` for one that takes the row). */
  children: ReactNode;
}

/**
 * The form inside a FormDialog: title and description, the fields, then 'Cancelar' and the submit button; saving
 * shows on the button, a refused save puts the server's messages under their fields and raises the error toast.
 * The form validates itself (`noValidate`), so its messages are the app's Portuguese ones, not the browser's.
 */
export function DialogForm<T extends FieldValues, C, R extends FieldValues, S>({
  form,
  idPrefix,
  editing,
  texts,
  pendingLabel,
  save,
  onSaved,
  failure,
  onDone,
  children,
}: DialogFormProps<T, C, R, S>) {
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save(values));
      onDone();
    } catch (error) {
      reportFormError(error, { ...failure, setError: form.setError });
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{editing ? texts.editTitle : texts.createTitle}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
      </DialogHeader>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormFields form={form} idPrefix={idPrefix}>
          {children}
        </FormFields>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : editing ? texts.submitEdit : texts.submitCreate}
        </Button>
      </DialogFooter>
    </form>
  );
}
