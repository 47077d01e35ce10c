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
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
