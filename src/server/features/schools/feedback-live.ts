import { and, asc, eq, isNull } from 'drizzle-orm';
import { MENTOR_FEEDBACK_EVENT, type FeedbackMark } from '@/shared/schools/mentoring-contract';
import type { Db } from '../../db/client';
import { feedbackComments } from '../../db/schema';
import type { LiveSource } from '../../realtime/live-sources';

/** What a student's open tab is told of a new mentor comment (the toast; the list reads the rest). */
export interface MentorFeedbackEventDto {
  id: string;
  authorName: string;
  tradeId: string | null;
  day: string;
  mark: FeedbackMark | null;
}

const unreadOf = (db: Db, userId: string) =>
  db
    .select({
      id: feedbackComments.id,
      authorName: feedbackComments.authorName,
      tradeId: feedbackComments.tradeId,
      day: feedbackComments.day,
      mark: feedbackComments.mark,
    })
    .from(feedbackComments)
    .where(
      and(
        eq(feedbackComments.studentId, userId),
        eq(feedbackComments.authorRole, 'mentor'),
        isNull(feedbackComments.readAt),
      ),
    )
    .orderBy(asc(feedbackComments.createdAt), asc(feedbackComments.id));

/**
 * Mentors' comments on the student's open pages: a stream starts with what is unread now as old news (the nav's
 * count shows it) and then sends each new unread comment once. Keyed by id, not by time: comments are stamped with
 * the app's clock, which tests move.
 */
export const feedbackLiveSource: LiveSource = {
  event: MENTOR_FEEDBACK_EVENT,
  order: 30,
  async open(db, userId) {
    const sent = new Set((await unreadOf(db, userId)).map((r) => r.id));
    return async (): Promise<MentorFeedbackEventDto[]> => {
      const fresh = (await unreadOf(db, userId)).filter((r) => !sent.has(r.id));
      for (const r of fresh) sent.add(r.id);
      return fresh.map((r) => ({ ...r, mark: (r.mark as FeedbackMark | null) ?? null }));
    };
  },
};
