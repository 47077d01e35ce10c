import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountDtoSchema,
  type accountInputSchema,
  instrumentDtoSchema,
  tradingApi,
  tradingSettingsSchema,
} from '@/shared/trading/api-contract';
import { riskApi, type RiskPlanDto, type TodayDto } from '@/shared/risk/contract';
import { gamificationApi, type GamificationSummaryDto } from '@/shared/gamification/contract';
import { apiFetch, contractSchema } from './api';

type AccountInput = z.input<typeof accountInputSchema>;

/**
 * The data several features read (the trade dialog, the filters, the import's account and symbol pickers, the
 * settings screen, the dashboard): one query key, fetcher and freshness each, so a change made on one screen shows
 * on every other at once. A feature's own endpoints (the trade list, imports, the dashboard payload) stay in its
 * api/ folder; their keys are here only because other features' writes must invalidate them.
 */
export const queryKeys = {
  accounts: ['accounts'] as const,
  instruments: ['instruments'] as const,
  tradingSettings: ['trading-settings'] as const,
  trades: ['trades'] as const,
  dashboard: ['dashboard'] as const,
  /** /reports (its figures follow the trades, the plan's rule breaks and the challenge). */
  reports: ['reports'] as const,
  /** The risk plan of an account: [...riskPlan, accountId]. */
  riskPlan: ['risk-plan'] as const,
  /** The 'Hoje' panel of an account: [...today, accountId]. */
  today: ['risk-today'] as const,
  /** The 21-day challenge (its day states follow the trades). */
  challenge: ['challenge'] as const,
  /** /gamification and the header's level badge (XP follows trades, plans, reviews and the challenge). */
  gamification: ['gamification'] as const,
  /** The ranking: the trader's own discipline score and the boards (the score follows the trades). */
  ranking: ['ranking'] as const,
  /** /impostos: the year's tax statement (follows the trades). */
  tax: ['tax'] as const,
  /** The playbooks (their trade counts and statistics follow the trades). */
  playbooks: ['playbooks'] as const,
  /** /revisao-semanal (its figures follow the trades, plans and the challenge). */
  weeklyReview: ['weekly-review'] as const,
};

const accountsSchema = z.object({ accounts: z.array(accountDtoSchema) }).transform((o) => o.accounts);
const instrumentsSchema = z
  .object({ instruments: z.array(instrumentDtoSchema) })
  .transform((o) => o.instruments);

/** GET /api/accounts. Each account's trade count moves with every trade write, which invalidates this key. */
export const accountsQuery = queryOptions({
  queryKey: queryKeys.accounts,
  queryFn: ({ signal }) => apiFetch(tradingApi.accounts, { schema: accountsSchema, signal }),
  staleTime: 30_000,
});

/** GET /api/instruments: built-ins and the user's own; only the settings screen changes them (and invalidates). */
export const instrumentsQuery = queryOptions({
  queryKey: queryKeys.instruments,
  queryFn: ({ signal }) => apiFetch(tradingApi.instruments, { schema: instrumentsSchema, signal }),
  staleTime: 5 * 60_000,
});

/**
 * GET /api/instruments?scope=mine: the built-ins the trader has trades in and their own, for the 'Ativo' filters
 * (not every known contract). Moves with the trades (a first trade of a new instrument) and with the instruments.
 */
export const myInstrumentsQuery = queryOptions({
  queryKey: [...queryKeys.instruments, 'mine'],
  queryFn: ({ signal }) =>
    apiFetch(tradingApi.instruments, { query: { scope: 'mine' }, schema: instrumentsSchema, signal }),
  staleTime: 60_000,
});

/**
 * GET /api/trading-settings: the time zone, the breakeven tolerance, the default costs. Only the settings screen
 * changes them. No retry: a new trade's form waits for the time zone and falls back to the browser's when the
 * answer fails, so a retry would only keep the trader waiting.
 */
