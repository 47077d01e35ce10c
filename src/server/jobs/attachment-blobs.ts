import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Exec } from '../db/tx';
import type { BlobStore } from '../storage/blob-store';
import type { JobDefinition } from './runner';

/*
 * The blobs of a screenshot leave the store after the database let go of them. Every way a trade_attachments row
 * is deleted (the route, its trade, the trade's import, a reset, the account) queues its two keys in
 * attachment_blob_deletions in the same transaction (the table's delete trigger), so a rollback queues nothing and
 * a commit cannot lose them. An upload queues its keys an hour ahead before writing the blobs and unqueues them
 * with the row's insert: a process that dies between the two leaves keys the job removes later.
 * The queue is drained right after the writes that know they deleted something, and by the 'attachment-blobs'
 * job every few minutes for what a crash or a failing store left.
 */
export const ATTACHMENT_BLOBS_JOB = 'attachment-blobs';
/** How long an upload may take between writing its blobs and committing its row. */
export const UPLOAD_GRACE = '1 hour';
const BATCH = 500;

/** Queues keys for deletion: now, or after UPLOAD_GRACE for the blobs of an upload in progress. */
export async function queueBlobDeletions(
  exec: Exec,
  keys: readonly string[],
  when: 'now' | 'after-upload-grace' = 'now',
): Promise<void> {
  if (!keys.length) return;
  const due = when === 'now' ? sql`now()` : sql`now() + ${UPLOAD_GRACE}::interval`;
  await exec.execute(sql`
    insert into attachment_blob_deletions (key, due_at)
    select k, ${due} from unnest(${sql`array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]`}) as k
    on conflict (key) do update set due_at = excluded.due_at`);
}

/** Takes keys off the queue (an upload committed its row: its blobs are now the row's). */
export async function unqueueBlobDeletions(exec: Exec, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await exec.execute(sql`
    delete from attachment_blob_deletions where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}

export interface DrainOutcome {
  deleted: number;
  failed: number;
}

/**
 * Deletes the due keys from the store, then from the queue; `only` limits it to those keys (a route draining what
 * it just deleted). A key whose delete fails stays queued (its attempts counted); the job's next run, or its retry
 * after a failed run, takes it again. Safe to
 * run in several processes at once: a key deleted twice is not an error for either driver.
 */
export async function drainBlobDeletions(
  db: Db,
  store: BlobStore,
  opts: { only?: readonly string[]; signal?: AbortSignal } = {},
): Promise<DrainOutcome> {
  const outcome: DrainOutcome = { deleted: 0, failed: 0 };
  if (opts.only && !opts.only.length) return outcome;
  const only = opts.only
    ? sql`and key in (${sql.join(
        opts.only.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const seen = new Set<string>();
  for (;;) {
    if (opts.signal?.aborted) return outcome;
    const res = await db.execute<{ key: string }>(sql`
      select key from attachment_blob_deletions where due_at <= now() ${only}
      order by due_at limit ${BATCH}`);
    const keys = res.rows.map((r) => r.key).filter((k) => !seen.has(k));
    if (!keys.length) return outcome;
    keys.forEach((k) => seen.add(k));
    const done: string[] = [];
    const failed: { key: string; error: string }[] = [];
    try {
      await store.deleteMany(keys);
      done.push(...keys);
    } catch {
      // One bad key must not hold the rest back: try them one by one to learn which.
      for (const key of keys) {
        try {
          await store.delete(key);
          done.push(key);
        } catch (err) {
          failed.push({ key, error: err instanceof Error ? err.message : String(err) });
        }
      }
    }
    if (done.length) await unqueueBlobDeletions(db, done);
    for (const f of failed) {
      await db.execute(sql`
        update attachment_blob_deletions set attempts = attempts + 1, last_error = ${f.error.slice(0, 500)}
        where key = ${f.key}`);
    }
    outcome.deleted += done.length;
    outcome.failed += failed.length;
    if (keys.length < BATCH) return outcome;
  }
}

/** The drain as a periodic job: what a crash, a rollback-free failure or a down store left behind. */
export function attachmentBlobsJob(store: BlobStore): JobDefinition {
  return {
    name: ATTACHMENT_BLOBS_JOB,
    schedule: '*/5 * * * *',
    leaseMs: 5 * 60_000,
    runAtStart: true,
    async run({ db, signal }) {
      const { deleted, failed } = await drainBlobDeletions(db, store, { signal });
      if (failed) throw new Error(`${failed} blob(s) could not be deleted; they stay queued`);
      return { deleted };
    },
  };
}
