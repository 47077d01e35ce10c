import { FingerprintIcon } from 'lucide-react';
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
import { authClient } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { passkeyOffer, toasts } from '@/shared/i18n/auth';
import { deviceName, rememberPasskey } from '@/client/lib/passkey-device';

/**
 * After a password sign-in on a device with a platform authenticator: register a passkey for this account.
 * Nothing secret is stored by us — only a marker that this account has a passkey here.
 */
export function PasskeyOfferDialog({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    const { error } = await authClient.passkey.addPasskey({
      // Named after the device, so /profile's list tells several apart.
      name: deviceName(navigator.userAgent),
      authenticatorAttachment: 'platform',
    });
    setBusy(false);
    if (error) {
      notify.error(toasts.passkeySetupError, toasts.passkeySetupErrorDetail, error);
    } else {
      rememberPasskey(userId);
      notify.success(toasts.passkeyConfigured, toasts.passkeyConfiguredDetail);
    }
    onDone();
  }

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onDone())}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <FingerprintIcon className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>{passkeyOffer.title}</DialogTitle>
          <DialogDescription>{passkeyOffer.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
            {passkeyOffer.decline}
          </Button>
          <Button type="button" onClick={accept} disabled={busy}>
            {busy ? passkeyOffer.busy : passkeyOffer.accept}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
