import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch, ApiRequestError } from '@/client/lib/api';
import { meQueryKey, useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { meResponseSchema, type MeResponse } from '@/shared/account/contract';
import { inviteText } from '@/shared/i18n/schools';
import { schoolApi } from '@/shared/schools/contract';
import { storePendingInvite, takePendingInvite } from '../lib/pending-invite';
import { joinedMessage } from '../lib/joined';

// One join at a time for the whole tab: the protected layout and the access-pending page may both mount this
// while a sign-in redirects between them.
let joining = false;

/**
 * After any sign-in (password, sign-up + email confirmation, Google, magic link), joins the school of the invite
 * the visitor opened while signed out, once, and forgets it. Mounted by the protected routes and by
 * /access-pending (a pending user may join too: their school can then release them). Renders nothing.
 */
export function PendingInviteJoin() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const signedIn = Boolean(me);

  useEffect(() => {
    if (!signedIn || joining) return;
    const token = takePendingInvite();
    if (!token) return;
    joining = true;
    apiFetch(schoolApi.join, { method: 'POST', body: { token }, schema: meResponseSchema })
      .then((next: MeResponse) => {
        queryClient.setQueryData(meQueryKey, next);
        const { title, detail } = joinedMessage(next);
        notify.success(title, detail);
      })
      .catch((error: unknown) => {
        // A dropped connection is not an answer: keep the invite for the next page load.
        if (error instanceof ApiRequestError && error.status === 0) storePendingInvite(token);
        const known = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
        const detail = known ? error.message : inviteText.errorGeneric;
        notify.error(
          inviteText.joinError,
          known && error.code === 'INVITE_EMAIL_MISMATCH' ? `${detail} ${inviteText.mismatchHint}` : detail,
          error,
        );
      })
      .finally(() => {
        joining = false;
      });
  }, [signedIn, queryClient]);

  return null;
}
