import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trialEndFor } from '@/shared/account/access';
import type { AdminUserDetail } from '@/shared/admin/contract';
import { addDays } from '@/shared/time/calendar-date';
import { wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';
import { auditLog, profiles, rankingMembers } from '../../db/schema';
import {
  ACCESS_CONTINUED_SUBJECT,
  ACCESS_RELEASED_SUBJECT,
  ACCESS_REVOKED_SUBJECT,
  SESSIONS_ENDED_SUBJECT,
  TRIAL_EXTENDED_SUBJECT,
} from '../../mail/access-templates';
import { createTestApp } from '../../testing/test-app';
import { lastMailTo, linkIn, TestClient, uniqueEmail } from '../../testing/test-client';
import { addMember, seedSchool } from './admin-users.testkit';
import { extendTrial } from './user-actions.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let adminId: string;
const PASSWORD = 'segredo123';

type Answer = { user: AdminUserDetail };
type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };

async function fixture(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('alvo');
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Tainá Alvo', ...extra },
  });
  expect(created.status).toBe(201);
  return { id: created.body.userId, email };
}

async function signIn(email: string) {
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
  return client;
}

const post = <T = Answer>(path: string, json: unknown = {}) =>
  admin.json<T>(`/api/admin/users/${path}`, { json });

async function auditOf(userId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, userId))
    .orderBy(desc(auditLog.id));
}

async function profileOf(userId: string) {
  const [p] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!p) throw new Error('no profile');
  return p;
}

const brDay = (day: string) => day.split('-').reverse().join('/');

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  const email = uniqueEmail('acoes-admin');
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password: PASSWORD, name: 'Admin Ações', role: 'admin' },
  });
  adminId = created.body.userId;
  admin = await signIn(email);
});

describe('release', () => {
  it('releases a pending user: the trial starts, the action is audited and the user is told with the end date', async () => {
    const target = await fixture({ timezone: 'America/Manaus' });
    const before = Date.now();
    const res = await post(`${target.id}/release`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ userId: target.id, status: 'trial', timezone: 'America/Manaus' });
    const p = await profileOf(target.id);
    expect(p.isAllowed).toBe(true);
    expect(p.releasedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Seven days in the trader's zone, release day included: the end is a local midnight there.
    expect(p.trialEndsAt).toEqual(trialEndFor(p.releasedAt ?? new Date(), 'America/Manaus', 7));
    expect(wallClock(p.trialEndsAt ?? 0, 'America/Manaus').time).toBe('00:00:00');

    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      action: 'user.release',
      actorId: adminId,
      targetType: 'user',
      targetLabel: target.email,
      details: { firstRelease: true, trialEndsAt: p.trialEndsAt?.toISOString() },
    });
    expect(entry?.ip).toMatch(/^10\./);

    const mail = await lastMailTo(t.database.db, target.email);
    expect(mail).toMatchObject({ kind: 'access-released', subject: ACCESS_RELEASED_SUBJECT });
    const lastDay = wallClock((p.trialEndsAt?.getTime() ?? 0) - 1, 'America/Manaus').date;
    expect(mail?.text).toContain(`vai até ${brDay(lastDay)} (inclusive)`);
    expect(linkIn(mail?.text ?? '', /dashboard/)).toBe('http://localhost:3000/dashboard');

    const again = await post<Fail>(`${target.id}/release`);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('NOT_PENDING');
    expect(await auditOf(target.id)).toHaveLength(1);
  });

  it('releases in bulk in one go, skipping users that are not waiting or do not exist', async () => {
    const a = await fixture();
    const b = await fixture();
    const allowed = await fixture({ allowed: true });
    const unknown = randomUUID();
    const res = await post<{ released: string[]; skipped: string[] }>('release', {
      userIds: [a.id, allowed.id, unknown, b.id, a.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ released: [a.id, b.id], skipped: [allowed.id, unknown] });
    for (const u of [a, b]) {
      expect((await profileOf(u.id)).isAllowed).toBe(true);
      expect((await auditOf(u.id))[0]).toMatchObject({ action: 'user.release', details: { bulk: true } });
      expect((await lastMailTo(t.database.db, u.email))?.kind).toBe('access-released');
    }
    expect(await auditOf(allowed.id)).toEqual([]);
    const empty = await post<Fail>('release', { userIds: [] });
    expect(empty.status).toBe(400);
  });

  it('answers 404 USER_NOT_FOUND for an unknown user on every per-user action', async () => {
    const id = randomUUID();
    for (const [action, body] of [
      ['release', {}],
      ['revoke', {}],
      ['extend-trial', { days: 2 }],
      ['continue', { until: null }],
      ['end-sessions', {}],
    ] as const) {
      const res = await post<Fail>(`${id}/${action}`, body);
      expect(res.status, action).toBe(404);
      expect(res.body.code).toBe('USER_NOT_FOUND');
    }
  });
});

