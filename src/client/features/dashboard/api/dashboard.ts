import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import { dashboardApi, type DashboardData, type DashboardQuery } from '@/shared/trading/dashboard-contract';

// The server builds the payload with the contract's types; the client trusts its shape (a zod schema of the
// whole tree would weigh more than the page) but checks it is an object with the parts the page reads.
const dashboardDataSchema = contractSchema<DashboardData>({
  metrics: z.object({}).loose(),
  equity: z.object({}).loose(),
  period: z.object({}).loose(),
});

/** GET /api/dashboard for a period: its key, fetcher and freshness (the page's query, and the route's prefetch). */
export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: [...queryKeys.dashboard, query],
    queryFn: ({ signal }) =>
      apiFetch(dashboardApi.data, {
        query: query as Record<string, string | undefined>,
        schema: dashboardDataSchema,
        signal,
      }),
    staleTime: 15_000,
  });

export function useDashboard(query: DashboardQuery, enabled = true) {
  return useQuery({ ...dashboardQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
