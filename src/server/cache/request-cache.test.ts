import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, session as sessionTable, user as userTable } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';
import { countQueries, dropped } from './request-cache.testkit';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function signedIn(role: 'user' | 'admin' = 'user') {
  const email = uniqueEmail('cache');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Cache', allowed: true, role },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.request('/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
  return { client, userId: created.body.userId, email, password };
}

/** Two requests: the first may fill the cache, the second is served from it (as the hit counter shows). */
async function warm(client: TestClient, path = '/api/dashboard?preset=all') {
  expect((await client.request(path)).status).toBe(200);
  const before = t.requestCache.stats().hits;
  expect((await client.request(path)).status).toBe(200);
  expect(t.requestCache.stats().hits).toBeGreaterThan(before);
}

describe('the request-path cache', () => {
  it('serves a repeated dashboard request without a single SQL statement', async () => {
    const { client } = await signedIn();
    await warm(client);
    const counter = countQueries(t.database);
    try {
      const res = await client.request('/api/dashboard?preset=all');
      expect(res.status).toBe(200);
      expect(counter.count()).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('refuses a forged cookie, also for a session it holds', async () => {
    const { client } = await signedIn();
    await warm(client);
    const cookie = (await client.request('/api/auth/get-session')).headers.get('set-cookie');
    expect(cookie).toBeNull(); // nothing to renew: the client's own cookie is the one below
    const header = (client as unknown as { cookies: Map<string, string> }).cookies;
    const [name, value] = [...header].find(([k]) => k.includes('session_token')) ?? ['', ''];
    const [token] = decodeURIComponent(value).split('.');
    // The right token with another signature, and a signature-shaped tail on a made-up token.
    for (const forged of [
      `${token}.${Buffer.alloc(32, 7).toString('base64')}`,
      `${'x'.repeat(32)}.${decodeURIComponent(value).split('.')[1]}`,
    ]) {
      const res = await t.app.request('/api/dashboard?preset=all', {
        headers: { cookie: `${name}=${encodeURIComponent(forged)}` },
      });
      expect(res.status).toBe(401);
    }
  });

  it('ends a session at once on sign-out and when another session revokes it', async () => {
    const a = await signedIn();
    await warm(a.client);
    // The same cookie, kept by a copy of the browser that signs out (as a stolen cookie would be).
    const replay = new TestClient(t.app);
    (replay as unknown as { cookies: Map<string, string> }).cookies = new Map(
      (a.client as unknown as { cookies: Map<string, string> }).cookies,
    );
    expect((await a.client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await replay.request('/api/dashboard?preset=all')).status).toBe(401);

    const b = await signedIn();
    const second = new TestClient(t.app);
    expect(
      (await second.request('/api/auth/sign-in/email', { json: { email: b.email, password: b.password } }))
        .status,
    ).toBe(200);
    await warm(second);
    const list = await b.client.json<{ sessions: { id: string; current: boolean }[] }>(
      '/api/me/security/sessions',
    );
    const other = list.body.sessions.find((s) => !s.current);
    expect(other).toBeDefined();
    expect(
      (await b.client.request(`/api/me/security/sessions/${other?.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await second.request('/api/dashboard?preset=all')).status).toBe(401);
    expect((await b.client.request('/api/dashboard?preset=all')).status).toBe(200);
  });

  it('applies a ban, an expiry and a revocation written straight to the database on the next request', async () => {
    const db = t.database.db;
    const banned = await signedIn();
    await warm(banned.client);
    let change = dropped(t.requestCache, banned.userId);
    await db.update(userTable).set({ banned: true }).where(eq(userTable.id, banned.userId));
    await change;
    expect((await banned.client.request('/api/dashboard?preset=all')).status).toBe(401);

    const expired = await signedIn();
    await warm(expired.client);
    change = dropped(t.requestCache, expired.userId);
    await db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.userId, expired.userId));
    await change;
    expect((await expired.client.request('/api/dashboard?preset=all')).status).toBe(401);

    const revoked = await signedIn();
    await warm(revoked.client);
    change = dropped(t.requestCache, revoked.userId);
    await db
      .update(profiles)
      .set({ isAllowed: false, revokedAt: new Date() })
      .where(eq(profiles.userId, revoked.userId));
    await change;
    const res = await revoked.client.json<{ code: string }>('/api/dashboard?preset=all');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCESS_PENDING');
  });

  it("applies an admin's revocation and role change, and the trader's own changes, on the very next request", async () => {
    const admin = await signedIn('admin');
    const trader = await signedIn();

    // Role: a trader holding a cached session becomes an admin, and the admin area opens at once.
    await warm(trader.client);
    expect((await trader.client.request('/api/admin/users')).status).toBe(403);
    const grant = await admin.client.request('/api/admin/roles/admin', {
      json: { userId: trader.userId, granted: true },
    });
    expect(grant.status).toBe(200);
    expect((await trader.client.request('/api/admin/users')).status).toBe(200);
    expect(
      (
        await admin.client.request('/api/admin/roles/admin', {
          json: { userId: trader.userId, granted: false },
        })
      ).status,
    ).toBe(200);
    expect((await trader.client.request('/api/admin/users')).status).toBe(403);

    // The trader's name (the session's user) and a new trading account (the dashboard's accounts).
    await warm(trader.client, '/api/me');
    expect(
      (await trader.client.request('/api/me/profile', { method: 'PATCH', json: { fullName: 'Nome Novo' } }))
        .status,
    ).toBe(200);
    const me = await trader.client.json<{ user: { name: string } }>('/api/me');
    expect(me.body.user.name).toBe('Nome Novo');
    await warm(trader.client);
    const account = await trader.client.json<{ id: string }>('/api/accounts', {
      json: { name: 'Conta Nova', currency: 'USD', startingCapital: '1000' },
    });
    expect(account.status).toBe(201);
    expect(
      (await trader.client.request(`/api/dashboard?preset=all&accountId=${account.body.id}`)).status,
    ).toBe(200);

    // Revocation by an admin: refused on the trader's next request.
    await warm(trader.client);
    expect(
      (await admin.client.request(`/api/admin/users/${trader.userId}/revoke`, { json: {} })).status,
    ).toBe(200);
    expect((await trader.client.request('/api/dashboard?preset=all')).status).not.toBe(200);
  });

  it('is bypassed once stopped (as while its LISTEN connection is down): every request reads the database', async () => {
    const other = await createTestApp({ enableTestRoutes: true });
    const { client } = await signedIn();
    const onOther = client.on(other.app);
    expect((await onOther.request('/api/dashboard?preset=all')).status).toBe(200);
    await other.requestCache.stop();
    expect(other.requestCache.isLive()).toBe(false);
    const counter = countQueries(t.database);
    try {
      expect((await onOther.request('/api/dashboard?preset=all')).status).toBe(200);
      expect(counter.count()).toBeGreaterThan(0);
    } finally {
      counter.stop();
      await other.tradesFeed.stop();
    }
    // And a TRUNCATE (no row triggers) drops everything too.
    const change = dropped(t.requestCache, '*');
    await t.database.db.execute(sql`truncate "app_settings"`);
    await change;
  });
});
