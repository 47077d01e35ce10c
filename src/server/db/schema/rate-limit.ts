import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, in the database so limits hold across restarts and across several server processes.
 * Used by better-auth's limiter (its custom storage) and by our own public endpoints.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** Epoch milliseconds of the window's last request, as better-auth's storage contract has it. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
