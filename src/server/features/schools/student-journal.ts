import { and, desc, eq } from 'drizzle-orm';
import { JOURNAL_PAGE_SIZE, type StudentJournalDto } from '@/shared/schools/mentoring-contract';
import type { Db } from '../../db/client';
import { feedbackComments, trades } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { dailyRoutinesOf } from '../../journal/daily-routine-read';
import { nearEventOf, nearEventsOf } from '../../journal/near-event';
import { toTradeDtos, tradeDtoColumns } from '../../journal/trade-dto';
import type { Exec, Tx } from '../../db/tx';
import { markRead, threadsOf } from './feedback.service';
import { studentOf } from './students.service';

/**
 * A student of THIS school who shares everything ('Tudo'), read on every request: a change to 'Resumo' or 'Nada',
 * or leaving the school, ends the reading at the next one. Anyone else is 404 STUDENT_NOT_FOUND; a student who
 * shares less is 403 NOT_SHARED.
 */
export async function sharingStudent(exec: Db | Tx, schoolId: string, userId: string) {
  const student = await studentOf(exec, schoolId, userId);
  if (student.sharing !== 'full') throw new ApiError(403, 'NOT_SHARED');
  return student;
}

/**
 * One page of the student's journal as a mentor reads it: the trades newest first with their screenshots and
 * playbooks (the trade list's own mapper), the plans and reviews of the days they fall on, and this school's
 * feedback threads. Opening it marks the student's answers as read.
 */
export async function studentJournal(
  db: Db,
  schoolId: string,
  userId: string,
  viewerId: string,
  page: number,
  now: Date,
): Promise<StudentJournalDto> {
  const student = await sharingStudent(db, schoolId, userId);
  const rows = await db
    .select(tradeDtoColumns)
    .from(trades)
    .where(eq(trades.userId, userId))
    .orderBy(desc(trades.openedAt), desc(trades.id))
    .limit(JOURNAL_PAGE_SIZE + 1)
    .offset((page - 1) * JOURNAL_PAGE_SIZE);
  const pageRows = rows.slice(0, JOURNAL_PAGE_SIZE);
  const days = [...new Set(pageRows.map((r) => r.tradeDate))];
  const ofSchool = eq(feedbackComments.schoolId, schoolId);
  const [dtos, near, routines, threads] = await Promise.all([
    toTradeDtos(db, pageRows),
    nearEventsOf(
      db,
      pageRows.map((r) => r.id),
    ),
    dailyRoutinesOf(db, userId, days),
    threadsOf(db, userId, viewerId, ofSchool),
  ]);
  await markRead(db, userId, 'student', now, ofSchool);
  return {
    student: { userId, name: student.name, sharing: student.sharing },
    trades: dtos.map((dto) => ({ ...dto, ...nearEventOf(near.get(dto.id)) })),
    days: days.map((day) => ({
      day,
      plan: routines.plans.get(day) ?? null,
      review: routines.reviews.get(day) ?? null,
    })),
    threads,
    page,
    hasMore: rows.length > JOURNAL_PAGE_SIZE,
  };
}

/** The trade of the student's a comment is about (its day is the thread's), or 404. */
export async function studentTrade(exec: Exec, userId: string, tradeId: string) {
  const [row] = await exec
    .select({ id: trades.id, day: trades.tradeDate, instrument: trades.instrument })
    .from(trades)
    .where(and(eq(trades.id, tradeId), eq(trades.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'FEEDBACK_SUBJECT_NOT_FOUND');
  return row;
}
