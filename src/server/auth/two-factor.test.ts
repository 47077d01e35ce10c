import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';

const PASSWORD = 'segredo123';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

/** A confirmed, allowed user (one password hash, through the fixture route) and a client signed in as them. */
async function signedInUser() {
  const email = uniqueEmail('totp');
  const created = await new TestClient(t.app).json('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Tiago Tempo', allowed: true },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  const res = await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return { email, client };
}

/** The Base32 secret an authenticator app would read from the QR code. */
function secretOf(totpURI: string): string {
  const url = new URL(totpURI);
  expect(url.protocol).toBe('otpauth:');
  expect(url.host).toBe('totp');
  expect(url.searchParams.get('issuer')).toBe('MCTrading');
  const secret = url.searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

/** A six-digit code that is not the current one, nor any the server's one-step window could accept soon. */
async function wrongCode(secret: string): Promise<string> {
  const now = Date.now();
  const valid = new Set(
    await Promise.all(
      [-2, -1, 0, 1, 2].map((step) => generate({ secret, epoch: Math.floor(now / 1000) + step * 30 })),
    ),
  );
  let code = '000000';
  for (let n = 0; valid.has(code); n++) code = String(n).padStart(6, '0');
  return code;
}

async function signIn(client: TestClient, email: string, password = PASSWORD) {
  return client.json<{ twoFactorRedirect?: boolean; twoFactorMethods?: string[]; user?: { email: string } }>(
    '/api/auth/sign-in/email',
    { json: { email, password } },
  );
}

async function enrol(client: TestClient) {
  const enabled = await client.json<{ totpURI: string; backupCodes: string[] }>(
    '/api/auth/two-factor/enable',
    {
      json: { password: PASSWORD },
    },
  );
  expect(enabled.status).toBe(200);
  const secret = secretOf(enabled.body.totpURI);
  const verified = await client.json('/api/auth/two-factor/verify-totp', {
    json: { code: await generate({ secret }) },
  });
  expect(verified.status).toBe(200);
  return { secret, backupCodes: enabled.body.backupCodes };
}

async function twoFactorState(email: string) {
  const [row] = await t.database.db
    .select({ enabled: user.twoFactorEnabled, verified: twoFactor.verified })
    .from(user)
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.email, email));
  return row;
}

describe('two-factor (TOTP) through the HTTP API', () => {
  it('enrols with the password, challenges the next sign-in and accepts only a right code', async () => {
    const { email, client } = await signedInUser();

    const wrongPassword = await client.json<{ code: string }>('/api/auth/two-factor/enable', {
      json: { password: 'nao-e-esta' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.code).toBe('INVALID_PASSWORD');

    const enabled = await client.json<{ totpURI: string; backupCodes: string[] }>(
      '/api/auth/two-factor/enable',
      {
        json: { password: PASSWORD },
      },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.backupCodes.length).toBeGreaterThanOrEqual(8);
    expect(decodeURIComponent(enabled.body.totpURI)).toContain(email);
    const secret = secretOf(enabled.body.totpURI);
    // Not enabled until a code proves the authenticator holds the secret.
    expect(await twoFactorState(email)).toEqual({ enabled: false, verified: false });
    expect((await signIn(new TestClient(t.app), email)).body.twoFactorRedirect).toBeUndefined();

    const finish = await client.json('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
    });
    expect(finish.status).toBe(200);
    expect(await twoFactorState(email)).toEqual({ enabled: true, verified: true });
    // Enrolment rotates the session; the client still has a working one.
    expect((await client.request('/api/me')).status).toBe(200);

    const signOut = await client.request('/api/auth/sign-out', { json: {} });
    expect(signOut.status).toBe(200);
    expect(client.hasSession()).toBe(false);

    const challenged = await signIn(client, email);
    expect(challenged.status).toBe(200);
    expect(challenged.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(client.hasSession()).toBe(false);
    expect((await client.request('/api/me')).status).toBe(401);

    const refused = await client.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
      json: { code: await wrongCode(secret) },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('INVALID_CODE');
    expect(client.hasSession()).toBe(false);
    expect((await client.request('/api/me')).status).toBe(401);

    const accepted = await client.json<{ user: { email: string } }>('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.email).toBe(email);
    expect(client.hasSession()).toBe(true);
    const me = await client.json<{ user: { email: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('refuses a code without the sign-in challenge', async () => {
    const { email, client } = await signedInUser();
    const { secret } = await enrol(client);
    // Someone holding a valid code who never passed the password step.
    const stranger = new TestClient(t.app);
    const res = await stranger.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_TWO_FACTOR_COOKIE');
    expect(stranger.hasSession()).toBe(false);
    expect((await signIn(stranger, email)).body.twoFactorRedirect).toBe(true);
  });

  it('accepts each backup code once', async () => {
    const { email, client } = await signedInUser();
    const { backupCodes } = await enrol(client);
    const [code, spare] = backupCodes;

    const first = new TestClient(t.app);
    expect((await signIn(first, email)).body.twoFactorRedirect).toBe(true);
    const used = await first.json<{ user: { email: string } }>('/api/auth/two-factor/verify-backup-code', {
      json: { code },
    });
    expect(used.status).toBe(200);
    expect(used.body.user.email).toBe(email);
    expect((await first.request('/api/me')).status).toBe(200);

    const second = new TestClient(t.app);
    expect((await signIn(second, email)).body.twoFactorRedirect).toBe(true);
    const reused = await second.json<{ code: string }>('/api/auth/two-factor/verify-backup-code', {
      json: { code },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('INVALID_BACKUP_CODE');
    expect(second.hasSession()).toBe(false);
    // Another, unused code still works on the same challenge.
    const other = await second.json('/api/auth/two-factor/verify-backup-code', {
      json: { code: spare },
    });
    expect(other.status).toBe(200);
    expect((await second.request('/api/me')).status).toBe(200);
  });

  it('disables with the password, after which sign-in no longer asks for a code', async () => {
    const { email, client } = await signedInUser();
    await enrol(client);
    expect((await signIn(new TestClient(t.app), email)).body.twoFactorRedirect).toBe(true);

    const wrong = await client.json<{ code: string }>('/api/auth/two-factor/disable', {
      json: { password: 'nao-e-esta' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    expect((await twoFactorState(email))?.enabled).toBe(true);

    const disabled = await client.json<{ status: boolean }>('/api/auth/two-factor/disable', {
      json: { password: PASSWORD },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ status: true });
    expect(await twoFactorState(email)).toEqual({ enabled: false, verified: null });
    expect((await client.request('/api/me')).status).toBe(200);

    const plain = new TestClient(t.app);
    const res = await signIn(plain, email);
    expect(res.status).toBe(200);
    expect(res.body.twoFactorRedirect).toBeUndefined();
    expect(res.body.user?.email).toBe(email);
    expect(plain.hasSession()).toBe(true);
  });
});
