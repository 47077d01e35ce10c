import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@/shared/account/contract';
import { setupApi } from '@/shared/account/setup';
import { profiles, user } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { ensureProfile } from '../../user/profile';

/** The first-run setup's state: where the trader is, kept on the server, resumed on any device. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function released(setup: 'pending' | 'done' = 'pending') {
  const email = uniqueEmail('setup');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Nova', allowed: true, setup },
  });
  expect(created.status).toBe(201);
  const device = async () => {
    const client = new TestClient(t.app);
    expect((await client.json('/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
    return client;
  };
  return { device, userId: created.body.userId };
}

const setupOf = async (client: TestClient) => (await client.json<MeResponse>('/api/me')).body.setup;

describe('the first-run setup', () => {
  it('is pending for a profile created now, and starts at the first step', async () => {
    const id = `setup-${Date.now()}`;
    await t.database.db.insert(user).values({ id, name: 'Nova', email: `${id}@example.test` });
    const [row] = await t.database.db.select().from(user).where(eq(user.id, id));
    if (!row) throw new Error('no user');
    const profile = await ensureProfile(t.database.db, row);
    expect([profile.setupStatus, profile.setupStep]).toEqual(['pending', null]);
  });

  it('resumes on another device at the step reached', async () => {
    const { device } = await released();
    const phone = await device();
    expect(await setupOf(phone)).toEqual({ status: 'pending', step: null });
    const moved = await phone.json<MeResponse>(setupApi.setup, { method: 'PATCH', json: { step: 'plan' } });
    expect(moved.status).toBe(200);
    expect(moved.body.setup).toEqual({ status: 'pending', step: 'plan' });

    const laptop = await device();
    expect(await setupOf(laptop)).toEqual({ status: 'pending', step: 'plan' });
  });

  it('ends when skipped or finished, and is never pending again on its own', async () => {
    const { device, userId } = await released();
    const client = await device();
    await client.json(setupApi.setup, { method: 'PATCH', json: { step: 'costs' } });
    const skipped = await client.json<MeResponse>(setupApi.setup, {
      method: 'PATCH',
      json: { status: 'skipped' },
    });
    expect(skipped.body.setup).toEqual({ status: 'skipped', step: 'costs' });
    // Opened again by hand and finished.
    const done = await client.json<MeResponse>(setupApi.setup, { method: 'PATCH', json: { status: 'done' } });
    expect(done.body.setup.status).toBe('done');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row?.setupStatus).toBe('done');
  });

  it('refuses a step or a status it does not know', async () => {
    const { device } = await released();
    const client = await device();
    for (const json of [{ step: 'nada' }, { status: 'pending' }, {}, { step: 'plan', status: 'done' }])
      expect((await client.json(setupApi.setup, { method: 'PATCH', json })).status).toBe(400);
    expect(await setupOf(client)).toEqual({ status: 'pending', step: null });
  });

  it('needs a session', async () => {
    const res = await new TestClient(t.app).json(setupApi.setup, { method: 'PATCH', json: { step: 'plan' } });
    expect(res.status).toBe(401);
  });
});
