import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@/shared/account/contract';
import { profileApi } from '@/shared/account/profile-contract';
import { profileMessages } from '@/shared/i18n/profile-info';
import { mailQueue, profiles, user } from '../../db/schema';
import { EMAIL_CHANGE_SUBJECT } from '../../mail/email-change-templates';
import { securitySubject } from '../../mail/security-templates';
import { createTestApp } from '../../testing/test-app';
import { lastMailTo, linkIn, TestClient, uniqueEmail } from '../../testing/test-client';
import { EMAIL_CHANGE_LIMIT } from './profile.routes';

const PASSWORD = 'segredo123';
type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, string[]> };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function signedIn(label: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(label);
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: {
      email,
      password: PASSWORD,
      name: 'Paula Perfil',
      allowed: true,
      whatsapp: '11987654321',
      ...extra,
    },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
  expect(signIn.status).toBe(200);
  return { email, client, userId: created.body.userId };
}

const profileOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ displayName: profiles.displayName, fullName: profiles.fullName, whatsapp: profiles.whatsapp })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
};
const userRow = async (userId: string) => {
  const [row] = await t.database.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  return row;
};
const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select({ subject: mailQueue.subject, text: mailQueue.text })
    .from(mailQueue)
    .where(and(eq(mailQueue.to, to), eq(mailQueue.kind, kind)));

