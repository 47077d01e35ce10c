import { like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaybookDto } from '@/shared/playbooks/contract';
import { strFromU8, unzipSync } from 'fflate';
import { attachmentBlobDeletions, playbooks } from '../../db/schema';
import { screenshotPng } from '../../images/test-images.testkit';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import {
  type Fail,
  newPlaybook,
  type PlaybooksTestApp,
  playbooksTestApp,
  trader,
  type Trader,
} from './playbooks.testkit';

let t: PlaybooksTestApp;

const png = (seed = 1) => screenshotPng(320, 200, { seed, noiseShare: 0.1 });

function upload(who: Trader, id: string, bytes: Uint8Array, name = 'setup.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return who.client.json<PlaybookDto & Fail & { reason?: string }>(`/api/playbooks/${id}/image`, {
    body: form,
  });
}

async function keysOf(userId: string) {
  const keys: string[] = [];
  for await (const key of t.blobs.list(`u/${userId}/`)) keys.push(key);
  return keys.sort();
}

async function fetched(who: Trader, url: string) {
  const res = await who.client.request(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.each(['local', 's3'] as const)("a playbook's picture (%s store)", (driver) => {
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3Server();
    t = await playbooksTestApp(s3?.storageUrl);
    expect(t.blobs.driver).toBe(driver);
  });
  afterAll(async () => {
    await t?.blobs.close();
    await s3?.close();
  });

  it('is checked and re-encoded like a screenshot, served to its owner only, replaced and removed with its files', async () => {
    const a = await trader(t);
    const b = await trader(t);
    const p = await newPlaybook(a);
    const html = await upload(a, p.id, new TextEncoder().encode('<html><script>x</script></html>'), 'x.png');
    expect(html.status).toBe(400);
    expect(html.body.code).toBe('ATTACHMENT_INVALID');
    const empty = await upload(a, p.id, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await keysOf(a.id)).toEqual([]);

    const first = await upload(a, p.id, await png(1), 'setup.jpg', 'image/jpeg');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.imageUrl).toMatch(new RegExp(`^/api/playbooks/${p.id}/image\\?v=`));
    expect(first.body.thumbUrl).toMatch(new RegExp(`^/api/playbooks/${p.id}/thumb\\?v=`));
    const image = await fetched(a, first.body.imageUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    expect((await sharp(image.bytes).metadata()).format).toBe('png');
    expect((await fetched(a, first.body.thumbUrl ?? '')).status).toBe(200);
    expect((await fetched(b, first.body.imageUrl ?? '')).status).toBe(404);
    expect((await upload(b, p.id, await png(2))).status).toBe(404);
    expect(await keysOf(a.id)).toHaveLength(2);

    const second = await upload(a, p.id, await png(3));
    expect(second.status).toBe(200);
    expect(second.body.imageUrl).not.toBe(first.body.imageUrl);
    // The old picture's files went with the replacement.
    expect(await keysOf(a.id)).toHaveLength(2);

    const removed = await a.client.json<PlaybookDto>(`/api/playbooks/${p.id}/image`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.imageUrl).toBeNull();
    expect(await keysOf(a.id)).toEqual([]);
    expect((await fetched(a, `/api/playbooks/${p.id}/image`)).status).toBe(404);
  });

  it('counts in the images quota', async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    await t.database.db.execute(sql`
      insert into playbooks (user_id, name, image_key, thumb_key, image_bytes, thumb_bytes)
      values (${a.id}, 'Cheio', 'seed/x.image', 'seed/x.thumb', ${200 * 1024 * 1024}, 0)`);
    const res = await upload(a, p.id, await png(5));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('ATTACHMENT_QUOTA_EXCEEDED');
    expect(await keysOf(a.id)).toEqual([]);
    const quota = await a.client.json<{ usedBytes: number }>('/api/attachments/quota');
    expect(quota.body.usedBytes).toBeGreaterThanOrEqual(200 * 1024 * 1024);
    await t.database.db.execute(sql`delete from playbooks where user_id = ${a.id} and name = 'Cheio'`);
  });

  it('deleting the playbook, and deleting the account, remove its files; the LGPD export has it', async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    expect((await upload(a, p.id, await png(6))).status).toBe(200);
    const kept = await newPlaybook(a);
    const stored = await upload(a, kept.id, await png(7));
    expect(stored.status).toBe(200);
    expect(await keysOf(a.id)).toHaveLength(4);

    expect((await a.client.request(`/api/playbooks/${p.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await keysOf(a.id)).toHaveLength(2);

    const res = await a.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const served = await fetched(a, stored.body.imageUrl ?? '');
    expect(Buffer.from(files[`playbooks/${kept.id}.png`] ?? []).equals(served.bytes)).toBe(true);
    const rows = JSON.parse(strFromU8(files['dados/playbooks.json'] ?? new Uint8Array())) as {
      id: string;
      name: string;
      image_key?: string;
    }[];
    expect(rows.map((r) => [r.id, r.name])).toEqual([[kept.id, kept.name]]);
    expect(rows[0]?.image_key).toBeUndefined();
    expect(JSON.parse(strFromU8(files['dados/playbook_criteria.json'] ?? new Uint8Array()))).toHaveLength(3);

    const done = await a.client.json('/api/me/account-deletion', {
      json: { email: a.email, password: a.password },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await keysOf(a.id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(playbooks)
        .where(sql`${playbooks.userId} = ${a.id}`),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(attachmentBlobDeletions)
        .where(like(attachmentBlobDeletions.key, `u/${a.id}/%`)),
    ).toEqual([]);
  });
});
