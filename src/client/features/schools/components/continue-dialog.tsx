import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { common } from '@/shared/i18n/common';
import { schoolAdminText as T, schoolsText } from '@/shared/i18n/schools';
import { continueAccessSchema } from '@/shared/admin/contract';
import type { StudentRow } from '@/shared/schools/contract';
import { useContinueStudent } from '../api/schools';
import { RadioCards } from './radio-cards';

type Mode = 'until' | 'forever';

/** 'Sem data de término' sends no day; a day is read by the contract, and an empty one is asked for. */
const continueFormSchema = z
  .object({ mode: z.enum(['until', 'forever']), until: z.string() })
  .transform((values, ctx) => {
    if (values.mode === 'forever') return { until: null };
    const parsed = continueAccessSchema.safeParse({ until: values.until });
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: 'custom',
      path: ['until'],
      message: values.until
        ? (parsed.error.issues[0]?.message ?? T.continueDateRequired)
        : T.continueDateRequired,
    });
    return z.NEVER;
  });

/** 'Continuar' a student's account until a day (inclusive, in their zone) or without end: the dialog confirms it. */
export function ContinueDialog({
  schoolId,
  student,
  onClose,
}: {
  schoolId: string;
  student: StudentRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        {student ? <ContinueForm schoolId={schoolId} student={student} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ContinueForm({
  schoolId,
  student,
  onClose,
}: {
  schoolId: string;
  student: StudentRow;
  onClose: () => void;
}) {
  const save = useContinueStudent();
  const form = useForm({
    resolver: zodResolver(continueFormSchema),
    defaultValues: { mode: 'until' as Mode, until: '' },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const idPrefix = useId();

  const submit = form.handleSubmit(({ until }) =>
    save.mutate(
      { id: schoolId, userId: student.userId, until },
      {
        onSuccess: () => {
          notify.success(T.continued, T.continuedDetail(student.name));
          onClose();
        },
        onError: (cause) => {
          if (cause instanceof ApiRequestError && cause.fieldErrors?.until?.[0])
            form.setError('until', { message: cause.fieldErrors.until[0] });
          notify.error(
            T.continueError,
            cause instanceof ApiRequestError ? cause.message : schoolsText.actionErrorDetail,
            cause,
          );
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{T.continueTitle(student.name)}</DialogTitle>
        <DialogDescription>{T.continueDescription}</DialogDescription>
      </DialogHeader>
      <RadioCards<Mode>
        name={`continue-mode-${student.userId}`}
        legend={T.continueMode}
        options={[
          { value: 'until', title: T.continueUntil },
          { value: 'forever', title: T.continueForever },
        ]}
        value={mode}
        onChange={(next) => {
          form.setValue('mode', next);
          form.clearErrors('until');
        }}
      />
      {mode === 'until' ? (
        <FormFields form={form} idPrefix={idPrefix}>
          <FormInput name="until" label={T.continueDate} type="date" />
        </FormFields>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.continuing : T.continueConfirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
