import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInstantDateTime } from '@/shared/format';
import { mailQueue } from '../../db/schema';
import { securitySubject } from '../../mail/security-templates';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';

const PASSWORD = 'segredo123';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function signedInUser() {
  const email = uniqueEmail('notice');
  const created = await new TestClient(t.app).json('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Sara Segura', allowed: true },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
  return { email, client };
}

const notices = async (email: string) =>
  (
    await t.database.db
      .select({ subject: mailQueue.subject, text: mailQueue.text })
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'security-notice')))
      .orderBy(mailQueue.createdAt, mailQueue.id)
  ).map((m) => m.subject);

describe('security notices by email', () => {
  it('tells the owner when the password changes, and not when a change is refused', async () => {
    const { email, client } = await signedInUser();
    const refused = await client.json('/api/auth/change-password', {
      json: { currentPassword: 'errada-123', newPassword: 'outra-senha-456' },
    });
    expect(refused.status).toBe(400);
    expect(await notices(email)).toEqual([]);

    const changed = await client.json('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'outra-senha-456', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await notices(email)).toEqual([securitySubject('password-changed')]);
  });

  it('tells the owner when two-factor is turned on (the first code), not on a sign-in code, and when it is off', async () => {
    const { email, client } = await signedInUser();
    const enabled = await client.json<{ totpURI: string }>('/api/auth/two-factor/enable', {
      json: { password: PASSWORD },
    });
    expect(enabled.status).toBe(200);
    expect(await notices(email)).toEqual([]); // not on until a code is confirmed
    const secret = new URL(enabled.body.totpURI).searchParams.get('secret') ?? '';
    expect(
      (await client.json('/api/auth/two-factor/verify-totp', { json: { code: await generate({ secret }) } }))
        .status,
    ).toBe(200);
    expect(await notices(email)).toEqual([securitySubject('two-factor-enabled')]);

    // Signing in with a code is not a change.
    const again = new TestClient(t.app);
    const first = await again.json<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(first.body.twoFactorRedirect).toBe(true);
    expect(
      (await again.json('/api/auth/two-factor/verify-totp', { json: { code: await generate({ secret }) } }))
        .status,
    ).toBe(200);
    expect(await notices(email)).toHaveLength(1);

    // A wrong code refuses the change (and tells no one); the right one turns it off.
    expect(
      (
        await client.json('/api/auth/two-factor/disable', {
          json: { password: PASSWORD, code: 'AAAAA-BBBBB' },
        })
      ).status,
    ).toBe(400);
    expect(await notices(email)).toHaveLength(1);
    expect(
      (
        await client.json('/api/auth/two-factor/disable', {
          json: { password: PASSWORD, code: await generate({ secret }) },
        })
      ).status,
    ).toBe(200);
    expect(await notices(email)).toEqual([
      securitySubject('two-factor-enabled'),
      securitySubject('two-factor-disabled'),
    ]);
  });

  it("says when in the owner's own zone (their trading settings), not in Brasília time", async () => {
    const { email, client } = await signedInUser();
    const zone = await client.json('/api/trading-settings', {
      method: 'PATCH',
      json: { timezone: 'America/New_York' },
    });
    expect(zone.status).toBe(200);
    const before = new Date();
    const changed = await client.json('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'outra-senha-456' },
    });
    expect(changed.status).toBe(200);
    const after = new Date();
    const [mail] = await t.database.db
      .select({ text: mailQueue.text })
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'security-notice')));
    const newYork = (at: Date) => `${formatInstantDateTime(at, 'America/New_York')} (horário de Nova York)`;
    expect([newYork(before), newYork(after)]).toContain(/Quando: (.*\))/.exec(mail?.text ?? '')?.[1]);
    expect(mail?.text).not.toContain('Brasília');
  });
});
