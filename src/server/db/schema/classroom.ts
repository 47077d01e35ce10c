import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organization } from './organization';
import { trades } from './trading';

/**
 * A mentor's (or school admin's) feedback on a student's journal: one comment per row, threaded by what it is about
 * (a trade, or a trading day when trade_id is null). The student answers in the same thread. Comments are the
 * student's data: they cascade with the student, and the author is copied as text so that deleting a mentor's
 * account anonymises the comment (author_id set null) instead of losing the thread.
 */
export const feedbackComments = pgTable(
  'feedback_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => organization.id, { onDelete: 'set null' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The author's display name when written; replaced by a neutral label when the author's account is deleted. */
    authorName: text('author_name').notNull(),
    /** 'mentor' (a mentor or school admin) or 'student' (the student's answer). */
    authorRole: text('author_role', { enum: ['mentor', 'student'] }).notNull(),
    tradeId: uuid('trade_id').references(() => trades.id, { onDelete: 'cascade' }),
    /** The trading day the thread is about (the trade's day for a trade thread). */
    day: date('day', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    /** A mentor's mark on the process: 'bom processo' or 'revisar'. */
    mark: text('mark', { enum: ['good-process', 'review'] }),
    /** When the other side read it (the student for a mentor's comment, the mentors for an answer). */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_comments_student_idx').on(t.studentId, t.createdAt),
    index('feedback_comments_trade_idx').on(t.tradeId),
    index('feedback_comments_author_idx').on(t.authorId),
  ],
);

/** A named group of a school's students (a class, "Turma de março"). */
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: text('school_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('school_classes_name_uq').on(t.schoolId, sql`lower(${t.name})`)],
);

/**
 * A student in a class. Membership is opt-in: the school invites ('invited'), the student accepts ('joined') or
 * declines, and may leave ('left') at any time; leaving the school removes the rows.
 */
export const schoolClassMembers = pgTable(
  'school_class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['invited', 'joined', 'declined', 'left'] })
      .notNull()
      .default('invited'),
    /** The nickname the class board shows (never the e-mail); the student may change it. */
    nickname: text('nickname'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index('school_class_members_user_idx').on(t.userId),
  ],
);

/**
 * A 21-day challenge a school starts for a class. Each student who joins it runs it as their own challenge
 * (challenges.class_challenge_id points here), so the day rules and their evaluation are the personal challenge's
 * and nothing is counted twice.
 */
export const classChallenges = pgTable(
  'class_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_challenges_class_idx').on(t.classId, t.createdAt),
    uniqueIndex('class_challenges_one_active_uq')
      .on(t.classId)
      .where(sql`${t.status} = 'active'`),
  ],
);
