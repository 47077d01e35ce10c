import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { lastMailTo, linkIn, TestClient, uniqueEmail } from '../../testing/test-client';

const ADMIN = uniqueEmail('admin');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
});

async function signUp(client: TestClient, email: string, extra: Record<string, unknown> = {}) {
  return client.json<{ user?: { id: string } }>('/api/auth/sign-up/email', {
    json: {
      name: 'Maria Clara Souza',
      email,
      password: 'segredo123',
      whatsapp: '11987654321',
      callbackURL: '/auth/callback',
      ...extra,
    },
  });
}

async function confirm(client: TestClient, email: string) {
  const mail = await lastMailTo(t.database.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = linkIn(mail.text, /verify-email/);
  return client.request(link);
}

describe('sign-up, confirmation and the profile', () => {
  it('creates a pending profile from the sign-up data and queues the confirmation email', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    const res = await signUp(client, email);
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(false);

    const [row] = await t.database.db
      .select({ p: profiles, u: user })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, email));
    expect(row?.p).toMatchObject({
      fullName: 'Maria Clara Souza',
      displayName: 'Maria Clara Souza',
      whatsapp: '11987654321',
      isAllowed: false,
    });
    if (!row) throw new Error('no profile');
    // Waiting for approval does not eat the trial: it starts at release (ADR 013).
    expect(row.p.trialEndsAt).toBeNull();
    expect(row.p.releasedAt).toBeNull();

    const mail = await lastMailTo(t.database.db, email);
    expect(mail?.kind).toBe('confirmation');
    expect(linkIn(mail?.text ?? '', /verify-email/)).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/,
    );
  });

  it('tells every admin about the new account', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), email, { name: 'João Notificado' });
    // The notice is sent after the sign-up returns; give it a moment.
    await expect
      .poll(async () => (await lastMailTo(t.database.db, ADMIN))?.subject ?? '', { timeout: 5000 })
      .toBe('Novo cadastro no MCTrading: João Notificado');
    const notice = await lastMailTo(t.database.db, ADMIN);
    expect(notice?.kind).toBe('admin-new-user');
    expect(notice?.text).toContain(email);
    expect(notice?.text).toContain('João Notificado');
  });

  it('refuses password sign-in until the email is confirmed, then signs in through the link', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    await signUp(client, email);

    const early = await client.json<{ code: string }>('/api/auth/sign-in/email', {
      json: { email, password: 'segredo123' },
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await confirm(client, email);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth/callback');
    expect(client.hasSession()).toBe(true);

    const me = await client.json<{ user: { email: string }; profile: { isAllowed: boolean } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    expect(me.body.profile.isAllowed).toBe(false);
  });

  it('maps a wrong password to INVALID_EMAIL_OR_PASSWORD', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    await signUp(client, email);
    await confirm(client, email);
    const res = await new TestClient(t.app).json<{ code: string }>('/api/auth/sign-in/email', {
      json: { email, password: 'errada123' },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('stores a WhatsApp as digits and rejects an empty one with the spec message', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    await signUp(client, email, { whatsapp: undefined });
    await confirm(client, email);
    const before = await client.json<{ profile: { whatsapp: string | null } }>('/api/me');
    expect(before.body.profile.whatsapp).toBeNull();

    const bad = await client.json<{ fieldErrors: Record<string, string[]> }>('/api/me/whatsapp', {
      method: 'PATCH',
      json: { whatsapp: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.whatsapp).toEqual([
      'Campo obrigatório: Por favor, preencha o número do WhatsApp.',
    ]);

    const ok = await client.json<{ profile: { whatsapp: string } }>('/api/me/whatsapp', {
      method: 'PATCH',
      json: { whatsapp: '(21) 99876-5432' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.profile.whatsapp).toBe('21998765432');
  });

  it('answers the email-exists hint', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), email);
    const client = new TestClient(t.app, '198.51.100.77');
    const known = await client.json<{ exists: boolean }>(
      `/api/public/email-exists?email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(known.body).toEqual({ exists: true });
    const unknown = await client.json<{ exists: boolean }>(
      `/api/public/email-exists?email=${encodeURIComponent(uniqueEmail())}`,
    );
    expect(unknown.body).toEqual({ exists: false });
  });

  it('makes ADMIN_EMAILS accounts admins, allowed from creation', async () => {
    const client = new TestClient(t.app);
    await signUp(client, ADMIN, { name: 'Ana Admin' });
    await confirm(client, ADMIN);
    const me = await client.json<{ user: { role: string }; profile: { isAllowed: boolean } }>('/api/me');
    expect(me.body.user.role).toBe('admin');
    expect(me.body.profile.isAllowed).toBe(true);
  });
});
