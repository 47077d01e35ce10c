import { sql, type SQL } from 'drizzle-orm';
import type { JobContext, JobDefinition } from './runner';

/*
 * What is kept, and why:
 * - sessions: better-auth ignores an expired session already; the row only takes space.
 * - verification tokens (email confirmation, magic links, resets): kept a day past their expiry, so a late click
 *   still reads "link expired" rather than "invalid link".
 * - rate-limit counters: the longest window is an hour; a day-old counter can no longer refuse anything.
 * - sent mail: 30 days, for an operator answering "did the mail go out?"; pending mail is never deleted.
 */
export const VERIFICATION_GRACE = '1 day';
export const RATE_LIMIT_KEEP = '1 day';
export const SENT_MAIL_KEEP = '30 days';
const BATCH = 5_000;

/** Deletes in batches, so a big backlog never holds long row locks or one huge transaction. */
async function deleteInBatches(ctx: JobContext, table: string, key: string, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const res = await ctx.db.execute<{ n: number }>(sql`
      with gone as (
        delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (
          select ${sql.identifier(key)} from ${sql.identifier(table)} where ${where} limit ${BATCH}
        ) returning 1
      ) select count(*)::int as n from gone`);
    const n = Number(res.rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH || ctx.signal.aborted) return total;
  }
}

export const cleanupJob: JobDefinition = {
  name: 'cleanup',
  schedule: '7 * * * *',
  leaseMs: 5 * 60_000,
  runAtStart: true,
  async run(ctx) {
    const sessions = await deleteInBatches(ctx, 'session', 'id', sql`expires_at < now()`);
    const verifications = await deleteInBatches(
      ctx,
      'verification',
      'id',
      sql`expires_at < now() - ${VERIFICATION_GRACE}::interval`,
    );
    const rateLimits = await deleteInBatches(
      ctx,
      'rate_limits',
      'key',
      sql`last_request < (extract(epoch from now() - ${RATE_LIMIT_KEEP}::interval) * 1000)::bigint`,
    );
    const sentMail = await deleteInBatches(
      ctx,
      'mail_queue',
      'id',
      sql`status = 'sent' and sent_at < now() - ${SENT_MAIL_KEEP}::interval`,
    );
    return { sessions, verifications, rateLimits, sentMail };
  },
};
