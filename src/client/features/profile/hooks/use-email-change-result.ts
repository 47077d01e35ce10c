import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { meQueryOptions } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { EMAIL_CHANGED_PARAM, EMAIL_CHANGED_VALUE } from '@/shared/account/profile-contract';
import { errorMessages } from '@/shared/i18n/errors';
import { profileInfoText } from '@/shared/i18n/profile-info';

const T = profileInfoText.email;

/**
 * The email change's link lands on /profile?email=alterado (with &error=CODE when better-auth refused it): say what
 * happened once, read /api/me again (the address changed under this tab), and drop the parameters from the URL.
 */
export function useEmailChangeResult() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const landed = params.get(EMAIL_CHANGED_PARAM) === EMAIL_CHANGED_VALUE;
  const error = params.get('error');
  const handled = useRef(false);

  useEffect(() => {
    if (!landed || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EMAIL_CHANGED_PARAM);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
    if (error) {
      const detail = error === 'EMAIL_TAKEN' ? errorMessages.EMAIL_TAKEN : T.changeFailedDetail;
      notify.error(T.changeFailed, detail, { code: error });
      return;
    }
    void queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).then((me) => {
      if (me) notify.success(T.changed, T.changedDetail(me.user.email));
    });
  }, [landed, error, setParams, queryClient]);
}
