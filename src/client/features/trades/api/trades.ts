import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiFetch } from '@/client/lib/api';
import { invalidateTradeData, queryKeys } from '@/client/lib/queries';
import { type BulkPlaybookInput, playbooksApi } from '@/shared/playbooks/contract';
import { riskApi } from '@/shared/risk/contract';
import {
  tradeDtoSchema,
  tradeListResponseSchema,
  tradingApi,
  type TradeListQuery,
} from '@/shared/trading/api-contract';
import type { TradeFormValues } from '@/shared/trading/trade-schema';
import { queryRecord } from '../lib/filters';

export function useTrades(query: TradeListQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...queryKeys.trades, 'list', query],
    queryFn: ({ signal }) =>
      apiFetch(tradingApi.trades, { query: queryRecord(query), schema: tradeListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const tradeResponseSchema = z.union([
  tradeDtoSchema,
  z.object({ trade: tradeDtoSchema }).transform((o) => o.trade),
]);

/** GET /api/trades/:id, one trade as its page shows it (under the trades' key: every edit refreshes it). */
export function useTrade(id: string) {
  return useQuery({
    queryKey: [...queryKeys.trades, 'one', id],
    queryFn: ({ signal }) => apiFetch(tradingApi.trade(id), { schema: tradeResponseSchema, signal }),
    // A trade that is not there (deleted, a wrong link) answers 404: asking again will not change that.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}

/** Everything that shows trades (this list, the dashboard, the accounts' counts) reads them again. */
function useInvalidateTrades() {
  const queryClient = useQueryClient();
  return () => invalidateTradeData(queryClient);
}

export function useSaveTrade() {
  const invalidate = useInvalidateTrades();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TradeFormValues }) =>
      id
        ? apiFetch(tradingApi.trade(id), { method: 'PUT', body, schema: tradeResponseSchema })
        : apiFetch(tradingApi.trades, { method: 'POST', body, schema: tradeResponseSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteTrades() {
  const invalidate = useInvalidateTrades();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      if (ids.length === 1 && ids[0]) {
        await apiFetch(tradingApi.trade(ids[0]), { method: 'DELETE', schema: z.unknown() });
        return 1;
      }
      const res = await apiFetch(tradingApi.tradesBulkDelete, {
        method: 'POST',
        body: { ids },
        schema: z.object({ deleted: z.number() }),
      });
      return res.deleted;
    },
    onSettled: invalidate,
  });
}

export function useResetTrades() {
  const invalidate = useInvalidateTrades();
  return useMutation({
    mutationFn: () =>
      apiFetch(tradingApi.tradesReset, {
        method: 'POST',
        body: { confirm: 'RESET' },
        schema: z.object({ deletedTrades: z.number(), deletedImports: z.number() }),
      }),
    onSettled: invalidate,
  });
}

/** The trader's note on a trade's rule breaks (an empty note clears it). */
export function useSaveBreakNote() {
  const invalidate = useInvalidateTrades();
  return useMutation({
    mutationFn: ({ tradeId, note }: { tradeId: string; note: string }) =>
      apiFetch(riskApi.breakNote(tradeId), {
        method: 'PATCH',
        body: { note },
        schema: z.object({ ok: z.literal(true) }),
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/trades/bulk-playbook: the selected trades' playbook (null clears it); their ticked criteria are cleared. */
export function useBulkPlaybook() {
  const invalidate = useInvalidateTrades();
  return useMutation({
    mutationFn: (body: BulkPlaybookInput) =>
      apiFetch(playbooksApi.bulkPlaybook, {
        method: 'POST',
        body,
        schema: z.object({ updated: z.number() }),
      }),
    onSettled: invalidate,
  });
}
