import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import { adminSchoolsText, roleLabels } from '@/shared/i18n/schools';
import { invitationInputSchema } from '@/shared/schools/contract';
import { useInvite } from '../api/schools';

type InviteForm = z.input<typeof invitationInputSchema>;
type InviteValues = z.output<typeof invitationInputSchema>;
const F = adminSchoolsText.inviteForm;

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schoolId: string;
  schoolName: string;
  /** Admins may invite a school admin; a school admin invites students and mentors (the server refuses the rest). */
  allowAdminRole: boolean;
  title?: string;
}

/** 'Convidar por email': the person gets a mail with a link to /convite/{invitation id}. */
export function InviteDialog({ open, onOpenChange, ...props }: InviteDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <InviteFormBody {...props} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function InviteFormBody({
  schoolId,
  schoolName,
  allowAdminRole,
  title = F.title,
  onDone,
}: Omit<InviteDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const invite = useInvite();
  const form = useForm<InviteForm, unknown, InviteValues>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', role: 'member' },
  });
  return (
    <DialogForm
      form={form}
      idPrefix={`invite-${schoolId}`}
      editing={false}
      texts={{
        createTitle: title,
        editTitle: title,
        description: F.description(schoolName),
        submitCreate: F.submit,
        submitEdit: F.submit,
      }}
      pendingLabel={F.sending}
      save={(values) => invite.mutateAsync({ id: schoolId, ...values }).then(() => values)}
      onSaved={(values) => notify.success(F.sent, F.sentDetail(values.email))}
      failure={{ title: F.error, detail: F.errorDetail, fields: ['email', 'role'] }}
      onDone={onDone}
    >
      <FormInput name="email" label={F.email} type="email" autoComplete="off" />
      <FormSelect name="role" label={F.role}>
        <option value="member">{roleLabels.member}</option>
        <option value="mentor">{roleLabels.mentor}</option>
        {allowAdminRole ? <option value="admin">{roleLabels.admin}</option> : null}
      </FormSelect>
    </DialogForm>
  );
}
