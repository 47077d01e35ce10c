import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { lastMailTo, linkIn, TestClient, uniqueEmail } from '../testing/test-client';
import { enrolTwoFactor, secretOf, wrongCode } from '../testing/two-factor';
import { TWO_FACTOR_SIGN_IN_ATTEMPTS } from '@/shared/security/limits';

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

async function signIn(client: TestClient, email: string, password = PASSWORD) {
  return client.json<{ twoFactorRedirect?: boolean; twoFactorMethods?: string[]; user?: { email: string } }>(
    '/api/auth/sign-in/email',
    { json: { email, password } },
  );
}

const enrol = (client: TestClient) => enrolTwoFactor(client, PASSWORD);

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
    // Ten recovery codes, 'xxxxx-xxxxx', all different.
    expect(enabled.body.backupCodes).toHaveLength(10);
    expect(new Set(enabled.body.backupCodes).size).toBe(10);
    for (const code of enabled.body.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(decodeURIComponent(enabled.body.totpURI)).toContain(email);
    const url = new URL(enabled.body.totpURI);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('issuer')).toBe('MCTrading');
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

  it('disables with the password and a code, after which sign-in no longer asks for one', async () => {
    const { email, client } = await signedInUser();
    const { secret } = await enrol(client);
    expect((await signIn(new TestClient(t.app), email)).body.twoFactorRedirect).toBe(true);

    const disable = (json: Record<string, unknown>) =>
      client.json<{ code: string; message: string }>('/api/auth/two-factor/disable', { json });
    const noCode = await disable({ password: PASSWORD });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual({
      code: 'TWO_FACTOR_CODE_REQUIRED',
      message: 'Digite o código do app autenticador ou um código de recuperação.',
    });
    const wrongPassword = await disable({ password: 'nao-e-esta', code: await generate({ secret }) });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.code).toBe('INVALID_PASSWORD');
    const badCode = await disable({ password: PASSWORD, code: await wrongCode(secret) });
    expect(badCode.status).toBe(400);
    expect(badCode.body).toEqual({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Código inválido. Confira o código e tente novamente.',
    });
    expect((await twoFactorState(email))?.enabled).toBe(true);

    const disabled = await client.json<{ status: boolean }>('/api/auth/two-factor/disable', {
      json: { password: PASSWORD, code: await generate({ secret }) },
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

  it('disables with a recovery code when the authenticator is lost', async () => {
    const { email, client } = await signedInUser();
    const { backupCodes } = await enrol(client);
    const madeUp = await client.json<{ code: string }>('/api/auth/two-factor/disable', {
      json: { password: PASSWORD, code: 'AAAAA-BBBBB' },
    });
    expect(madeUp.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await twoFactorState(email))?.enabled).toBe(true);
    const res = await client.json('/api/auth/two-factor/disable', {
      json: { password: PASSWORD, code: backupCodes[3] },
    });
    expect(res.status).toBe(200);
    expect((await twoFactorState(email))?.enabled).toBe(false);
  });

  it('ends a sign-in challenge on its 5th wrong code, says so, and refuses even the right code after it', async () => {
    const { email, client } = await signedInUser();
    const { secret } = await enrol(client);
    const attacker = new TestClient(t.app);
    expect((await signIn(attacker, email)).body.twoFactorRedirect).toBe(true);
    const bad = await wrongCode(secret);
    // Authenticator and recovery codes share the challenge's count.
    for (let i = 1; i < TWO_FACTOR_SIGN_IN_ATTEMPTS; i++) {
      const res = await attacker.json<{ code: string }>(
        i % 2 ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code',
        { json: { code: i % 2 ? bad : 'AAAAA-BBBBB' } },
      );
      expect(res.status, `attempt ${i}`).toBe(401);
      expect(res.body.code).toBe(i % 2 ? 'INVALID_CODE' : 'INVALID_BACKUP_CODE');
    }
    // The fifth wrong code ends the challenge, and the answer says so (the screen offers to start again).
    const last = await attacker.json<{ code: string; message: string }>('/api/auth/two-factor/verify-totp', {
      json: { code: bad },
    });
    expect(last.status).toBe(401);
    expect(last.body).toEqual({
      code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
      message:
        'Você errou o código 5 vezes. Por segurança, esta tentativa de entrar foi encerrada: comece de novo.',
    });
    // The browser is told to drop the challenge's cookie.
    expect(last.res.headers.getSetCookie().some((c) => /two_factor=.*max-age=0/i.test(c))).toBe(true);
    // Even the right code is refused now: this challenge is spent.
    const spent = await attacker.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
    });
    expect(spent.status).toBe(401);
    expect(spent.body.code).toBe('INVALID_TWO_FACTOR_COOKIE');
    expect(attacker.hasSession()).toBe(false);
    // A new password sign-in opens a new challenge, and the right code works there.
    expect((await signIn(attacker, email)).body.twoFactorRedirect).toBe(true);
    const accepted = await attacker.json('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
    });
    expect(accepted.status).toBe(200);
    expect(attacker.hasSession()).toBe(true);
  });

  it('keeps the spent challenge dead for a caller that replays its cookie', async () => {
    const { email, client } = await signedInUser();
    const { secret } = await enrol(client);
    const attacker = new TestClient(t.app);
    const challenged = await signIn(attacker, email);
    expect(challenged.body.twoFactorRedirect).toBe(true);
    // A copy of the challenge cookie, kept by a caller that ignores the server's order to drop it.
    const cookie = challenged.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const bad = await wrongCode(secret);
    let last: { status: number; body: { code: string } } | undefined;
    for (let i = 1; i <= TWO_FACTOR_SIGN_IN_ATTEMPTS; i++)
      last = await attacker.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
        json: { code: bad },
      });
    expect(last?.body.code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
    const replay = new TestClient(t.app, attacker.ip);
    const replayed = await replay.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
      headers: { cookie },
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('INVALID_TWO_FACTOR_COOKIE');
    expect(replay.hasSession()).toBe(false);
  });

  it('leaves wrong codes inside a session alone (enrolment is not a sign-in challenge)', async () => {
    const { client } = await signedInUser();
    const enabled = await client.json<{ totpURI: string }>('/api/auth/two-factor/enable', {
      json: { password: PASSWORD },
    });
    const secret = secretOf(enabled.body.totpURI);
    const bad = await wrongCode(secret);
    for (let i = 1; i <= TWO_FACTOR_SIGN_IN_ATTEMPTS + 1; i++) {
      const res = await client.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
        json: { code: bad },
      });
      expect(res.body.code, `attempt ${i}`).toBe('INVALID_CODE');
    }
    const finish = await client.json('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
    });
    expect(finish.status).toBe(200);
  });

  it('challenges a magic-link sign-in too: no session until the code, on /auth’s code step', async () => {
    const { email, client } = await signedInUser();
    const { secret } = await enrol(client);
    const visitor = new TestClient(t.app);
    const asked = await visitor.request('/api/auth/sign-in/magic-link', {
      json: { email, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    expect(asked.status).toBe(200);
    const mail = await lastMailTo(t.database.db, email);
    const link = linkIn(mail?.text ?? '', /\/magic-link\/verify/);

    const followed = await visitor.request(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/auth?etapa=codigo');
    expect(visitor.hasSession()).toBe(false);
    expect((await visitor.request('/api/me')).status).toBe(401);

    const refused = await visitor.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
      json: { code: await wrongCode(secret) },
    });
    expect(refused.status).toBe(401);
    expect(visitor.hasSession()).toBe(false);
    const accepted = await visitor.json<{ user: { email: string } }>('/api/auth/two-factor/verify-totp', {
      json: { code: await generate({ secret }) },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.email).toBe(email);
    expect((await visitor.request('/api/me')).status).toBe(200);
  });

  it('lets a magic link of an account without two-factor sign in as before', async () => {
    const { email } = await signedInUser();
    const visitor = new TestClient(t.app);
    await visitor.request('/api/auth/sign-in/magic-link', {
      json: { email, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    const mail = await lastMailTo(t.database.db, email);
    const followed = await visitor.request(linkIn(mail?.text ?? '', /\/magic-link\/verify/));
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('http://localhost:3000/auth/callback');
    expect(visitor.hasSession()).toBe(true);
  });
});
