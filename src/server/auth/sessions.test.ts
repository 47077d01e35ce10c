import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, user, verification } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { lastMailTo, linkIn, TestClient, uniqueEmail } from '../testing/test-client';

const PASSWORD = 'segredo123';
const HTTPS_ORIGIN = 'https://diario.mctrading.test';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

/** A confirmed, allowed user created through the fixture route (one password hash). */
async function createUser(app = t.app, origin?: string) {
  const email = uniqueEmail('sessao');
  const res = await new TestClient(app).json(`${origin ?? ''}/api/testing/users`, {
    json: { email, password: PASSWORD, name: 'Sofia Sessão', allowed: true },
    headers: origin ? { origin } : {},
  });
  expect(res.status).toBe(201);
  return email;
}

async function signIn(client: TestClient, email: string, password = PASSWORD) {
  return client.request('/api/auth/sign-in/email', { json: { email, password } });
}

function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => /session_token=/.test(c));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return cookie;
}

/** Where a redirect goes, resolved against the app's origin. */
function locationOf(res: Response): URL {
  const location = res.headers.get('location');
  if (!location) throw new Error(`no redirect (status ${res.status})`);
  return new URL(location, 'http://localhost:3000');
}

async function linkTo(email: string, kind: string, pattern: RegExp): Promise<string> {
  const mail = await lastMailTo(t.database.db, email);
  expect(mail?.kind).toBe(kind);
  if (!mail) throw new Error(`no mail to ${email}`);
  return linkIn(mail.text, pattern);
}

const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

async function sessionsOf(email: string) {
  return t.database.db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
}

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure on an http APP_URL', async () => {
    const email = await createUser();
    const res = await signIn(new TestClient(t.app), email);
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^mct\.session_token=/);
    const attrs = attributes(cookie);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).not.toContain('secure');
  });

  it('is Secure (and __Secure- prefixed) with an https APP_URL', async () => {
    const secure = await createTestApp({ enableTestRoutes: true, appUrl: HTTPS_ORIGIN });
    const email = await createUser(secure.app, HTTPS_ORIGIN);
    const client = new TestClient(secure.app);
    const res = await client.request(`${HTTPS_ORIGIN}/api/auth/sign-in/email`, {
      json: { email, password: PASSWORD },
      headers: { origin: HTTPS_ORIGIN },
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^__Secure-mct\.session_token=/);
    const attrs = attributes(cookie);
    expect(attrs).toContain('secure');
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    const me = await client.request(`${HTTPS_ORIGIN}/api/me`);
    expect(me.status).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session on the server, so a replayed cookie no longer works', async () => {
    const email = await createUser();
    const client = new TestClient(t.app);
    const res = await signIn(client, email);
    const replayed = sessionCookie(res).split(';')[0] ?? '';
    const thief = new TestClient(t.app);
    expect((await thief.request('/api/me', { headers: { cookie: replayed } })).status).toBe(200);
    expect(await sessionsOf(email)).toHaveLength(1);

    const out = await client.request('/api/auth/sign-out', { json: {} });
    expect(out.status).toBe(200);
    expect(client.hasSession()).toBe(false);
    expect(await sessionsOf(email)).toHaveLength(0);

    const me = await thief.json<{ code: string }>('/api/me', { headers: { cookie: replayed } });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('UNAUTHENTICATED');
    const get = await thief.json('/api/auth/get-session', { headers: { cookie: replayed } });
    expect(get.body).toBeNull();
  });
});

