import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertBlobKey, assertBlobPrefix, type BlobStore } from './blob-store';
import type { S3Location } from './storage-url';

/** S3's own limit of keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

export class BlobStoreError extends Error {
  override name = 'BlobStoreError';
}

/**
 * The S3 driver (AWS SDK v3), for any S3-compatible bucket. Every operation is a single request on one object,
 * which S3 makes atomic (a put is seen whole or not at all, the last put wins), so several server processes share
 * a bucket with no lock of their own.
 */
export function s3BlobStore(location: S3Location): BlobStore {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // The SDK's default adds CRC32 checksums that several S3-compatible servers refuse or mishandle; only
    // the operations that S3 requires it for (DeleteObjects) send one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled provider must not hold a request (and its upload in memory) forever; the SDK retries 3 times.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket, prefix } = location;
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return prefix + key;
  };

  async function* listKeys(fullPrefix: string): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const out = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: fullPrefix, ContinuationToken: token }),
      );
      for (const item of out.Contents ?? []) if (item.Key) yield item.Key.slice(prefix.length);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    driver: 's3',

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },

    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        // Only a missing key is "no such object": a missing bucket (also a 404) is a misconfiguration to report.
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.name === 'NoSuchKey'))
          return null;
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async deleteMany(keys) {
      const all = keys.map(objectKey);
      for (let i = 0; i < all.length; i += DELETE_BATCH) {
        const batch = all.slice(i, i + DELETE_BATCH);
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (out.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length)
          throw new BlobStoreError(
            `S3 refused to delete ${failed.length} of ${batch.length} objects (first: ${failed[0]?.Code ?? '?'})`,
          );
      }
    },

    list(listPrefix) {
      assertBlobPrefix(listPrefix);
      return listKeys(prefix + listPrefix);
    },

    async close() {
      client.destroy();
    },
  };
}
