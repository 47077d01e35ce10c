import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { invalidateGamification, queryKeys } from '@/client/lib/queries';
import {
  gamificationApi,
  type GamificationDto,
  type GoalDto,
  type GoalInput,
  type XpHistoryPage,
} from '@/shared/gamification/contract';

/*
 * The reads and writes of /gamification. Every key lives under queryKeys.gamification, so a trade write or a live
 * event (which invalidate that key) refreshes the level, the history, the achievements, the goals and the badge.
 */

// The server builds these with the contract's types; the client checks only the shape it branches on.
const overviewSchema = contractSchema<GamificationDto>({
  level: z.object({ level: z.number() }).loose(),
  history: z.array(z.unknown()),
  achievements: z.array(z.unknown()),
  goals: z.array(z.unknown()),
});
const historySchema = contractSchema<XpHistoryPage>({
  entries: z.array(z.unknown()),
  nextBefore: z.number().nullable(),
});
const goalSchema = contractSchema<GoalDto>({ id: z.string() });

/** GET /api/gamification: the whole page. Fresh on every visit: XP moves with writes made on other screens. */
export const gamificationOverviewQuery = queryOptions({
  queryKey: [...queryKeys.gamification, 'overview'],
  queryFn: ({ signal }) => apiFetch(gamificationApi.overview, { schema: overviewSchema, signal }),
  staleTime: 0,
});

export function useGamificationOverview() {
  return useQuery(gamificationOverviewQuery);
}

/**
 * The older XP entries, page by page, after those the overview brought ('Carregar mais'). Keyed by where they start,
 * so a newer overview (a live event) does not mix its first page with pages read from an older one.
 */
export function useOlderHistory(start: number | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.gamification, 'history', start],
    queryFn: ({ pageParam, signal }) =>
      apiFetch(gamificationApi.history, {
        query: { before: String(pageParam) },
        schema: historySchema,
        signal,
      }),
    initialPageParam: start ?? 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: enabled && start !== null,
    staleTime: 60_000,
  });
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalInput) =>
      apiFetch(gamificationApi.goals, { method: 'POST', body, schema: goalSchema }),
    onSettled: () => invalidateGamification(queryClient),
  });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(gamificationApi.goal(id), { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => invalidateGamification(queryClient),
  });
}
