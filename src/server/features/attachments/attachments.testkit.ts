import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AttachmentDto } from '@/shared/attachments/contract';
import { createApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { attachmentBlobDeletions, tradeAttachments } from '../../db/schema';
import { screenshotPng } from '../../images/test-images.testkit';
import { attachmentBlobsJob } from '../../jobs/attachment-blobs';
import { createJobRunner } from '../../jobs/runner';
import { createLogger } from '../../logger';
import { createServices } from '../../services';
import type { BlobStore } from '../../storage/blob-store';
import { TEST_ORIGIN } from '../../testing/test-app';
import { getTestDatabase } from '../../testing/test-database';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import type { AttachmentLimits } from './attachments.service';

export interface AttachmentsAppOptions {
  /** An S3 bucket (a TestS3Server's storageUrl); absent: DATA_DIR/attachments. */
  storageUrl?: string;
  limits?: Partial<AttachmentLimits>;
  /** Wraps the configured store (a store that fails on purpose). */
  wrap?: (store: BlobStore) => BlobStore;
}

/** The real app over the worker's test database, with the store and limits a test asks for. */
export async function attachmentsTestApp(opts: AttachmentsAppOptions = {}) {
  const database = await getTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-00',
      APP_URL: TEST_ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mct-attachments-')),
      ...(opts.storageUrl ? { STORAGE_URL: opts.storageUrl } : {}),
    }),
    enableTestRoutes: true,
  };
  const logger = createLogger('silent');
  const services = await createServices({ config, database, logger, mailPollMs: 60 * 60 * 1000 });
  const blobs = opts.wrap ? opts.wrap(services.blobs) : services.blobs;
  const app = createApp({
    ...services,
    blobs,
    config,
    database,
    logger,
    ...(opts.limits ? { attachmentLimits: opts.limits } : {}),
  });
  // The retry job over the same store, run by the test (`runNow`), as a server process would on its schedule.
  const jobs = createJobRunner({ db: database.db, logger, jobs: [attachmentBlobsJob(blobs)] });
  return { app, database, config, blobs, jobs, services };
}
export type AttachmentsTestApp = Awaited<ReturnType<typeof attachmentsTestApp>>;

export interface Trader {
  client: TestClient;
  id: string;
  email: string;
  password: string;
}

/** A new allowed trader, signed in (unique per call: test files share the worker's database). */
export async function trader(t: AttachmentsTestApp, fields: Record<string, unknown> = {}): Promise<Trader> {
  const email = uniqueEmail('anexos');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Trader', allowed: true, ...fields },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const client = new TestClient(t.app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(signIn.status).toBe(200);
  return { client, id: created.body.userId, email, password };
}

let minute = 0;
/** A trade of the trader's, through the API; returns its id. */
export async function newTrade(who: Trader, over: Record<string, unknown> = {}): Promise<string> {
  minute = (minute + 1) % 300;
  const time = `${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const res = await who.client.json<{ id: string }>('/api/trades', {
    json: {
      date: '2025-03-10',
      time,
      type: 'compra',
      contracts: 1,
      instrument: 'WIN',
      entry: '125000',
      exit: '125100',
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A small chart screenshot as PNG (a few tens of kB). */
export const smallPng = (seed = 1) => screenshotPng(320, 200, { seed, noiseShare: 0.1 });

/** A phone photo as JPEG with GPS coordinates and a camera in its EXIF. */
export async function jpegWithGps(): Promise<Buffer> {
  const png = await smallPng(7);
  return sharp(png)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone X' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer();
}

/** Uploads a file to a trade as the browser's form sends it. */
export function upload(
  who: Trader,
  tradeId: string,
  bytes: Uint8Array,
  name = 'grafico.png',
  opts: { type?: string; caption?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type: opts.type ?? 'image/png' }), name);
  if (opts.caption !== undefined) form.append('caption', opts.caption);
  return who.client.json<AttachmentDto & { code?: string; message?: string; reason?: string }>(
    `/api/trades/${tradeId}/attachments`,
    { body: form },
  );
}

/** Uploads and expects it stored. */
export async function attached(who: Trader, tradeId: string, bytes?: Uint8Array, caption?: string) {
  const res = await upload(who, tradeId, bytes ?? (await smallPng()), 'grafico.png', {
    ...(caption !== undefined ? { caption } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** What the store and the database hold of a user's screenshots. */
export async function storedOf(t: AttachmentsTestApp, userId: string) {
  const keys: string[] = [];
  for await (const key of t.blobs.list(`u/${userId}/`)) keys.push(key);
  const rows = await t.database.db
    .select({ id: tradeAttachments.id })
    .from(tradeAttachments)
    .where(eq(tradeAttachments.userId, userId));
  const queued = await t.database.db
    .select({ key: attachmentBlobDeletions.key })
    .from(attachmentBlobDeletions)
    .where(like(attachmentBlobDeletions.key, `u/${userId}/%`));
  return { keys: keys.sort(), rows: rows.length, queued: queued.map((q) => q.key).sort() };
}

/** The bytes a route serves, with its headers. */
export async function fetched(who: Trader, url: string) {
  const res = await who.client.request(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Makes every queued deletion due now (a test cannot wait out the upload grace or the job's schedule). */
export async function everyDeletionDue(t: AttachmentsTestApp) {
  await t.database.db.execute(sql`update attachment_blob_deletions set due_at = now()`);
}
