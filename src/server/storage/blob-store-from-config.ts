import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { LOCAL_BLOBS_FOLDER, localBlobStore } from './local-blob-store';
import { parseStorageUrl } from './storage-url';

/**
 * The store the configuration names: STORAGE_URL's bucket when set, DATA_DIR/attachments otherwise. The S3 driver
 * (and the AWS SDK with it) is loaded only when configured, so the embedded default starts no faster or slower
 * for its existence.
 */
export async function blobStoreFromConfig(
  config: Pick<Config, 'dataDir' | 'storageUrl'>,
): Promise<BlobStore> {
  if (!config.storageUrl) return localBlobStore(path.join(config.dataDir, LOCAL_BLOBS_FOLDER));
  const { s3BlobStore } = await import('./s3-blob-store');
  return s3BlobStore(parseStorageUrl(config.storageUrl));
}
