import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormInput } from '@/client/components/ui/form-inputs';
import { WhatsappField } from '@/client/components/whatsapp-field';
import { notify } from '@/client/lib/notify';
import { formatWhatsapp } from '@/shared/account/contract';
import { schoolInputSchema } from '@/shared/admin/contract';
import { adminSchoolsText } from '@/shared/i18n/schools';
import type { SchoolDto } from '@/shared/schools/contract';
import { useSaveSchool } from '../api/schools';
import { slugFromName } from '../lib/slug';

const T = adminSchoolsText;
const F = T.form;

// The seat limit is typed as text: empty means no limit (null), anything else is read by the shared schema.
const formSchema = schoolInputSchema.extend({
  seatLimit: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    schoolInputSchema.shape.seatLimit,
  ),
});
type SchoolForm = Omit<z.input<typeof formSchema>, 'seatLimit'> & { seatLimit: string };
type SchoolValues = z.output<typeof formSchema>;
const FIELDS = ['name', 'slug', 'whatsapp', 'instagram', 'seatLimit'] as const;

interface SchoolDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edits this school; without it the dialog creates one. */
  school: SchoolDto | null;
}

export function SchoolDialog({ open, onOpenChange, school }: SchoolDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <SchoolFormBody key={school?.id ?? 'new'} school={school} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function SchoolFormBody({ school, onDone }: { school: SchoolDto | null; onDone: () => void }) {
  const save = useSaveSchool();
  const form = useForm<SchoolForm, unknown, SchoolValues>({
    resolver: zodResolver(formSchema) as Resolver<SchoolForm, unknown, SchoolValues>,
    defaultValues: {
      name: school?.name ?? '',
      slug: school?.slug ?? '',
      whatsapp: school?.whatsapp ? formatWhatsapp(school.whatsapp) : '',
      instagram: school?.instagram ? `@${school.instagram}` : '',
      seatLimit: school?.seatLimit ? String(school.seatLimit) : '',
    },
  });

  // A new school's identifier follows its name until the admin types one of their own.
  const { subscribe, getFieldState, setValue } = form;
  useEffect(() => {
    if (school) return;
    return subscribe({
      name: 'name',
      formState: { values: true },
      callback: ({ values }) => {
        if (!getFieldState('slug').isDirty) setValue('slug', slugFromName(values.name ?? ''));
      },
    });
  }, [school, subscribe, getFieldState, setValue]);

  return (
    <DialogForm
      form={form}
      idPrefix="school"
      editing={school !== null}
      texts={F}
      pendingLabel={T.saving}
      save={(body) =>
        save.mutateAsync({
          id: school?.id,
          body: { ...body, whatsapp: body.whatsapp ?? null, instagram: body.instagram ?? null },
        })
      }
      onSaved={(saved) =>
        school
          ? notify.success(T.updated, T.updatedDetail(saved.name))
          : notify.success(T.created, T.createdDetail(saved.name))
      }
      failure={{ title: T.saveError, detail: T.saveErrorDetail, fields: FIELDS }}
      onDone={onDone}
    >
      <FormInput name="name" label={F.name} wide placeholder={F.namePlaceholder} maxLength={120} />
      <FormInput name="slug" label={F.slug} wide hint={F.slugHint} maxLength={60} autoCapitalize="none" />
      <WhatsappField
        // The field reads and writes the form's text values only.
        control={form.control as unknown as Control<SchoolForm>}
        name="whatsapp"
        id="school-whatsapp"
        label={F.whatsapp}
        error={form.formState.errors.whatsapp?.message}
      />
      <FormInput
        name="instagram"
        label={F.instagram}
        placeholder={F.instagramPlaceholder}
        maxLength={31}
        autoCapitalize="none"
      />
      <FormInput name="seatLimit" label={F.seatLimit} hint={F.seatLimitHint} inputMode="numeric" wide />
    </DialogForm>
  );
}