describe('PATCH /api/me/profile', () => {
  it('needs a session', async () => {
    const res = await new TestClient(t.app).json(profileApi.profile, {
      method: 'PATCH',
      json: { displayName: 'Ninguém' },
    });
    expect(res.status).toBe(401);
  });

  it("changes the caller's names and WhatsApp only, and better-auth's name follows the full name", async () => {
    const a = await signedIn('perfil-a');
    const b = await signedIn('perfil-b');
    const res = await a.client.json<MeResponse>(profileApi.profile, {
      method: 'PATCH',
      json: { displayName: '  Paulinha ', fullName: 'Paula Souza Perfil', whatsapp: '(21) 91234-5678' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      displayName: 'Paulinha',
      fullName: 'Paula Souza Perfil',
      whatsapp: '21912345678',
    });
    expect(res.body.user.name).toBe('Paula Souza Perfil');
    expect(await profileOf(a.userId)).toEqual({
      displayName: 'Paulinha',
      fullName: 'Paula Souza Perfil',
      whatsapp: '21912345678',
    });
    expect((await userRow(a.userId))?.name).toBe('Paula Souza Perfil');
    // /api/me (the header's source) reads the same.
    const me = await a.client.json<MeResponse>('/api/me');
    expect(me.body.profile.displayName).toBe('Paulinha');
    // The other trader is untouched.
    expect(await profileOf(b.userId)).toEqual({
      displayName: 'Paula Perfil',
      fullName: 'Paula Perfil',
      whatsapp: '11987654321',
    });
    expect((await userRow(b.userId))?.name).toBe('Paula Perfil');
  });

  it('leaves out what is not sent (a stored short WhatsApp survives a name change)', async () => {
    const a = await signedIn('perfil-parcial', { whatsapp: '1133' });
    const res = await a.client.json<MeResponse>(profileApi.profile, {
      method: 'PATCH',
      json: { displayName: 'Só o nome' },
    });
    expect(res.status).toBe(200);
    expect(await profileOf(a.userId)).toMatchObject({ displayName: 'Só o nome', whatsapp: '1133' });
  });

  it('refuses bad fields with Portuguese messages per field, and changes nothing', async () => {
    const a = await signedIn('perfil-erros');
    const res = await a.client.json<ErrorBody>(profileApi.profile, {
      method: 'PATCH',
      json: { displayName: '   ', fullName: 'x'.repeat(121), whatsapp: '(11) 9876-543' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
    expect(res.body.fieldErrors).toEqual({
      displayName: [profileMessages.required],
      fullName: [profileMessages.fullNameTooLong],
      whatsapp: [profileMessages.invalidWhatsapp],
    });
    expect(await profileOf(a.userId)).toMatchObject({ displayName: 'Paula Perfil', whatsapp: '11987654321' });

    const nul = await a.client.json<ErrorBody>(profileApi.profile, {
      method: 'PATCH',
      json: { displayName: 'Nome\u0000' },
    });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body.fieldErrors ?? {})).toEqual(['displayName']);
  });

  it('is open to a pending trader (the /api/me rule)', async () => {
    const p = await signedIn('perfil-pendente', { allowed: false });
    const res = await p.client.json<MeResponse>(profileApi.profile, {
      method: 'PATCH',
      json: { fullName: 'Pendente da Silva' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile.fullName).toBe('Pendente da Silva');
  });
});

describe('POST /api/me/email', () => {
  it('needs a session', async () => {
    const res = await new TestClient(t.app).json(profileApi.email, { json: { email: uniqueEmail('x') } });
    expect(res.status).toBe(401);
  });

  it('changes the email through the link mailed to the new address, and tells the old one', async () => {
    const a = await signedIn('troca');
    const other = await signedIn('troca-outro');
    const newEmail = uniqueEmail('novo');
    const asked = await a.client.json<{ pendingEmail: string }>(profileApi.email, {
      json: { email: `  ${newEmail.toUpperCase()} ` },
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ pendingEmail: newEmail });
    // Nothing changes until the link is opened.
    expect((await userRow(a.userId))?.email).toBe(a.email);
    expect(await mailsTo(a.email, 'security-notice')).toEqual([]);

    const mail = await lastMailTo(t.database.db, newEmail);
    expect(mail).toMatchObject({ kind: 'email-change', subject: EMAIL_CHANGE_SUBJECT });
    const link = linkIn(mail?.text ?? '', /\/api\/auth\/verify-email\?/);

    // Opened in another browser (no session): better-auth signs that browser in as the owner.
    const opener = new TestClient(t.app);
    const opened = await opener.request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/profile?email=alterado');
    expect(await userRow(a.userId)).toMatchObject({ email: newEmail });
    expect((await opener.json<MeResponse>('/api/me')).body.user.email).toBe(newEmail);
    // The signed-in tab sees the new address on its next /api/me.
    expect((await a.client.json<MeResponse>('/api/me')).body.user.email).toBe(newEmail);

    const notices = await mailsTo(a.email, 'security-notice');
    expect(notices.map((n) => n.subject)).toEqual([securitySubject('email-changed')]);
    expect(notices[0]?.text).toContain(newEmail);
    expect(await mailsTo(newEmail, 'security-notice')).toEqual([]);

    // Sign-in: the new address works, the old one no longer exists.
    const withNew = await new TestClient(t.app).json('/api/auth/sign-in/email', {
      json: { email: newEmail, password: PASSWORD },
    });
    expect(withNew.status).toBe(200);
    const withOld = await new TestClient(t.app).json('/api/auth/sign-in/email', {
      json: { email: a.email, password: PASSWORD },
    });
    expect(withOld.status).toBe(401);

    // The other trader kept their address, and the link cannot be used twice.
    expect((await userRow(other.userId))?.email).toBe(other.email);
    const again = await new TestClient(t.app).request(link);
    expect(again.headers.get('location')).toMatch(/error=/);
    expect(await mailsTo(a.email, 'security-notice')).toHaveLength(1);
  });

  it('says when the address is taken, or is already the account’s, or is not an email', async () => {
    const a = await signedIn('troca-erros');
    const b = await signedIn('troca-dono');
    const taken = await a.client.json<ErrorBody>(profileApi.email, { json: { email: b.email } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN', fieldErrors: { email: [taken.body.message] } });
    expect(taken.body.message).toMatch(/já está em uso/);

    const same = await a.client.json<ErrorBody>(profileApi.email, { json: { email: a.email.toUpperCase() } });
    expect(same.status).toBe(400);
    expect(same.body.code).toBe('EMAIL_UNCHANGED');

    const bad = await a.client.json<ErrorBody>(profileApi.email, { json: { email: 'sem-arroba' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ email: [profileMessages.invalidEmail] });
    expect(await mailsTo(b.email, 'email-change')).toEqual([]);
  });

  it('does not change the email when the address was taken before the link was opened', async () => {
    const a = await signedIn('troca-corrida');
    const wanted = uniqueEmail('disputado');
    expect((await a.client.json(profileApi.email, { json: { email: wanted } })).status).toBe(202);
    const link = linkIn((await lastMailTo(t.database.db, wanted))?.text ?? '', /verify-email/);
    const first = await new TestClient(t.app).json('/api/testing/users', {
      json: { email: wanted, password: PASSWORD, name: 'Chegou Antes', allowed: true },
    });
    expect(first.status).toBe(201);

    const opened = await a.client.request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/profile?email=alterado&error=EMAIL_TAKEN');
    expect((await userRow(a.userId))?.email).toBe(a.email);
    expect(await mailsTo(a.email, 'security-notice')).toEqual([]);
  });

  it('is rate limited per account', async () => {
    const a = await signedIn('troca-limite');
    for (let i = 0; i < EMAIL_CHANGE_LIMIT.max; i++)
      expect((await a.client.json(profileApi.email, { json: { email: uniqueEmail('lim') } })).status).toBe(
        202,
      );
    const refused = await a.client.json<ErrorBody>(profileApi.email, { json: { email: uniqueEmail('lim') } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });
});
