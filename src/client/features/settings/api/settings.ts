import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import {
  accountDtoSchema,
  instrumentDtoSchema,
  tradingApi,
  tradingSettingsSchema,
  type accountInputSchema,
  type instrumentInputSchema,
} from '@/shared/trading/api-contract';

/*
 * The query keys and cached shapes are the ones the trades and imports screens use (['accounts'] → AccountDto[],
 * ['instruments'] → InstrumentDto[], ['trading-settings'] → TradingSettings), so a change made here shows there
 * at once: a new account in the trade dialog's select, a new default cost in the next trade.
 */
const accountsKey = ['accounts'] as const;
const instrumentsKey = ['instruments'] as const;
const settingsKey = ['trading-settings'] as const;

const accountsSchema = z.object({ accounts: z.array(accountDtoSchema) }).transform((o) => o.accounts);
const instrumentsSchema = z
  .object({ instruments: z.array(instrumentDtoSchema) })
  .transform((o) => o.instruments);

/** Bodies carry amounts as typed: the server reads them with the same schema (ADR 009). */
export type AccountBody = z.input<typeof accountInputSchema>;
export type InstrumentBody = z.input<typeof instrumentInputSchema>;
export interface SettingsPatch {
  timezone?: string;
  breakevenTolerance?: string;
  costsPerContract?: Record<string, string>;
}

export function useAccounts() {
  return useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }) => apiFetch(tradingApi.accounts, { schema: accountsSchema, signal }),
  });
}

export function useInstruments() {
  return useQuery({
    queryKey: instrumentsKey,
    queryFn: ({ signal }) => apiFetch(tradingApi.instruments, { schema: instrumentsSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTradingSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiFetch(tradingApi.settings, { schema: tradingSettingsSchema, signal }),
  });
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AccountBody }) =>
      id
        ? apiFetch(tradingApi.account(id), { method: 'PATCH', body, schema: accountDtoSchema })
        : apiFetch(tradingApi.accounts, { method: 'POST', body, schema: accountDtoSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instrumentsKey }),
        queryClient.invalidateQueries({ queryKey: settingsKey }),
      ]),
  });
}

export function useDeleteInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(tradingApi.instrument(id), { method: 'DELETE', schema: z.object({ deleted: z.boolean() }) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instrumentsKey }),
        queryClient.invalidateQueries({ queryKey: settingsKey }),
      ]),
  });
}

/** The time zone and the breakeven tolerance change how trades and metrics read: everything is read again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      apiFetch(tradingApi.settings, { method: 'PATCH', body: patch, schema: tradingSettingsSchema }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== settingsKey[0] });
    },
  });
}