describe('revoke and end sessions', () => {
  it('revokes a released user: access off, signed out everywhere, audited and mailed', async () => {
    const target = await fixture({ allowed: true });
    const client = await signIn(target.email);
    const other = await signIn(target.email);
    expect((await client.request('/api/trades')).status).toBe(200);
    const nickname = `rv${randomUUID().slice(0, 8)}`;
    expect((await client.json('/api/ranking/me', { method: 'PUT', json: { nickname } })).status).toBe(200);

    const res = await post(`${target.id}/revoke`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ status: 'revoked', activeSessions: 0 });
    expect((await client.request('/api/trades')).status).toBe(401);
    expect((await other.request('/api/me')).status).toBe(401);
    expect((await auditOf(target.id))[0]).toMatchObject({
      action: 'user.revoke',
      details: { sessionsEnded: 2, wasPending: false },
    });
    expect(await lastMailTo(t.database.db, target.email)).toMatchObject({
      kind: 'access-revoked',
      subject: ACCESS_REVOKED_SUBJECT,
    });
    // Off every ranking board at once (the nickname is kept).
    const [member] = await t.database.db
      .select()
      .from(rankingMembers)
      .where(eq(rankingMembers.userId, target.id));
    expect(member).toMatchObject({ nickname, optedIn: false });
    // Signing in again works, but the gate keeps them out.
    const back = await signIn(target.email);
    expect((await back.json<Fail>('/api/trades')).body.code).toBe('ACCESS_PENDING');

    // Again: nothing changes, nobody is told.
    expect((await post(`${target.id}/revoke`)).status).toBe(200);
    expect(await auditOf(target.id)).toHaveLength(1);
    // And a release brings them back, keeping the trial they had.
    const trialBefore = (await profileOf(target.id)).trialEndsAt;
    expect((await post(`${target.id}/release`)).body.user.status).not.toBe('revoked');
    expect((await profileOf(target.id)).trialEndsAt).toEqual(trialBefore);
  });

  it('refuses to revoke oneself, an admin or a school admin', async () => {
    const self = await post<Fail>(`${adminId}/revoke`);
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('SELF_REVOKE');
    const otherAdmin = await fixture({ role: 'admin' });
    const adminRes = await post<Fail>(`${otherAdmin.id}/revoke`);
    expect(adminRes.body.code).toBe('ADMIN_REVOKE');
    const schoolAdmin = await fixture({ allowed: true });
    await addMember(t.database.db, await seedSchool(t.database.db, 'Escola Revoga'), schoolAdmin.id, 'admin');
    const schoolRes = await post<Fail>(`${schoolAdmin.id}/revoke`);
    expect(schoolRes.status).toBe(400);
    expect(schoolRes.body.code).toBe('SCHOOL_ADMIN_REVOKE');
    for (const u of [otherAdmin, schoolAdmin]) expect(await auditOf(u.id)).toEqual([]);
  });

  it('ends every session of a user: their next request is a 401', async () => {
    const target = await fixture({ allowed: true });
    const client = await signIn(target.email);
    expect((await client.request('/api/me')).status).toBe(200);
    const detail = await admin.json<Answer>(`/api/admin/users/${target.id}`);
    expect(detail.body.user.activeSessions).toBe(1);

    const res = await post(`${target.id}/end-sessions`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ activeSessions: 0, status: 'active' });
    expect((await client.request('/api/me')).status).toBe(401);
    expect((await auditOf(target.id))[0]).toMatchObject({
      action: 'user.end_sessions',
      details: { sessionsEnded: 1 },
    });
    expect(await lastMailTo(t.database.db, target.email)).toMatchObject({
      kind: 'sessions-ended',
      subject: SESSIONS_ENDED_SUBJECT,
    });
  });
});

