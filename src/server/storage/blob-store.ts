/**
 * Where uploaded files live (the chart screenshots and their thumbnails): one interface, two drivers (ADR 040).
 * The embedded default writes under DATA_DIR (local-blob-store.ts); with STORAGE_URL, an S3-compatible bucket
 * (s3-blob-store.ts), which several server processes share. The database says which keys exist and whose they
 * are; a store only keeps bytes, and nothing in it is ever served by its path.
 */
export interface BlobStore {
  readonly driver: 'local' | 's3';
  /** Writes the whole object or nothing: a reader never sees half a file; a second put replaces the first. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a key that does not exist is not an error (deleting twice is safe to retry). */
  delete(key: string): Promise<void>;
  /** Removes every key given, in batches; missing keys are skipped, any other failure throws. */
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Every key under `prefix` (e.g. `u/<userId>/`), in no promised order: for sweeping what a crash left. */
  list(prefix: string): AsyncIterable<string>;
  /** Releases connections (the S3 client's sockets); the store is not used afterwards. */
  close(): Promise<void>;
}

/**
 * A key is a relative path of plain segments (letters, digits, `.`, `_`, `-`, never starting with a dot), so the
 * local driver can map it under its folder with no way out (`..`, absolute paths, backslashes), and every S3
 * provider takes it as is.
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const KEY_MAX = 512;

export class InvalidBlobKeyError extends Error {
  override name = 'InvalidBlobKeyError';
  constructor(key: string) {
    super(`invalid blob key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function isValidBlobKey(key: string): boolean {
  return key.length <= KEY_MAX && KEY.test(key);
}

export function assertBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new InvalidBlobKeyError(key);
}

/** A prefix to list: empty (everything) or a run of whole segments ending in `/`. */
export function assertBlobPrefix(prefix: string): void {
  if (prefix !== '' && !(prefix.endsWith('/') && isValidBlobKey(prefix.slice(0, -1))))
    throw new InvalidBlobKeyError(prefix);
}

/**
 * The keys of one stored image and its thumbnail: grouped by user, so an account's files can be listed (and a
 * sweep can find the ones no row names) without reading the database.
 */
export function attachmentBlobKeys(userId: string, attachmentId: string): { image: string; thumb: string } {
  const base = `u/${userId}/${attachmentId}`;
  assertBlobKey(base);
  return { image: `${base}.image`, thumb: `${base}.thumb` };
}

/** The key of a kept brokerage-note PDF: beside the user's screenshots, one blob per note (never shared). */
export function notePdfBlobKey(userId: string, noteFileId: string): string {
  const key = `u/${userId}/${noteFileId}.pdf`;
  assertBlobKey(key);
  return key;
}
