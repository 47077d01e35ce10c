import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { InvalidBlobKeyError, attachmentBlobKeys, type BlobStore } from './blob-store';

/**
 * What every BlobStore driver must do, run against each (blob-store.local.test.ts, blob-store.s3.test.ts).
 * `place()` is called once per test and gives a place (a folder, a bucket) to open stores over; a second store
 * opened there is independent of the first, as another process's view of the same bucket or folder.
 */
export function blobStoreContract(name: string, place: () => () => BlobStore) {
  const bytesOf = (n: number) => randomBytes(n);
  const keyOf = () =>
    attachmentBlobKeys(`user-${randomBytes(4).toString('hex')}`, randomBytes(8).toString('hex'));
  const collect = async (items: AsyncIterable<string>) => {
    const out: string[] = [];
    for await (const item of items) out.push(item);
    return out.sort();
  };

  it(`${name}: reads back what it stored, byte for byte, and null for a key never stored`, async () => {
    const store = place()();
    const { image, thumb } = keyOf();
    const bytes = bytesOf(300_000);
    await store.put(image, bytes, 'image/png');
    expect((await store.get(image))?.equals(bytes)).toBe(true);
    expect(await store.get(thumb)).toBeNull();
    expect(await store.get('u/nobody/never.image')).toBeNull();
  });

  it(`${name}: a second put replaces the first; an empty object is kept as empty`, async () => {
    const store = place()();
    const { image } = keyOf();
    await store.put(image, bytesOf(5000), 'image/png');
    const second = bytesOf(1200);
    await store.put(image, second, 'image/webp');
    expect((await store.get(image))?.equals(second)).toBe(true);
    await store.put(image, new Uint8Array(0), 'image/png');
    expect((await store.get(image))?.length).toBe(0);
  });

  it(`${name}: delete and deleteMany remove objects, and missing keys are no error (safe to retry)`, async () => {
    const store = place()();
    const a = keyOf();
    const b = keyOf();
    for (const key of [a.image, a.thumb, b.image]) await store.put(key, bytesOf(100), 'image/png');
    await store.delete(a.image);
    await store.delete(a.image);
    expect(await store.get(a.image)).toBeNull();
    expect(await store.get(a.thumb)).not.toBeNull();
    await store.deleteMany([a.thumb, b.image, b.thumb, 'u/never/stored.image']);
    await store.deleteMany([a.thumb, b.image]);
    await store.deleteMany([]);
    for (const key of [a.thumb, b.image]) expect(await store.get(key)).toBeNull();
  });

  it(`${name}: deleteMany takes more keys than one S3 request holds`, async () => {
    const store = place()();
    const user = `many-${randomBytes(4).toString('hex')}`;
    const keys = Array.from({ length: 1005 }, (_, i) => `u/${user}/${i}.thumb`);
    const some = [0, 999, 1000, 1004].map((i) => `u/${user}/${i}.thumb`);
    for (const key of some) await store.put(key, bytesOf(10), 'image/webp');
    await store.deleteMany(keys);
    for (const key of some) expect(await store.get(key)).toBeNull();
    expect(await collect(store.list(`u/${user}/`))).toEqual([]);
  });

  it(`${name}: lists the keys under a prefix, and only those`, async () => {
    const store = place()();
    const user = `list-${randomBytes(4).toString('hex')}`;
    const mine = [attachmentBlobKeys(user, 'a1'), attachmentBlobKeys(user, 'b2')];
    const other = attachmentBlobKeys(`${user}x`, 'c3');
    for (const k of [...mine, other]) {
      await store.put(k.image, bytesOf(10), 'image/png');
      await store.put(k.thumb, bytesOf(10), 'image/webp');
    }
    expect(await collect(store.list(`u/${user}/`))).toEqual(
      [`u/${user}/a1.image`, `u/${user}/a1.thumb`, `u/${user}/b2.image`, `u/${user}/b2.thumb`].sort(),
    );
    expect(await collect(store.list(`u/nobody-${user}/`))).toEqual([]);
    expect(() => store.list('u/../')).toThrow(InvalidBlobKeyError);
  });

  it(`${name}: refuses keys that could leave its place or that a provider would mangle`, async () => {
    const store = place()();
    const bad = [
      '',
      '../escape',
      'u/../../etc/passwd',
      '/abs',
      'u//x',
      'u/x/',
      '.hidden',
      'u/.x',
      'a\\b',
      'u/é',
      'x'.repeat(513),
    ];
    for (const key of bad) {
      await expect(store.put(key, bytesOf(1), 'image/png'), key).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.get(key), key).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.delete(key), key).rejects.toThrow(InvalidBlobKeyError);
    }
    await expect(store.deleteMany(['u/ok.image', '../x'])).rejects.toThrow(InvalidBlobKeyError);
  });

  it(`${name}: two stores over the same place (two processes) see each other's writes, concurrently`, async () => {
    const open = place();
    const one = open();
    const two = open();
    const user = `shared-${randomBytes(4).toString('hex')}`;
    const items = Array.from({ length: 24 }, (_, i) => ({
      ...attachmentBlobKeys(user, `t${i}`),
      bytes: bytesOf(20_000),
    }));
    // Interleaved writers on both stores, and both racing on one key: the last write wins whole, never a mix.
    const contested = attachmentBlobKeys(user, 'contested').image;
    const [first, second] = [bytesOf(200_000), bytesOf(200_000)];
    await Promise.all([
      ...items.map((item, i) => (i % 2 ? one : two).put(item.image, item.bytes, 'image/png')),
      one.put(contested, first, 'image/png'),
      two.put(contested, second, 'image/png'),
    ]);
    for (const [i, item] of items.entries())
      expect((await (i % 2 ? two : one).get(item.image))?.equals(item.bytes), `key ${i}`).toBe(true);
    const winner = (await one.get(contested)) ?? Buffer.alloc(0);
    expect(winner.equals(first) || winner.equals(second)).toBe(true);
    expect((await two.get(contested))?.equals(winner)).toBe(true);

    // One deletes while the other writes elsewhere in the same user's space: neither loses the other's work.
    const fresh = attachmentBlobKeys(user, 'fresh');
    const freshBytes = bytesOf(50_000);
    await Promise.all([
      one.deleteMany(items.flatMap((k) => [k.image, k.thumb])),
      two.put(fresh.image, freshBytes, 'image/png'),
    ]);
    expect((await one.get(fresh.image))?.equals(freshBytes)).toBe(true);
    expect(await two.get(attachmentBlobKeys(user, 't3').image)).toBeNull();
    expect(await collect(two.list(`u/${user}/`))).toEqual([contested, fresh.image].sort());
    await Promise.all([one.close(), two.close()]);
  });
}
