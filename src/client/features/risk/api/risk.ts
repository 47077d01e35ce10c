import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import {
  invalidateTradeData,
  queryKeys,
  riskPlanQuery,
  riskPlanSchema,
  todayQuery,
} from '@/client/lib/queries';
import { riskApi, type RiskPlanInput } from '@/shared/risk/contract';

export function useRiskPlan(accountId: string | undefined) {
  return useQuery({ ...riskPlanQuery(accountId), enabled: accountId !== undefined });
}

export function useToday(accountId: string | undefined) {
  return useQuery(todayQuery(accountId));
}

/**
 * PUT the account's plan. The server re-evaluates the account's rule breaks with it, so the day's panel, the trades
 * (their badges), the dashboard and the challenge are read again, besides the plan itself.
 */
export function useSaveRiskPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: string; body: RiskPlanInput }) =>
      apiFetch(riskApi.plan, { method: 'PUT', query: { accountId }, body, schema: riskPlanSchema }),
    onSuccess: (plan) => {
      queryClient.setQueryData(riskPlanQuery(plan.accountId).queryKey, plan);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.riskPlan }),
        invalidateTradeData(queryClient),
      ]);
    },
  });
}
