/**
 * A real OpenID Connect provider standing in for Google in tests (the `oidc-provider` package): discovery, PKCE,
 * signed ID tokens, userinfo — everything the app's better-auth talks to — on http://localhost. Its sign-in page
 * is a tiny form (email + name, 'Continuar') so a test chooses which "Google user" signs in; the account's `sub`
 * is derived from the email, so the same email is always the same Google identity. Consent is granted at once.
 *
 *   node --import tsx e2e/support/oidc-provider.ts
 *   OIDC_PORT (default 3404); APP_URL (default http://localhost:3000): the app whose callback the client may use
 *
 * Tests in-process use `startOidcProvider({ port: 0, clients: [googleTestClient(appUrl)] })`.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Types only here: the package itself is loaded by startOidcProvider, so importing this file's constants (as
// playwright.config.ts and the specs do) stays cheap and quiet.
import type Provider from 'oidc-provider';
import type { ClientMetadata, interactionPolicy as Policy, KoaContextWithOIDC } from 'oidc-provider';

export const DEFAULT_OIDC_PORT = 3404;
export const GOOGLE_TEST_CLIENT_ID = 'mctrading-test';
export const GOOGLE_TEST_CLIENT_SECRET = 'mctrading-test-secret';
/** Where better-auth (1.7, genericOAuth with providerId 'google') expects the provider to send the user back. */
export const googleCallbackPath = '/api/auth/callback/google';
/** The sign-in page's texts, for tests that fill it. */
export const loginPage = {
  title: 'Google (teste)',
  email: 'Email',
  name: 'Nome',
  submit: 'Continuar',
} as const;

export interface GoogleUser {
  email: string;
  name: string;
}

export interface OidcProviderHandle {
  issuer: string;
  port: number;
  discoveryUrl: string;
  /** The identities that have signed in so far, by `sub`. */
  accounts: ReadonlyMap<string, GoogleUser>;
  close(): Promise<void>;
}

/** The confidential client the app is configured with (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET). */
export function googleTestClient(appUrl: string): ClientMetadata {
  return {
    client_id: GOOGLE_TEST_CLIENT_ID,
    client_secret: GOOGLE_TEST_CLIENT_SECRET,
    redirect_uris: [`${appUrl.replace(/\/+$/, '')}${googleCallbackPath}`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // better-auth's default for a client with a secret, as it is with Google.
    token_endpoint_auth_method: 'client_secret_post',
  };
}

/** A stable, Google-like numeric subject for an email. */
export function subjectFor(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 21n).toString().padStart(21, '1');
}

export async function startOidcProvider({
  port,
  clients,
}: {
  /** 0 picks a free port. */
  port: number;
  clients: ClientMetadata[];
}): Promise<OidcProviderHandle> {
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider');
  const accounts = new Map<string, GoogleUser>();
  // Listen first: with port 0 the issuer (which has the port in it) is only known afterwards. Until the provider
  // exists every request gets a 503, so a readiness probe retries instead of hanging.
  const routes: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server: Server = createServer((req, res) => {
    if (routes.handle) routes.handle(req, res);
    else res.writeHead(503, { 'retry-after': '1' }).end();
  });
  // No host: every local address, so http://localhost works whether it resolves to 127.0.0.1 or ::1.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const issuer = `http://localhost:${actualPort}`;

  const provider = new OidcProvider(issuer, {
    clients,
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'picture'],
    },
    // Like Google: the ID token carries the profile claims, not only the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes (seconds), short as befits a test run; the defaults log a notice each.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: policy(interactionPolicy),
    },
    loadExistingGrant: autoGrant,
    findAccount: (_ctx, sub) => {
      const user = accounts.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          given_name: user.name.split(/\s+/)[0] ?? user.name,
          picture: `${issuer}/avatar.svg`,
        }),
      };
    },
  });
  const oidc = provider.callback();

  routes.handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    if (match && (req.method === 'GET' || req.method === 'POST')) {
      const work =
        req.method === 'GET' ? showLogin(provider, req, res) : finishLogin(provider, accounts, req, res);
      work.catch((err: unknown) => {
        if (!res.headersSent) {
          res
            .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
            .end(`interaction failed: ${String(err)}`);
        }
      });
    } else if (req.method === 'GET' && url.pathname === '/avatar.svg') {
      res
        .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' })
        .end(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#4285F4"/></svg>',
        );
    } else {
      void oidc(req, res);
    }
  };

  return {
    issuer,
    port: actualPort,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    accounts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Ephemeral RS256 signing key (the package's built-in development keys would log a warning). */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'test-key' };
}

/**
 * The default policy, plus: every authorization request shows the sign-in form once, even when the provider
 * already has a session, so a test picks the Google user each time (like Google's account chooser).
 */
function policy(interactionPolicy: typeof Policy) {
  const base = interactionPolicy.base();
  base
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('choose_account', 'the test picks the Google user', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return base;
}

/** Consent is implied (a first-party client): every requested OIDC scope is granted to the signed-in account. */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const accountId = oidc.account?.accountId;
  if (!oidc.client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (existing && existing.accountId === accountId) return existing;
  const grant = new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId });
  grant.addOIDCScope(String(oidc.params?.scope ?? 'openid'));
  await grant.save();
  return grant;
}

async function showLogin(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const { uid, params } = await provider.interactionDetails(req, res);
  const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(`<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${loginPage.title}</title></head>
<body>
<main>
<h1>${loginPage.title}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label for="email">${loginPage.email}</label><br><input id="email" name="email" type="email" required value="${escapeHtml(hint)}"></p>
<p><label for="name">${loginPage.name}</label><br><input id="name" name="name" type="text" required></p>
<p><button type="submit">${loginPage.submit}</button></p>
</form>
</main>
</body>
</html>`);
}

async function finishLogin(
  provider: Provider,
  accounts: Map<string, GoogleUser>,
  req: IncomingMessage,
  res: ServerResponse,
) {
  await provider.interactionDetails(req, res);
  const form = new URLSearchParams(await readBody(req));
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const name = (form.get('name') ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || !name) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('email e nome são obrigatórios');
    return;
  }
  const sub = subjectFor(email);
  accounts.set(sub, { email, name });
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: sub } },
    { mergeWithLastSubmission: false },
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function main(): Promise<void> {
  const port = Number(process.env.OIDC_PORT ?? DEFAULT_OIDC_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('OIDC_PORT: porta inválida');
  const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
  const handle = await startOidcProvider({ port, clients: [googleTestClient(appUrl)] });
  console.log(`oidc provider: ${handle.discoveryUrl} (client ${GOOGLE_TEST_CLIENT_ID} → ${appUrl})`);
  const shutdown = () => void handle.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
