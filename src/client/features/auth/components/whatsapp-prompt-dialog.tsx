import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { WhatsappField } from '@/client/components/whatsapp-field';
import { useUpdateWhatsapp } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { whatsappPromptSchema } from '@/shared/account/contract';
import { toasts, whatsappPrompt } from '@/shared/i18n/auth';

type PromptForm = z.input<typeof whatsappPromptSchema>;
type PromptValues = z.output<typeof whatsappPromptSchema>;

/** The optional prompt after sign-in for accounts without a WhatsApp; 'Pular' goes on without one. */
export function WhatsappPromptDialog({ onDone }: { onDone: () => void }) {
  const update = useUpdateWhatsapp();
  const form = useForm<PromptForm, unknown, PromptValues>({
    resolver: zodResolver(whatsappPromptSchema),
    defaultValues: { whatsapp: '' },
  });
  const error = form.formState.errors.whatsapp?.message;

  const onSubmit = form.handleSubmit(async ({ whatsapp }) => {
    try {
      await update.mutateAsync(whatsapp);
      notify.success(toasts.whatsappAdded, toasts.whatsappAddedDetail);
      onDone();
    } catch (cause) {
      notify.error(toasts.saveError, toasts.saveWhatsappDetail, cause as Error & { code?: string });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{whatsappPrompt.title}</DialogTitle>
          <DialogDescription>{whatsappPrompt.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <WhatsappField
            control={form.control}
            name="whatsapp"
            id="prompt-whatsapp"
            label={whatsappPrompt.label}
            error={error}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
              {whatsappPrompt.skip}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? whatsappPrompt.submitting : whatsappPrompt.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
