import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { meQueryKey } from '@/client/lib/me';
import { invalidateTradeData, queryKeys, riskPlanSchema } from '@/client/lib/queries';
import { meResponseSchema } from '@/shared/account/contract';
import { setupApi, type SetupUpdate } from '@/shared/account/setup';
import { riskApi, type RiskPlanInput } from '@/shared/risk/contract';

/** PATCH /api/me/setup: the step reached (to resume on any device), or the setup finished or skipped. */
export function useSetupProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SetupUpdate) =>
      apiFetch(setupApi.setup, { method: 'PATCH', body: update, schema: meResponseSchema }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** PUT the account's plan (the risk feature's endpoint and schema): saving it confirms it. */
export function useConfirmPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: string; body: RiskPlanInput }) =>
      apiFetch(riskApi.plan, { method: 'PUT', query: { accountId }, body, schema: riskPlanSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.riskPlan }),
        invalidateTradeData(queryClient),
      ]),
  });
}
