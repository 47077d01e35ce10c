import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  googleTestClient,
  GOOGLE_TEST_CLIENT_ID,
  GOOGLE_TEST_CLIENT_SECRET,
  startOidcProvider,
  subjectFor,
  type GoogleUser,
  type OidcProviderHandle,
} from '../../../e2e/support/oidc-provider';
import { createApp } from '../app';
import { account, profiles, user } from '../db/schema';
import { createLogger } from '../logger';
import { fakeClientDir } from '../testing/temp-dirs';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';

/**
 * Google sign-in end to end against a real OpenID provider (e2e/support/oidc-provider.ts) in this process: every
 * redirect of the OAuth dance is a real HTTP request, followed by hand, with the app's cookies kept by TestClient
 * and the provider's by a small jar of its own.
 */

const ADMIN = uniqueEmail('google-admin');
const CALLBACK = '/auth/callback';

let oidc: OidcProviderHandle;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // Before the app: better-auth's genericOAuth reads the discovery document when it initialises.
  oidc = await startOidcProvider({ port: 0, clients: [googleTestClient(TEST_ORIGIN)] });
  t = await createTestApp({
    adminEmails: [ADMIN],
    google: {
      clientId: GOOGLE_TEST_CLIENT_ID,
      clientSecret: GOOGLE_TEST_CLIENT_SECRET,
      discoveryUrl: oidc.discoveryUrl,
    },
  });
});

afterAll(async () => {
  await oidc?.close();
});

/** The provider's cookies for one browser (paths ignored: its cookie names do not collide). */
class CookieJar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expires = /expires=([^;]+)/i.exec(cookie)?.[1];
      const expired =
        /max-age=0/i.test(cookie) || (expires !== undefined && Date.parse(expires) < Date.now());
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

async function providerRequest(jar: CookieJar, url: string, init: RequestInit = {}) {
  expect(url.startsWith(oidc.issuer), `left the provider for ${url}`).toBe(true);
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(res);
  return res;
}

function locationOf(res: Response, base: string): string {
  const location = res.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(location, base).toString();
}

/**
 * From the provider's authorization URL to the app's callback URL: the provider sends the browser to its sign-in
 * form, the test submits `who`, and the provider redirects back to the app with a code.
 */
async function throughProvider(jar: CookieJar, authorizationUrl: string, who: GoogleUser): Promise<string> {
  let url = authorizationUrl;
  let res = await providerRequest(jar, url);
  // Authorization endpoint → the interaction (sign-in) page.
  while (res.status >= 300 && res.status < 400) {
    url = locationOf(res, url);
    res = await providerRequest(jar, url);
  }
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('Continuar');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form in:\n${html}`);
  url = new URL(action, url).toString();
  res = await providerRequest(jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: who.email, name: who.name }).toString(),
  });
  // Interaction → resumed authorization → the app's callback (which is not the provider's).
  for (;;) {
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    url = locationOf(res, url);
    if (!url.startsWith(oidc.issuer)) return url;
    res = await providerRequest(jar, url);
  }
}

interface Dance {
  /** Where the app finally sends the browser (callbackURL, or the error URL with ?error=). */
  location: string;
  /** The callback URL the provider sent the browser to. */
  callbackUrl: string;
}

/** The whole round trip, from the app's start endpoint to the app's final redirect. */
async function googleDance(
  client: TestClient,
  who: GoogleUser,
  start: { path: string; json: Record<string, unknown> } = {
    path: '/api/auth/sign-in/social',
    json: { provider: 'google', callbackURL: CALLBACK, errorCallbackURL: CALLBACK },
  },
  /** The browser's cookies at the provider: a new browser by default. */
  providerJar = new CookieJar(),
): Promise<Dance> {
  const started = await client.json<{ url: string; redirect: boolean }>(start.path, { json: start.json });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.redirect).toBe(true);
  const authorize = new URL(started.body.url);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${oidc.issuer}/auth`);
  expect(authorize.searchParams.get('client_id')).toBe(GOOGLE_TEST_CLIENT_ID);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);

  const callbackUrl = await throughProvider(providerJar, started.body.url, who);
  expect(callbackUrl.startsWith(`${TEST_ORIGIN}/api/auth/callback/google?`)).toBe(true);
  const res = await client.request(callbackUrl);
  expect(res.status, await res.clone().text()).toBe(302);
  return { location: locationOf(res, TEST_ORIGIN), callbackUrl };
}

async function usersWithEmail(email: string) {
  return t.database.db.select().from(user).where(eq(user.email, email));
}