describe('extend trial and continue', () => {
  it('adds days after the current end while the trial runs, and from today once it is over', async () => {
    const target = await fixture({ allowed: true, access: 'trial', timezone: 'America/Sao_Paulo' });
    const tz = 'America/Sao_Paulo';
    const end = (await profileOf(target.id)).trialEndsAt;
    if (!end) throw new Error('no trial');
    const res = await post(`${target.id}/extend-trial`, { days: 3 });
    expect(res.status).toBe(200);
    const extended = zonedTimeToUtc(addDays(wallClock(end, tz).date, 3), '00:00', tz);
    expect(res.body.user.trialEndsAt).toBe(extended.toISOString());
    expect((await auditOf(target.id))[0]).toMatchObject({
      action: 'user.extend_trial',
      details: { days: 3, from: end.toISOString(), to: extended.toISOString(), wasRunning: true },
    });
    const mail = await lastMailTo(t.database.db, target.email);
    expect(mail).toMatchObject({ kind: 'trial-extended', subject: TRIAL_EXTENDED_SUBJECT });
    expect(mail?.text).toContain(`Agora ele vai até ${brDay(wallClock(extended.getTime() - 1, tz).date)}`);

    // Over: a new run of N days from today (today is day 1), exactly at the boundary and after it.
    const ctx = (now: Date) => ({
      db: t.database.db,
      actor: { actorId: adminId, actorEmail: 'a@b', ip: null },
      now,
      appUrl: 'http://localhost:3000',
    });
    await extendTrial(ctx(extended), target.id, 2);
    expect((await profileOf(target.id)).trialEndsAt).toEqual(trialEndFor(extended, tz, 2));
    const later = new Date(extended.getTime() + 10 * 86_400_000);
    await extendTrial(ctx(later), target.id, 1);
    expect((await profileOf(target.id)).trialEndsAt).toEqual(trialEndFor(later, tz, 1));
  });

  it('refuses to extend or continue a user who was never released or is revoked, and bad day counts', async () => {
    const pending = await fixture();
    for (const [action, body] of [
      ['extend-trial', { days: 2 }],
      ['continue', { until: null }],
    ] as const) {
      const res = await post<Fail>(`${pending.id}/${action}`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('NOT_RELEASED');
    }
    const released = await fixture({ allowed: true, access: 'trial' });
    for (const days of [0, 91, 1.5, 'x']) {
      const res = await post<Fail>(`${released.id}/extend-trial`, { days });
      expect(res.status, String(days)).toBe(400);
      expect(res.body.fieldErrors?.days).toHaveLength(1);
    }
    expect(await auditOf(released.id)).toEqual([]);
  });

  it('continues until a day (inclusive, in the trader zone) or without end; a past day is a field error', async () => {
    const tz = 'Asia/Tokyo';
    const target = await fixture({ allowed: true, access: 'trial', timezone: tz });
    await t.database.db
      .update(profiles)
      .set({ continueRequestedAt: new Date() })
      .where(eq(profiles.userId, target.id));
    const today = wallClock(new Date(), tz).date;

    const past = await post<Fail>(`${target.id}/continue`, { until: addDays(today, -1) });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors).toEqual({
      until: ['Escolha hoje ou uma data futura (no fuso horário do usuário).'],
    });
    const unreal = await post<Fail>(`${target.id}/continue`, { until: '2026-02-30' });
    expect(unreal.body.fieldErrors).toEqual({ until: ['Informe uma data válida'] });

    const until = addDays(today, 30);
    const res = await post(`${target.id}/continue`, { until });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      status: 'active',
      continuedUntil: zonedTimeToUtc(addDays(until, 1), '00:00', tz).toISOString(),
      continuedIndefinitely: false,
      continueRequestedAt: null,
    });
    expect((await auditOf(target.id))[0]).toMatchObject({
      action: 'user.continue',
      details: { until, requested: true },
    });
    let mail = await lastMailTo(t.database.db, target.email);
    expect(mail).toMatchObject({ kind: 'access-continued', subject: ACCESS_CONTINUED_SUBJECT });
    expect(mail?.text).toContain(`até ${brDay(until)} (inclusive)`);

    expect((await post(`${target.id}/continue`, { until: today })).status).toBe(200);
    const forever = await post(`${target.id}/continue`, { until: null });
    expect(forever.body.user).toMatchObject({
      status: 'active',
      continuedUntil: null,
      continuedIndefinitely: true,
    });
    mail = await lastMailTo(t.database.db, target.email);
    expect(mail?.text).toContain('sem data de término');
  });
});

describe('the trial length setting', () => {
  it('is read and changed by an admin, audited with old and new values, and applies to trials started after', async () => {
    const get = await admin.json<{ trialDays: number }>('/api/admin/settings');
    expect(get.status).toBe(200);
    const old = get.body.trialDays;
    const earlier = await fixture();
    expect((await post(`${earlier.id}/release`)).status).toBe(200);
    const earlierEnd = (await profileOf(earlier.id)).trialEndsAt;

    try {
      const put = await admin.json<{ trialDays: number }>('/api/admin/settings', {
        method: 'PUT',
        json: { trialDays: 3 },
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ trialDays: 3, requireAdminTwoFactor: false });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, adminId)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry).toMatchObject({ targetType: 'settings', details: { trialDays: { old, new: 3 } } });

      const later = await fixture();
      await post(`${later.id}/release`);
      const p = await profileOf(later.id);
      expect(p.trialEndsAt).toEqual(trialEndFor(p.releasedAt ?? new Date(), 'America/Sao_Paulo', 3));
      // The trial already running keeps its end.
      expect((await profileOf(earlier.id)).trialEndsAt).toEqual(earlierEnd);

      const bad = await admin.json<Fail>('/api/admin/settings', { method: 'PUT', json: { trialDays: 0 } });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors?.trialDays).toEqual(['O teste dura ao menos 1 dia']);
    } finally {
      await admin.json('/api/admin/settings', { method: 'PUT', json: { trialDays: old } });
    }
  });
});
