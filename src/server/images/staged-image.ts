import type { Db } from '../db/client';
import type { Exec } from '../db/tx';
import { drainBlobDeletions, queueBlobDeletions, unqueueBlobDeletions } from '../jobs/attachment-blobs';
import type { Logger } from '../logger';
import { attachmentBlobKeys, type BlobStore } from '../storage/blob-store';
import type { ProcessedImage } from './process-image';

export interface ImageStoreDeps {
  db: Db;
  store: BlobStore;
  logger: Pick<Logger, 'warn'>;
}

/** Deletes what the queue holds of `keys` now; a failure leaves them to the job (logged, never the caller's error). */
export async function drainAfterCommit(deps: ImageStoreDeps, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  try {
    const { failed } = await drainBlobDeletions(deps.db, deps.store, { only: keys });
    if (failed) deps.logger.warn({ failed }, 'attachment blobs left for the retry job');
  } catch (err) {
    deps.logger.warn({ err }, 'attachment blobs left for the retry job');
  }
}

/** New keys of an image: the blobs' names, and `keep` to call in the transaction that stores the row naming them. */
export interface StagedImage {
  id: string;
  image: string;
  thumb: string;
  keep: (tx: Exec) => Promise<void>;
}

/**
 * Stores a processed image under new keys of `userId`, then runs `commit` (which writes the row naming them, in a
 * transaction that calls `keep`). The keys are queued for deletion an hour ahead before the blobs are written and
 * taken off the queue by `keep`: whatever fails between (a refusal, a row deleted meanwhile, a crash) leaves no
 * blob for long, and a refusal deletes them at once.
 */
export async function storeStagedImage<T>(
  deps: ImageStoreDeps,
  userId: string,
  stored: ProcessedImage,
  commit: (staged: StagedImage) => Promise<T>,
): Promise<T> {
  const id = crypto.randomUUID();
  const keys = attachmentBlobKeys(userId, id);
  const both = [keys.image, keys.thumb];
  await queueBlobDeletions(deps.db, both, 'after-upload-grace');
  try {
    await deps.store.put(keys.image, stored.image.data, stored.image.type);
    await deps.store.put(keys.thumb, stored.thumb.data, stored.thumb.type);
    return await commit({ id, ...keys, keep: (tx) => unqueueBlobDeletions(tx, both) });
  } catch (err) {
    // Nothing is kept of a refused upload: its blobs go now.
    await discardStagedBlobs(deps, both);
    throw err;
  }
}

/**
 * Staged blobs no row took (a refused upload): due for deletion now and deleted at once; if that fails, the queue
 * still holds them for the 'attachment-blobs' job.
 */
export async function discardStagedBlobs(deps: ImageStoreDeps, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await queueBlobDeletions(deps.db, keys, 'now').catch(() => {});
  await drainAfterCommit(deps, keys);
}
