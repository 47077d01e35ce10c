import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SecurityOverview, SessionDto } from '@/shared/security/contract';
import { account, mailQueue, passkey, session } from '../../db/schema';
import { securitySubject } from '../../mail/security-templates';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';

const PASSWORD = 'segredo123';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function newUser(label: string) {
  const email = uniqueEmail(label);
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Sérgio Sessões', allowed: true },
  });
  expect(created.status).toBe(201);
  return { email, userId: created.body.userId };
}

async function signIn(email: string, userAgent?: string, password = PASSWORD) {
  const client = new TestClient(t.app);
  const res = await client.json('/api/auth/sign-in/email', {
    json: { email, password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(res.status).toBe(200);
  return client;
}

/** A user whose only way in is Google: signed in, then the password account replaced by a Google one. */
async function googleOnlyUser(label: string) {
  const { email, userId } = await newUser(label);
  const client = await signIn(email);
  await t.database.db
    .delete(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const [google] = await t.database.db
    .insert(account)
    .values({
      id: crypto.randomUUID(),
      accountId: `google-${crypto.randomUUID()}`,
      providerId: 'google',
      userId,
      updatedAt: new Date(),
    })
    .returning({ id: account.id });
  if (!google) throw new Error('no Google account');
  return { email, userId, client, googleId: google.id };
}

const overviewOf = async (client: TestClient) => {
  const res = await client.json<SecurityOverview>('/api/me/security');
  expect(res.status).toBe(200);
  return res.body;
};
const sessionsOf = async (client: TestClient) => {
  const res = await client.json<{ sessions: SessionDto[] }>('/api/me/security/sessions');
  expect(res.status).toBe(200);
  return res.body.sessions;
};
const notices = async (email: string) =>
  (
    await t.database.db
      .select({ subject: mailQueue.subject })
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'security-notice')))
  ).map((m) => m.subject);
const signedIn = async (client: TestClient) => (await client.request('/api/me')).status === 200;

describe('GET /api/me/security', () => {
  it('says how the account signs in: a password, Google, passkeys', async () => {
    const { email } = await newUser('overview');
    expect(await overviewOf(await signIn(email))).toEqual({ hasPassword: true, google: null, passkeys: 0 });

    const only = await googleOnlyUser('overview-google');
    expect(await overviewOf(only.client)).toEqual({
      hasPassword: false,
      google: { id: only.googleId, linkedAt: expect.any(String) },
      passkeys: 0,
    });
  });

  it('needs a session', async () => {
    for (const path of ['/api/me/security', '/api/me/security/sessions'])
      expect((await new TestClient(t.app).request(path)).status).toBe(401);
  });
});

describe('sessions', () => {
  it("lists the user's sessions with device, IP and last use, this one first and marked", async () => {
    const { email } = await newUser('sessions-list');
    const laptop = await signIn(email, CHROME_WINDOWS);
    const phone = await signIn(email, SAFARI_IPHONE);
    const stranger = await newUser('sessions-stranger');
    await signIn(stranger.email, CHROME_WINDOWS);

    const listed = await sessionsOf(phone);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      current: true,
      device: 'Safari no iPhone',
      mobile: true,
      ipAddress: phone.ip,
    });
    expect(listed[1]).toMatchObject({
      current: false,
      device: 'Chrome no Windows',
      mobile: false,
      ipAddress: laptop.ip,
    });
    expect(Date.parse(listed[1]?.lastUsedAt ?? '')).not.toBeNaN();
    // No token in the answer: a session is named by its id.
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
    expect((await sessionsOf(laptop)).find((s) => s.current)?.device).toBe('Chrome no Windows');
  });

  it('ends another session of the user, which is signed out at once; not this one, not a stranger’s', async () => {
    const { email } = await newUser('sessions-end');
    const laptop = await signIn(email, CHROME_WINDOWS);
    const phone = await signIn(email, SAFARI_IPHONE);
    const stranger = await newUser('sessions-end-stranger');
    const strangerClient = await signIn(stranger.email);
    const [strangerSession] = await sessionsOf(strangerClient);

    // A stranger's session id is not found, and the stranger stays signed in.
    const foreign = await phone.json<{ code: string }>(`/api/me/security/sessions/${strangerSession?.id}`, {
      method: 'DELETE',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('SESSION_NOT_FOUND');
    expect(await signedIn(strangerClient)).toBe(true);

    const [mine, other] = await sessionsOf(phone);
    const self = await phone.json<{ code: string }>(`/api/me/security/sessions/${mine?.id}`, {
      method: 'DELETE',
    });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('CURRENT_SESSION');

    const ended = await phone.json(`/api/me/security/sessions/${other?.id}`, { method: 'DELETE' });
    expect(ended.status).toBe(200);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect((await sessionsOf(phone)).map((s) => s.id)).toEqual([mine?.id]);
    // Gone already: a second click finds nothing.
    expect((await phone.request(`/api/me/security/sessions/${other?.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it("better-auth's /revoke-session does not end another user's session by its token", async () => {
    const { email } = await newUser('sessions-token');
    const attacker = await signIn(email);
    const victim = await newUser('sessions-token-victim');
    const victimClient = await signIn(victim.email);
    const [victimSession] = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, victim.userId));
    await attacker.request('/api/auth/revoke-session', { json: { token: victimSession?.token } });
    expect(await signedIn(victimClient)).toBe(true);
  });

  it("ends every other session of the user and no one else's", async () => {
    const { email } = await newUser('sessions-others');
    const a = await signIn(email);
    const b = await signIn(email);
    const c = await signIn(email);
    const stranger = await newUser('sessions-others-stranger');
    const strangerClient = await signIn(stranger.email);

    const res = await c.json<{ ended: number }>('/api/me/security/sessions/end-others', { json: {} });
    expect(res.status).toBe(200);
    expect(res.body.ended).toBe(2);
    expect([await signedIn(a), await signedIn(b), await signedIn(c)]).toEqual([false, false, true]);
    expect(await signedIn(strangerClient)).toBe(true);
    expect(await sessionsOf(c)).toHaveLength(1);
  });
});

describe('POST /api/me/security/password (a first password)', () => {
  it('lets a Google-only account set a password, sign in with it, and tells the owner', async () => {
    const { email, client } = await googleOnlyUser('set-password');
    const short = await client.json<{ fieldErrors: Record<string, string[]> }>('/api/me/security/password', {
      json: { newPassword: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.newPassword).toEqual(['A senha deve ter pelo menos 6 caracteres']);

    const set = await client.json<SecurityOverview>('/api/me/security/password', {
      json: { newPassword: 'primeira-senha-1' },
    });
    expect(set.status).toBe(200);
    expect(set.body.hasPassword).toBe(true);
    expect(await notices(email)).toEqual([securitySubject('password-set')]);
    await signIn(email, undefined, 'primeira-senha-1');

    // Once set, it is changed with the current one, not set again.
    const again = await client.json<{ code: string }>('/api/me/security/password', {
      json: { newPassword: 'outra-senha-22' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PASSWORD_ALREADY_SET');
    await signIn(email, undefined, 'primeira-senha-1');
  });

  it('refuses an account that has a password, and a session signed in long ago', async () => {
    const { email } = await newUser('set-password-has');
    const res = await (
      await signIn(email)
    ).json<{ code: string }>('/api/me/security/password', { json: { newPassword: 'nova-senha-33' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PASSWORD_ALREADY_SET');
    await signIn(email); // the old password still works

    const stale = await googleOnlyUser('set-password-stale');
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(session.userId, stale.userId));
    const refused = await stale.client.json<{ code: string }>('/api/me/security/password', {
      json: { newPassword: 'nova-senha-44' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SESSION_NOT_FRESH');
    expect((await overviewOf(stale.client)).hasPassword).toBe(false);
  });
});

describe('unlinking (better-auth /unlink-account, with our rule)', () => {
  const unlink = (client: TestClient, accountId: string) =>
    client.json<{ code: string; message: string }>('/api/auth/unlink-account', { json: { accountId } });

  it('refuses to unlink Google when no password and no passkey remain', async () => {
    const { email, client, googleId } = await googleOnlyUser('unlink-last');
    const res = await unlink(client, googleId);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('LAST_WAY_IN');
    expect(res.body.message).toMatch(/única forma de entrar/);
    expect((await overviewOf(client)).google?.id).toBe(googleId);
    expect(await notices(email)).toEqual([]);
  });

  it('unlinks Google from a Google-only account that has a passkey, and tells the owner', async () => {
    const { email, userId, client, googleId } = await googleOnlyUser('unlink-passkey');
    await t.database.db.insert(passkey).values({
      id: crypto.randomUUID(),
      name: 'Celular',
      publicKey: 'chave',
      userId,
      credentialID: crypto.randomUUID(),
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
      createdAt: new Date(),
    });
    const res = await unlink(client, googleId);
    expect(res.status).toBe(200);
    expect(await overviewOf(client)).toMatchObject({ hasPassword: false, google: null, passkeys: 1 });
    expect(await notices(email)).toEqual([securitySubject('google-unlinked')]);
  });

  it('never removes the password, nor another user’s account', async () => {
    const { userId, client } = await googleOnlyUser('unlink-password');
    await client.json('/api/me/security/password', { json: { newPassword: 'senha-nova-55' } });
    const [credential] = await t.database.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    const res = await unlink(client, credential?.id ?? '');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PASSWORD_NOT_REMOVABLE');
    expect((await overviewOf(client)).hasPassword).toBe(true);

    const other = await googleOnlyUser('unlink-victim');
    const foreign = await unlink(client, other.googleId);
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('ACCOUNT_NOT_FOUND');
    expect((await overviewOf(other.client)).google?.id).toBe(other.googleId);
  });
});
