import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';
import { createRateLimiter } from './rate-limit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
/** A second app over the same database: what a restart, or a second server process, sees. */
let restarted: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  restarted = await createTestApp();
});

interface LimitedAction {
  name: string;
  /** Calls allowed per client address in one window. */
  max: number;
  /** Seconds. */
  window: number;
  call(client: TestClient): Promise<Response>;
}

const post = (path: string, json: unknown) => (client: TestClient) => client.request(path, { json });

/*
 * The limiter counts requests, not outcomes: every call below is one a real attacker could repeat. Sign-up sends a
 * password too short to be hashed, so the test does not spend the CPU on scrypt for each attempt.
 */
const actions: LimitedAction[] = [
  {
    name: 'password sign-in',
    max: 10,
    window: 60,
    // A new email each time: failures for one email are also limited per account (account-limit.test.ts).
    call: (client) =>
      client.request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail('ninguem'), password: 'chute-errado' },
      }),
  },
  {
    name: 'sign-up',
    max: 5,
    window: 600,
    call: (client) =>
      client.request('/api/auth/sign-up/email', {
        json: { name: 'Robô', email: uniqueEmail('bot'), password: '1' },
      }),
  },
  {
    name: 'password recovery',
    max: 5,
    window: 600,
    call: post('/api/auth/request-password-reset', {
      email: 'ninguem@example.test',
      redirectTo: '/auth/callback?type=recovery',
    }),
  },
  {
    name: 'magic link',
    max: 5,
    window: 600,
    call: (client) =>
      client.request('/api/auth/sign-in/magic-link', {
        json: { email: uniqueEmail('magic'), callbackURL: '/auth/callback' },
      }),
  },
  {
    name: 'confirmation resend',
    max: 5,
    window: 600,
    call: post('/api/auth/send-verification-email', {
      email: 'ninguem@example.test',
      callbackURL: '/auth/callback',
    }),
  },
  // Wrong second-factor codes. Without a challenge they are refused anyway, but still counted: the limit
  // is on the guessing, whatever the answer.
  {
    name: 'two-factor code',
    max: 10,
    window: 60,
    call: post('/api/auth/two-factor/verify-totp', { code: '123456' }),
  },
  {
    name: 'two-factor recovery code',
    max: 10,
    window: 60,
    call: post('/api/auth/two-factor/verify-backup-code', { code: 'AAAAA-BBBBB' }),
  },
  {
    name: 'email-exists look-up',
    max: 30,
    window: 60,
    call: (client) => client.request(`/api/public/email-exists?email=${encodeURIComponent(uniqueEmail())}`),
  },
];

async function expectRateLimited(res: Response, window: number) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({
    code: 'RATE_LIMITED',
    message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(window);
}

describe('rate limits on the public account actions', () => {
  for (const action of actions) {
    it(`limits ${action.name} per address, in the database`, async () => {
      const attacker = new TestClient(t.app);
      for (let i = 1; i <= action.max; i++) {
        const res = await action.call(attacker);
        expect(res.status, `call ${i} of ${action.max}`).not.toBe(429);
        expect(res.status, `call ${i} of ${action.max}`).toBeLessThan(500);
      }
      await expectRateLimited(await action.call(attacker), action.window);
      // Still refused on the next call: the block lasts the window, not one request.
      await expectRateLimited(await action.call(attacker), action.window);

      const neighbour = new TestClient(t.app);
      const served = await action.call(neighbour);
      expect(served.status).not.toBe(429);
      expect(served.status).toBeLessThan(500);

      // Same address, new app instance on the same database: the counter survived.
      await expectRateLimited(await action.call(new TestClient(restarted.app, attacker.ip)), action.window);
    });
  }

  it('does not let a forged X-Forwarded-For dodge the limit when no proxy is trusted', async () => {
    const attacker = new TestClient(t.app);
    const action = actions.find((a) => a.name === 'confirmation resend');
    if (!action) throw new Error('no confirmation resend action');
    for (let i = 0; i < action.max; i++) await action.call(attacker);
    const forged = await attacker.request('/api/auth/send-verification-email', {
      json: { email: 'ninguem@example.test', callbackURL: '/auth/callback' },
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-mct-client-ip': '203.0.113.9' },
    });
    await expectRateLimited(forged, action.window);
  });
});

describe('createRateLimiter', () => {
  const key = () => `test:${randomUUID()}`;

  it('refuses past max within the window and serves again once the window has passed', async () => {
    let clock = 1_700_000_000_000;
    const limiter = createRateLimiter(t.database.db, 1, () => clock);
    const k = key();
    const rule = { window: 60, max: 3 };
    for (let i = 0; i < 3; i++)
      expect(await limiter.consume(k, rule)).toEqual({ allowed: true, retryAfter: null, left: 2 - i });
    expect(await limiter.peek(k, rule)).toEqual({ allowed: false, retryAfter: 60 });
    expect(await limiter.consume(k, rule)).toEqual({ allowed: false, retryAfter: 60, left: -1 });

    clock += 45_000;
    expect(await limiter.consume(k, rule)).toMatchObject({ allowed: false, retryAfter: 15 });
    clock += 14_999;
    expect(await limiter.consume(k, rule)).toMatchObject({ allowed: false, retryAfter: 1 });

    // The window (counted from its first request) has passed: a fresh one starts, with the full allowance.
    clock += 1;
    expect(await limiter.peek(k, rule)).toEqual({ allowed: true, retryAfter: 60 });
    for (let i = 0; i < 3; i++) expect((await limiter.consume(k, rule)).allowed).toBe(true);
    expect(await limiter.consume(k, rule)).toMatchObject({ allowed: false, retryAfter: 60 });
    const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row?.lastRequest).toBe(clock);
  });

  it('keeps each key separate and multiplies max by the configured scale', async () => {
    const limiter = createRateLimiter(t.database.db, 3);
    const a = key();
    const b = key();
    const rule = { window: 60, max: 2 };
    for (let i = 0; i < 6; i++) expect((await limiter.consume(a, rule)).allowed).toBe(true);
    expect((await limiter.peek(a, rule)).allowed).toBe(false);
    expect((await limiter.consume(a, rule)).allowed).toBe(false);
    expect((await limiter.consume(b, rule)).allowed).toBe(true);
    expect((await limiter.peek(b, rule)).allowed).toBe(true);
  });

  it('leaves an unscaled rule (one notice a window) at its max, whatever the scale', async () => {
    const limiter = createRateLimiter(t.database.db, 100);
    const k = key();
    const rule = { window: 60, max: 1, unscaled: true };
    expect(await limiter.consume(k, rule)).toEqual({ allowed: true, retryAfter: null, left: 0 });
    expect((await limiter.peek(k, rule)).allowed).toBe(false);
    expect(await limiter.consume(k, rule)).toMatchObject({ allowed: false, left: -1 });
  });

  it('forgets a key on reset', async () => {
    const limiter = createRateLimiter(t.database.db);
    const k = key();
    const rule = { window: 60, max: 1 };
    await limiter.consume(k, rule);
    expect((await limiter.peek(k, rule)).allowed).toBe(false);
    await limiter.reset(k);
    expect((await limiter.peek(k, rule)).allowed).toBe(true);
    expect(await limiter.consume(k, rule)).toEqual({ allowed: true, retryAfter: null, left: 0 });
  });

  // On PostgreSQL these run on the pool's several connections at once, as requests to several processes would.
  it('never lets concurrent calls past max', async () => {
    const limiter = createRateLimiter(t.database.db);
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => limiter.consume(k, { window: 60, max: 7 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfter !== null && r.retryAfter >= 1)).toBe(
      true,
    );
  });
});
