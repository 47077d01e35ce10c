import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trialEndFor } from '@/shared/account/access';
import { errorMessages } from '@/shared/i18n/errors';
import { classesApi, type MyClassDto } from '@/shared/schools/classes-contract';
import { accessFor, READ_ONLY_WRITES } from '../../auth/gate';
import { profiles } from '../../db/schema';
import { uniqueEmail } from '../../testing/test-client';
import { tradeBody } from '../trades/test-callers';
import { continueProfile } from '../../user/access';
import { accessOf, school, trader, trialTestApp, type TrialTestApp } from './trial.testkit';

const SP = 'America/Sao_Paulo';
// Monday 2026-11-02 14:00 in São Paulo; day 7 is Sunday 2026-11-08, so the trial ends at Monday 00:00 local.
const RELEASE = new Date('2026-11-02T17:00:00Z');
const END = new Date('2026-11-09T03:00:00Z');
const justBefore = (d: Date) => new Date(d.getTime() - 1);

const TRIAL_EXPIRED_BODY = { code: 'TRIAL_EXPIRED', message: errorMessages.TRIAL_EXPIRED };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TrialTestApp;
beforeAll(async () => {
  t = await trialTestApp([uniqueEmail('trial-admin')]);
});

describe('the trial ends at the local midnight after day 7 (São Paulo)', () => {
  it('is a trial 1 ms before the end, and read-only (GETs still answer) from the end on', async () => {
    const u = await trader(t, { timezone: SP, releasedAt: RELEASE });
    expect(trialEndFor(RELEASE, SP, 7)).toEqual(END);

    t.setNow(RELEASE);
    expect(await accessOf(u.client)).toMatchObject({
      status: 'trial',
      releasedAt: RELEASE.toISOString(),
      trialEndsAt: END.toISOString(),
      trialDaysLeft: 7,
      readOnly: false,
    });

    t.setNow(justBefore(END));
    expect(await accessOf(u.client)).toMatchObject({ status: 'trial', trialDaysLeft: 1, readOnly: false });
    const created = await u.client.json<{ id: string }>('/api/trades', { json: tradeBody() });
    expect(created.status).toBe(201);

    t.setNow(END);
    expect(await accessOf(u.client)).toMatchObject({
      status: 'trial_expired',
      trialDaysLeft: 0,
      readOnly: true,
    });
    const refused = await u.client.json('/api/trades', { json: tradeBody({ notes: 'depois do fim' }) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(TRIAL_EXPIRED_BODY);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/teste grátis terminou/) });

    // Reading and exporting keep working: the data is the trader's.
    const list = await u.client.json<{ items: { id: string }[] }>('/api/trades');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(created.body.id);
    expect((await u.client.request(`/api/trades/${created.body.id}`)).status).toBe(200);
    const exported = await u.client.request('/api/trades/export');
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('WIN');
    expect((await u.client.request('/api/dashboard')).status).toBe(200);
    expect((await u.client.request('/api/risk/today')).status).toBe(200);
    // The trader's own profile (/api/me) stays writable: it is where 'Continuar' lives.
    expect(
      (await u.client.json('/api/me/whatsapp', { method: 'PATCH', json: { whatsapp: '21987654321' } }))
        .status,
    ).toBe(200);
  });

  it('a continuation until a date ends at the local midnight after it', async () => {
    const u = await trader(t, { timezone: SP, releasedAt: RELEASE });
    t.setNow(new Date('2026-11-10T12:00:00Z'));
    expect((await accessOf(u.client)).status).toBe('trial_expired');
    await t.database.db.transaction((tx) =>
      continueProfile(tx, u.userId, '2026-11-20', new Date('2026-11-10T12:00:00Z')),
    );
    const until = new Date('2026-11-21T03:00:00Z'); // Saturday 2026-11-21 00:00 in São Paulo

    expect(await accessOf(u.client)).toMatchObject({
      status: 'active',
      continuedUntil: until.toISOString(),
      continuedIndefinitely: false,
      readOnly: false,
    });
    t.setNow(justBefore(until));
    expect((await u.client.json('/api/trades', { json: tradeBody() })).status).toBe(201);
    t.setNow(until);
    expect((await accessOf(u.client)).status).toBe('trial_expired');
    expect((await u.client.json('/api/trades', { json: tradeBody() })).body).toEqual(TRIAL_EXPIRED_BODY);
  });

  it('an admin and a school admin are never read-only, whatever their trial dates', async () => {
    t.setNow(new Date('2027-06-01T12:00:00Z'));
    const admin = await trader(t, { role: 'admin' });
    await t.database.db
      .update(profiles)
      .set({ releasedAt: RELEASE, trialEndsAt: END, continuedAt: null })
      .where(eq(profiles.userId, admin.userId));
    expect((await accessOf(admin.client)).status).toBe('active');
    expect((await admin.client.json('/api/trades', { json: tradeBody() })).status).toBe(201);

    const schoolAdmin = await trader(t, { releasedAt: RELEASE });
    expect((await accessOf(schoolAdmin.client)).status).toBe('trial_expired');
    await school(t, schoolAdmin.userId);
    expect(await accessOf(schoolAdmin.client)).toMatchObject({ status: 'active', readOnly: false });
    expect((await schoolAdmin.client.json('/api/trades', { json: tradeBody() })).status).toBe(201);
  });
});