async function accountsOf(userId: string) {
  return t.database.db.select().from(account).where(eq(account.userId, userId));
}

/** A password account with a confirmed email, signed in on `client`. */
async function passwordAccount(client: TestClient, email: string, name = 'Paula Senha') {
  const signUp = await client.json('/api/auth/sign-up/email', {
    json: { name, email, password: 'segredo123', callbackURL: CALLBACK },
  });
  expect(signUp.status).toBe(200);
  await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } });
  expect(signIn.status).toBe(200);
  return present((await usersWithEmail(email))[0], `user ${email}`);
}

interface ListedAccount {
  id: string;
  providerId: string;
  accountId: string;
}

describe('Google sign-in against a real OpenID provider', () => {
  it('signs up a new Google user: a pending profile from the Google name, and a session', async () => {
    const who = { email: uniqueEmail('google-new'), name: 'Beatriz Lima Rocha' };
    const client = new TestClient(t.app);
    const { location } = await googleDance(client, who);
    expect(location).toBe(`${TEST_ORIGIN}${CALLBACK}`);
    expect(client.hasSession()).toBe(true);

    const row = present((await usersWithEmail(who.email))[0], 'the new user');
    expect(row).toMatchObject({ name: who.name, emailVerified: true, role: 'user' });
    expect(row.image).toBe(`${oidc.issuer}/avatar.svg`);
    const accounts = await accountsOf(row.id);
    expect(accounts.map((a) => [a.providerId, a.accountId])).toEqual([['google', subjectFor(who.email)]]);

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, row.id));
    if (!profile) throw new Error('no profile for the new Google user');
    expect(profile).toMatchObject({
      fullName: 'Beatriz Lima Rocha',
      displayName: 'Beatriz Lima Rocha',
      isAllowed: false,
      whatsapp: null,
    });
    // Waiting for approval does not eat the trial: it starts at release (ADR 013).
    expect(profile.trialEndsAt).toBeNull();
    expect(profile.releasedAt).toBeNull();

    const me = await client.json<{ user: { email: string }; profile: { isAllowed: boolean } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(who.email);
    expect(me.body.profile.isAllowed).toBe(false);
  });

  it('signing in again with the same Google account reuses the user', async () => {
    const who = { email: uniqueEmail('google-again'), name: 'Caio Repetido' };
    // One browser: still signed in at the provider the second time, which shows its sign-in form again anyway.
    const providerJar = new CookieJar();
    await googleDance(new TestClient(t.app), who, undefined, providerJar);
    const first = present((await usersWithEmail(who.email))[0], 'the first sign-in');

    const again = new TestClient(t.app);
    const { location } = await googleDance(again, who, undefined, providerJar);
    expect(location).toBe(`${TEST_ORIGIN}${CALLBACK}`);
    expect(again.hasSession()).toBe(true);
    const rows = await usersWithEmail(who.email);
    expect(rows.map((r) => r.id)).toEqual([first.id]);
    expect(await accountsOf(first.id)).toHaveLength(1);
    const me = await again.json<{ user: { id: string } }>('/api/me');
    expect(me.body.user.id).toBe(first.id);
  });

  it('an email in ADMIN_EMAILS signs up as an allowed admin', async () => {
    const client = new TestClient(t.app);
    await googleDance(client, { email: ADMIN, name: 'Ana Admin' });
    const me = await client.json<{ user: { role: string }; profile: { isAllowed: boolean } }>('/api/me');
    expect(me.body.user.role).toBe('admin');
    expect(me.body.profile.isAllowed).toBe(true);
  });

  it('a Google account with the email of a confirmed password account links to it, no duplicate', async () => {
    const email = uniqueEmail('google-link');
    const existing = await passwordAccount(new TestClient(t.app), email);

    const client = new TestClient(t.app);
    const { location } = await googleDance(client, { email, name: 'Outro Nome Google' });
    expect(location).toBe(`${TEST_ORIGIN}${CALLBACK}`);
    const rows = await usersWithEmail(email);
    expect(rows.map((r) => r.id)).toEqual([existing.id]);
    const providers = (await accountsOf(existing.id)).map((a) => a.providerId).sort();
    expect(providers).toEqual(['credential', 'google']);
    const me = await client.json<{ user: { id: string }; profile: { fullName: string } }>('/api/me');
    expect(me.body.user.id).toBe(existing.id);
    // The profile was made at sign-up and is not renamed by the Google account.
    expect(me.body.profile.fullName).toBe('Paula Senha');
  });

  it('does not link to a password account whose email was never confirmed', async () => {
    const email = uniqueEmail('google-unconfirmed');
    const signUp = await new TestClient(t.app).json('/api/auth/sign-up/email', {
      json: { name: 'Quem Cadastrou', email, password: 'segredo123', callbackURL: CALLBACK },
    });
    expect(signUp.status).toBe(200);
    const existing = present((await usersWithEmail(email))[0], 'the unconfirmed account');

    const client = new TestClient(t.app);
    const { location } = await googleDance(client, { email, name: 'Dona Do Email' });
    const url = new URL(location);
    expect(url.pathname).toBe(CALLBACK);
    expect(url.searchParams.get('error')).toBe('account_not_linked');
    expect(client.hasSession()).toBe(false);
    expect((await accountsOf(existing.id)).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('links Google while signed in, lists it, and unlinks it', async () => {
    const email = uniqueEmail('google-manual');
    const client = new TestClient(t.app);
    const owner = await passwordAccount(client, email);

    const { location } = await googleDance(
      client,
      { email, name: 'Paula Google' },
      { path: '/api/auth/link-social', json: { provider: 'google', callbackURL: '/perfil' } },
    );
    expect(location).toBe(`${TEST_ORIGIN}/perfil`);
    const listed = await client.json<ListedAccount[]>('/api/auth/list-accounts');
    expect(listed.status).toBe(200);
    expect(listed.body.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    const google = present(
      listed.body.find((a) => a.providerId === 'google'),
      'the linked Google account',
    );
    expect(google.accountId).toBe(subjectFor(email));

    const unlinked = await client.json('/api/auth/unlink-account', { json: { accountId: google.id } });
    expect(unlinked.status).toBe(200);
    const after = await client.json<ListedAccount[]>('/api/auth/list-accounts');
    expect(after.body.map((a) => a.providerId)).toEqual(['credential']);
    expect(
      await t.database.db
        .select()
        .from(account)
        .where(and(eq(account.userId, owner.id), eq(account.providerId, 'google'))),
    ).toEqual([]);
  });

  it('refuses to link a Google account with another email', async () => {
    const email = uniqueEmail('google-other');
    const client = new TestClient(t.app);
    const owner = await passwordAccount(client, email);
    const { location } = await googleDance(
      client,
      { email: uniqueEmail('someone-else'), name: 'Outra Pessoa' },
      {
        path: '/api/auth/link-social',
        json: { provider: 'google', callbackURL: '/perfil', errorCallbackURL: '/perfil' },
      },
    );
    expect(new URL(location).searchParams.get('error')).toBe('email_does_not_match');
    expect((await accountsOf(owner.id)).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('refuses to unlink Google when it is the only way to sign in', async () => {
    const client = new TestClient(t.app);
    await googleDance(client, { email: uniqueEmail('google-only'), name: 'Só Google' });
    const listed = await client.json<ListedAccount[]>('/api/auth/list-accounts');
    expect(listed.body.map((a) => a.providerId)).toEqual(['google']);
    const res = await client.json<{ code: string }>('/api/auth/unlink-account', {
      json: { accountId: present(listed.body[0], 'the Google account').id },
    });
    expect(res.status).toBe(400);
    // Our rule (auth.ts hooks.before): no password and no passkey would be left.
    expect(res.body.code).toBe('LAST_WAY_IN');
    expect((await client.json<ListedAccount[]>('/api/auth/list-accounts')).body).toHaveLength(1);
  });

  it('tells the client Google is enabled', async () => {
    const app = createApp({ ...t, logger: createLogger('silent'), clientDir: fakeClientDir() });
    const html = await (await app.request(`${TEST_ORIGIN}/auth`)).text();
    expect(appConfigIn(html)).toMatchObject({ googleEnabled: true });
  });
});

describe('without Google credentials', () => {
  it('says so in the public config and refuses the Google sign-in', async () => {
    const plain = await createTestApp({ google: undefined });
    const app = createApp({ ...plain, logger: createLogger('silent'), clientDir: fakeClientDir() });
    const html = await (await app.request(`${TEST_ORIGIN}/auth`)).text();
    expect(appConfigIn(html)).toMatchObject({ googleEnabled: false });

    const res = await new TestClient(plain.app).json<{ code: string }>('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: CALLBACK },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PROVIDER_NOT_FOUND');
  });
});

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

function appConfigIn(html: string): unknown {
  const content = /<meta name="app-config" content="([^"]*)"/.exec(html)?.[1];
  if (!content) throw new Error(`no app-config in:\n${html}`);
  return JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}
