import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { WhatsappField } from '@/client/components/whatsapp-field';
import { useUpdateWhatsapp } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { whatsappRequiredSchema } from '@/shared/account/contract';
import { completionModal, toasts } from '@/shared/i18n/auth';

type CompletionForm = z.input<typeof whatsappRequiredSchema>;
type CompletionValues = z.output<typeof whatsappRequiredSchema>;

/**
 * Blocking: shown over the protected pages while /api/me says the profile needs completion. It cannot be
 * dismissed; saving updates /api/me, which closes it.
 */
export function CompletionModal() {
  const update = useUpdateWhatsapp();
  const form = useForm<CompletionForm, unknown, CompletionValues>({
    resolver: zodResolver(whatsappRequiredSchema),
    defaultValues: { whatsapp: '' },
  });
  const error = form.formState.errors.whatsapp?.message;

  const onSubmit = form.handleSubmit(async ({ whatsapp }) => {
    try {
      await update.mutateAsync(whatsapp);
      notify.success(toasts.profileCompleted, toasts.profileCompletedDetail);
    } catch (cause) {
      notify.error(toasts.saveError, toasts.saveWhatsappDetail, cause as Error & { code?: string });
    }
  });

  return (
    <Dialog open>
      <DialogContent blocking>
        <DialogHeader>
          <DialogTitle>{completionModal.title}</DialogTitle>
          <DialogDescription>{completionModal.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <WhatsappField
            control={form.control}
            name="whatsapp"
            id="completion-whatsapp"
            label={completionModal.label}
            error={error}
            required
          />
          <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
            {update.isPending ? completionModal.submitting : completionModal.submit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
