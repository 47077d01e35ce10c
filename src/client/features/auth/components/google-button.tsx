import { useState } from 'react';
import { GoogleMark } from '@/client/components/google-mark';
import { Button } from '@/client/components/ui/button';
import { appConfig } from '@/client/lib/app-config';
import { authClient, AUTH_CALLBACK_PATH } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { toasts } from '@/shared/i18n/auth';
import { mapGenericError } from '../lib/auth-errors';

/**
 * Google sign-in and sign-up are the same round trip: better-auth creates the account on first use. When the
 * server has no Google client configured the button explains that instead of failing at Google.
 */
export function GoogleButton({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);

  async function start() {
    if (!appConfig.googleEnabled) {
      notify.info(toasts.googleNotConfigured, toasts.googleNotConfiguredDetail, 'google-not-configured');
      return;
    }
    setBusy(true);
    const { error } = await authClient.signIn.social({
      provider: 'google',
      callbackURL: AUTH_CALLBACK_PATH,
      errorCallbackURL: AUTH_CALLBACK_PATH,
      newUserCallbackURL: AUTH_CALLBACK_PATH,
    });
    // On success the browser is already leaving for Google; only a failure comes back here.
    if (error) {
      setBusy(false);
      const mapped = mapGenericError(error);
      notify.error(toasts.googleError, mapped.detail, mapped.source);
    }
  }

  return (
    <Button type="button" variant="outline" size="lg" className="w-full" onClick={start} disabled={busy}>
      <GoogleMark />
      {label}
    </Button>
  );
}
