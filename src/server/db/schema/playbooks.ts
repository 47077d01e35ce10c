import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A playbook: a setup the trader defines, with a checklist of entry criteria (playbook_criteria). Trades point at
 * one (trades.playbook_id) and list the criteria that were present (trades.criteria_met). The picture's bytes live
 * in the blob store like a trade's screenshots; the row keeps its keys (a trigger queues them for deletion).
 */
export const playbooks = pgTable(
  'playbooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Instrument roots (WIN, WDO, NQ…) the setup is traded on; empty means any. */
    instruments: text('instruments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Free text: '5 min', 'Renko 10R', … */
    timeframe: text('timeframe'),
    /** The picture, when one was given: keys in the blob store, as trade_attachments keeps them. */
    imageKey: text('image_key'),
    thumbKey: text('thumb_key'),
    imageType: text('image_type'),
    thumbType: text('thumb_type'),
    imageBytes: integer('image_bytes'),
    thumbBytes: integer('thumb_bytes'),
    /** The trader's order of their playbooks (0-based). */
    position: integer('position').notNull().default(0),
    /** Archived playbooks keep their trades and statistics but are not offered for new trades. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('playbooks_user_name_uq').on(t.userId, sql`lower(${t.name})`)],
);

/** An entry criterion of a playbook ("rompimento da máxima do dia"), required or optional, in the trader's order. */
export const playbookCriteria = pgTable(
  'playbook_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playbookId: uuid('playbook_id')
      .notNull()
      .references(() => playbooks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playbook_criteria_playbook_idx').on(t.playbookId, t.position)],
);

/**
 * The trader's weekly review (Monday to Sunday in their zone): the figures are computed from the trades each time;
 * the row keeps what the trader wrote, so past weeks keep their answers.
 */
export const weeklyReviews = pgTable(
  'weekly_reviews',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The week's Monday (local date). */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** The answers to the week's three questions, in order. */
    answers: text('answers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/**
 * The Monday mail, once per user and week whichever process runs the job: the row is inserted in the transaction
 * that queues the mail (the primary key refuses a second one).
 */
export const weeklyReviewMails = pgTable(
  'weekly_review_mails',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
