import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, mailQueue, passkey } from '../../db/schema';
import { securitySubject } from '../../mail/security-templates';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';

const PASSWORD = 'segredo123';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function signedInUser() {
  const email = uniqueEmail('passkey');
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Bia Biometria', allowed: true },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
  return { email, client, id: created.body.userId };
}

/** A passkey row as a registration leaves it (the ceremony itself is e2e's: it needs an authenticator). */
async function seedPasskey(userId: string, name: string) {
  const id = randomUUID();
  await t.database.db.insert(passkey).values({
    id,
    name,
    userId,
    publicKey: 'cHVibGljLWtleQ',
    credentialID: randomUUID(),
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    transports: 'internal',
    createdAt: new Date('2026-03-02T12:00:00Z'),
  });
  return id;
}

const namesOf = async (userId: string) =>
  (await t.database.db.select({ name: passkey.name }).from(passkey).where(eq(passkey.userId, userId))).map(
    (r) => r.name,
  );

const notices = async (email: string) =>
  (
    await t.database.db
      .select({ subject: mailQueue.subject })
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'security-notice')))
  ).map((m) => m.subject);

describe('passkeys (Biometria) through better-auth routes', () => {
  it('lists, renames and removes only the signed-in user’s own passkeys', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const mine = await seedPasskey(owner.id, 'Chrome no Android');
    const theirs = await seedPasskey(other.id, 'Safari no iPhone');

    const list = await owner.client.json<{ id: string; name: string; createdAt: string }[]>(
      '/api/auth/passkey/list-user-passkeys',
    );
    expect(list.status).toBe(200);
    expect(list.body.map((p) => [p.id, p.name])).toEqual([[mine, 'Chrome no Android']]);
    expect(new Date(list.body[0]?.createdAt ?? '').toISOString()).toBe('2026-03-02T12:00:00.000Z');

    // Someone else's passkey can be neither renamed nor removed.
    const rename = await owner.client.json('/api/auth/passkey/update-passkey', {
      json: { id: theirs, name: 'Meu agora' },
    });
    expect(rename.status).toBe(401);
    const remove = await owner.client.json('/api/auth/passkey/delete-passkey', { json: { id: theirs } });
    expect(remove.status).toBe(401);
    expect(await namesOf(other.id)).toEqual(['Safari no iPhone']);
    expect(await notices(owner.email)).toEqual([]);

    // Names are 1–60 characters.
    for (const name of ['   ', 'x'.repeat(61)]) {
      const bad = await owner.client.json<{ code: string }>('/api/auth/passkey/update-passkey', {
        json: { id: mine, name },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('PASSKEY_NAME_INVALID');
    }
    const renamed = await owner.client.json<{ passkey: { name: string } }>(
      '/api/auth/passkey/update-passkey',
      {
        json: { id: mine, name: 'Celular da Bia' },
      },
    );
    expect(renamed.status).toBe(200);
    expect(await namesOf(owner.id)).toEqual(['Celular da Bia']);

    const removed = await owner.client.json('/api/auth/passkey/delete-passkey', { json: { id: mine } });
    expect(removed.status).toBe(200);
    expect(await namesOf(owner.id)).toEqual([]);
    expect(await notices(owner.email)).toEqual([securitySubject('passkey-removed')]);
  });

  it('requires a session for every passkey route', async () => {
    const owner = await signedInUser();
    const id = await seedPasskey(owner.id, 'Notebook');
    const anonymous = new TestClient(t.app);
    expect((await anonymous.request('/api/auth/passkey/list-user-passkeys')).status).toBe(401);
    expect(
      (await anonymous.request('/api/auth/passkey/update-passkey', { json: { id, name: 'x' } })).status,
    ).toBe(401);
    expect((await anonymous.request('/api/auth/passkey/delete-passkey', { json: { id } })).status).toBe(401);
    expect((await anonymous.request('/api/auth/passkey/generate-register-options')).status).toBe(401);
    expect(await namesOf(owner.id)).toEqual(['Notebook']);
  });

  it('keeps the last passkey of an account with no password nor Google: it would have no way in', async () => {
    const owner = await signedInUser();
    // Signed in, then left without a password (as a passkey-only account would be).
    await t.database.db
      .delete(account)
      .where(and(eq(account.userId, owner.id), eq(account.providerId, 'credential')));
    const first = await seedPasskey(owner.id, 'Celular');
    const second = await seedPasskey(owner.id, 'Notebook');

    const removed = await owner.client.json('/api/auth/passkey/delete-passkey', { json: { id: first } });
    expect(removed.status).toBe(200);
    const refused = await owner.client.json<{ code: string; message: string }>(
      '/api/auth/passkey/delete-passkey',
      {
        json: { id: second },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'LAST_PASSKEY',
      message:
        'Esta biometria é a sua única forma de entrar: crie uma senha ou vincule o Google antes de removê-la.',
    });
    expect(await namesOf(owner.id)).toEqual(['Notebook']);
  });
});
