import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormSelect } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import { usePlaybooks } from '@/client/lib/playbooks';
import { playbooksText } from '@/shared/i18n/playbooks';
import { useBulkPlaybook } from '../api/trades';

const B = playbooksText.bulk;

// '' in the select is 'Sem playbook': sent as null, which clears the trades' playbook.
const bulkFormSchema = z.object({
  playbookId: z
    .string()
    .transform((v) => (v ? v : null))
    .pipe(z.string().uuid().nullable()),
});
type BulkForm = z.input<typeof bulkFormSchema>;
type BulkValues = z.output<typeof bulkFormSchema>;

interface BulkPlaybookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: string[];
  /** After the change went through (the page clears its selection). */
  onApplied: () => void;
}

/** 'Definir playbook' for the selected trades: one of the active playbooks, or none. */
export function BulkPlaybookDialog({ open, onOpenChange, ids, onApplied }: BulkPlaybookDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <BulkPlaybookForm ids={ids} onApplied={onApplied} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BulkPlaybookForm({
  ids,
  onApplied,
  onDone,
}: Omit<BulkPlaybookDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const playbooks = usePlaybooks();
  const apply = useBulkPlaybook();
  const form = useForm<BulkForm, unknown, BulkValues>({
    resolver: zodResolver(bulkFormSchema),
    defaultValues: { playbookId: '' },
  });
  const texts = {
    createTitle: B.title(ids.length),
    editTitle: B.title(ids.length),
    description: B.description,
    submitCreate: B.submit,
    submitEdit: B.submit,
  };
  return (
    <DialogForm
      form={form}
      idPrefix="bulk-playbook"
      editing={false}
      texts={texts}
      pendingLabel={playbooksText.saving}
      save={async ({ playbookId }) => {
        const { updated } = await apply.mutateAsync({ ids, playbookId });
        return { updated, name: playbooks.data?.find((p) => p.id === playbookId)?.name ?? null };
      }}
      onSaved={({ updated, name }) => {
        notify.success(B.done, B.doneDetail(updated, name));
        onApplied();
      }}
      failure={{ title: B.error, detail: B.errorDetail, fields: ['playbookId'] }}
      onDone={onDone}
    >
      <FormSelect name="playbookId" label={playbooksText.picker.playbook} wide>
        <option value="">{playbooksText.picker.none}</option>
        {(playbooks.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </FormSelect>
    </DialogForm>
  );
}
