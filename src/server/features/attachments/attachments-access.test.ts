import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentDto, AttachmentQuotaDto } from '@/shared/attachments/contract';
import type { TradeDto, TradeListResponse } from '@/shared/trading/api-contract';
import { member, organization, profiles } from '../../db/schema';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import {
  attached,
  attachmentsTestApp,
  fetched,
  newTrade,
  smallPng,
  storedOf,
  trader,
  upload,
  type AttachmentsTestApp,
  type Trader,
} from './attachments.testkit';

const drivers = ['local', 's3'] as const;

/** Every route of the feature, as another person would call it on `dto` (a screenshot of `tradeId`). */
function everyRoute(tradeId: string, dto: AttachmentDto) {
  return [
    { method: 'GET', path: `/api/trades/${tradeId}/attachments` },
    { method: 'PUT', path: `/api/trades/${tradeId}/attachments/order`, json: { ids: [dto.id] } },
    { method: 'PATCH', path: `/api/attachments/${dto.id}`, json: { caption: 'invadido' } },
    { method: 'DELETE', path: `/api/attachments/${dto.id}` },
    { method: 'GET', path: dto.imageUrl },
    { method: 'GET', path: dto.thumbUrl },
  ];
}

async function statuses(who: Trader, tradeId: string, dto: AttachmentDto) {
  const out: Record<string, number> = {};
  for (const r of everyRoute(tradeId, dto)) {
    const res = await who.client.request(r.path, { method: r.method, ...(r.json ? { json: r.json } : {}) });
    out[`${r.method} ${r.path}`] = res.status;
  }
  const up = await upload(who, tradeId, await smallPng(9));
  out['POST upload'] = up.status;
  return out;
}

const all = (codes: Record<string, number>, status: number) =>
  Object.fromEntries(Object.keys(codes).map((k) => [k, status]));

