import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { tempDir } from '../testing/temp-dirs';
import { attachmentBlobKeys } from './blob-store';
import { blobStoreContract } from './blob-store.testkit';
import { blobStoreFromConfig } from './blob-store-from-config';
import { localBlobStore } from './local-blob-store';

describe('local BlobStore', () => {
  blobStoreContract('local', () => {
    const dir = tempDir('blobs');
    return () => localBlobStore(dir);
  });

  it('keeps DATA_DIR/attachments/<key>, leaves no temporary file, and prunes emptied folders', async () => {
    const dataDir = tempDir('data');
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32), DATA_DIR: dataDir });
    const store = await blobStoreFromConfig(config);
    expect(store.driver).toBe('local');
    const { image } = attachmentBlobKeys('u1', 'a1');
    await store.put(image, Buffer.from('png bytes'), 'image/png');
    const file = path.join(dataDir, 'attachments', 'u', 'u1', 'a1.image');
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual(['a1.image']);
    await store.delete(image);
    expect(existsSync(path.join(dataDir, 'attachments', 'u'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'attachments'))).toBe(true);
  });

  it('does not list the temporary files a crash left behind', async () => {
    const dir = tempDir('blobs-crash');
    const store = localBlobStore(dir);
    await store.put('u/u1/a.image', Buffer.from('x'), 'image/png');
    writeFileSync(path.join(dir, 'u', 'u1', '.a.image.abc.tmp'), 'half');
    const keys: string[] = [];
    for await (const key of store.list('u/')) keys.push(key);
    expect(keys).toEqual(['u/u1/a.image']);
  });
});
