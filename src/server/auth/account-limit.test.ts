import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, rateLimits } from '../db/schema';
import { ACCOUNT_LOCKED_SUBJECT } from '../mail/templates';
import { createTestApp } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';
import { ACCOUNT_SIGN_IN_RULE } from './account-limit';

const PASSWORD = 'senha-certa-1';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function createUser(name: string) {
  const email = uniqueEmail('conta');
  const res = await new TestClient(t.app).request('/api/testing/users', {
    json: { email, password: PASSWORD, name, allowed: true },
  });
  expect(res.status).toBe(201);
  return email;
}

/** Each attempt from an address never seen before: the per-address limit never sees two. */
const signInFromNewAddress = (email: string, password: string) =>
  new TestClient(t.app).request('/api/auth/sign-in/email', { json: { email, password } });

const lockMailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'account-locked')));

/** What an hour's wait does to the account's window. */
async function letTheWindowPass(email: string) {
  await t.database.db
    .update(rateLimits)
    .set({ lastRequest: sql`${rateLimits.lastRequest} - ${ACCOUNT_SIGN_IN_RULE.window * 1000}` })
    .where(eq(rateLimits.key, `account-sign-in:${email}`));
}

describe('failed password sign-ins per account, from any address', () => {
  it('blocks the account after the limit, tells its owner once, and refuses even the right password', async () => {
    const email = await createUser('Dona da Conta');
    const neighbour = await createUser('Vizinha');
    const { max, window } = ACCOUNT_SIGN_IN_RULE;

    for (let i = 1; i <= max; i++) {
      const res = await signInFromNewAddress(i % 2 ? email : email.toUpperCase(), `chute-${i}`);
      expect(res.status, `guess ${i}`).toBe(401);
    }
    const blocked = await signInFromNewAddress(email, 'chute-final');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(window - 60);
    expect(retryAfter).toBeLessThanOrEqual(window);

    // The owner is told, once, in Portuguese, with the way in that still works.
    const mails = await lockMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(ACCOUNT_LOCKED_SUBJECT);
    expect(mails[0]?.text).toContain('Olá, Dona da Conta!');
    expect(mails[0]?.text).toContain('o login com senha ficou bloqueado até');
    expect(mails[0]?.text).toContain('"enviar link por email"');

    // The right password, from an address that never failed, is refused too, and no second mail goes out.
    const owner = await signInFromNewAddress(email, PASSWORD);
    expect(owner.status).toBe(429);
    expect(await lockMailsTo(email)).toHaveLength(1);

    // Other accounts are untouched.
    expect((await signInFromNewAddress(neighbour, PASSWORD)).status).toBe(200);

    // Once the window has passed, the right password works again.
    await letTheWindowPass(email);
    const later = await signInFromNewAddress(email, PASSWORD);
    expect(later.status).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and mails no one', async () => {
    const email = uniqueEmail('ninguem');
    for (let i = 1; i <= ACCOUNT_SIGN_IN_RULE.max; i++)
      expect((await signInFromNewAddress(email, `chute-${i}`)).status).toBe(401);
    expect((await signInFromNewAddress(email, 'chute')).status).toBe(429);
    expect(await lockMailsTo(email)).toHaveLength(0);
  });

  it('forgets the failures once the owner signs in with the right password', async () => {
    const email = await createUser('Esquecida');
    for (let i = 1; i < ACCOUNT_SIGN_IN_RULE.max; i++)
      expect((await signInFromNewAddress(email, `chute-${i}`)).status).toBe(401);
    expect((await signInFromNewAddress(email, PASSWORD)).status).toBe(200);
    // A full allowance again: one more failure does not block.
    expect((await signInFromNewAddress(email, 'chute')).status).toBe(401);
    expect((await signInFromNewAddress(email, PASSWORD)).status).toBe(200);
  });
});
