import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import { dashboardApi, type DashboardData, type DashboardQuery } from '@/shared/trading/dashboard-contract';

// The server builds the payload with the contract's types; the client trusts its shape (a zod schema of the
// whole tree would weigh more than the page) but checks it is an object with the parts the page reads.
const dashboardDataSchema = z
  .object({ metrics: z.object({}).loose(), equity: z.object({}).loose(), period: z.object({}).loose() })
  .loose()
  .transform((value) => value as unknown as DashboardData);

export function useDashboard(query: DashboardQuery, enabled = true) {
  return useQuery({
    queryKey: [...queryKeys.dashboard, query],
    queryFn: ({ signal }) =>
      apiFetch(dashboardApi.data, {
        query: query as Record<string, string | undefined>,
        schema: dashboardDataSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled,
  });
}