/** Every state-changing route behind the 'allowed' gate: a route added tomorrow is walked too. */
function allowedWriteRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter(
      (r) =>
        WRITE_METHODS.has(r.method) &&
        r.path.startsWith('/api/') &&
        accessFor(r.path) === 'allowed' &&
        !READ_ONLY_WRITES.has(r.path),
    )
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map(({ method, path }) => ({ method, path: path.replace(/:[A-Za-z0-9_]+/g, crypto.randomUUID()) }));
}

describe('read-only on every write route', () => {
  it('refuses every non-GET route under the allowed gate with 403 TRIAL_EXPIRED, and only for the expired', async () => {
    t.setNow(new Date('2026-12-01T12:00:00Z'));
    const expired = await trader(t, { releasedAt: RELEASE });
    const continued = await trader(t, { releasedAt: RELEASE });
    await t.database.db.transaction((tx) => continueProfile(tx, continued.userId, null, RELEASE));
    expect((await accessOf(expired.client)).status).toBe('trial_expired');
    expect((await accessOf(continued.client)).status).toBe('active');

    const routes = allowedWriteRoutes();
    const names = routes.map((r) => r.method + ' ' + r.path.replace(/[0-9a-f-]{36}/g, ':id'));
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/trades', 'POST /api/imports', 'PUT /api/risk/plan']),
    );

    const wrong: string[] = [];
    for (const { method, path } of routes) {
      const refused = await expired.client.json(path, { method, json: {} });
      if (refused.status !== 403 || JSON.stringify(refused.body) !== JSON.stringify(TRIAL_EXPIRED_BODY))
        wrong.push(`${method} ${path} (expired): ${refused.status} ${JSON.stringify(refused.body)}`);
      const passed = await continued.client.json(path, { method, json: {} });
      if ((passed.body as { code?: string } | undefined)?.code === 'TRIAL_EXPIRED')
        wrong.push(`${method} ${path} (continued): TRIAL_EXPIRED`);
    }
    expect(wrong).toEqual([]);
    // The writes kept: leaving the ranking, a class and its challenge (off every board), whatever the state.
    expect([...READ_ONLY_WRITES]).toEqual([
      '/api/ranking/leave',
      '/api/classes/:classId/leave',
      '/api/classes/:classId/challenge/leave',
    ]);
    expect((await expired.client.json('/api/ranking/leave', { json: {} })).status).toBe(200);
  });

  it('lets a read-only student leave a class challenge, the class and the school', async () => {
    t.setNow(new Date('2026-11-06T12:00:00Z'));
    const owner = await trader(t, { releasedAt: RELEASE });
    const student = await trader(t, { releasedAt: RELEASE });
    const { id: schoolId } = await school(t, owner.userId, student.userId);
    const created = await owner.client.json<{ class: { id: string } }>(classesApi.list(schoolId), {
      json: { name: 'Turma de novembro' },
    });
    expect(created.status).toBe(201);
    const classId = created.body.class.id;
    const invited = await owner.client.json(classesApi.members(schoolId, classId), {
      json: { userIds: [student.userId] },
    });
    expect(invited.status).toBe(200);
    expect(
      (await student.client.json(classesApi.accept(classId), { json: { nickname: 'Lia' } })).status,
    ).toBe(200);
    const started = await owner.client.json(classesApi.challenge(schoolId, classId), {
      json: { startDate: '2026-11-06' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);

    // Past the trial, mid-challenge: other writes are refused, the ways out are not.
    t.setNow(new Date('2026-11-12T12:00:00Z'));
    expect(await accessOf(student.client)).toMatchObject({ status: 'trial_expired', readOnly: true });
    expect((await student.client.json('/api/trades', { json: tradeBody() })).body).toEqual(
      TRIAL_EXPIRED_BODY,
    );
    const mine = () => student.client.json<{ classes: MyClassDto[] }>(classesApi.mine);
    expect((await mine()).body.classes[0]).toMatchObject({ status: 'joined', inChallenge: true });
    const leftChallenge = await student.client.json(classesApi.leaveChallenge(classId), { json: {} });
    expect(leftChallenge.status, JSON.stringify(leftChallenge.body)).toBe(200);
    expect((await mine()).body.classes[0]).toMatchObject({ status: 'joined', inChallenge: false });
    const leftClass = await student.client.json(classesApi.leave(classId), { json: {} });
    expect(leftClass.status, JSON.stringify(leftClass.body)).toBe(200);
    expect((await mine()).body.classes.filter((c) => c.status === 'joined')).toEqual([]);
    const leftSchool = await student.client.json('/api/me/school/leave', { json: {} });
    expect(leftSchool.status, JSON.stringify(leftSchool.body)).toBe(200);
    expect((await student.client.json<{ school: unknown }>('/api/me')).body.school).toBeNull();
  });
});

/**
 * The writes a read-only account keeps (ADR 013): every write under /api/me protects the trader's
 * privacy or access. Named here one by one, so a write added under /api/me is a decision, not an accident.
 */
const KEPT_ME_WRITES = [
  'PATCH /api/me/whatsapp',
  'PATCH /api/me/profile',
  'POST /api/me/email',
  'POST /api/me/continue-request',
  'POST /api/me/security/password',
  'POST /api/me/security/sessions/end-others',
  'DELETE /api/me/security/sessions/:id',
  'POST /api/me/account-deletion',
  'POST /api/me/school/join',
  'PUT /api/me/school/sharing',
  'POST /api/me/school/leave',
  // Where the first-run setup stands: it changes only the page the trader lands on, never the journal.
  'PATCH /api/me/setup',
];

describe('the writes a read-only account keeps: privacy and access', () => {
  it('are exactly the /api/me writes, and none answers TRIAL_EXPIRED', async () => {
    t.setNow(new Date('2026-12-01T12:00:00Z'));
    const expired = await trader(t, { releasedAt: RELEASE });
    expect((await accessOf(expired.client)).status).toBe('trial_expired');
    const seen = new Set<string>();
    const meWrites = t.app.routes
      .filter((r) => WRITE_METHODS.has(r.method) && r.path.startsWith('/api/me/'))
      .map((r) => `${r.method} ${r.path.replace(/:[A-Za-z0-9_]+/g, ':id')}`)
      .filter((name) => !seen.has(name) && seen.add(name));
    expect(meWrites.sort()).toEqual([...KEPT_ME_WRITES].sort());
    for (const name of meWrites) {
      const [method = '', path = ''] = name.split(' ');
      // Empty bodies: the route answers its own validation (400) or acts; the gate never refuses it.
      const res = await expired.client.json(path.replace(':id', crypto.randomUUID()), { method, json: {} });
      expect(res.body, name).not.toEqual(TRIAL_EXPIRED_BODY);
      expect(res.status, name).toBeLessThan(500);
    }
    // Sharing with the school and asking to continue really write for the read-only trader.
    const sharing = await expired.client.json('/api/me/school/sharing', {
      method: 'PUT',
      json: { level: 'nada' },
    });
    expect(sharing.body).not.toEqual(TRIAL_EXPIRED_BODY);
    const ask = await expired.client.json('/api/me/continue-request', { json: {} });
    expect(ask.status).toBeLessThan(300);
  });
});