export const tradingSettingsQuery = queryOptions({
  queryKey: queryKeys.tradingSettings,
  queryFn: ({ signal }) => apiFetch(tradingApi.settings, { schema: tradingSettingsSchema, signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

// The server builds these with the contract's types; the client checks only that an object came back.
/** Also the answer of the plan's PUT, which /risk and the setup send. */
export const riskPlanSchema = contractSchema<RiskPlanDto>({ accountId: z.string() });
const todaySchema = contractSchema<TodayDto>({ accountId: z.string(), state: z.string() });

/** GET /api/risk/plan: the account's plan (no id = the default account). The trade dialog, /risk and the calculator read it. */
export const riskPlanQuery = (accountId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.riskPlan, accountId ?? null],
    queryFn: ({ signal }) => apiFetch(riskApi.plan, { query: { accountId }, schema: riskPlanSchema, signal }),
    staleTime: 60_000,
  });

/** GET /api/risk/today: the 'Hoje' panel (the dashboard's top and /risk); moves with every trade write. */
export const todayQuery = (accountId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.today, accountId ?? null],
    queryFn: ({ signal }) => apiFetch(riskApi.today, { query: { accountId }, schema: todaySchema, signal }),
    staleTime: 15_000,
  });

const summarySchema = contractSchema<GamificationSummaryDto>({
  level: z.number(),
  name: z.string(),
  xp: z.number(),
});

/** GET /api/gamification/summary: the header's level badge (on every signed-in page). */
export const gamificationSummaryQuery = queryOptions({
  queryKey: [...queryKeys.gamification, 'summary'],
  queryFn: ({ signal }) => apiFetch(gamificationApi.summary, { schema: summarySchema, signal }),
  staleTime: 30_000,
});

export function useGamificationSummary() {
  return useQuery(gamificationSummaryQuery);
}

/** XP, achievements and goals were re-evaluated on the server: the page and the badge read them again. */
export function invalidateGamification(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.gamification });
}

export function useAccounts() {
  return useQuery(accountsQuery);
}

/** The trader's own instruments (the 'Ativo' filters of the dashboard, /trades and /reports). */
export function useMyInstruments() {
  return useQuery(myInstrumentsQuery);
}

/** `enabled: false` until a screen needs the list (the import asks only when a file has unknown symbols). */
export function useInstruments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...instrumentsQuery, enabled });
}

export function useTradingSettings() {
  return useQuery(tradingSettingsQuery);
}

export interface TradingSettingsPatch {
  timezone?: string;
  breakevenTolerance?: string;
  costsPerContract?: Record<string, string>;
}

/**
 * PATCH /api/trading-settings (/settings' costs and preferences, /profile's time zone). The time zone and the
 * breakeven tolerance change how trades and metrics read: everything is read again.
 */
export function useSaveTradingSettings() {
  const queryClient = useQueryClient();
  const [settingsKey] = queryKeys.tradingSettings;
  return useMutation({
    mutationFn: (patch: TradingSettingsPatch) =>
      apiFetch(tradingApi.settings, { method: 'PATCH', body: patch, schema: tradingSettingsSchema }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.tradingSettings, settings);
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== settingsKey });
    },
  });
}

/**
 * After trades change (saved, deleted, imported, undone, reset): every screen that shows them reads them again,
 * the XP and achievements too (the server re-evaluates them in the same write).
 */
export function invalidateTradeData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.trades }),
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
    queryClient.invalidateQueries({ queryKey: queryKeys.today }),
    queryClient.invalidateQueries({ queryKey: queryKeys.challenge }),
    invalidateGamification(queryClient),
    queryClient.invalidateQueries({ queryKey: queryKeys.ranking }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tax }),
    queryClient.invalidateQueries({ queryKey: queryKeys.playbooks }),
    queryClient.invalidateQueries({ queryKey: queryKeys.weeklyReview }),
    queryClient.invalidateQueries({ queryKey: myInstrumentsQuery.queryKey }),
  ]);
}

/**
 * PATCH /api/accounts/{id} (the setup's account step, the capital on /risk): the server re-judges the account's
 * trades when the capital or the currency changes, so the plan, the day and the trades' badges are read again.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<AccountInput> }) =>
      apiFetch(tradingApi.account(id), { method: 'PATCH', body, schema: accountDtoSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.riskPlan }),
        invalidateTradeData(queryClient),
      ]),
  });
}

/** After instruments change: the list, and the settings whose default costs are kept per instrument. */
export function invalidateInstruments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.instruments }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tradingSettings }),
  ]);
}
