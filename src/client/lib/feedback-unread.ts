import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { mentoringApi } from '@/shared/schools/mentoring-contract';

/** Every read of the student's feedback lives under this key: a new comment (live) refreshes them all. */
export const feedbackQueryKey = ['feedback'] as const;
export const feedbackUnreadKey = ['feedback', 'unread'] as const;

const unreadSchema = z.object({ unread: z.number() }).transform((o) => o.unread);

/** The nav's badge: the mentors' comments the student has not seen (only asked of a school's student). */
export function useFeedbackUnread(enabled: boolean) {
  return useQuery({
    queryKey: feedbackUnreadKey,
    queryFn: ({ signal }) => apiFetch(mentoringApi.unread, { schema: unreadSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}
