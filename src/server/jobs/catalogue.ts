import { sql } from 'drizzle-orm';
import type { BlobStore } from '../storage/blob-store';
import { attachmentBlobsJob } from './attachment-blobs';
import { cleanupJob } from './cleanup';
import { dailyCloseJob } from './daily-close';
import type { JobDefinition } from './runner';
import { trialNoticeJob } from './trial-notice';
import { weeklyReviewMailJob } from './weekly-review-mail';

/**
 * ENABLE_TEST_ROUTES only: a job that holds until the test releases PostgreSQL advisory lock TEST_HOLD_LOCK, so a
 * test can kill the process running it at a known point and watch another process take it over. Never due by
 * itself (yearly), with a short lease so the take-over comes within seconds.
 */
export const TEST_HOLD_JOB = 'testing-hold';
export const TEST_HOLD_LOCK = 815_015;
const testHoldJob: JobDefinition = {
  name: TEST_HOLD_JOB,
  schedule: '0 0 1 1 *',
  leaseMs: 3_000,
  runAtStart: false,
  async run({ db }) {
    // A transaction-level lock: a process killed while waiting leaves nothing held behind.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TEST_HOLD_LOCK})`);
    });
    return undefined;
  },
};

/** Every periodic job of the app (ADR 019). The schedules live here; the `jobs` table holds when each is due. */
export function appJobs({
  appUrl,
  secret,
  testing = false,
  blobs,
}: {
  appUrl: string;
  /** The server's AUTH_SECRET: signs the weekly mail's unsubscribe link. */
  secret: string;
  testing?: boolean;
  /** The screenshots' store: the job deleting the blobs of deleted screenshots runs only with one. */
  blobs?: BlobStore;
}): JobDefinition[] {
  return [
    cleanupJob,
    dailyCloseJob(),
    trialNoticeJob({ appUrl }),
    weeklyReviewMailJob({ appUrl, secret }),
    ...(blobs ? [attachmentBlobsJob(blobs)] : []),
    ...(testing ? [testHoldJob] : []),
  ];
}
