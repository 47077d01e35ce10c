import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import {
  accountDtoSchema,
  instrumentDtoSchema,
  tradeDtoSchema,
  tradeListResponseSchema,
  tradingApi,
  tradingSettingsSchema,
  type TradeListQuery,
} from '@/shared/trading/api-contract';
import type { TradeFormValues } from '@/shared/trading/trade-schema';
import { queryRecord } from '../lib/filters';

const tradesKey = ['trades'] as const;

// The server may wrap lists in an object or answer a bare array: accept both, so the screens do not depend on it.
const listOf = <T extends z.ZodType>(item: T, key: string) =>
  z.union([z.array(item), z.object({ [key]: z.array(item) }).transform((o) => o[key] as z.infer<T>[])]);

export function useInstruments() {
  return useQuery({
    queryKey: ['instruments'],
    queryFn: ({ signal }) =>
      apiFetch(tradingApi.instruments, { schema: listOf(instrumentDtoSchema, 'instruments'), signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAccounts() {
  return useQuery({
    queryKey: ['accounts'],
    queryFn: ({ signal }) =>
      apiFetch(tradingApi.accounts, { schema: listOf(accountDtoSchema, 'accounts'), signal }),
  });
}

/** The user's time zone (the form's date and time, the period presets); the browser's until it answers. */
export function useTradingSettings() {
  return useQuery({
    queryKey: ['trading-settings'],
    queryFn: ({ signal }) => apiFetch(tradingApi.settings, { schema: tradingSettingsSchema, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useTrades(query: TradeListQuery) {
  return useQuery({
    queryKey: [...tradesKey, 'list', query],
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

/** Everything that shows trades (this list, the dashboard, the accounts' counts) reads them again. */
function useInvalidateTrades() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tradesKey }),
      queryClient.invalidateQueries({ queryKey: ['accounts'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
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
