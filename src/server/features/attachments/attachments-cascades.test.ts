import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeListResponse } from '@/shared/trading/api-contract';
import { attachmentBlobKeys, type BlobStore } from '../../storage/blob-store';
import { queueBlobDeletions } from '../../jobs/attachment-blobs';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import {
  attached,
  attachmentsTestApp,
  everyDeletionDue,
  fetched,
  jpegWithGps,
  newTrade,
  smallPng,
  storedOf,
  trader,
  type AttachmentsTestApp,
  type Trader,
} from './attachments.testkit';

const drivers = ['local', 's3'] as const;
const NOTHING = { keys: [], rows: 0, queued: [] };

const importFile = () =>
  new Uint8Array(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../shared/trading/imports/fixtures/profit-subconta.csv'),
    ),
  );

/** A store whose deletes fail while `failing` is set: a store that is down for a moment. */
function flaky(store: BlobStore) {
  const state = { failing: false, failedCalls: 0 };
  const fail = () => {
    state.failedCalls++;
    return Promise.reject(new Error('store unavailable'));
  };
  const wrapped: BlobStore = {
    driver: store.driver,
    put: (k, b, t) => store.put(k, b, t),
    get: (k) => store.get(k),
    delete: (k) => (state.failing ? fail() : store.delete(k)),
    deleteMany: (keys) => (state.failing ? fail() : store.deleteMany(keys)),
    list: (p) => store.list(p),
    close: () => store.close(),
  };
  return { wrapped, state };
}

