import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { common } from '@/shared/i18n/common';
import { schoolAdminText as T, schoolsText } from '@/shared/i18n/schools';
import { continueAccessSchema } from '@/shared/admin/contract';
import type { StudentRow } from '@/shared/schools/contract';
import { useContinueStudent } from '../api/schools';
import { RadioCards } from './radio-cards';

type Mode = 'until' | 'forever';

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
  const [mode, setMode] = useState<Mode>('until');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | undefined>();
  const dateId = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = continueAccessSchema.safeParse({ until: mode === 'forever' ? null : until });
    if (!parsed.success) {
      setError(until ? (parsed.error.issues[0]?.message ?? T.continueDateRequired) : T.continueDateRequired);
      return;
    }
    save.mutate(
      { id: schoolId, userId: student.userId, until: parsed.data.until },
      {
        onSuccess: () => {
          notify.success(T.continued, T.continuedDetail(student.name));
          onClose();
        },
        onError: (cause) => {
          if (cause instanceof ApiRequestError && cause.fieldErrors?.until?.[0])
            setError(cause.fieldErrors.until[0]);
          notify.error(
            T.continueError,
            cause instanceof ApiRequestError ? cause.message : schoolsText.actionErrorDetail,
            cause,
          );
        },
      },
    );
  }

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
          setMode(next);
          setError(undefined);
        }}
      />
      {mode === 'until' ? (
        <FormField id={dateId} label={T.continueDate} error={error}>
          <Input
            id={dateId}
            type="date"
            value={until}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${dateId}-error` : undefined}
            onChange={(e) => {
              setUntil(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
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
