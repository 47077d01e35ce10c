import { createLocalJWKSet, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function fetchJwks() {
  const res = await new TestClient(t.app).request('/.well-known/jwks.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as JSONWebKeySet;
}

async function signedIn() {
  const email = uniqueEmail('api');
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: 'segredo123', name: 'Ana Api', allowed: true },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect(
    (await client.request('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } })).status,
  ).toBe(200);
  return { client, userId: created.body.userId, email };
}

describe('/.well-known/jwks.json', () => {
  it('publishes Ed25519 public keys only, without being signed in', async () => {
    // Make sure a key exists even if this file runs first on a fresh database.
    const { client } = await signedIn();
    expect((await client.request('/api/auth/token')).status).toBe(200);

    const jwks = await fetchJwks();
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
      expect(typeof key.kid).toBe('string');
      expect(typeof key.x).toBe('string');
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) expect(key).not.toHaveProperty(secret);
    }
  });

  it('verifies a token issued to a signed-in caller, and no other', async () => {
    const { client, userId, email } = await signedIn();
    const issued = await client.json<{ token: string }>('/api/auth/token');
    expect(issued.status).toBe(200);
    const keys = createLocalJWKSet(await fetchJwks());

    const { payload, protectedHeader } = await jwtVerify(issued.body.token, keys, {
      issuer: TEST_ORIGIN,
      audience: TEST_ORIGIN,
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload.sub).toBe(userId);
    expect(payload.email).toBe(email);
    expect(Number(payload.exp) - Number(payload.iat)).toBeLessThanOrEqual(15 * 60);

    // A token signed with a key the server never published is refused.
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ sub: userId })
      .setProtectedHeader({ alg: 'EdDSA', kid: String(protectedHeader.kid) })
      .setIssuer(TEST_ORIGIN)
      .setAudience(TEST_ORIGIN)
      .setExpirationTime('5m')
      .sign(privateKey);
    await expect(jwtVerify(forged, keys)).rejects.toThrow();

    // Tampering with the payload breaks the signature.
    const [header, , signature] = issued.body.token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...payload, sub: 'outra-pessoa' })).toString(
      'base64url',
    );
    await expect(jwtVerify(`${header}.${otherPayload}.${signature}`, keys)).rejects.toThrow();
  });

  it('keeps serving every caller however often one of them asks', async () => {
    const busy = new TestClient(t.app);
    for (let i = 0; i < 110; i++) expect((await busy.request('/.well-known/jwks.json')).status).toBe(200);
    expect((await new TestClient(t.app).request('/.well-known/jwks.json')).status).toBe(200);
  });

  it('issues no token without a session', async () => {
    const res = await new TestClient(t.app).request('/api/auth/token');
    expect(res.status).toBe(401);
  });
});
