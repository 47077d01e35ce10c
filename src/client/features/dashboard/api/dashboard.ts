import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { invalidateTradeData, queryKeys } from '@/client/lib/queries';
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

/**
 * Real time: the server says `trades-changed` whenever this user's trades change (in this tab, another tab or
 * another device); every screen that shows trades reads them again. EventSource reconnects by itself.
 */
export function useDashboardEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(dashboardApi.events, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      // An import fires many changes at once: read again once they settle.
      clearTimeout(timer);
      timer = setTimeout(() => {
        void invalidateTradeData(queryClient);
      }, 100);
    };
    source.addEventListener('trades-changed', onChange);
    return () => {
      clearTimeout(timer);
      source.removeEventListener('trades-changed', onChange);
      source.close();
    };
  }, [queryClient]);
}
