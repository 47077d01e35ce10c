import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessStatus, ACCESS_STATUSES, type AccessStatus } from '@/shared/account/access';
import type { AdminUsersPage } from '@/shared/admin/contract';
import { profiles, session, tradingSettings, user } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import {
  accessStatusSql,
  getAdminUserDetail,
  listAdminUsers,
  type AdminUsersQuery,
} from './admin-users.service';
import { addMember, addSignInMethod, addTrades, seedSchool, seedUser } from './admin-users.testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

const NOW = new Date('2026-03-10T15:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);

const tagOf = () => `adm${randomUUID().slice(0, 8)}`;
const query = (q: Partial<AdminUsersQuery>): AdminUsersQuery => ({
  sort: 'created',
  dir: 'desc',
  page: 1,
  pageSize: 100,
  ...q,
});

describe('the status filter', () => {
  it('is the SQL mirror of accessStatus(): every state, school admins and ended continuations included', async () => {
    const db = t.database.db;
    const tag = tagOf();
    const released = { isAllowed: true, releasedAt: ago(10 * DAY) };
    // Each case: how the user is stored, and the status accessStatus() gives it (written out, so a change to
    // either the TS rule or its SQL mirror fails here rather than both drifting together).
    const cases: {
      key: string;
      expected: AccessStatus;
      role?: 'admin';
      profile?: object | null;
      school?: string;
    }[] = [
      { key: 'pending', expected: 'pending', profile: {} },
      { key: 'no-profile', expected: 'pending', profile: null },
      { key: 'revoked-pending', expected: 'revoked', profile: { revokedAt: ago(DAY) } },
      {
        key: 'revoked',
        expected: 'revoked',
        profile: { ...released, isAllowed: false, revokedAt: ago(DAY) },
      },
      { key: 'trial', expected: 'trial', profile: { ...released, trialEndsAt: ahead(HOUR) } },
      { key: 'trial-last-ms', expected: 'trial', profile: { ...released, trialEndsAt: ahead(1) } },
      { key: 'trial-boundary', expected: 'trial_expired', profile: { ...released, trialEndsAt: NOW } },
      { key: 'expired', expected: 'trial_expired', profile: { ...released, trialEndsAt: ago(DAY) } },
      { key: 'allowed-no-trial', expected: 'trial_expired', profile: released },
      {
        key: 'continued-forever',
        expected: 'active',
        profile: { ...released, trialEndsAt: ago(DAY), continuedAt: ago(HOUR) },
      },
      {
        key: 'continued-until',
        expected: 'active',
        profile: { ...released, trialEndsAt: ago(DAY), continuedAt: ago(HOUR), continuedUntil: ahead(1) },
      },
      {
        key: 'continuation-ended',
        expected: 'trial_expired',
        profile: { ...released, trialEndsAt: ago(5 * DAY), continuedAt: ago(4 * DAY), continuedUntil: NOW },
      },
      {
        key: 'continuation-ended-in-trial',
        expected: 'trial',
        profile: {
          ...released,
          trialEndsAt: ahead(DAY),
          continuedAt: ago(4 * DAY),
          continuedUntil: ago(DAY),
        },
      },
      {
        key: 'revoked-continued',
        expected: 'revoked',
        profile: { ...released, isAllowed: false, revokedAt: ago(HOUR), continuedAt: ago(DAY) },
      },
      { key: 'admin', expected: 'active', role: 'admin', profile: {} },
      { key: 'admin-no-profile', expected: 'active', role: 'admin', profile: null },
      { key: 'school-owner-pending', expected: 'active', profile: {}, school: 'owner' },
      {
        key: 'school-admin-revoked',
        expected: 'active',
        profile: { isAllowed: false, revokedAt: ago(DAY) },
        school: 'admin',
      },
      {
        key: 'school-admin-expired',
        expected: 'active',
        profile: { ...released, trialEndsAt: ago(DAY) },
        school: 'admin',
      },
      { key: 'student-pending', expected: 'pending', profile: {}, school: 'member' },
      {
        key: 'student-expired',
        expected: 'trial_expired',
        profile: { ...released, trialEndsAt: ago(HOUR) },
        school: 'member',
      },
    ];
    const school = await seedSchool(db, `Escola ${tag}`);
    const ids = new Map<string, string>();
    for (const c of cases) {
      const id = await seedUser(db, tag, {
        key: c.key,
        role: c.role,
        profile: c.profile === null ? null : { ...c.profile },
      });
      if (c.school) await addMember(db, school, id, c.school as 'owner' | 'admin' | 'member');
      ids.set(c.key, id);
    }

    // The TS rule itself agrees with the expectations (exempt = admin or school admin).
    for (const c of cases) {
      const p = c.profile === null ? {} : (c.profile as Record<string, unknown>);
      const facts = {
        isAllowed: Boolean(p.isAllowed),
        revokedAt: (p.revokedAt as Date) ?? null,
        trialEndsAt: (p.trialEndsAt as Date) ?? null,
        continuedAt: (p.continuedAt as Date) ?? null,
        continuedUntil: (p.continuedUntil as Date) ?? null,
      };
      const exempt = c.role === 'admin' || c.school === 'owner' || c.school === 'admin';
      expect(accessStatus(facts, NOW, exempt), c.key).toBe(c.expected);
    }

    // The list's rows (status computed in TS) and its SQL filter agree with them, state by state.
    const all = await listAdminUsers(db, query({ q: tag }), NOW);
    expect(all.total).toBe(cases.length);
    const rowStatus = new Map(all.users.map((u) => [u.userId, u.status]));
    for (const c of cases) expect(rowStatus.get(ids.get(c.key) ?? ''), c.key).toBe(c.expected);
    for (const status of ACCESS_STATUSES) {
      const page = await listAdminUsers(db, query({ q: tag, status }), NOW);
      const want = cases.filter((c) => c.expected === status).map((c) => ids.get(c.key));
      expect(page.users.map((u) => u.userId).sort(), status).toEqual(want.sort());
      expect(page.total).toBe(want.length);
      expect(page.users.every((u) => u.status === status)).toBe(true);
    }

    // And the bare expression, as the database computes it, row by row.
    const sqlRows = await db
      .select({ userId: user.id, status: accessStatusSql(NOW) })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(inArray(user.id, [...ids.values()]));
    const expectedById = new Map(cases.map((c) => [ids.get(c.key), c.expected]));
    expect(sqlRows).toHaveLength(cases.length);
    for (const r of sqlRows) expect(r.status).toBe(expectedById.get(r.userId));
  });
});

describe('search, school filter, sort and pages', () => {
  it('searches name, email, display and full name (accents and case folded) and WhatsApp digits', async () => {
    const db = t.database.db;
    const tag = tagOf();
    const joao = await seedUser(db, tag, {
      key: 'joao',
      name: 'João Araújo',
      profile: { whatsapp: '11987654321', fullName: 'João Pedro Araújo', displayName: 'Jota' },
    });
    const maria = await seedUser(db, tag, { key: 'maria', name: 'Maria 100%_certa', profile: {} });
    const other = await seedUser(db, tag, {
      key: 'outra',
      name: 'Outra Pessoa',
      profile: { whatsapp: '21912345678' },
    });
    const find = async (q: string) =>
      (await listAdminUsers(db, query({ q }), NOW)).users.map((u) => u.userId).filter((id) => id);
    const inTag = async (q: string) => {
      const found = await find(q);
      return [joao, maria, other].filter((id) => found.includes(id));
    };
    expect(await inTag('joao araujo')).toEqual([joao]);
    expect(await inTag('JOÃO')).toEqual([joao]);
    expect(await inTag('pedro')).toEqual([joao]); // full name
    expect(await inTag('jota')).toEqual([joao]); // display name
    expect(await inTag(`${tag}-maria@`)).toEqual([maria]); // email
    expect(await inTag('(11) 98765-4321')).toEqual([joao]);
    expect(await inTag('+55 11 98765 4321')).toEqual([joao]);
    expect(await inTag('912345')).toEqual([other]);
    // LIKE's wildcards are plain characters: '%' and '_' only match themselves.
    expect(await inTag('100%_')).toEqual([maria]);
    expect(await inTag('a%a')).toEqual([]);
    expect(await inTag('m_ria')).toEqual([]);
  });

  it('filters by school (or none), sorts each way with a stable tiebreak, and pages with the total', async () => {
    const db = t.database.db;
    const tag = tagOf();
    const school = await seedSchool(db, `Escola ${tag}`);
    const otherSchool = await seedSchool(db, `Outra ${tag}`);
    const sameInstant = ago(DAY);
    const users: { id: string; name: string; trades: number; signIn: Date | null }[] = [];
    const names = ['Bruna', 'ana', 'Álvaro', 'Carla', 'Davi', 'Érica', 'Fábio'];
    for (const [i, name] of names.entries()) {
      const signIn = i % 3 === 0 ? null : ago(i * HOUR);
      const id = await seedUser(db, tag, {
        key: `u${i}`,
        name,
        createdAt: i < 3 ? sameInstant : ago(i * DAY),
        profile: { lastSignInAt: signIn },
      });
      users.push({ id, name, trades: [5, 0, 5, 2, 9, 0, 1][i] ?? 0, signIn });
      await addTrades(db, id, users.at(-1)?.trades ?? 0);
    }
    const [u0, u1, u2, u3] = users;
    if (!u0 || !u1 || !u2 || !u3) throw new Error('seed');
    await addMember(db, school, u0.id, 'member');
    await addMember(db, school, u1.id, 'member');
    await addMember(db, otherSchool, u2.id, 'member');
    // A school admin of the school is not one of its students.
    await addMember(db, school, u3.id, 'owner');

    const ids = async (q: Partial<AdminUsersQuery>) =>
      (await listAdminUsers(db, query({ q: tag, ...q }), NOW)).users.map((u) => u.userId);
    expect((await ids({ schoolId: school })).sort()).toEqual([u0.id, u1.id].sort());
    expect(await ids({ schoolId: 'none' })).toHaveLength(names.length - 3);
    expect(await ids({ schoolId: randomUUID() })).toEqual([]);

    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const fold = (s: string) =>
      s
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '');
    const expectOrder = async (q: Partial<AdminUsersQuery>, sorted: typeof users) =>
      expect(await ids(q), JSON.stringify(q)).toEqual(sorted.map((u) => u.id));

    const tradesDesc = [...users].sort((a, b) => b.trades - a.trades || byId(a, b));
    await expectOrder({ sort: 'trades', dir: 'desc' }, tradesDesc);
    await expectOrder(
      { sort: 'trades', dir: 'asc' },
      [...users].sort((a, b) => a.trades - b.trades || byId(a, b)),
    );
    const byName = [...users].sort((a, b) => fold(a.name).localeCompare(fold(b.name)));
    await expectOrder({ sort: 'name', dir: 'asc' }, byName);
    await expectOrder({ sort: 'name', dir: 'desc' }, [...byName].reverse());
    // Never signed in: last either way.
    const signed = users.filter((u) => u.signIn);
    const never = users.filter((u) => !u.signIn).sort(byId);
    const t0 = (u: (typeof users)[number]) => u.signIn?.getTime() ?? 0;
    await expectOrder({ sort: 'lastSignIn', dir: 'desc' }, [
      ...signed.sort((a, b) => t0(b) - t0(a)),
      ...never,
    ]);
    await expectOrder({ sort: 'lastSignIn', dir: 'asc' }, [
      ...signed.sort((a, b) => t0(a) - t0(b)),
      ...never,
    ]);
    // Three users share a creation instant: the id orders them, so pages neither repeat nor skip anyone.
    const created = await ids({ sort: 'created', dir: 'desc' });
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await listAdminUsers(
        db,
        query({ q: tag, sort: 'created', dir: 'desc', page, pageSize: 5 }),
        NOW,
      );
      expect(res).toMatchObject({ total: names.length, page, pageSize: 5 });
      pages.push(...res.users.map((u) => u.userId));
    }
    expect(pages).toEqual(created);
    expect(created.slice(0, 3)).toEqual([u0, u1, u2].sort(byId).map((u) => u.id));
  });
});

