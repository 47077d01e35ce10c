import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import {
  weeklyReviewApi,
  type WeeklyReviewDto,
  type WeeklyReviewMailDto,
  type WeeklyReviewQuestionsDto,
  type WeeklyReviewWeeksDto,
} from '@/shared/weekly-review/contract';

// The server builds these with the contract's types; the client checks only the shape it branches on.
const reviewSchema = contractSchema<WeeklyReviewDto>({
  week: z.object({ start: z.string() }).loose(),
  currentWeek: z.string(),
});
const weeksSchema = contractSchema<WeeklyReviewWeeksDto>({
  currentWeek: z.string(),
  weeks: z.array(z.object({ start: z.string() }).loose()),
});
const questionsSchema = contractSchema<WeeklyReviewQuestionsDto>({ answers: z.array(z.string()) });
const mailSchema = z.object({ enabled: z.boolean() }).transform((v): WeeklyReviewMailDto => v);

/** GET /api/weekly-review?week: the week's review (the current week when `week` is undefined). */
export const weeklyReviewQuery = (week: string | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.weeklyReview, 'week', week ?? 'current'],
    queryFn: ({ signal }) =>
      apiFetch(weeklyReviewApi.review, { query: week ? { week } : {}, schema: reviewSchema, signal }),
    staleTime: 15_000,
  });

export const reviewWeeksQuery = queryOptions({
  queryKey: [...queryKeys.weeklyReview, 'weeks'],
  queryFn: ({ signal }) => apiFetch(weeklyReviewApi.weeks, { schema: weeksSchema, signal }),
  staleTime: 60_000,
});

export const useWeeklyReview = (week: string | undefined) => useQuery(weeklyReviewQuery(week));
export const useReviewWeeks = () => useQuery(reviewWeeksQuery);

export function useSaveWeekAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ week, answers }: { week: string; answers: string[] }) =>
      apiFetch(weeklyReviewApi.answers, {
        method: 'PUT',
        query: { week },
        body: { answers },
        schema: questionsSchema,
      }),
    // The answers also answer the challenge's week when one runs.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.weeklyReview }),
        queryClient.invalidateQueries({ queryKey: queryKeys.challenge }),
      ]),
  });
}

export function useSetWeeklyMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch(weeklyReviewApi.mail, { method: 'PUT', body: { enabled }, schema: mailSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.weeklyReview }),
  });
}
