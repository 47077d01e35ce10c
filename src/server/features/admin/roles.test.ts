import { and, desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type RoleHolder } from '@/shared/admin/contract';
import { auditLog, mailQueue, member, profiles, user } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { lastMailTo, TestClient, uniqueEmail } from '../../testing/test-client';
import { ROLE_GRANTED_SUBJECT, ROLE_REVOKED_SUBJECT } from '../../mail/role-templates';
import { addMember, person, school, type Person } from './roles.testkit';

const BOOTSTRAP = uniqueEmail('bootstrap');

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true, adminEmails: [BOOTSTRAP] });
  admin = await person(t.app, 'admin', { name: 'Ana Administradora' });
});

type RolesBody = { users: RoleHolder[] };
type ChangeBody = { user: RoleHolder; changed: boolean; code?: string; message?: string };

const grantAdmin = (by: Person, userId: string, granted: boolean) =>
  by.client.json<ChangeBody>(adminApi.roleAdmin, { json: { userId, granted } });
const grantSchool = (by: Person, userId: string, schoolId: string, granted: boolean) =>
  by.client.json<ChangeBody>(adminApi.roleSchoolAdmin, { json: { userId, schoolId, granted } });

async function auditFor(targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.id));
}

/** Files share the worker's database: demote every other admin so `keep` are the only ones. */
async function onlyAdmins(...keep: Person[]) {
  const rows = await t.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
  for (const r of rows) {
    if (!keep.some((k) => k.id === r.id))
      await t.database.db.update(user).set({ role: 'user' }).where(eq(user.id, r.id));
  }
}

describe('GET /api/admin/roles', () => {
  it('lists every role holder with their schools, and flags ADMIN_EMAILS admins', async () => {
    const boot = await person(t.app, 'trader', { email: BOOTSTRAP, name: 'Bia Bootstrap' });
    // The account was created as a trader by the fixture; ADMIN_EMAILS makes it admin at the next start.
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, boot.id));
    const head = await person(t.app, 'trader', { name: 'Caio Coordenador' });
    const plain = await person(t.app, 'trader', { name: 'Davi Sem Papel' });
    const s = await school(t.database.db, 'Escola Alfa');
    await addMember(t.database.db, s.id, head.id, 'admin');
    await addMember(t.database.db, s.id, plain.id, 'member');

    const res = await admin.client.json<RolesBody>(adminApi.roles);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.users.map((u) => [u.userId, u]));
    expect(byId.get(admin.id)).toMatchObject({ isAdmin: true, bootstrapAdmin: false, schools: [] });
    expect(byId.get(boot.id)).toMatchObject({ isAdmin: true, bootstrapAdmin: true });
    expect(byId.get(head.id)).toEqual({
      userId: head.id,
      name: 'Caio Coordenador',
      email: head.email,
      isAdmin: false,
      bootstrapAdmin: false,
      schools: [{ id: s.id, name: 'Escola Alfa', role: 'admin' }],
    });
    // A student is no role holder.
    expect(byId.has(plain.id)).toBe(false);
  });

  it('finds anyone by name or email with a search (at most 50), wildcards taken literally', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const found = await person(t.app, 'trader', { name: `Elisa ${tag}` });
    const byName = await admin.client.json<RolesBody>(`${adminApi.roles}?q=${tag}`);
    expect(byName.body.users).toEqual([
      {
        userId: found.id,
        name: `Elisa ${tag}`,
        email: found.email,
        isAdmin: false,
        bootstrapAdmin: false,
        schools: [],
      },
    ]);
    const byEmail = await admin.client.json<RolesBody>(
      `${adminApi.roles}?q=${encodeURIComponent(found.email)}`,
    );
    expect(byEmail.body.users.map((u) => u.userId)).toEqual([found.id]);
    // As a wildcard, '%' after the tag would find Elisa; taken literally it finds no one (the tag is this test's).
    const wildcard = await admin.client.json<RolesBody>(
      `${adminApi.roles}?q=${encodeURIComponent(`${tag}%`)}`,
    );
    expect(wildcard.body.users).toEqual([]);
    const many = await admin.client.json<RolesBody>(`${adminApi.roles}?q=example.test`);
    expect(many.body.users.length).toBeLessThanOrEqual(50);
  });
});