describe('a row and the detail', () => {
  it('shows school, sign-in methods, last sign-in, trial dates, continuation, trade count, sessions and zone', async () => {
    const db = t.database.db;
    const tag = tagOf();
    const school = await seedSchool(db, `Escola ${tag}`);
    const id = await seedUser(db, tag, {
      key: 'completo',
      name: 'Rita Completa',
      profile: {
        isAllowed: true,
        releasedAt: ago(3 * DAY),
        trialEndsAt: ago(DAY),
        continuedAt: ago(HOUR),
        continueRequestedAt: null,
        lastSignInAt: ago(2 * HOUR),
        whatsapp: '11911112222',
      },
    });
    await addMember(db, school, id, 'member');
    for (const m of ['passkey', 'credential', 'google'] as const) await addSignInMethod(db, id, m);
    await addTrades(db, id, 3);
    await db.insert(tradingSettings).values({ userId: id, timezone: 'America/Manaus' });
    for (const [k, expires] of [
      ['a', ahead(DAY)],
      ['b', ahead(HOUR)],
      ['c', ago(HOUR)],
    ] as const)
      await db.insert(session).values({
        id: `${id}-${k}`,
        token: `${id}-${k}`,
        userId: id,
        expiresAt: expires,
        updatedAt: NOW,
      });

    const detail = await getAdminUserDetail(db, id, NOW);
    expect(detail).toEqual({
      userId: id,
      email: `${tag}-completo@example.test`,
      name: 'Rita Completa',
      displayName: 'Rita Completa',
      fullName: 'Rita Completa',
      whatsapp: '11911112222',
      isAdmin: false,
      isSchoolAdmin: false,
      status: 'active',
      emailVerified: true,
      createdAt: expect.any(String),
      releasedAt: ago(3 * DAY).toISOString(),
      trialEndsAt: ago(DAY).toISOString(),
      continuedUntil: null,
      continuedIndefinitely: true,
      continueRequestedAt: null,
      lastSignInAt: ago(2 * HOUR).toISOString(),
      school: { id: school, name: `Escola ${tag}` },
      signInMethods: ['password', 'google', 'passkey'],
      tradeCount: 3,
      activeSessions: 2,
      timezone: 'America/Manaus',
    });
    expect(await getAdminUserDetail(db, randomUUID(), NOW)).toBeUndefined();
  });

  it('answers the list and the detail over HTTP to an admin (never trades themselves), 404 for an unknown id', async () => {
    const email = uniqueEmail('lista-admin');
    await new TestClient(t.app).json('/api/testing/users', {
      json: { email, password: 'segredo123', name: 'Admin Lista', role: 'admin' },
    });
    const admin = new TestClient(t.app);
    await admin.json('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } });
    const tag = tagOf();
    const id = await seedUser(t.database.db, tag, { key: 'http', profile: {} });
    await addTrades(t.database.db, id, 2);

    const page = await admin.json<AdminUsersPage>(`/api/admin/users?q=${tag}&status=pending&pageSize=5`);
    expect(page.status).toBe(200);
    expect(page.res.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(page.body.users[0]).toMatchObject({ userId: id, status: 'pending', tradeCount: 2 });
    expect(JSON.stringify(page.body)).not.toContain('WIN');

    const bad = await admin.json<{ code: string; fieldErrors: Record<string, string[]> }>(
      '/api/admin/users?status=ativo&pageSize=1000',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['pageSize', 'status']);

    const detail = await admin.json<{ user: { userId: string; activeSessions: number } }>(
      `/api/admin/users/${id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.user).toMatchObject({ userId: id, activeSessions: 0, timezone: 'America/Sao_Paulo' });
    const missing = await admin.json<{ code: string }>(`/api/admin/users/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('USER_NOT_FOUND');
  });
});
