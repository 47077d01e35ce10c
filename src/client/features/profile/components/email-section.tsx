import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { EMAIL_MAX, emailChangeSchema, type EmailChangeInput } from '@/shared/account/profile-contract';
import { profileInfoText } from '@/shared/i18n/profile-info';
import { useRequestEmailChange } from '../api/profile';

const T = profileInfoText.email;

/**
 * 'Email de acesso': the current address and a form for a new one. The server mails a link to the new address;
 * the email changes only when it is opened (and /profile then says so: useEmailChangeResult).
 */
export function EmailSection({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { pendingEmail } = await request.mutateAsync(values);
      setPending(pendingEmail);
      form.reset({ email: '' });
      notify.success(T.sent, T.sentDetail(pendingEmail));
    } catch (error) {
      reportFormError(error, {
        title: T.sendError,
        detail: T.sendErrorDetail,
        fields: ['email'] as const,
        setError: form.setError,
      });
    }
  });
  const sending = form.formState.isSubmitting;

  return (
    <div className="grid gap-4">
      <dl className="grid gap-0.5">
        <dt className="text-sm font-medium text-slate-600">{T.current}</dt>
        <dd className="font-semibold break-all text-slate-900" data-testid="current-email">
          {email}
        </dd>
      </dl>
      {pending ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800"
        >
          <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="break-words">{T.pending(pending)}</span>
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
      >
        <FormFields form={form} idPrefix="profile">
          <FormInput
            name="email"
            type="email"
            label={T.newEmail}
            hint={T.newEmailHint}
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX}
          />
        </FormFields>
        <Button type="submit" disabled={sending} className="w-full md:mt-7 md:w-auto">
          {sending ? T.sending : T.submit}
        </Button>
      </form>
    </div>
  );
}