describe('POST /api/admin/roles/admin', () => {
  it('grants admin (releasing a pending person), audits it and mails them; they reach /api/admin at once', async () => {
    const someone = await person(t.app, 'pending', { name: 'Fábio Futuro' });
    expect((await someone.client.request(adminApi.roles)).status).toBe(403);

    const res = await grantAdmin(admin, someone.id, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, user: { userId: someone.id, isAdmin: true } });
    expect((await someone.client.request(adminApi.roles)).status).toBe(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, someone.id));
    expect(profile?.isAllowed).toBe(true);
    expect(profile?.releasedAt).not.toBeNull();

    const [entry] = await auditFor(someone.id);
    expect(entry).toMatchObject({
      action: 'role.admin_grant',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'user',
      targetLabel: `Fábio Futuro <${someone.email}>`,
      ip: admin.client.ip,
    });
    const mail = await lastMailTo(t.database.db, someone.email);
    expect(mail).toMatchObject({ kind: 'role-changed', subject: ROLE_GRANTED_SUBJECT });
    expect(mail?.text).toContain('administrador do MCTrading');
    expect(mail?.text).toContain('http://localhost:3000/admin');

    // A repeat changes nothing: no second entry, no second mail.
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.to, someone.email));
    const again = await grantAdmin(admin, someone.id, true);
    expect(again.body.changed).toBe(false);
    expect(await auditFor(someone.id)).toHaveLength(1);
    expect(await t.database.db.select().from(mailQueue).where(eq(mailQueue.to, someone.email))).toHaveLength(
      mails.length,
    );
  });

  it('removes admin from another admin: audited, mailed, and the gate refuses them at once', async () => {
    const other = await person(t.app, 'admin', { name: 'Gil Gestor' });
    const res = await grantAdmin(admin, other.id, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, user: { isAdmin: false } });
    const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, other.id));
    expect(row?.role).toBe('user');
    expect((await other.client.json(adminApi.roles)).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await auditFor(other.id))[0]?.action).toBe('role.admin_revoke');
    expect(await lastMailTo(t.database.db, other.email)).toMatchObject({
      kind: 'role-changed',
      subject: ROLE_REVOKED_SUBJECT,
    });
  });

  it('refuses removing oneself (the last admin with LAST_ADMIN), an ADMIN_EMAILS admin, and unknown users', async () => {
    const self = await grantAdmin(admin, admin.id, false);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('SELF_ADMIN_REVOKE');

    const boot = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, BOOTSTRAP));
    const bootId = boot[0]?.id ?? (await person(t.app, 'admin', { email: BOOTSTRAP })).id;
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, bootId));
    const bootstrap = await grantAdmin(admin, bootId, false);
    expect(bootstrap.status).toBe(409);
    expect(bootstrap.body).toMatchObject({
      code: 'BOOTSTRAP_ADMIN',
      message:
        'Este administrador é definido em ADMIN_EMAILS no servidor: o papel não pode ser removido pelo app.',
    });

    const missing = await grantAdmin(admin, 'no-such-user', true);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('USER_NOT_FOUND');

    await onlyAdmins(admin);
    const last = await grantAdmin(admin, admin.id, false);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'Você é o último administrador: conceda o papel a outra pessoa antes de deixá-lo.',
    });
    const [still] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, admin.id));
    expect(still?.role).toBe('admin');
    expect(await auditFor(admin.id)).toHaveLength(0);
  });

  it('never leaves zero admins when the two last admins remove each other at once', async () => {
    const a = await person(t.app, 'admin', { name: 'Duelo A' });
    const b = await person(t.app, 'admin', { name: 'Duelo B' });
    await onlyAdmins(a, b);
    const [ab, ba] = await Promise.all([grantAdmin(a, b.id, false), grantAdmin(b, a.id, false)]);
    expect([ab.status, ba.status].sort()).toEqual([200, 403]);
    const admins = await t.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
    const winner = ab.status === 200 ? a : b;
    expect(admins[0]?.id).toBe(winner.id);
    // The refused request left no trace.
    const loserTarget = ab.status === 200 ? a : b;
    expect((await auditFor(loserTarget.id)).filter((e) => e.action === 'role.admin_revoke')).toHaveLength(0);
    // Put the suite's admin back.
    await grantAdmin(winner, admin.id, true);
  });
});

