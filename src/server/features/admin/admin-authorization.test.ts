import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { addMember, seedSchool } from './admin-users.testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = 'segredo123';

async function caller(extra: Record<string, unknown>) {
  const email = uniqueEmail('authz');
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Pessoa Autz', ...extra },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
  return { client, id: created.body.userId };
}

const target = async (extra: Record<string, unknown> = {}) => (await caller(extra)).id;

/** Every route of this feature, with a request the admin's page would make (and that succeeds for an admin). */
const routes: Record<string, () => Promise<{ method: string; path: string; json?: unknown }>> = {
  'GET /api/admin/users': async () => ({ method: 'GET', path: '/api/admin/users?q=authz' }),
  'GET /api/admin/users/:userId': async () => ({ method: 'GET', path: `/api/admin/users/${await target()}` }),
  'POST /api/admin/users/release': async () => ({
    method: 'POST',
    path: '/api/admin/users/release',
    json: { userIds: [await target()] },
  }),
  'POST /api/admin/users/:userId/release': async () => ({
    method: 'POST',
    path: `/api/admin/users/${await target()}/release`,
    json: {},
  }),
  'POST /api/admin/users/:userId/revoke': async () => ({
    method: 'POST',
    path: `/api/admin/users/${await target({ allowed: true })}/revoke`,
    json: {},
  }),
  'POST /api/admin/users/:userId/extend-trial': async () => ({
    method: 'POST',
    path: `/api/admin/users/${await target({ allowed: true, access: 'trial' })}/extend-trial`,
    json: { days: 2 },
  }),
  'POST /api/admin/users/:userId/continue': async () => ({
    method: 'POST',
    path: `/api/admin/users/${await target({ allowed: true, access: 'trial' })}/continue`,
    json: { until: null },
  }),
  'POST /api/admin/users/:userId/end-sessions': async () => ({
    method: 'POST',
    path: `/api/admin/users/${await target({ allowed: true })}/end-sessions`,
    json: {},
  }),
  'GET /api/admin/settings': async () => ({ method: 'GET', path: '/api/admin/settings' }),
  'PUT /api/admin/settings': async () => ({
    method: 'PUT',
    path: '/api/admin/settings',
    json: { trialDays: 7 },
  }),
};

let callers: Record<'trader' | 'schoolAdmin' | 'pending' | 'admin', TestClient>;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  const schoolAdmin = await caller({ allowed: true });
  await addMember(t.database.db, await seedSchool(t.database.db, 'Escola Autz'), schoolAdmin.id, 'owner');
  callers = {
    trader: (await caller({ allowed: true })).client,
    schoolAdmin: schoolAdmin.client,
    pending: (await caller({})).client,
    admin: (await caller({ role: 'admin' })).client,
  };
});

describe('/api/admin/users and /api/admin/settings', () => {
  it('lists every route of the feature here', () => {
    const served = t.app.routes
      .filter((r) => /^\/api\/admin\/(users|settings)/.test(r.path) && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(served)].sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.keys(routes))(
    '%s refuses a trader, a school admin and a pending user, and serves an admin',
    async (name) => {
      const make = routes[name];
      if (!make) throw new Error(name);
      const req = await make();
      const before = await t.database.db.$count(auditLog);
      for (const who of ['trader', 'schoolAdmin', 'pending'] as const) {
        const res = await callers[who].json<{ code: string }>(req.path, {
          method: req.method,
          json: req.json,
        });
        expect(res.status, who).toBe(403);
        expect(res.body.code, who).toBe('FORBIDDEN');
      }
      expect(await t.database.db.$count(auditLog)).toBe(before);
      const ok = await callers.admin.json(req.path, { method: req.method, json: req.json });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    },
  );
});
