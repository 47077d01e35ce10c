import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import {
  rankingApi,
  type RankingBoardDto,
  type RankingJoinInput,
  type RankingMeDto,
  type RankingPeriod,
  type RankingScope,
} from '@/shared/gamification/contract';

/*
 * The reads and writes of /ranking. Every key lives under queryKeys.ranking, so a trade write (which invalidates that
 * key) refreshes the trader's score, and joining, renaming or leaving reads every board again.
 */
const RANKING_KEY = queryKeys.ranking;

// The server builds these with the contract's types; the client checks only the shape it branches on.
const meSchema = contractSchema<RankingMeDto>({
  optedIn: z.boolean(),
  nickname: z.string().nullable(),
  score30d: z.object({}).loose(),
});
const boardSchema = contractSchema<RankingBoardDto>({
  available: z.boolean(),
  top: z.array(z.unknown()),
  myStatus: z.string(),
});

/**
 * GET /api/ranking/me: the trader's own 30-day score (always), nickname, opt-in and school. Read afresh on each visit:
 * the score moves with trades written on other screens.
 */
export const rankingMeQuery = queryOptions({
  queryKey: [...RANKING_KEY, 'me'],
  queryFn: ({ signal }) => apiFetch(rankingApi.me, { schema: meSchema, signal }),
  staleTime: 0,
});

/** GET /api/ranking/board: one board (global or the trader's school) for one period. */
export const rankingBoardQuery = (scope: RankingScope, period: RankingPeriod) =>
  queryOptions({
    queryKey: [...RANKING_KEY, 'board', scope, period],
    queryFn: ({ signal }) =>
      apiFetch(rankingApi.board, { query: { scope, period }, schema: boardSchema, signal }),
    staleTime: 15_000,
  });

export function useRankingMe() {
  return useQuery(rankingMeQuery);
}

export function useRankingBoard(scope: RankingScope, period: RankingPeriod) {
  return useQuery(rankingBoardQuery(scope, period));
}

async function settle(queryClient: QueryClient, me: RankingMeDto) {
  queryClient.setQueryData(rankingMeQuery.queryKey, me);
  // The boards change with the trader's line (in, renamed or gone): none of them may show the old one.
  await queryClient.invalidateQueries({ queryKey: [...RANKING_KEY, 'board'] });
}

/** PUT /api/ranking/me: choose or change the nickname (and take part). 409 NICKNAME_TAKEN when someone has it. */
export function useJoinRanking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RankingJoinInput) =>
      apiFetch(rankingApi.me, { method: 'PUT', body, schema: meSchema }),
    onSuccess: (me) => settle(queryClient, me),
  });
}

/** POST /api/ranking/leave: off every board at once; the nickname is kept for a return. */
export function useLeaveRanking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(rankingApi.leave, { method: 'POST', body: {}, schema: meSchema }),
    onSuccess: (me) => settle(queryClient, me),
  });
}
