import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  FeedbackCommentDto,
  FeedbackMark,
  FeedbackSubject,
  FeedbackThreadDto,
} from '@/shared/schools/mentoring-contract';
import { feedbackComments, trades } from '../../db/schema';
import type { Exec } from '../../db/tx';

export type CommentRow = typeof feedbackComments.$inferSelect;

/** A thread's key: the trade it is about, or the day when it is about a day. */
export const threadKey = (r: { tradeId: string | null; day: string }) => r.tradeId ?? `day:${r.day}`;

export const toCommentDto = (r: CommentRow, viewerId: string): FeedbackCommentDto => ({
  id: r.id,
  authorName: r.authorName,
  authorRole: r.authorRole,
  mine: r.authorId === viewerId,
  body: r.body,
  mark: (r.mark as FeedbackMark | null) ?? null,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
});

/**
 * The student's threads, newest activity first, each with its comments in order and what it is about (the trade's
 * instrument, side and result, read in one query). `where` narrows the comments (a school's mentors see that
 * school's threads only).
 */
export async function threadsOf(
  exec: Exec,
  studentId: string,
  viewerId: string,
  where?: SQL,
): Promise<FeedbackThreadDto[]> {
  const rows = await exec
    .select()
    .from(feedbackComments)
    .where(and(eq(feedbackComments.studentId, studentId), where))
    .orderBy(asc(feedbackComments.createdAt), asc(feedbackComments.id));
  const tradeIds = [...new Set(rows.flatMap((r) => (r.tradeId ? [r.tradeId] : [])))];
  const tradeRows = tradeIds.length
    ? await exec
        .select({
          id: trades.id,
          instrument: trades.instrument,
          side: trades.side,
          pnl: trades.pnl,
          currency: trades.currency,
        })
        .from(trades)
        .where(and(eq(trades.userId, studentId), inArray(trades.id, tradeIds)))
    : [];
  const tradeOf = new Map(tradeRows.map((t) => [t.id, t]));
  const threads = new Map<string, FeedbackThreadDto & { last: number }>();
  for (const r of rows) {
    const key = threadKey(r);
    let thread = threads.get(key);
    if (!thread) {
      const t = r.tradeId ? tradeOf.get(r.tradeId) : undefined;
      const subject: FeedbackSubject = {
        tradeId: r.tradeId,
        day: r.day,
        trade: t
          ? {
              instrument: t.instrument,
              type: t.side as 'compra' | 'venda',
              pnl: Number(t.pnl).toFixed(2),
              currency: t.currency,
            }
          : null,
      };
      thread = { ...subject, comments: [], unread: 0, last: 0 };
      threads.set(key, thread);
    }
    thread.comments.push(toCommentDto(r, viewerId));
    if (r.authorRole === 'mentor' && !r.readAt) thread.unread++;
    thread.last = Math.max(thread.last, r.createdAt.getTime());
  }
  return [...threads.values()].sort((a, b) => b.last - a.last).map(({ last: _last, ...thread }) => thread);
}

/** The mentors' comments the student has not seen yet. */
export async function unreadCount(exec: Exec, studentId: string): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(feedbackComments)
    .where(
      and(
        eq(feedbackComments.studentId, studentId),
        eq(feedbackComments.authorRole, 'mentor'),
        isNull(feedbackComments.readAt),
      ),
    );
  return row?.n ?? 0;
}

/** Marks as read the comments of `side` (the other side's) on the student's threads. */
export async function markRead(
  exec: Exec,
  studentId: string,
  side: 'mentor' | 'student',
  now: Date,
  where?: SQL,
): Promise<void> {
  await exec
    .update(feedbackComments)
    .set({ readAt: now })
    .where(
      and(
        eq(feedbackComments.studentId, studentId),
        eq(feedbackComments.authorRole, side),
        isNull(feedbackComments.readAt),
        where,
      ),
    );
}

/** The newest mentor comment of a thread of the student's (the school an answer belongs to), or undefined. */
export async function threadHead(
  exec: Exec,
  studentId: string,
  subject: { tradeId?: string | undefined; day?: string | undefined },
): Promise<CommentRow | undefined> {
  const [row] = await exec
    .select()
    .from(feedbackComments)
    .where(
      and(
        eq(feedbackComments.studentId, studentId),
        eq(feedbackComments.authorRole, 'mentor'),
        subject.tradeId
          ? eq(feedbackComments.tradeId, subject.tradeId)
          : and(isNull(feedbackComments.tradeId), eq(feedbackComments.day, subject.day ?? '')),
      ),
    )
    .orderBy(desc(feedbackComments.createdAt))
    .limit(1);
  return row;
}

/**
 * Stamped by the database (its transaction time), not the app's clock: the comments of a thread keep the order they
 * were written in even when a test holds the clock still.
 */
export async function insertComment(
  exec: Exec,
  values: typeof feedbackComments.$inferInsert,
): Promise<CommentRow> {
  const [row] = await exec.insert(feedbackComments).values(values).returning();
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}