describe('password recovery, end to end', () => {
  it('mails a link that leads to the reset screen, sets the new password and ends every session', async () => {
    const email = await createUser();
    const other = new TestClient(t.app);
    expect((await signIn(other, email)).status).toBe(200);

    const visitor = new TestClient(t.app);
    const requested = await visitor.json<{ status: boolean }>('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/auth/callback?type=recovery' },
    });
    expect(requested.status).toBe(200);
    expect(requested.body.status).toBe(true);

    const link = await linkTo(email, 'recovery', /\/reset-password\//);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^/?]+\?callbackURL=/);

    const followed = await visitor.request(link);
    expect(followed.status).toBe(302);
    const location = locationOf(followed);
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('type')).toBe('recovery');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    expect(location.searchParams.get('error')).toBeNull();

    const tooShort = await visitor.json<{ code: string }>('/api/auth/reset-password', {
      json: { newPassword: '123', token },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.code).toBe('PASSWORD_TOO_SHORT');

    const reset = await visitor.json<{ status: boolean }>('/api/auth/reset-password', {
      json: { newPassword: 'novasenha456', token },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.status).toBe(true);

    // Every session of the account ends, including one opened before the reset on another device.
    expect((await other.request('/api/me')).status).toBe(401);
    expect(await sessionsOf(email)).toHaveLength(0);

    const reused = await visitor.json<{ code: string }>('/api/auth/reset-password', {
      json: { newPassword: 'outrasenha789', token },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_TOKEN');

    const old = await signIn(new TestClient(t.app), email);
    expect(old.status).toBe(401);
    const fresh = new TestClient(t.app);
    expect((await signIn(fresh, email, 'novasenha456')).status).toBe(200);
    expect((await fresh.request('/api/me')).status).toBe(200);
  });

  it('sends an unknown or used reset link to the callback with an error, not a 500', async () => {
    const client = new TestClient(t.app);
    const callback = encodeURIComponent('/auth/callback?type=recovery');
    const res = await client.request(`/api/auth/reset-password/nao-existe?callbackURL=${callback}`);
    expect(res.status).toBe(302);
    const location = locationOf(res);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(location.searchParams.get('token')).toBeNull();
  });

  it('answers a request for an unknown email like any other, without sending mail', async () => {
    const email = uniqueEmail('ninguem');
    const res = await new TestClient(t.app).json<{ status: boolean }>('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/auth/callback?type=recovery' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(await lastMailTo(t.database.db, email)).toBeUndefined();
  });
});

describe('magic link, end to end', () => {
  async function requestLink(client: TestClient, email: string) {
    const res = await client.json<{ status: boolean }>('/api/auth/sign-in/magic-link', {
      json: { email, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    expect(res.status).toBe(200);
    return linkTo(email, 'magic-link', /\/magic-link\/verify/);
  }

  it('mails a link that signs in and lands on /auth/callback; the link works once', async () => {
    const email = await createUser();
    const client = new TestClient(t.app);
    const link = await requestLink(client, email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/magic-link\/verify\?token=/);

    const followed = await client.request(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('http://localhost:3000/auth/callback');
    expect(client.hasSession()).toBe(true);
    const me = await client.json<{ user: { email: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);

    const again = new TestClient(t.app);
    const reused = await again.request(link);
    expect(reused.status).toBe(302);
    const location = locationOf(reused);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(again.hasSession()).toBe(false);
  });

  it('sends an unknown or expired token to the callback with an error, not a 500', async () => {
    const client = new TestClient(t.app);
    const unknown = await client.request(
      '/api/auth/magic-link/verify?token=nao-existe&callbackURL=%2Fauth%2Fcallback&errorCallbackURL=%2Fauth%2Fcallback',
    );
    expect(unknown.status).toBe(302);
    expect(locationOf(unknown).searchParams.get('error')).toBe('INVALID_TOKEN');

    const email = await createUser();
    const link = await requestLink(client, email);
    const token = new URL(link).searchParams.get('token') ?? '';
    const expired = await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verification.identifier, token))
      .returning({ id: verification.id });
    expect(expired).toHaveLength(1);
    const res = await client.request(link);
    expect(res.status).toBe(302);
    const location = locationOf(res);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(client.hasSession()).toBe(false);
    expect((await client.request('/api/me')).status).toBe(401);
  });
});
