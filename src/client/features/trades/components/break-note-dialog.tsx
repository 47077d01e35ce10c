import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFormContext, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { notify } from '@/client/lib/notify';
import { ruleBreakText as T } from '@/shared/i18n/rule-breaks';
import { breakNoteSchema, RULE_BREAK_LABELS } from '@/shared/risk/contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import { useSaveBreakNote } from '../api/trades';

type NoteForm = z.input<typeof breakNoteSchema>;
const TEXTS = {
  createTitle: T.dialogTitle,
  editTitle: T.dialogTitle,
  description: T.dialogDescription,
  submitCreate: T.save,
  submitEdit: T.save,
};

interface BreakNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trade: TradeDto;
  /** 'WIN 14/03/2025 10:15' (trade-list's tradeLabel). */
  tradeName: string;
}

/** The note on a trade's rule breaks: one text field, saved with PATCH riskApi.breakNote. */
export function BreakNoteDialog({ open, onOpenChange, trade, tradeName }: BreakNoteDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <NoteFormBody trade={trade} tradeName={tradeName} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function NoteFormBody({
  trade,
  tradeName,
  onDone,
}: {
  trade: TradeDto;
  tradeName: string;
  onDone: () => void;
}) {
  const save = useSaveBreakNote();
  const form = useForm<NoteForm, unknown, z.output<typeof breakNoteSchema>>({
    resolver: zodResolver(breakNoteSchema),
    defaultValues: { note: trade.ruleBreakNote ?? '' },
  });
  return (
    <DialogForm
      form={form}
      idPrefix="break-note"
      editing={trade.ruleBreakNote !== null}
      texts={{
        ...TEXTS,
        description: (
          <>
            {tradeName} · {trade.ruleBreaks.map((k) => RULE_BREAK_LABELS[k]).join(', ')}.{' '}
            {T.dialogDescription}
          </>
        ),
      }}
      pendingLabel={T.saving}
      save={(values) => save.mutateAsync({ tradeId: trade.id, note: values.note })}
      onSaved={() => notify.success(T.saved)}
      failure={{ title: T.saveError, detail: T.saveErrorDetail, fields: ['note'] }}
      onDone={onDone}
    >
      <NoteField />
    </DialogForm>
  );
}

/** A textarea bound to the form around it, with its error linked (the form primitives have no textarea). */
function NoteField() {
  const { register, getFieldState } = useFormContext<NoteForm>();
  const formState = useFormState<NoteForm>({ name: 'note' });
  const id = 'break-note-note';
  const error = getFieldState('note', formState).error?.message;
  return (
    <FormField id={id} label={T.noteLabel} error={error} className="sm:col-span-2">
      <Textarea
        id={id}
        rows={4}
        maxLength={1000}
        placeholder={T.notePlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        {...register('note')}
      />
    </FormField>
  );
}
