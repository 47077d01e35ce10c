import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { WhatsappField } from '@/client/components/whatsapp-field';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { formatWhatsapp, onlyDigits, WHATSAPP_MAX_DIGITS, type MeResponse } from '@/shared/account/contract';
import {
  DISPLAY_NAME_MAX,
  FULL_NAME_MAX,
  profileFields,
  type ProfileUpdateInput,
} from '@/shared/account/profile-contract';
import { profileInfoText, profileMessages } from '@/shared/i18n/profile-info';
import { useUpdateProfile } from '../api/profile';

const T = profileInfoText.details;
const FIELDS = ['displayName', 'fullName', 'whatsapp'] as const;

/**
 * The form's rules are the server's (profileFields), except the WhatsApp: a number stored before the spec's mask
 * (the completion modal takes fewer digits) may stay as it is, and one already stored cannot be emptied.
 */
function detailsSchema(storedDigits: string) {
  return z.object({
    displayName: profileFields.displayName,
    fullName: profileFields.fullName,
    whatsapp: z.string().superRefine((value, ctx) => {
      const digits = onlyDigits(value);
      if (digits === storedDigits) return;
      if (digits.length === 0) ctx.addIssue({ code: 'custom', message: profileMessages.requiredWhatsapp });
      else if (digits.length !== WHATSAPP_MAX_DIGITS)
        ctx.addIssue({ code: 'custom', message: profileMessages.invalidWhatsapp });
    }),
  });
}
type DetailsValues = z.input<ReturnType<typeof detailsSchema>>;

const valuesOf = (me: MeResponse): DetailsValues => ({
  displayName: me.profile.displayName,
  fullName: me.profile.fullName,
  whatsapp: formatWhatsapp(me.profile.whatsapp ?? ''),
});

/** 'Seus dados': display name, full name and WhatsApp, saved together; a failed save keeps what was typed. */
export function DetailsForm({ me }: { me: MeResponse }) {
  const save = useUpdateProfile();
  const storedDigits = me.profile.whatsapp ?? '';
  const schema = useMemo(() => detailsSchema(storedDigits), [storedDigits]);
  const form = useForm<DetailsValues>({ resolver: zodResolver(schema), defaultValues: valuesOf(me) });

  const onSubmit = form.handleSubmit(async (values) => {
    const body: ProfileUpdateInput = { displayName: values.displayName, fullName: values.fullName };
    // Sent only when it changed: an older, shorter number must not block a change of name.
    if (onlyDigits(values.whatsapp) !== storedDigits) body.whatsapp = values.whatsapp;
    try {
      const saved = await save.mutateAsync(body);
      form.reset(valuesOf(saved));
      notify.success(T.saved, T.savedDetail);
    } catch (error) {
      reportFormError(error, {
        title: T.saveError,
        detail: T.saveErrorDetail,
        fields: FIELDS,
        setError: form.setError,
      });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid items-start gap-4 md:grid-cols-2">
        <FormFields form={form} idPrefix="profile">
          <FormInput
            name="displayName"
            label={T.displayName}
            hint={T.displayNameHint}
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX}
          />
          <FormInput
            name="fullName"
            label={T.fullName}
            hint={T.fullNameHint}
            autoComplete="name"
            maxLength={FULL_NAME_MAX}
          />
        </FormFields>
        <WhatsappField
          control={form.control}
          name="whatsapp"
          id="profile-whatsapp"
          label={T.whatsapp}
          hint={T.whatsappHint}
          error={form.formState.errors.whatsapp?.message}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? T.saving : T.submit}
        </Button>
      </div>
    </form>
  );
}
