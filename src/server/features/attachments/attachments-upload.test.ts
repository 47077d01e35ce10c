import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, type AttachmentDto } from '@/shared/attachments/contract';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import {
  attachmentsTestApp,
  fetched,
  jpegWithGps,
  newTrade,
  smallPng,
  storedOf,
  trader,
  upload,
  type AttachmentsTestApp,
} from './attachments.testkit';

const drivers = ['local', 's3'] as const;

describe.each(drivers)('screenshot uploads (%s store)', (driver) => {
  let s3: TestS3Server | undefined;
  let t: AttachmentsTestApp;
  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3Server();
    t = await attachmentsTestApp(s3 ? { storageUrl: s3.storageUrl } : {});
    expect(t.blobs.driver).toBe(driver);
  });
  afterAll(async () => {
    await t?.blobs.close();
    await s3?.close();
  });

  it('reads the type from the bytes: a PNG named .jpg is stored and served as what it is', async () => {
    const me = await trader(t);
    const tradeId = await newTrade(me);
    const png = await smallPng(3);
    const res = await upload(me, tradeId, png, 'grafico.jpg', {
      type: 'image/jpeg',
      caption: '  Rompimento  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const dto = res.body;
    expect(dto).toMatchObject({ tradeId, position: 0, caption: 'Rompimento', width: 320, height: 200 });
    // Lossless in, lossless out: never a JPEG because the name said so.
    expect(['image/png', 'image/webp']).toContain(dto.type);

    const image = await fetched(me, dto.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe(dto.type);
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.bytes.byteLength).toBe(dto.bytes);
    const meta = await sharp(image.bytes).metadata();
    expect(`image/${meta.format}`).toBe(dto.type);
    expect([meta.width, meta.height]).toEqual([320, 200]);

    const thumb = await fetched(me, dto.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toMatch(/^private/);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(thumb.bytes).metadata()).format).toBe('webp');

    const stored = await storedOf(t, me.id);
    expect(stored.rows).toBe(1);
    expect(stored.keys).toHaveLength(2);
    expect(stored.queued).toEqual([]);
  });

  it('strips the EXIF of a JPEG: no GPS, no camera in what is stored', async () => {
    const me = await trader(t);
    const tradeId = await newTrade(me);
    const jpeg = await jpegWithGps();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await upload(me, tradeId, jpeg, 'foto.jpg', { type: 'image/jpeg' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.type).toBe('image/jpeg');
    const image = await fetched(me, res.body.imageUrl);
    const meta = await sharp(image.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(image.bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('refuses a 30 MB file, an HTML page named .png and an empty file, and stores nothing of them', async () => {
    const me = await trader(t);
    const tradeId = await newTrade(me);
    const huge = new Uint8Array(30 * 1024 * 1024);
    huge.set(await smallPng(), 0);
    const big = await upload(me, tradeId, huge, 'enorme.png');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'ATTACHMENT_INVALID', reason: 'too_large' });
    expect(big.body.message).toContain(`${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`);

    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const page = await upload(me, tradeId, html, 'grafico.png', { type: 'image/png' });
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ code: 'ATTACHMENT_INVALID', reason: 'not_an_image' });
    expect(page.body.message).toMatch(/não é uma imagem/);

    const empty = await upload(me, tradeId, new Uint8Array(0), 'vazio.png');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'ATTACHMENT_INVALID', reason: 'empty' });
    expect(empty.body.message).toMatch(/vazio/);

    const none = await me.client.json<{ code: string }>(`/api/trades/${tradeId}/attachments`, {
      body: (() => {
        const f = new FormData();
        f.append('caption', 'sem arquivo');
        return f;
      })(),
    });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('ATTACHMENT_FILE_MISSING');

    const notMultipart = await me.client.json<{ code: string }>(`/api/trades/${tradeId}/attachments`, {
      json: { file: 'x' },
    });
    expect(notMultipart.status).toBe(415);

    expect(await storedOf(t, me.id)).toEqual({ keys: [], rows: 0, queued: [] });
    const list = await me.client.json<AttachmentDto[]>(`/api/trades/${tradeId}/attachments`);
    expect(list.body).toEqual([]);
  });

  it('refuses a caption past its limit before storing anything', async () => {
    const me = await trader(t);
    const tradeId = await newTrade(me);
    const res = await upload(me, tradeId, await smallPng(), 'a.png', { caption: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(await storedOf(t, me.id)).toEqual({ keys: [], rows: 0, queued: [] });
  });
});
