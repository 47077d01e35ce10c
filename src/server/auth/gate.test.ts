import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { type createApp } from '../app';
import { createTestApp } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';
import { accessFor, accessGate, currentUser, routedPathMatcher, type GateEnv } from './gate';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;

/** A real signed-in caller in the given state, created through the testing fixture and signed in. */
async function callerAs(kind: 'pending' | 'allowed' | 'admin') {
  const email = uniqueEmail(kind);
  const password = 'segredo123';
  const fixture = new TestClient(app);
  const created = await fixture.json('/api/testing/users', {
    json: {
      email,
      password,
      name: `Pessoa ${kind}`,
      allowed: kind !== 'pending',
      role: kind === 'admin' ? 'admin' : 'user',
    },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(signIn.status).toBe(200);
  return client;
}

function samplePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\/\*$/, '/get-session');
}

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  app = t.app;
});

describe('the access gate over every registered /api route', () => {
  const expected = { public: [200, 201, 400, 404, 429, 302], user: [401], admin: [401], allowed: [401] };

  it('classifies each registered route, defaulting to closed', () => {
    expect(accessFor('/api/auth/sign-in/email')).toBe('public');
    expect(accessFor('/api/me')).toBe('user');
    expect(accessFor('/api/admin/users')).toBe('admin');
    expect(accessFor('/api/trades')).toBe('allowed');
    expect(accessFor('/api/meteor')).toBe('allowed');
  });

  it('answers anonymous, pending, allowed and admin callers as their access says', async () => {
    const routes = app.routes.filter(
      (r) =>
        r.path.startsWith('/api/') &&
        r.method !== 'ALL' &&
        !r.path.endsWith('/*') &&
        r.path !== '/api/auth/*',
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const pending = await callerAs('pending');
    const allowed = await callerAs('allowed');
    const admin = await callerAs('admin');
    for (const route of routes) {
      const path = samplePath(route.path);
      const access = accessFor(path);
      const anon = await new TestClient(app).request(path, {
        method: route.method,
        json: route.method === 'GET' ? undefined : {},
      });
      if (access === 'public') {
        expect(expected.public, `${route.method} ${path} anonymous`).toContain(anon.status);
        continue;
      }
      expect(anon.status, `${route.method} ${path} anonymous`).toBe(401);
      const init = { method: route.method, json: route.method === 'GET' ? undefined : {} };
      const asPending = await pending.request(path, init);
      const asAllowed = await allowed.request(path, init);
      const asAdmin = await admin.request(path, init);
      if (access === 'user') {
        expect(asPending.status, `${route.method} ${path} pending`).not.toBe(401);
        expect(asPending.status, `${route.method} ${path} pending`).not.toBe(403);
      }
      if (access === 'allowed') {
        expect(asPending.status, `${route.method} ${path} pending`).toBe(403);
        expect(await asPending.json()).toMatchObject({ code: 'ACCESS_PENDING' });
        expect(asAllowed.status).not.toBe(403);
      }
      if (access === 'admin') {
        expect(asPending.status, `${route.method} ${path} pending`).toBe(403);
        expect(asAllowed.status, `${route.method} ${path} allowed non-admin`).toBe(403);
        expect([200, 400, 404], `${route.method} ${path} admin`).toContain(asAdmin.status);
      }
    }
  });

  it('guards a route added later without it saying anything, and lets releases apply at once', async () => {
    // The same gate the app uses, over a new router that knows nothing about access.
    const probe = new Hono<GateEnv>();
    probe.use(
      '*',
      accessGate(
        t.auth,
        t.database.db,
        routedPathMatcher(() => probe.routes, ''),
      ),
    );
    probe.get('/api/trades', (c) => c.json({ owner: currentUser(c).email }));
    probe.route('/', app);
    const pending = await callerAs('pending');
    const anon = await new TestClient(probe).request('/api/trades');
    expect(anon.status).toBe(401);
    const pendingOnProbe = pending.on(probe);
    const blocked = await pendingOnProbe.request('/api/trades');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({
      code: 'ACCESS_PENDING',
      message: 'Acesso pendente: Seu acesso está sendo analisado. Entre em contato com o administrador.',
    });

    const admin = await callerAs('admin');
    const me = await pending.json<{ user: { id: string } }>('/api/me');
    const release = await admin.json(`/api/admin/users/${me.body.user.id}/access`, {
      json: { allowed: true },
    });
    expect(release.status).toBe(200);
    expect((await pendingOnProbe.request('/api/trades')).status).toBe(200);

    const revoke = await admin.json(`/api/admin/users/${me.body.user.id}/access`, {
      json: { allowed: false },
    });
    expect(revoke.status).toBe(200);
    expect((await pendingOnProbe.request('/api/trades')).status).toBe(403);
  });

  it('answers a path no route serves with a 404, signed in or not', async () => {
    expect((await new TestClient(app).request('/api/nada-aqui')).status).toBe(404);
    const allowed = await callerAs('allowed');
    expect((await allowed.request('/api/nada-aqui')).status).toBe(404);
  });
});
