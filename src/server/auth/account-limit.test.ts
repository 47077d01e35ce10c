import { and, eq, like, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, rateLimits } from '../db/schema';
import { ACCOUNT_LOCKED_SUBJECT, SIGN_IN_BLOCKED_SUBJECT } from '../mail/templates';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';
import { linkIn, TestClient, uniqueEmail } from '../testing/test-client';
import { ACCOUNT_SIGN_IN_RULE, ADDRESS_SIGN_IN_RULE } from './account-limit';
import { signInLimitKeys } from './sign-in-limit-keys';

const PASSWORD = 'senha-certa-1';
const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
};

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

let lastOctet = 0;
/** An address of its own (documentation range 198.51.100.0/24 and up), never used by another test. */
function newAddress(): string {
  lastOctet++;
  return `198.51.${100 + Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

/**
 * better-auth's own limit on /sign-in/email (10 a minute per address, whatever the email) would answer 429 before
 * ours on an address's 11th try within the minute: a minute passes for it, so the tries below meet our limit.
 */
async function letTheMinutePass(address: string) {
  await t.database.db.delete(rateLimits).where(eq(rateLimits.key, `${address}|/sign-in/email`));
}

async function signInFrom(address: string, email: string, password: string) {
  await letTheMinutePass(address);
  return new TestClient(t.app, address).request('/api/auth/sign-in/email', { json: { email, password } });
}

/** `count` wrong passwords for `email` from `address`, each refused as a wrong password (401). */
async function guess(address: string, email: string, count: number) {
  for (let i = 1; i <= count; i++) {
    const res = await signInFrom(address, email, `chute-${address}-${i}`);
    expect(res.status, `guess ${i} from ${address}`).toBe(401);
  }
}

async function expectBlocked(res: Response, window: number) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual(RATE_LIMITED);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(window - 60);
  expect(retryAfter).toBeLessThanOrEqual(window);
}

const mailsTo = (email: string, kind: 'account-locked' | 'sign-in-blocked') =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, kind)));

/** What an hour's wait does to every count of the account (its own, each address's, the notice's). */
async function letTheHourPass(email: string) {
  await t.database.db
    .update(rateLimits)
    .set({ lastRequest: sql`${rateLimits.lastRequest} - ${ACCOUNT_SIGN_IN_RULE.window * 1000}` })
    .where(
      or(
        eq(rateLimits.key, signInLimitKeys.account(email)),
        eq(rateLimits.key, signInLimitKeys.notice(email)),
        like(rateLimits.key, `${signInLimitKeys.addressPrefix(email)}%`),
      ),
    );
}

/** The mails' way in at once: the sign-in page, opened on the magic link. */
const MAGIC_LINK_PAGE = `${TEST_ORIGIN}/auth?entrar=link`;

describe('failed password sign-ins per account and address', () => {
  it("does not let another address's guesses block the owner at their own address", async () => {
    const email = await createUser('Dona da Conta');
    const stranger = newAddress();
    const { max, window } = ADDRESS_SIGN_IN_RULE;

    await guess(stranger, email, max);
    // The stranger's address is blocked for this account, even with the right password…
    await expectBlocked(await signInFrom(stranger, email, 'chute-final'), window);
    await expectBlocked(await signInFrom(stranger, email, PASSWORD), window);
    // …and still is with letters in another case (one account, one count).
    await expectBlocked(await signInFrom(stranger, email.toUpperCase(), PASSWORD), window);

    // The owner, at home, signs in with the right password at once.
    const home = newAddress();
    expect((await signInFrom(home, email, PASSWORD)).status).toBe(200);
    // A typo at home is a wrong password, not a block.
    expect((await signInFrom(home, email, 'errei')).status).toBe(401);

    // The owner is told once, in Portuguese, how to get in at once, and from which address the guesses came.
    const mails = await mailsTo(email, 'sign-in-blocked');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(SIGN_IN_BLOCKED_SUBJECT);
    expect(mail?.text).toContain('Olá, Dona da Conta!');
    expect(mail?.text).toContain(`a partir de um mesmo endereço de internet (${stranger})`);
    expect(mail?.text).toContain('De outros lugares, o login com senha continua funcionando.');
    expect(mail?.text).toContain('Para entrar agora mesmo, sem senha');
    expect(mail?.text).toContain('"enviar link por email"');
    expect(linkIn(mail?.text ?? '', /\/auth\?/)).toBe(MAGIC_LINK_PAGE);
    expect(await mailsTo(email, 'account-locked')).toHaveLength(0);

    // Once the hour has passed, the stranger's address may try again.
    await letTheHourPass(email);
    expect((await signInFrom(stranger, email, 'chute')).status).toBe(401);
  });

  it('counts concurrent guesses without losing one, and mails once', async () => {
    const email = await createUser('Sob Rajada');
    const stranger = newAddress();
    await letTheMinutePass(stranger);
    const burst = await Promise.all(
      Array.from({ length: ADDRESS_SIGN_IN_RULE.max }, (_, i) =>
        new TestClient(t.app, stranger).request('/api/auth/sign-in/email', {
          json: { email, password: `rajada-${i}` },
        }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 401));
    await expectBlocked(await signInFrom(stranger, email, PASSWORD), ADDRESS_SIGN_IN_RULE.window);
    expect(await mailsTo(email, 'sign-in-blocked')).toHaveLength(1);
  });

  it('mails the owner about blocked addresses at most once an hour', async () => {
    const email = await createUser('Muito Visada');
    const [first, second] = [newAddress(), newAddress()];
    await guess(first, email, ADDRESS_SIGN_IN_RULE.max);
    await guess(second, email, ADDRESS_SIGN_IN_RULE.max);
    await expectBlocked(await signInFrom(second, email, PASSWORD), ADDRESS_SIGN_IN_RULE.window);
    expect(await mailsTo(email, 'sign-in-blocked')).toHaveLength(1);
  });

  it('forgets an address’s failures once the right password comes from it, not the account’s', async () => {
    const email = await createUser('Esquecida');
    const home = newAddress();
    const { max } = ADDRESS_SIGN_IN_RULE;
    await guess(home, email, max - 1);
    expect((await signInFrom(home, email, PASSWORD)).status).toBe(200);
    // A full allowance again at that address.
    await guess(home, email, max - 1);
    expect((await signInFrom(home, email, PASSWORD)).status).toBe(200);
    // The account's count keeps every failure: the owner's success says nothing of other addresses' guesses.
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, signInLimitKeys.account(email)));
    expect(row?.count).toBe(2 * (max - 1));
    expect(await mailsTo(email, 'sign-in-blocked')).toHaveLength(0);
  });

  it('holds the account’s ceiling across many addresses, except where the owner is signed in', async () => {
    const email = await createUser('Alvo Distribuído');
    const { max, window } = ACCOUNT_SIGN_IN_RULE;
    // The owner is signed in on a phone at home.
    const home = newAddress();
    await letTheMinutePass(home);
    const phone = new TestClient(t.app, home);
    expect(
      (await phone.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status,
    ).toBe(200);

    // A slow guess spread over many machines, each below its own address's limit.
    const perAddress = ADDRESS_SIGN_IN_RULE.max / 2;
    for (let done = 0; done < max; done += perAddress) await guess(newAddress(), email, perAddress);

    // Password sign-in is now refused from any other address, even with the right password.
    await expectBlocked(await signInFrom(newAddress(), email, PASSWORD), window);
    await expectBlocked(await signInFrom(newAddress(), email, 'chute'), window);
    // At home, where the account is signed in, the owner's laptop still gets in with the password.
    await letTheMinutePass(home);
    const laptop = new TestClient(t.app, home);
    expect(
      (await laptop.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status,
    ).toBe(200);

    // One mail, with the way in at once.
    const mails = await mailsTo(email, 'account-locked');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(ACCOUNT_LOCKED_SUBJECT);
    expect(mails[0]?.text).toContain('Olá, Alvo Distribuído!');
    expect(mails[0]?.text).toContain('vindas de vários endereços de internet');
    expect(mails[0]?.text).toContain('o login com senha ficou bloqueado até');
    expect(mails[0]?.text).toContain('"enviar link por email"');
    expect(linkIn(mails[0]?.text ?? '', /\/auth\?/)).toBe(MAGIC_LINK_PAGE);
    // No address was blocked on its own: no mail about one.
    expect(await mailsTo(email, 'sign-in-blocked')).toHaveLength(0);

    // Signed out at home, the address is a stranger's like any other until the hour ends.
    for (const device of [phone, laptop])
      expect((await device.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    await expectBlocked(await signInFrom(home, email, PASSWORD), window);
    // The magic link still works meanwhile.
    expect(
      (
        await new TestClient(t.app, newAddress()).request('/api/auth/sign-in/magic-link', {
          json: { email, callbackURL: '/auth/callback' },
        })
      ).status,
    ).toBe(200);

    await letTheHourPass(email);
    expect((await signInFrom(newAddress(), email, PASSWORD)).status).toBe(200);
  }, 120_000);

  it('answers an unknown email exactly as a known one, and mails no one', async () => {
    const email = uniqueEmail('ninguem');
    const stranger = newAddress();
    await guess(stranger, email, ADDRESS_SIGN_IN_RULE.max);
    await expectBlocked(await signInFrom(stranger, email, 'chute'), ADDRESS_SIGN_IN_RULE.window);
    expect((await signInFrom(newAddress(), email, 'chute')).status).toBe(401);

    // The account's ceiling too (the earlier guesses of a distributed attack, written as they would be).
    await t.database.db
      .update(rateLimits)
      .set({ count: ACCOUNT_SIGN_IN_RULE.max - 1 })
      .where(eq(rateLimits.key, signInLimitKeys.account(email)));
    expect((await signInFrom(newAddress(), email, 'chute')).status).toBe(401);
    await expectBlocked(await signInFrom(newAddress(), email, 'chute'), ACCOUNT_SIGN_IN_RULE.window);
    expect(await mailsTo(email, 'sign-in-blocked')).toHaveLength(0);
    expect(await mailsTo(email, 'account-locked')).toHaveLength(0);
  });
});
