import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Periodic work: one row per recurring job. A process runs a job only after claiming its row — the
 * row is due (`next_run_at` passed) and no live lease holds it — in one short transaction, so with several server
 * processes each run happens once, and a process that dies mid-run loses nothing: its lease ends and another
 * process takes the job over.
 */
export const jobs = pgTable('jobs', {
  /** The job's stable name (e.g. 'cleanup'); its schedule lives in the code. */
  name: text('name').primaryKey(),
  /** When the job is next due (database clock). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** While set and in the future, one process is running the job. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** Which process holds (or last held) the lease: host, pid and a random id. */
  leasedBy: text('leased_by'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