describe.each(drivers)('screenshots leave the store with what they belong to (%s store)', (driver) => {
  let s3: TestS3Server | undefined;
  let t: AttachmentsTestApp;
  let store: ReturnType<typeof flaky>['state'];
  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3Server();
    t = await attachmentsTestApp({
      ...(s3 ? { storageUrl: s3.storageUrl } : {}),
      wrap: (inner) => {
        const f = flaky(inner);
        store = f.state;
        return f.wrapped;
      },
    });
  });
  afterAll(async () => {
    await t?.blobs.close();
    await s3?.close();
  });

  async function withShots(n = 2): Promise<{ me: Trader; tradeIds: string[] }> {
    const me = await trader(t);
    const tradeIds: string[] = [];
    for (let i = 0; i < n; i++) {
      const tradeId = await newTrade(me);
      await attached(me, tradeId, await smallPng(i + 1));
      tradeIds.push(tradeId);
    }
    expect((await storedOf(t, me.id)).keys).toHaveLength(2 * n);
    return { me, tradeIds };
  }

  it('deleting a trade, and a bulk delete, remove the images at once', async () => {
    const { me, tradeIds } = await withShots(3);
    const [one, ...rest] = tradeIds as [string, ...string[]];
    expect((await me.client.request(`/api/trades/${one}`, { method: 'DELETE' })).status).toBe(200);
    const afterOne = await storedOf(t, me.id);
    expect(afterOne).toMatchObject({ rows: 2, queued: [] });
    expect(afterOne.keys).toHaveLength(4);

    const bulk = await me.client.json('/api/trades/bulk-delete', { json: { ids: rest } });
    expect(bulk.status).toBe(200);
    expect(await storedOf(t, me.id)).toEqual(NOTHING);
  });

  it('RESET removes every image of the trader and none of another', async () => {
    const { me } = await withShots(2);
    const { me: other } = await withShots(1);
    const reset = await me.client.json('/api/trades/reset', { json: { confirm: 'RESET' } });
    expect(reset.status).toBe(200);
    expect(await storedOf(t, me.id)).toEqual(NOTHING);
    expect((await storedOf(t, other.id)).keys).toHaveLength(2);
  });

  it('undoing an import removes the images of its trades, and only those', async () => {
    const me = await trader(t);
    const manual = await newTrade(me);
    await attached(me, manual);
    const form = new FormData();
    form.append('file', new Blob([importFile() as BlobPart]), 'operacoes.csv');
    form.append('options', JSON.stringify({}));
    const imported = await me.client.json<{ id: string }>('/api/imports', { body: form });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const list = await me.client.json<TradeListResponse>('/api/trades?preset=all&pageSize=200');
    const importedTrade = list.body.items.find((x) => x.importId === imported.body.id);
    expect(importedTrade).toBeDefined();
    await attached(me, importedTrade?.id ?? '', await jpegWithGps());
    expect((await storedOf(t, me.id)).keys).toHaveLength(4);

    expect(
      (await me.client.request(`/api/imports/${imported.body.id}`, { method: 'DELETE' })).status,
    ).toBeLessThan(300);
    const after = await storedOf(t, me.id);
    expect(after).toMatchObject({ rows: 1, queued: [] });
    expect(after.keys).toHaveLength(2);
  });

  it('deleting the account removes its images', async () => {
    const { me } = await withShots(2);
    const done = await me.client.json('/api/me/account-deletion', {
      json: { email: me.email, password: me.password },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await storedOf(t, me.id)).toEqual(NOTHING);
  });

  it('a delete the store refused stays queued, and the job finishes it', async () => {
    const { me, tradeIds } = await withShots(1);
    store.failing = true;
    store.failedCalls = 0;
    try {
      const res = await me.client.request(`/api/trades/${tradeIds[0]}`, { method: 'DELETE' });
      // The trade is gone whatever the store said: its files wait in the queue.
      expect(res.status).toBe(200);
      expect(store.failedCalls).toBeGreaterThan(0);
      const waiting = await storedOf(t, me.id);
      expect(waiting.rows).toBe(0);
      expect(waiting.keys).toHaveLength(2);
      expect(waiting.queued).toEqual(waiting.keys);
      // A run while the store is still down fails and keeps everything queued for the next one.
      const failed = await t.jobs.runNow('attachment-blobs');
      expect(failed).toMatchObject({ ran: true, ok: false });
      expect((await storedOf(t, me.id)).queued).toHaveLength(2);
    } finally {
      store.failing = false;
    }
    const retried = await t.jobs.runNow('attachment-blobs');
    expect(retried).toMatchObject({ ran: true, ok: true });
    expect(await storedOf(t, me.id)).toEqual(NOTHING);
  });

  it('the job removes the files of an upload that died before its row was written', async () => {
    const me = await trader(t);
    const keys = attachmentBlobKeys(me.id, crypto.randomUUID());
    // What addAttachment does before its row: queue the keys an hour ahead, write the files… and the process dies.
    await queueBlobDeletions(t.database.db, [keys.image, keys.thumb], 'after-upload-grace');
    await t.blobs.put(keys.image, await smallPng(), 'image/png');
    await t.blobs.put(keys.thumb, await smallPng(), 'image/webp');
    expect(await t.jobs.runNow('attachment-blobs')).toMatchObject({ ok: true });
    // Still within the grace: an upload in progress keeps its files.
    expect((await storedOf(t, me.id)).keys).toHaveLength(2);
    await everyDeletionDue(t);
    expect(await t.jobs.runNow('attachment-blobs')).toMatchObject({ ok: true });
    expect(await storedOf(t, me.id)).toEqual(NOTHING);
  });

  it('the LGPD export has every image, as stored, with its metadata', async () => {
    const me = await trader(t);
    const tradeId = await newTrade(me);
    const png = await attached(me, tradeId, await smallPng(4), 'gráfico de 5 min');
    const jpeg = await attached(me, tradeId, await jpegWithGps());
    const res = await me.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const ext = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' } as const;
    for (const shot of [png, jpeg]) {
      const name = `attachments/${shot.id}.${ext[shot.type]}`;
      const served = await fetched(me, shot.imageUrl);
      expect(Buffer.from(files[name] ?? []).equals(served.bytes), name).toBe(true);
    }
    const rows = JSON.parse(strFromU8(files['dados/trade_attachments.json'] ?? new Uint8Array())) as {
      id: string;
      trade_id: string;
      caption: string | null;
      image_key?: string;
    }[];
    expect(rows.map((r) => [r.id, r.trade_id, r.caption]).sort()).toEqual(
      [
        [png.id, tradeId, 'gráfico de 5 min'],
        [jpeg.id, tradeId, null],
      ].sort(),
    );
    expect(rows[0]?.image_key).toBeUndefined();
    const manifest = JSON.parse(strFromU8(files['manifesto.json'] ?? new Uint8Array())) as {
      imagens: { pasta: string; arquivos: number; ausentes: number };
    };
    expect(manifest.imagens).toEqual({ pasta: 'attachments/', arquivos: 2, ausentes: 0 });
  });
});