describe('POST /api/admin/roles/school-admin', () => {
  it('makes a student the admin of their school in the same row, audited with the school, and mailed', async () => {
    const s = await school(t.database.db, 'Escola Beta');
    const student = await person(t.app, 'trader', { name: 'Helena Aluna' });
    await addMember(t.database.db, s.id, student.id, 'member');

    const res = await grantSchool(admin, student.id, s.id, true);
    expect(res.status).toBe(200);
    expect(res.body.user.schools).toEqual([{ id: s.id, name: 'Escola Beta', role: 'admin' }]);
    const rows = await t.database.db.select().from(member).where(eq(member.userId, student.id));
    expect(rows.map((r) => [r.organizationId, r.role])).toEqual([[s.id, 'admin']]);
    expect((await auditFor(student.id))[0]).toMatchObject({
      action: 'role.school_admin_grant',
      schoolId: s.id,
      details: { schoolName: 'Escola Beta', previousRole: 'member' },
    });
    const mail = await lastMailTo(t.database.db, student.email);
    expect(mail).toMatchObject({ kind: 'role-changed', subject: ROLE_GRANTED_SUBJECT });
    expect(mail?.text).toContain(`/school-admin/${s.id}`);

    const removed = await grantSchool(admin, student.id, s.id, false);
    expect(removed.body).toMatchObject({ changed: true, user: { schools: [] } });
    expect(await t.database.db.select().from(member).where(eq(member.userId, student.id))).toEqual([]);
    expect((await auditFor(student.id))[0]).toMatchObject({
      action: 'role.school_admin_revoke',
      schoolId: s.id,
    });
    expect(await lastMailTo(t.database.db, student.email)).toMatchObject({ subject: ROLE_REVOKED_SUBJECT });
  });

  it('releases a pending person it makes a school admin, who then passes the gate; one school, not the others', async () => {
    const s = await school(t.database.db);
    const other = await school(t.database.db);
    const someone = await person(t.app, 'pending');
    expect((await someone.client.request('/api/trades')).status).toBe(403);
    const res = await grantSchool(admin, someone.id, s.id, true);
    expect(res.status).toBe(200);
    expect((await someone.client.request('/api/trades')).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(member)
      .where(and(eq(member.userId, someone.id), ne(member.organizationId, s.id)));
    expect(rows.filter((r) => r.organizationId === other.id)).toEqual([]);
    // An admin of one school is still refused the admin API.
    expect((await someone.client.request(adminApi.roles)).status).toBe(403);
  });

  it('answers 404 for an unknown school or user, and 400 for a malformed body', async () => {
    const s = await school(t.database.db);
    const trader = await person(t.app, 'trader');
    expect((await grantSchool(admin, trader.id, 'no-school', true)).body.code).toBe('SCHOOL_NOT_FOUND');
    const noUser = await grantSchool(admin, 'no-user', s.id, true);
    expect([noUser.status, noUser.body.code]).toEqual([404, 'USER_NOT_FOUND']);
    const bad = await admin.client.json<{ code: string }>(adminApi.roleSchoolAdmin, {
      json: { userId: trader.id },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT']);
  });
});

describe('who may call the roles API', () => {
  it('refuses traders, pending users and school admins on every route, and changes nothing', async () => {
    const s = await school(t.database.db);
    const headOfSchool = await person(t.app, 'trader');
    await addMember(t.database.db, s.id, headOfSchool.id, 'owner');
    const victim = await person(t.app, 'trader');
    const callers = [await person(t.app, 'trader'), await person(t.app, 'pending'), headOfSchool];
    for (const caller of callers) {
      const calls = [
        caller.client.request(adminApi.roles),
        caller.client.request(`${adminApi.roles}?q=a`),
        caller.client.request(adminApi.roleAdmin, { json: { userId: victim.id, granted: true } }),
        caller.client.request(adminApi.roleAdmin, { json: { userId: caller.id, granted: true } }),
        caller.client.request(adminApi.roleSchoolAdmin, {
          json: { userId: caller.id, schoolId: s.id, granted: true },
        }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    }
    expect(await auditFor(victim.id)).toEqual([]);
    const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, victim.id));
    expect(row?.role).toBe('user');
    expect((await new TestClient(t.app).request(adminApi.roles)).status).toBe(401);
  });
});
