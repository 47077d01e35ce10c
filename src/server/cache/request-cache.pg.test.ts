import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testDatabaseUrl } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../logger';
import { createServices } from '../services';
import { createTestApp } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';
import { getTestDatabase } from '../testing/test-database';
import { dropped } from './request-cache.testkit';

type T = Awaited<ReturnType<typeof createTestApp>>;
let a: T;
let secondDb: Database;
let b: { app: ReturnType<typeof createApp>; services: Awaited<ReturnType<typeof createServices>> };

/** A second app with its own pool and its own LISTEN connection on the same database: another server process. */
beforeAll(async () => {
  a = await createTestApp({ enableTestRoutes: true });
  const main = await getTestDatabase();
  const name = (await main.db.execute<{ db: string }>(sql`select current_database() as db`)).rows[0]?.db;
  const url = new URL(testDatabaseUrl() ?? '');
  url.pathname = `/${name}`;
  secondDb = await openDatabase({ databaseUrl: url.toString() });
  const logger = createLogger('silent');
  const services = await createServices({
    config: a.config,
    database: secondDb,
    logger,
    mailPollMs: 60 * 60 * 1000,
  });
  b = { app: createApp({ ...services, config: a.config, database: secondDb, logger }), services };
});

afterAll(async () => {
  await b?.services.requestCache.stop();
  await b?.services.tradesFeed.stop();
  await b?.services.mailer.stop();
  await secondDb?.close();
});

describe('the request cache across two processes on one PostgreSQL', () => {
  it('a sign-out on one process is a 401 on the other, which held the session', async () => {
    const email = uniqueEmail('two');
    const created = await new TestClient(a.app).json<{ userId: string }>('/api/testing/users', {
      json: { email, password: 'segredo123', name: 'Duas Instâncias', allowed: true },
    });
    expect(created.status).toBe(201);
    const onA = new TestClient(a.app);
    expect(
      (await onA.request('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } })).status,
    ).toBe(200);
    const onB = onA.on(b.app);
    const cache = b.services.requestCache;
    expect((await onB.request('/api/dashboard?preset=all')).status).toBe(200);
    const hits = cache.stats().hits;
    expect((await onB.request('/api/dashboard?preset=all')).status).toBe(200);
    expect(cache.stats().hits).toBeGreaterThan(hits);

    const signedOut = dropped(cache, created.body.userId);
    const replay = new TestClient(b.app);
    (replay as unknown as { cookies: Map<string, string> }).cookies = new Map(
      (onA as unknown as { cookies: Map<string, string> }).cookies,
    );
    expect((await onA.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    await signedOut;
    expect((await replay.request('/api/dashboard?preset=all')).status).toBe(401);
  });

  it('on its own process a write is heard before its response is sent (no stale hit right after it)', async () => {
    const email = uniqueEmail('fence');
    const created = await new TestClient(a.app).json<{ userId: string }>('/api/testing/users', {
      json: { email, password: 'segredo123', name: 'Cerca', allowed: true },
    });
    const client = new TestClient(a.app);
    expect(
      (await client.request('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } })).status,
    ).toBe(200);
    let droppedBeforeResponse = false;
    const off = a.requestCache.onInvalidate((id) => {
      if (id === created.body.userId) droppedBeforeResponse = true;
    });
    try {
      expect((await client.request('/api/dashboard?preset=all')).status).toBe(200);
      expect((await client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
      expect(droppedBeforeResponse).toBe(true);
    } finally {
      off();
    }
  });
});
