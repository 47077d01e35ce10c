import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** A STORAGE_URL for the server's one bucket (path style, the server's fixed credentials). */
  storageUrl: string;
  bucket: string;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port over a temporary folder, with one empty bucket: the S3
 * driver's tests and any route test that wants its images in a bucket. `prefix` goes into the URL's path.
 */
export async function startTestS3Server(
  opts: { bucket?: string; prefix?: string } = {},
): Promise<TestS3Server> {
  const bucket = opts.bucket ?? 'mct-test';
  const directory = mkdtempSync(path.join(tmpdir(), 'mctrading-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const prefixPath = opts.prefix ? `/${opts.prefix}` : '';
  return {
    // s3rver accepts only its own fixed key pair.
    storageUrl: `s3://S3RVER:S3RVER@${bucket}${prefixPath}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`,
    bucket,
    endpoint,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
