import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { authClient, AUTH_CALLBACK_PATH } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { authPage, common, recoveryDialog, toasts } from '@/shared/i18n/auth';
import { mapRecoveryError } from '../lib/auth-errors';

const recoverySchema = z.object({ email: z.email(common.invalidEmail) });
type RecoveryInput = z.infer<typeof recoverySchema>;

interface RecoveryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail: string;
}

export function RecoveryDialog({ open, onOpenChange, defaultEmail }: RecoveryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{recoveryDialog.title}</DialogTitle>
          <DialogDescription>{recoveryDialog.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so it starts from the email typed in the login form each time. */}
        {open ? <RecoveryForm defaultEmail={defaultEmail} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RecoveryForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const form = useForm<RecoveryInput>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({
      email,
      redirectTo: `${AUTH_CALLBACK_PATH}?type=recovery`,
    });
    if (error) {
      const mapped = mapRecoveryError(error);
      notify.error(toasts.emailError, mapped.detail, mapped.source);
      return;
    }
    notify.success(toasts.emailSent, toasts.emailSentDetail);
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="recovery-email" label={authPage.email} error={errors.email?.message}>
        <Input
          id="recovery-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={authPage.emailPlaceholder}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('recovery-email', { error: errors.email })}
          {...form.register('email')}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {recoveryDialog.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? recoveryDialog.submitting : recoveryDialog.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
