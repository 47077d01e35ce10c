import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@/shared/account/contract';
import type { InvitationDto, InviteInfo, SchoolDto } from '@/shared/schools/contract';
import { invitation, profiles } from '../../db/schema';
import { lastMailTo, linkIn, TestClient, uniqueEmail } from '../../testing/test-client';
import { schoolInvitationSubject } from '../../mail/school-templates';
import {
  addMember,
  auditRows,
  person,
  schoolsTestApp,
  schoolWithAdmin as schoolOf,
  type Person,
  type SchoolsTestApp,
} from './schools.testkit';

let t: SchoolsTestApp;
beforeAll(async () => {
  t = await schoolsTestApp();
});
afterEach(() => {
  t.clock.now = new Date();
});

type Fail = { code: string; message: string };

const schoolWithAdmin = (name = 'Escola Convites') => schoolOf(t, { name, adminName: 'Sara Admin' });

async function invite(by: Person, schoolId: string, email: string, role: 'member' | 'admin' = 'member') {
  const res = await by.client.json<{ invitation: InvitationDto }>(`/api/schools/${schoolId}/invitations`, {
    json: { email, role },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.invitation;
}

const publicInfo = (token: string) =>
  new TestClient(t.app).json<InviteInfo & Fail>(`/api/public/invites/${encodeURIComponent(token)}`);
const join = (p: Person, token: string) =>
  p.client.json<MeResponse & Fail>('/api/me/school/join', { json: { token } });

describe('invitations by email', () => {
  it('mails a 7-day link naming the school and role; a second invite to the same email replaces the first', async () => {
    const { school, schoolAdmin } = await schoolWithAdmin('Escola Alfa');
    const email = uniqueEmail('convidado');
    const first = await invite(schoolAdmin, school.id, email.toUpperCase());
    expect(first).toMatchObject({ email, role: 'member', status: 'pending' });
    expect(new Date(first.expiresAt).getTime() - new Date(first.createdAt).getTime()).toBe(7 * 86_400_000);
    const mail = await lastMailTo(t.database.db, email);
    expect(mail).toMatchObject({
      kind: 'school-invitation',
      subject: schoolInvitationSubject('Escola Alfa'),
    });
    expect(mail?.text).toContain('como aluno(a)');
    expect(linkIn(mail?.text ?? '', /\/convite\//)).toBe(`${t.config.appUrl}/convite/${first.id}`);
    expect(await auditRows(t, 'school.invite', first.id)).toHaveLength(1);

    const second = await invite(schoolAdmin, school.id, email);
    const list = await schoolAdmin.client.json<{ invitations: InvitationDto[] }>(
      `/api/schools/${school.id}/invitations`,
    );
    const byId = new Map(list.body.invitations.map((i) => [i.id, i.status]));
    expect(byId.get(first.id)).toBe('canceled');
    expect(byId.get(second.id)).toBe('pending');
    expect((await publicInfo(first.id)).status).toBe(410);
    expect((await publicInfo(second.id)).body).toEqual({
      schoolName: 'Escola Alfa',
      kind: 'invitation',
      role: 'member',
    });
  });

  it('cancels a pending invitation (the link dies); unknown or foreign ids are 404', async () => {
    const { school, schoolAdmin } = await schoolWithAdmin();
    const other = await schoolWithAdmin();
    const inv = await invite(schoolAdmin, school.id, uniqueEmail('cancelar'));
    const foreign = await other.schoolAdmin.client.json<Fail>(
      `/api/schools/${other.school.id}/invitations/${inv.id}/cancel`,
      { json: {} },
    );
    expect(foreign.status).toBe(404);
    const res = await schoolAdmin.client.json<{ invitation: InvitationDto }>(
      `/api/schools/${school.id}/invitations/${inv.id}/cancel`,
      { json: {} },
    );
    expect(res.status).toBe(200);
    expect(res.body.invitation.status).toBe('canceled');
    expect(await auditRows(t, 'school.invite_cancel', inv.id)).toHaveLength(1);
    expect((await publicInfo(inv.id)).status).toBe(410);
    const twice = await schoolAdmin.client.json<Fail>(
      `/api/schools/${school.id}/invitations/${inv.id}/cancel`,
      {
        json: {},
      },
    );
    expect(twice.status).toBe(404);
  });

  it('expires after 7 days (410 INVITE_EXPIRED), to the millisecond', async () => {
    const { school, schoolAdmin } = await schoolWithAdmin();
    const email = uniqueEmail('expira');
    const inv = await invite(schoolAdmin, school.id, email);
    const invitee = await person(t, 'pending', 'Ivo Convidado', email);
    t.clock.now = new Date(new Date(inv.expiresAt).getTime() - 1);
    expect((await publicInfo(inv.id)).status).toBe(200);
    t.clock.now = new Date(inv.expiresAt);
    const expired = await publicInfo(inv.id);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('INVITE_EXPIRED');
    const joined = await join(invitee, inv.id);
    expect(joined.status).toBe(410);
    expect(joined.body.school).toBeUndefined();
  });

  it('is personal: another signed-in email gets 403 INVITE_EMAIL_MISMATCH and joins nothing', async () => {
    const { school, schoolAdmin } = await schoolWithAdmin();
    const inv = await invite(schoolAdmin, school.id, uniqueEmail('certo'));
    const intruder = await person(t, 'trader');
    const res = await join(intruder, inv.id);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INVITE_EMAIL_MISMATCH');
    expect((await intruder.client.json<MeResponse>('/api/me')).body.school).toBeNull();
  });

  it('makes a pending invitee a student (still pending), or a school admin (released) when invited as one', async () => {
    const { admin, school, schoolAdmin } = await schoolWithAdmin('Escola Beta');
    const studentEmail = uniqueEmail('aluno');
    const inv = await invite(schoolAdmin, school.id, studentEmail);
    const student = await person(t, 'pending', 'Ana Aluna', studentEmail);
    const res = await join(student, inv.id);
    expect(res.status).toBe(200);
    expect(res.body.school).toEqual({ id: school.id, name: 'Escola Beta', sharing: 'summary' });
    expect(res.body.access.status).toBe('pending');
    const [row] = await t.database.db.select().from(invitation).where(eq(invitation.id, inv.id));
    expect(row?.status).toBe('accepted');
    // Used once: the link is spent.
    expect((await join(student, inv.id)).status).toBe(410);

    const adminEmail = uniqueEmail('novo-admin');
    const adminInv = await invite(admin, school.id, adminEmail, 'admin');
    expect((await lastMailTo(t.database.db, adminEmail))?.text).toContain('como administrador(a) da escola');
    const newAdmin = await person(t, 'pending', 'Nina Nova', adminEmail);
    const joined = await join(newAdmin, adminInv.id);
    expect(joined.status).toBe(200);
    expect(joined.body.schoolAdminOf).toEqual([{ id: school.id, name: 'Escola Beta' }]);
    expect(joined.body.school).toBeNull();
    // Released on joining (the trial clock starts, but a school admin is never held by it).
    expect(joined.body.access.status).toBe('trial');
    expect(joined.body.access.readOnly).toBe(false);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, newAdmin.id));
    expect(profile?.isAllowed).toBe(true);
    const area = await newAdmin.client.json<{ school: SchoolDto }>(`/api/schools/${school.id}`);
    expect(area.status).toBe(200);
  });
});

describe('the invite link', () => {
  it('joins as a student (leaving a previous school), is regenerated (the old link dies) and refused when archived', async () => {
    const { admin, school, schoolAdmin } = await schoolWithAdmin('Escola Gama');
    const previous = await schoolWithAdmin('Escola Antiga');
    const trader = await person(t, 'trader');
    await addMember(t, trader.id, previous.school.id, 'member');

    expect((await publicInfo(school.inviteCode)).body).toEqual({
      schoolName: 'Escola Gama',
      kind: 'link',
      role: 'member',
    });
    const joined = await join(trader, school.inviteCode);
    expect(joined.status).toBe(200);
    expect(joined.body.school?.id).toBe(school.id);
    const old = await previous.schoolAdmin.client.json<{ students: unknown[] }>(
      `/api/schools/${previous.school.id}/students`,
    );
    expect(old.body.students).toEqual([]);

    const regenerated = await schoolAdmin.client.json<{ school: SchoolDto }>(
      `/api/schools/${school.id}/invite-code`,
      { json: {} },
    );
    expect(regenerated.status).toBe(200);
    const code = regenerated.body.school.inviteCode;
    expect(code).not.toBe(school.inviteCode);
    expect(await auditRows(t, 'school.invite_code', school.id)).toHaveLength(1);
    const dead = await publicInfo(school.inviteCode);
    expect(dead.status).toBe(404);
    expect(dead.body.code).toBe('INVITE_NOT_FOUND');
    expect((await publicInfo(code)).status).toBe(200);

    await admin.client.json(`/api/admin/schools/${school.id}/archive`, { json: { archived: true } });
    expect((await publicInfo(code)).status).toBe(404);
    const late = await person(t, 'pending');
    expect((await join(late, code)).status).toBe(404);
    const refusedInvite = await schoolAdmin.client.json<Fail>(`/api/schools/${school.id}/invitations`, {
      json: { email: uniqueEmail('x'), role: 'member' },
    });
    expect(refusedInvite.body.code).toBe('SCHOOL_ARCHIVED');
  });

  it('answers unknown tokens 404 without personal data, and rate limits guessing per address', async () => {
    const guesser = new TestClient(t.app);
    const res = await guesser.json<Fail>('/api/public/invites/abcdefabcdefabcdef');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('INVITE_NOT_FOUND');
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await guesser.request(`/api/public/invites/palpite-${i}`)).status;
    expect(last).toBe(429);
  });

  it('lets a student leave (404 NOT_IN_SCHOOL after) and change sharing, pending or not', async () => {
    const { school } = await schoolWithAdmin();
    const student = await person(t, 'pending');
    await join(student, school.inviteCode);
    const sharing = await student.client.json<MeResponse>('/api/me/school/sharing', {
      method: 'PUT',
      json: { sharing: 'none' },
    });
    expect(sharing.body.school?.sharing).toBe('none');
    const bad = await student.client.json<Fail>('/api/me/school/sharing', {
      method: 'PUT',
      json: { sharing: 'tudo' },
    });
    expect(bad.status).toBe(400);
    const left = await student.client.json<MeResponse>('/api/me/school/leave', { json: {} });
    expect(left.status).toBe(200);
    expect(left.body.school).toBeNull();
    const again = await student.client.json<Fail>('/api/me/school/leave', { json: {} });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_IN_SCHOOL');
  });
});
