import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The spec's profiles: one per user, created on first sign-in, `is_allowed` false until an admin releases it. */
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  fullName: text('full_name').notNull(),
  /** Digits only, unformatted. */
  whatsapp: text('whatsapp'),
  isAllowed: boolean('is_allowed').notNull().default(false),
  /** When access was first released: the 7-day trial starts here (ADR 013), not at sign-up. */
  releasedAt: timestamp('released_at', { withTimezone: true }),
  /** Null until release; the local midnight ending the trial in the trader's time zone at release. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Set when an admin revokes access (is_allowed false again); cleared by a new release. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** An admin or school admin continued the account after (or during) the trial... */
  continuedAt: timestamp('continued_at', { withTimezone: true }),
  /** ...until this instant (exclusive), or without end when null. */
  continuedUntil: timestamp('continued_until', { withTimezone: true }),
  /**
   * The "teste grátis está acabando" mail for the trial ending at trialEndsAt went out (jobs/trial-notice.ts);
   * cleared when the trial is extended, so the new end gets its own notice.
   */
  trialNoticeSentAt: timestamp('trial_notice_sent_at', { withTimezone: true }),
  /** The trader pressed 'Continuar' after the trial: the admins and the school were told. */
  continueRequestedAt: timestamp('continue_requested_at', { withTimezone: true }),
  /** What the trader's school may see: 'none' | 'summary' | 'full'. */
  schoolSharing: text('school_sharing', { enum: ['none', 'summary', 'full'] })
    .notNull()
    .default('summary'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The trader opted in to the Monday mail with their weekly review (jobs/weekly-review-mail.ts). */
  weeklyReviewMail: boolean('weekly_review_mail').notNull().default(false),
  /** A mentor's feedback on the trader's journal is also mailed (opt-out; it is always shown in the app). */
  mentorFeedbackMail: boolean('mentor_feedback_mail').notNull().default(true),
  /**
   * The first-run setup (src/shared/account/setup.ts): 'pending' until the trader finishes or skips it. Profiles
   * that existed before the setup were migrated as 'done' (migration 0012): old users are never pushed into it.
   */
  setupStatus: text('setup_status', { enum: ['pending', 'done', 'skipped'] })
    .notNull()
    .default('pending'),
  /** The step reached (SETUP_STEPS), stored here so another device resumes where the trader stopped. */
  setupStep: text('setup_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
