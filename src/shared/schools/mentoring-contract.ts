import { z } from 'zod';
import type { DailyPlanDto, DailyReviewDto } from '../discipline/contract';
import type { TradeDto } from '../trading/api-contract';
import { mentoringValidation as V } from '../i18n/mentoring';
import { dateField } from '../time/date-field';
import type { sharingSchema } from './contract';

/**
 * Mentors and their feedback on a student's journal. A school admin names mentors (a school role below school
 * admin: reads the journals shared as 'Tudo' and comments, never releases, continues or exports). A comment is
 * about a trade or a trading day; the student answers in the same thread. The threads are the student's data.
 */
const s = (id: string) => `/api/schools/${encodeURIComponent(id)}`;
const st = (id: string, userId: string) => `${s(id)}/students/${encodeURIComponent(userId)}`;
export const mentoringApi = {
  /** GET → {mentors: MentorDto[]}; POST {userId} (a student of the school) → 201 {mentor}. */
  mentors: (id: string) => `${s(id)}/mentors`,
  /** POST {}: the person stops being a mentor of the school (leaves it). */
  mentorRemove: (id: string, userId: string) => `${s(id)}/mentors/${encodeURIComponent(userId)}/remove`,
  /** GET ?page → StudentJournalDto; 403 NOT_SHARED unless the student shares 'Tudo' (read on every request). */
  journal: (id: string, userId: string) => `${st(id, userId)}/journal`,
  /** POST FeedbackInput → 201 {comment}: a mentor's (or school admin's) comment on a trade or a day. */
  feedback: (id: string, userId: string) => `${st(id, userId)}/feedback`,
  /** GET → FeedbackListDto: the student's own threads, newest first. */
  mine: '/api/feedback',
  /** GET → {unread}: the mentors' comments the student has not seen (the nav's badge). */
  unread: '/api/feedback/unread',
  /** POST FeedbackReplyInput → 201 {comment}: the student's answer in a thread. */
  reply: '/api/feedback/reply',
  /** POST {} → {unread: 0}: the student saw every comment. */
  read: '/api/feedback/read',
  /** PUT {mail} → {mail}: whether a mentor's comment is also mailed (always shown in the app). */
  mailPreference: '/api/feedback/mail',
} as const;

/** The SSE event (on the dashboard's event stream) that tells a student's open tabs of a new mentor comment. */
export const MENTOR_FEEDBACK_EVENT = 'mentor-feedback';

export const FEEDBACK_MARKS = ['good-process', 'review'] as const;
export const feedbackMarkSchema = z.enum(FEEDBACK_MARKS);
export type FeedbackMark = z.infer<typeof feedbackMarkSchema>;
export const FEEDBACK_MAX_LENGTH = 2000;

const bodySchema = z
  .string()
  .trim()
  .min(1, V.bodyRequired)
  .max(FEEDBACK_MAX_LENGTH, V.bodyTooLong(FEEDBACK_MAX_LENGTH));
const isoDaySchema = dateField();

/** A thread is about a trade (its id) or, without one, about a trading day. */
export const feedbackInputSchema = z
  .object({
    tradeId: z.uuid().optional(),
    day: isoDaySchema.optional(),
    body: bodySchema,
    mark: feedbackMarkSchema.nullable().optional(),
  })
  .refine((v) => Boolean(v.tradeId) !== Boolean(v.day), { path: ['day'], message: V.subject });
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackReplySchema = z
  .object({ tradeId: z.uuid().optional(), day: isoDaySchema.optional(), body: bodySchema })
  .refine((v) => Boolean(v.tradeId) !== Boolean(v.day), { path: ['day'], message: V.subject });
export type FeedbackReplyInput = z.infer<typeof feedbackReplySchema>;

export const mentorInputSchema = z.object({ userId: z.string().trim().min(1).max(100) });
export const feedbackMailSchema = z.object({ mail: z.boolean() });

export interface MentorDto {
  userId: string;
  name: string;
  email: string;
}

export interface FeedbackCommentDto {
  id: string;
  authorName: string;
  authorRole: 'mentor' | 'student';
  /** True for the caller's own comments. */
  mine: boolean;
  body: string;
  mark: FeedbackMark | null;
  createdAt: string;
  /** For a mentor's comment: when the student saw it. */
  readAt: string | null;
}

/** What a thread is about, as the student's list names it. */
export interface FeedbackSubject {
  tradeId: string | null;
  day: string;
  trade: { instrument: string; type: 'compra' | 'venda'; pnl: string; currency: string } | null;
}

export interface FeedbackThreadDto extends FeedbackSubject {
  comments: FeedbackCommentDto[];
  /** Mentor comments the student has not seen. */
  unread: number;
}

export interface FeedbackListDto {
  threads: FeedbackThreadDto[];
  unread: number;
  /** Whether a comment is also mailed. */
  mail: boolean;
}

export interface JournalDayDto {
  day: string;
  plan: DailyPlanDto | null;
  review: DailyReviewDto | null;
}

/** The student's journal as a mentor reads it: one page of trades (newest first) and the days they fall on. */
export interface StudentJournalDto {
  student: { userId: string; name: string; sharing: z.infer<typeof sharingSchema> };
  trades: TradeDto[];
  days: JournalDayDto[];
  threads: FeedbackThreadDto[];
  page: number;
  hasMore: boolean;
}
export const journalQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const JOURNAL_PAGE_SIZE = 30;