describe.each(drivers)('screenshots: who may see and change them (%s store)', (driver) => {
  let s3: TestS3Server | undefined;
  let t: AttachmentsTestApp;
  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3Server();
    t = await attachmentsTestApp({
      ...(s3 ? { storageUrl: s3.storageUrl } : {}),
      limits: { perTrade: 3 },
    });
  });
  afterAll(async () => {
    await t?.blobs.close();
    await s3?.close();
  });

  it('another trader gets 404 on every route, both ways, and nothing of theirs changes', async () => {
    const ana = await trader(t);
    const bia = await trader(t);
    const anaTrade = await newTrade(ana);
    const biaTrade = await newTrade(bia);
    const anaShot = await attached(ana, anaTrade, undefined, 'da Ana');
    const biaShot = await attached(bia, biaTrade, undefined, 'da Bia');

    const biaOnAna = await statuses(bia, anaTrade, anaShot);
    expect(biaOnAna).toEqual(all(biaOnAna, 404));
    const anaOnBia = await statuses(ana, biaTrade, biaShot);
    expect(anaOnBia).toEqual(all(anaOnBia, 404));

    const anaList = await ana.client.json<AttachmentDto[]>(`/api/trades/${anaTrade}/attachments`);
    expect(anaList.body.map((a) => [a.id, a.caption])).toEqual([[anaShot.id, 'da Ana']]);
    expect((await storedOf(t, ana.id)).keys).toHaveLength(2);
    expect((await storedOf(t, bia.id)).keys).toHaveLength(2);
    // An unknown or malformed id is the same 404.
    expect((await ana.client.request(`/api/attachments/${randomUUID()}/image`)).status).toBe(404);
    expect((await ana.client.request('/api/attachments/nao-e-um-id/thumb')).status).toBe(404);
    expect((await ana.client.request(`/api/trades/${randomUUID()}/attachments`)).status).toBe(404);
  });

  it("a school admin reads a student's screenshots only while the student shares everything, and never writes", async () => {
    const student = await trader(t);
    const admin = await trader(t);
    const otherAdmin = await trader(t);
    const tradeId = await newTrade(student);
    const shot = await attached(student, tradeId);
    const db = t.database.db;
    const [school, otherSchool] = [randomUUID(), randomUUID()];
    for (const id of [school, otherSchool])
      await db.insert(organization).values({ id, name: `Escola ${id.slice(0, 6)}`, slug: `escola-${id}` });
    await db.insert(member).values([
      { id: randomUUID(), organizationId: school, userId: student.id, role: 'member' },
      { id: randomUUID(), organizationId: school, userId: admin.id, role: 'admin' },
      { id: randomUUID(), organizationId: otherSchool, userId: otherAdmin.id, role: 'owner' },
    ]);
    const share = (sharing: 'none' | 'summary' | 'full') =>
      db.update(profiles).set({ schoolSharing: sharing }).where(eq(profiles.userId, student.id));

    await share('summary');
    const whileSummary = await statuses(admin, tradeId, shot);
    expect(whileSummary).toEqual(all(whileSummary, 404));

    await share('full');
    const list = await admin.client.json<AttachmentDto[]>(`/api/trades/${tradeId}/attachments`);
    expect(list.status).toBe(200);
    expect(list.body.map((a) => a.id)).toEqual([shot.id]);
    const image = await fetched(admin, shot.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    expect((await fetched(admin, shot.thumbUrl)).status).toBe(200);
    // Reading only: every write is the same 404 as for a stranger.
    for (const r of everyRoute(tradeId, shot).filter((r) => r.method !== 'GET')) {
      const res = await admin.client.request(r.path, {
        method: r.method,
        ...(r.json ? { json: r.json } : {}),
      });
      expect(res.status, `${r.method} ${r.path}`).toBe(404);
    }
    expect((await upload(admin, tradeId, await smallPng())).status).toBe(404);
    // The admin of another school sees nothing.
    const other = await statuses(otherAdmin, tradeId, shot);
    expect(other).toEqual(all(other, 404));
    expect((await storedOf(t, student.id)).rows).toBe(1);
  });

  it('keeps the order, the captions and the per-trade limit; the trade DTOs carry the thumbnails', async () => {
    const me = await trader(t);
    const tradeId = await newTrade(me);
    const a = await attached(me, tradeId, await smallPng(1), 'entrada');
    const b = await attached(me, tradeId, await smallPng(2), 'saída');
    const c = await attached(me, tradeId, await smallPng(3));
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);

    const fourth = await upload(me, tradeId, await smallPng(4));
    expect(fourth.status).toBe(400);
    expect(fourth.body.code).toBe('ATTACHMENTS_PER_TRADE');
    expect(fourth.body.message).toMatch(/3 imagens/);

    const reordered = await me.client.json<AttachmentDto[]>(`/api/trades/${tradeId}/attachments/order`, {
      method: 'PUT',
      json: { ids: [c.id, a.id, b.id] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((x) => [x.id, x.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    const partial = await me.client.json<{ code: string }>(`/api/trades/${tradeId}/attachments/order`, {
      method: 'PUT',
      json: { ids: [a.id, b.id] },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.code).toBe('ATTACHMENT_ORDER_INVALID');

    const patched = await me.client.json<AttachmentDto>(`/api/attachments/${c.id}`, {
      method: 'PATCH',
      json: { caption: 'contexto no 60 min' },
    });
    expect(patched.body.caption).toBe('contexto no 60 min');
    const cleared = await me.client.json<AttachmentDto>(`/api/attachments/${a.id}`, {
      method: 'PATCH',
      json: { caption: '   ' },
    });
    expect(cleared.body.caption).toBeNull();

    const summary = [
      { id: c.id, thumbUrl: c.thumbUrl, caption: 'contexto no 60 min' },
      { id: a.id, thumbUrl: a.thumbUrl, caption: null },
      { id: b.id, thumbUrl: b.thumbUrl, caption: 'saída' },
    ];
    const one = await me.client.json<TradeDto>(`/api/trades/${tradeId}`);
    expect(one.body.attachments).toEqual(summary);
    const otherTrade = await newTrade(me);
    const list = await me.client.json<TradeListResponse>('/api/trades?preset=all');
    expect(list.body.items.find((x) => x.id === tradeId)?.attachments).toEqual(summary);
    expect(list.body.items.find((x) => x.id === otherTrade)?.attachments).toEqual([]);
    const dashboard = await me.client.json<{ lastTrades: TradeDto[] }>(
      '/api/dashboard?preset=custom&from=2025-03-01&to=2025-03-31',
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.lastTrades.find((x) => x.id === tradeId)?.attachments).toEqual(summary);

    // Deleting one closes the gap and removes its files at once.
    expect((await me.client.request(`/api/attachments/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = await me.client.json<AttachmentDto[]>(`/api/trades/${tradeId}/attachments`);
    expect(after.body.map((x) => [x.id, x.position])).toEqual([
      [c.id, 0],
      [b.id, 1],
    ]);
    expect((await fetched(me, a.imageUrl)).status).toBe(404);
    const stored = await storedOf(t, me.id);
    expect(stored.keys).toHaveLength(4);
    expect(stored.keys.some((k) => k.includes(a.id))).toBe(false);
    expect(stored.queued).toEqual([]);
  });
});

describe('screenshots: the quota', () => {
  let t: AttachmentsTestApp;
  let probe: AttachmentsTestApp;
  beforeAll(async () => {
    probe = await attachmentsTestApp();
  });
  afterAll(async () => {
    await t?.blobs.close();
    await probe?.blobs.close();
  });

  it('refuses an upload past the quota with the figures, stores nothing of it, and says what is used', async () => {
    // The size one screenshot takes once stored, measured on an app without a quota to speak of.
    const sizer = await trader(probe);
    const first = await attached(sizer, await newTrade(sizer), await smallPng(5));
    const used = (await sizer.client.json<AttachmentQuotaDto>('/api/attachments/quota')).body.usedBytes;
    expect(used).toBeGreaterThan(first.bytes);

    t = await attachmentsTestApp({ limits: { quotaBytes: used + 10 } });
    const me = await trader(t);
    const tradeId = await newTrade(me);
    await attached(me, tradeId, await smallPng(5));
    const quota = await me.client.json<AttachmentQuotaDto>('/api/attachments/quota');
    expect(quota.body).toEqual({ usedBytes: used, limitBytes: used + 10 });

    const over = await upload(me, await newTrade(me), await smallPng(6));
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('ATTACHMENT_QUOTA_EXCEEDED');
    expect(over.body.message).toMatch(/espaço para imagens acabou/);
    const stored = await storedOf(t, me.id);
    expect(stored).toMatchObject({ rows: 1, queued: [] });
    expect(stored.keys).toHaveLength(2);
  });
});
