import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { meQueryKey } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { accountApi, meResponseSchema } from '@/shared/account/contract';
import { trial } from '@/shared/i18n/trial';

/** POST /api/me/continue-request; the answer is the new MeResponse (with the request's date), stored as is. */
export function useContinueRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(accountApi.continueRequest, { method: 'POST', body: {}, schema: meResponseSchema }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
    onError: (error) => {
      notify.error(trial.page.requestFailed, trial.page.requestFailedDetail, error);
      // A 409 means the account changed (continued meanwhile): show what it is now.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
