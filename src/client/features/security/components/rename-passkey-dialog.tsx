import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import { passkeysText, twoFactorText } from '@/shared/i18n/security-factors';
import { passkeyNameSchema } from '@/shared/security/factors-contract';
import { PASSKEY_NAME_MAX } from '@/shared/security/limits';
import { useRenamePasskey, type PasskeyItem } from '../api/factors';

const T = passkeysText;

// The server's own rule (security-guards).
const renameSchema = z.object({ rename: passkeyNameSchema });

export function RenamePasskeyDialog({ passkey, onClose }: { passkey: PasskeyItem; onClose: () => void }) {
  const rename = useRenamePasskey();
  const form = useForm({
    resolver: zodResolver(renameSchema),
    defaultValues: { rename: passkey.name ?? '' },
  });

  const submit = form.handleSubmit(async ({ rename: name }) => {
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      notify.success(T.renamedToast, name);
      onClose();
    } catch (cause) {
      notify.error(T.error, T.errorDetail, cause);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || rename.isPending ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{T.renameTitle}</DialogTitle>
            <DialogDescription>{T.renameLead}</DialogDescription>
          </DialogHeader>
          <FormFields form={form} idPrefix="passkey">
            <FormInput name="rename" label={T.name} maxLength={PASSKEY_NAME_MAX} />
          </FormFields>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={rename.isPending}>
              {twoFactorText.cancel}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? T.saving : T.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
