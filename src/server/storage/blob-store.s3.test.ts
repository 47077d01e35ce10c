import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { attachmentBlobKeys } from './blob-store';
import { blobStoreContract } from './blob-store.testkit';
import { blobStoreFromConfig } from './blob-store-from-config';
import { s3BlobStore } from './s3-blob-store';
import { parseStorageUrl } from './storage-url';

describe('S3 BlobStore (against s3rver)', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server({ prefix: 'install-a' });
  });
  afterAll(async () => {
    await server?.close();
  });

  blobStoreContract('s3', () => () => s3BlobStore(parseStorageUrl(server.storageUrl)));

  it('is chosen by STORAGE_URL, keeps keys under the URL prefix, and stays apart from another prefix', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'a'.repeat(32),
      STORAGE_URL: server.storageUrl,
    });
    const store = await blobStoreFromConfig(config);
    expect(store.driver).toBe('s3');
    const other = s3BlobStore(parseStorageUrl(server.storageUrl.replace('/install-a?', '/install-b?')));
    const { image } = attachmentBlobKeys('prefixed', 'p1');
    await store.put(image, Buffer.from('a'), 'image/png');
    expect(await other.get(image)).toBeNull();
    const raw = s3BlobStore({ ...parseStorageUrl(server.storageUrl), prefix: '' });
    expect((await raw.get(`install-a/${image}`))?.toString()).toBe('a');
    await Promise.all([store.close(), other.close(), raw.close()]);
  });

  it('fails loudly (not as "missing") when the bucket does not exist or the key is unknown', async () => {
    const noBucket = s3BlobStore(parseStorageUrl(server.storageUrl.replace('@mct-test', '@no-such-bucket')));
    await expect(noBucket.put('u/x/y.image', Buffer.from('a'), 'image/png')).rejects.toThrow();
    await expect(noBucket.get('u/x/y.image')).rejects.toThrow();
    // s3rver does not check version-4 signatures, only that the access key exists.
    const wrongSecret = s3BlobStore(
      parseStorageUrl(server.storageUrl.replace('S3RVER:S3RVER', 'NOBODY:S3RVER')),
    );
    await expect(wrongSecret.put('u/x/y.image', Buffer.from('a'), 'image/png')).rejects.toThrow();
    await expect(wrongSecret.get('u/x/y.image')).rejects.toThrow();
    await Promise.all([noBucket.close(), wrongSecret.close()]);
  });
});
