import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { feedbackText } from '@/shared/i18n/mentoring';
import { mentoringApi } from '@/shared/schools/mentoring-contract';

/** Every read of the student's feedback lives under this key: a new comment (live) refreshes them all. */
export const feedbackQueryKey = ['feedback'] as const;
export const feedbackUnreadKey = [...feedbackQueryKey, 'unread'] as const;

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

/**
 * The toast of a mentor's new comment (the live event's data): it names the author, or the feedback page when the
 * event does not say who (or cannot be read), as every other live toast falls back to its default text.
 */
export function mentorFeedbackToast(data: string): { title: string; description: string } {
  let name = '';
  try {
    name = String((JSON.parse(data) as { authorName?: unknown } | null)?.authorName ?? '');
  } catch {
    name = '';
  }
  return {
    title: feedbackText.liveTitle(name || feedbackText.navLabel),
    description: feedbackText.liveDetail,
  };
}
