import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { enrolTwoFactor } from '../../testing/two-factor';
import { REQUIRE_ADMIN_TWO_FACTOR_KEY } from '../../user/access';

const PASSWORD = 'segredo123';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** An admin with two-factor on: the one who may switch the requirement on, and switches it off at the end. */
let guardian: TestClient;
let guardianId: string;

async function signedIn(role: 'admin' | 'user') {
  const email = uniqueEmail(role === 'admin' ? 'admin2fa' : 'trader2fa');
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Ada Dois Fatores', role, allowed: true },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
  return { client, id: created.body.userId };
}

type Settings = { trialDays: number; requireAdminTwoFactor: boolean };
const putSetting = (client: TestClient, requireAdminTwoFactor: boolean) =>
  client.json<Settings & { code?: string; message?: string; fieldErrors?: Record<string, string[]> }>(
    '/api/admin/settings',
    { method: 'PUT', json: { requireAdminTwoFactor } },
  );

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  ({ client: guardian, id: guardianId } = await signedIn('admin'));
  await enrolTwoFactor(guardian, PASSWORD);
});

// The setting is product-wide and this worker's database is shared with other files: never leave it on.
afterAll(async () => {
  await putSetting(guardian, false);
});

describe('requiring two-factor for the admin area', () => {
  it('is refused to an admin without two-factor, who would lock themselves out', async () => {
    const { client } = await signedIn('admin');
    const res = await putSetting(client, true);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TWO_FACTOR_REQUIRED_FIRST');
    expect(res.body.fieldErrors?.requireAdminTwoFactor).toEqual([
      'Ative a verificação em duas etapas na sua conta antes de exigi-la dos administradores.',
    ]);
    const now = await client.json<Settings>('/api/admin/settings');
    expect(now.body.requireAdminTwoFactor).toBe(false);
  });

  it('sends admins without two-factor away from /api/admin until they enrol, and only them', async () => {
    const other = await signedIn('admin');
    const trader = await signedIn('user');
    expect((await other.client.request('/api/admin/users')).status).toBe(200);

    const on = await putSetting(guardian, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ requireAdminTwoFactor: true });
    const [entry] = await t.database.db
      .select({ details: auditLog.details, targetLabel: auditLog.targetLabel })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, guardianId), eq(auditLog.targetId, REQUIRE_ADMIN_TWO_FACTOR_KEY)));
    expect(entry).toEqual({
      targetLabel: 'Verificação em duas etapas para administradores',
      details: { requireAdminTwoFactor: { old: false, new: true } },
    });

    // The admin with two-factor works as before.
    expect((await guardian.request('/api/admin/users')).status).toBe(200);
    // The one without is told why, on every admin route, reads and writes alike.
    for (const [path, init] of [
      ['/api/admin/users', {}],
      ['/api/admin/settings', {}],
      ['/api/admin/settings', { method: 'PUT', json: { requireAdminTwoFactor: false } }],
    ] as const) {
      const refused = await other.client.json<{ code: string; message: string }>(path, init);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({
        code: 'ADMIN_TWO_FACTOR_REQUIRED',
        message:
          'A área administrativa exige a verificação em duas etapas. Ative-a em Perfil › Segurança para continuar.',
      });
    }
    // A trader is refused as before: the setting says nothing to them.
    const traderRefused = await trader.client.json<{ code: string }>('/api/admin/users');
    expect(traderRefused.status).toBe(403);
    expect(traderRefused.body.code).toBe('FORBIDDEN');
    // Their own account and enrolment stay open, so they can fix it themselves.
    expect((await other.client.request('/api/me')).status).toBe(200);
    await enrolTwoFactor(other.client, PASSWORD);
    expect((await other.client.request('/api/admin/users')).status).toBe(200);

    const off = await putSetting(guardian, false);
    expect(off.status).toBe(200);
    expect(off.body.requireAdminTwoFactor).toBe(false);
  });

  it('keeps the trial setting and the two-factor one apart', async () => {
    const before = await guardian.json<Settings>('/api/admin/settings');
    const trial = await guardian.json<Settings>('/api/admin/settings', {
      method: 'PUT',
      json: { trialDays: before.body.trialDays },
    });
    expect(trial.status).toBe(200);
    expect(trial.body.requireAdminTwoFactor).toBe(before.body.requireAdminTwoFactor);
    const empty = await guardian.json<{ code: string }>('/api/admin/settings', { method: 'PUT', json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('INVALID_INPUT');
  });
});
