import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The economic calendar: scheduled events (FOMC, COPOM, US CPI and payroll, IPCA, …) shared by every
 * trader. Each is stored in its own time zone (`timeZone`, `localDate`, `localTime`) as published, with the instant
 * (`startsAt`) computed from them at write time; the client shows it in the trader's zone. Events come from the data
 * shipped in the repository (`origin = 'data'`, keyed by `sourceKey`), from an admin's form ('admin') or from an
 * imported .ics file ('ics', keyed by the file's UID). A removed event keeps a tombstone (`removedAt`) so the shipped
 * data does not bring it back at the next start.
 */
export const economicEvents = pgTable(
  'economic_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'data:<id>' for shipped events, 'ics:<UID>' for imported ones, null for events typed by an admin. */
    sourceKey: text('source_key'),
    origin: text('origin', { enum: ['data', 'admin', 'ics'] }).notNull(),
    /** EventKind of src/shared/calendar/contract.ts ('fomc', 'copom', 'copom-minutes', 'us-cpi', …, 'other'). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    country: text('country', { enum: ['BR', 'US'] }).notNull(),
    impact: text('impact', { enum: ['alta', 'media', 'baixa'] }).notNull(),
    /** The IANA zone the event is published in (America/New_York, America/Sao_Paulo). */
    timeZone: text('time_zone').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** Null for an event without a time of day. */
    localTime: time('local_time'),
    /** localDate + localTime in timeZone (null without a time). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Where the date comes from: a URL or a publisher's name. */
    source: text('source'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('economic_events_source_key_uq').on(t.sourceKey),
    index('economic_events_date_idx').on(t.localDate),
    index('economic_events_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.removedAt} is null and ${t.impact} = 'alta'`),
  ],
);
