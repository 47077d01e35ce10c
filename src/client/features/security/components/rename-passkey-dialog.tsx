import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { notify } from '@/client/lib/notify';
import { passkeysText, twoFactorText } from '@/shared/i18n/security-factors';
import { PASSKEY_NAME_MAX } from '@/shared/security/limits';
import { useRenamePasskey, type PasskeyItem } from '../api/factors';

const T = passkeysText;

export function RenamePasskeyDialog({ passkey, onClose }: { passkey: PasskeyItem; onClose: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > PASSKEY_NAME_MAX) return setError(T.nameInvalid);
    setError(null);
    try {
      await rename.mutateAsync({ id: passkey.id, name: trimmed });
      notify.success(T.renamedToast, trimmed);
      onClose();
    } catch (cause) {
      notify.error(T.error, T.errorDetail, cause);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open || rename.isPending ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{T.renameTitle}</DialogTitle>
            <DialogDescription>{T.renameLead}</DialogDescription>
          </DialogHeader>
          <FormField id="passkey-rename" label={T.name} error={error ?? undefined}>
            <Input
              id="passkey-rename"
              value={name}
              maxLength={PASSKEY_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('passkey-rename', { error })}
            />
          </FormField>
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
