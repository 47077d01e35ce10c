import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { invalidateGamification, invalidateTradeData, queryKeys } from '@/client/lib/queries';
import {
  disciplineApi,
  type ChallengeDayDto,
  type ChallengeDto,
  type ChallengeMarksInput,
  type ChallengeOverviewDto,
  type ChallengeStartInput,
  type DailyPlanDto,
  type DailyPlanInput,
  type DailyReviewDto,
  type DailyReviewInput,
} from '@/shared/discipline/contract';

/*
 * The reads and writes of /challenge. Every key lives under queryKeys.challenge, so a trade write (which invalidates
 * that key) refreshes the calendar, the checklist and the routine at once, and each write here does the same.
 */

// The server builds these with the contract's types; the client checks only the shape it branches on.
const overviewSchema = contractSchema<ChallengeOverviewDto>({
  active: z.object({ id: z.string() }).loose().nullable(),
  past: z.array(z.unknown()),
});
const challengeSchema = contractSchema<ChallengeDto>({ id: z.string() });
const daySchema = contractSchema<ChallengeDayDto>({ day: z.string() });
const planSchema = contractSchema<DailyPlanDto>({ day: z.string(), createdAt: z.string() });
const reviewSchema = contractSchema<DailyReviewDto>({ day: z.string() });
const okSchema = z.object({ ok: z.boolean() }).loose();

/** GET /api/challenge: the active challenge (evaluated on the server) and the past ones. */
export const challengeOverviewQuery = queryOptions({
  queryKey: queryKeys.challenge,
  queryFn: ({ signal }) => apiFetch(disciplineApi.challenge, { schema: overviewSchema, signal }),
  staleTime: 15_000,
});

export const dailyPlanQuery = (day: string) =>
  queryOptions({
    queryKey: [...queryKeys.challenge, 'daily-plan', day],
    queryFn: ({ signal }) =>
      apiFetch(disciplineApi.dailyPlan, { query: { day }, schema: planSchema.nullable(), signal }),
    staleTime: 60_000,
  });

export const dailyReviewQuery = (day: string) =>
  queryOptions({
    queryKey: [...queryKeys.challenge, 'daily-review', day],
    queryFn: ({ signal }) =>
      apiFetch(disciplineApi.dailyReview, { query: { day }, schema: reviewSchema.nullable(), signal }),
    staleTime: 60_000,
  });

export function useChallengeOverview() {
  return useQuery(challengeOverviewQuery);
}

export function useDailyPlan(day: string) {
  return useQuery(dailyPlanQuery(day));
}

export function useDailyReview(day: string) {
  return useQuery(dailyReviewQuery(day));
}

// The challenge's days, weeks and reviews earn XP: the level badge and /gamification are read again too (not
// awaited: the form does not wait on them).
const invalidateChallenge = (queryClient: QueryClient) => {
  void invalidateGamification(queryClient);
  return queryClient.invalidateQueries({ queryKey: queryKeys.challenge });
};

export function useStartChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChallengeStartInput) =>
      apiFetch(disciplineApi.challengeStart, { method: 'POST', body, schema: challengeSchema }),
    onSettled: () => invalidateChallenge(queryClient),
  });
}

export function useGiveUpChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(disciplineApi.challengeGiveUp, { method: 'POST', body: { confirm: true }, schema: okSchema }),
    onSettled: () => invalidateChallenge(queryClient),
  });
}

/** The trader's ticks of a day: their own rules done, and 'Não operei'. */
export function useSaveDayMarks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, marks }: { day: string; marks: ChallengeMarksInput }) =>
      apiFetch(disciplineApi.challengeDay(day), { method: 'PUT', body: marks, schema: daySchema }),
    onSettled: () => invalidateChallenge(queryClient),
  });
}

export function useSaveWeekReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ week, answers }: { week: number; answers: string[] }) =>
      apiFetch(disciplineApi.challengeWeekReview(week), {
        method: 'PUT',
        body: { answers },
        schema: okSchema,
      }),
    onSettled: () => invalidateChallenge(queryClient),
  });
}

/**
 * The daily plan's max loss replaces the plan's loss limit for the day, so saving it re-evaluates that day's rule
 * breaks on the server: the trades, the 'Hoje' panel and the dashboard are read again along with the challenge.
 */
export function useSaveDailyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, body }: { day: string; body: DailyPlanInput }) =>
      apiFetch(disciplineApi.dailyPlan, { method: 'PUT', query: { day }, body, schema: planSchema }),
    onSuccess: (plan) => queryClient.setQueryData(dailyPlanQuery(plan.day).queryKey, plan),
    onSettled: () => invalidateTradeData(queryClient),
  });
}

export function useSaveDailyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, body }: { day: string; body: DailyReviewInput }) =>
      apiFetch(disciplineApi.dailyReview, { method: 'PUT', query: { day }, body, schema: reviewSchema }),
    onSuccess: (review) => queryClient.setQueryData(dailyReviewQuery(review.day).queryKey, review),
    onSettled: () => invalidateChallenge(queryClient),
  });
}
