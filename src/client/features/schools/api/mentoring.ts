import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { feedbackQueryKey } from '@/client/lib/feedback-unread';
import {
  mentoringApi,
  type FeedbackInput,
  type FeedbackListDto,
  type FeedbackReplyInput,
  type MentorDto,
  type StudentJournalDto,
} from '@/shared/schools/mentoring-contract';
import { schoolKeys } from './schools';

const anyAnswer = z.unknown();
const mentorsSchema = z
  .object({ mentors: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })) })
  .transform((o): MentorDto[] => o.mentors);
const journalSchema = contractSchema<StudentJournalDto>();
const feedbackSchema = contractSchema<FeedbackListDto>();

export const mentoringKeys = {
  mentors: (id: string) => ['schools', id, 'mentors'] as const,
  /** Every page of one student's journal. */
  studentJournal: (id: string, userId: string) => ['schools', id, 'journal', userId] as const,
  journal: (id: string, userId: string, page: number) =>
    [...mentoringKeys.studentJournal(id, userId), page] as const,
};

export function useMentors(schoolId: string, enabled = true) {
  return useQuery({
    queryKey: mentoringKeys.mentors(schoolId),
    queryFn: ({ signal }) => apiFetch(mentoringApi.mentors(schoolId), { schema: mentorsSchema, signal }),
    enabled,
  });
}

/** Naming or removing a mentor changes the students list too (a named student leaves it). */
function useInvalidateSchool() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schoolKeys.all });
}

export function useNameMentor() {
  const invalidate = useInvalidateSchool();
  return useMutation({
    mutationFn: ({ schoolId, userId }: { schoolId: string; userId: string }) =>
      apiFetch(mentoringApi.mentors(schoolId), { method: 'POST', body: { userId }, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

export function useRemoveMentor() {
  const invalidate = useInvalidateSchool();
  return useMutation({
    mutationFn: ({ schoolId, userId }: { schoolId: string; userId: string }) =>
      apiFetch(mentoringApi.mentorRemove(schoolId, userId), { method: 'POST', body: {}, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

/** The student's journal as the school reads it; always asked again (sharing may have changed). */
export function useStudentJournal(schoolId: string, userId: string, page: number) {
  return useQuery({
    queryKey: mentoringKeys.journal(schoolId, userId, page),
    queryFn: ({ signal }) =>
      apiFetch(mentoringApi.journal(schoolId, userId), {
        query: { page: String(page) },
        schema: journalSchema,
        signal,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error as { status?: number }).status && count < 2,
  });
}

export function useComment(schoolId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackInput) =>
      apiFetch(mentoringApi.feedback(schoolId, userId), { method: 'POST', body, schema: anyAnswer }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: mentoringKeys.studentJournal(schoolId, userId) }),
  });
}

/** The student's own threads. */
export function useMyFeedback() {
  return useQuery({
    queryKey: feedbackQueryKey,
    queryFn: ({ signal }) => apiFetch(mentoringApi.mine, { schema: feedbackSchema, signal }),
  });
}

export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackReplyInput) =>
      apiFetch(mentoringApi.reply, { method: 'POST', body, schema: anyAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
  });
}

export function useMarkFeedbackRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(mentoringApi.read, { method: 'POST', body: {}, schema: anyAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
  });
}

export function useFeedbackMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: boolean) =>
      apiFetch(mentoringApi.mailPreference, { method: 'PUT', body: { mail }, schema: anyAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
  });
}
