import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { invalidateInstruments, queryKeys } from '@/client/lib/queries';
import {
  accountDtoSchema,
  instrumentDtoSchema,
  tradingApi,
  type accountInputSchema,
  type instrumentInputSchema,
} from '@/shared/trading/api-contract';

/*
 * The writes of the settings screen. What they change is read through the shared queries (src/client/lib/queries.ts),
 * so a change made here shows at once on the other screens: a new account in the trade dialog's select, a new
 * default cost in the next trade.
 */

/** Bodies carry amounts as typed: the server reads them with the same schema (ADR 009). */
export type AccountBody = z.input<typeof accountInputSchema>;
export type InstrumentBody = z.input<typeof instrumentInputSchema>;

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AccountBody }) =>
      id
        ? apiFetch(tradingApi.account(id), { method: 'PATCH', body, schema: accountDtoSchema })
        : apiFetch(tradingApi.accounts, { method: 'POST', body, schema: accountDtoSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
  });
}

export function useMakeDefaultAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(tradingApi.account(id), {
        method: 'PATCH',
        body: { isDefault: true },
        schema: accountDtoSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
  });
}

/** Deleting an account takes its trades and imports along: every screen's data is read again. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) =>
      apiFetch(tradingApi.account(id), {
        method: 'DELETE',
        query: confirm ? { confirm: 'true' } : undefined,
        schema: z.object({ deletedTrades: z.number() }),
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useSaveInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: InstrumentBody }) =>
      id
        ? apiFetch(tradingApi.instrument(id), { method: 'PATCH', body, schema: instrumentDtoSchema })
        : apiFetch(tradingApi.instruments, { method: 'POST', body, schema: instrumentDtoSchema }),
    onSuccess: () => invalidateInstruments(queryClient),
  });
}

export function useDeleteInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(tradingApi.instrument(id), { method: 'DELETE', schema: z.object({ deleted: z.boolean() }) }),
    onSettled: () => invalidateInstruments(queryClient),
  });
}
