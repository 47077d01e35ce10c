import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm, useFormContext, useFormState } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { FormInput } from '@/client/components/ui/form-inputs';
import { Textarea } from '@/client/components/ui/textarea';
import { notify } from '@/client/lib/notify';
import { playbooksText } from '@/shared/i18n/playbooks';
import { playbookValidation } from '@/shared/i18n/validation';
import { type PlaybookDto, type PlaybookInput, playbookInputSchema } from '@/shared/playbooks/contract';
import {
  PLAYBOOK_DESCRIPTION_MAX,
  PLAYBOOK_INSTRUMENTS_MAX,
  PLAYBOOK_NAME_MAX,
  PLAYBOOK_TIMEFRAME_MAX,
} from '@/shared/playbooks/limits';
import { useSavePlaybook, useUploadPlaybookImage } from '../api/playbooks';
import { CriteriaEditor } from './criteria-editor';
import { PictureField } from './picture-field';

const T = playbooksText;
const F = T.form;

/**
 * The shared schema, with the instruments typed as one line ('WIN, WDO') instead of a list; they are sent as typed
 * (upper case), and the server reads them with the shared schema.
 */
const formSchema = playbookInputSchema.extend({
  instruments: z
    .string()
    .transform((line) => [
      ...new Set(
        line
          .split(/[,;\s]+/)
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string()).max(PLAYBOOK_INSTRUMENTS_MAX, playbookValidation.tooManyInstruments)),
});
type PlaybookForm = z.input<typeof formSchema>;
type PlaybookBody = z.output<typeof formSchema>;
const resolver: Resolver<PlaybookForm, unknown, PlaybookBody> = zodResolver(formSchema);
const FIELDS = ['name', 'description', 'instruments', 'timeframe', 'criteria'] as const;

interface PlaybookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edits this playbook; without it the dialog creates one. */
  playbook: PlaybookDto | null;
}

export function PlaybookDialog({ open, onOpenChange, playbook }: PlaybookDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="sm:max-w-2xl">
      <PlaybookFormBody key={playbook?.id ?? 'new'} playbook={playbook} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PlaybookFormBody({ playbook, onDone }: { playbook: PlaybookDto | null; onDone: () => void }) {
  const save = useSavePlaybook();
  const upload = useUploadPlaybookImage();
  // A new playbook's picture waits for its id: it is sent right after the playbook is created.
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const form = useForm<PlaybookForm, unknown, PlaybookBody>({
    resolver,
    defaultValues: {
      name: playbook?.name ?? '',
      description: playbook?.description ?? '',
      instruments: playbook?.instruments.join(', ') ?? '',
      timeframe: playbook?.timeframe ?? '',
      criteria: playbook?.criteria.map((c) => ({ id: c.id, label: c.label, required: c.required })) ?? [],
    },
  });

  const afterSave = async (saved: PlaybookDto) => {
    if (!pendingFile) return saved;
    try {
      return await upload.mutateAsync({ id: saved.id, file: pendingFile });
    } catch (error) {
      notify.error(T.picture.error, T.picture.errorDetail, error);
      return saved;
    }
  };

  return (
    <DialogForm
      form={form}
      idPrefix="playbook"
      editing={playbook !== null}
      texts={F}
      pendingLabel={T.saving}
      save={async (body: PlaybookInput) => afterSave(await save.mutateAsync({ id: playbook?.id, body }))}
      onSaved={(saved) =>
        playbook
          ? notify.success(T.updated, T.updatedDetail(saved.name))
          : notify.success(T.created, T.createdDetail(saved.name))
      }
      failure={{ title: T.saveError, detail: T.saveErrorDetail, fields: FIELDS }}
      onDone={onDone}
    >
      <FormInput
        name="name"
        label={F.name}
        wide
        maxLength={PLAYBOOK_NAME_MAX}
        placeholder={F.namePlaceholder}
      />
      <FormInput
        name="instruments"
        label={F.instruments}
        hint={F.instrumentsHint}
        autoCapitalize="characters"
        spellCheck={false}
        className="uppercase placeholder:normal-case"
      />
      <FormInput
        name="timeframe"
        label={F.timeframe}
        maxLength={PLAYBOOK_TIMEFRAME_MAX}
        placeholder={F.timeframePlaceholder}
      />
      <DescriptionField />
      <CriteriaEditor />
      <PictureField playbook={playbook} pendingFile={pendingFile} onPendingFile={setPendingFile} />
    </DialogForm>
  );
}

function DescriptionField() {
  const { register, getFieldState } = useFormContext<PlaybookForm>();
  const formState = useFormState<PlaybookForm>({ name: 'description' });
  const error = getFieldState('description', formState).error?.message;
  const id = 'playbook-description';
  return (
    <FormField id={id} label={F.about} error={error} className="sm:col-span-2">
      <Textarea
        id={id}
        rows={3}
        maxLength={PLAYBOOK_DESCRIPTION_MAX}
        placeholder={F.aboutPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        {...register('description')}
      />
    </FormField>
  );
}
