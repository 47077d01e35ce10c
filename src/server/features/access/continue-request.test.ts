import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessDto } from '@/shared/account/access';
import { errorMessage } from '@/shared/i18n/errors';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { CONTINUE_REQUEST_SUBJECT_PREFIX } from '../../mail/trial-templates';
import { continueNotices, school, trader, trialTestApp, type TrialTestApp } from './trial.testkit';

const ADMIN = uniqueEmail('continue-admin');
const RELEASE = new Date('2026-11-02T17:00:00Z');
const AFTER_END = new Date('2026-11-12T15:00:00Z');
const HOUR = 3600_000;
const PATH = '/api/me/continue-request';

let t: TrialTestApp;
beforeAll(async () => {
  t = await trialTestApp([ADMIN]);
});

const press = (client: TestClient, json: unknown = {}) =>
  client.json<{ access: AccessDto; code?: string; message?: string }>(PATH, { json });

describe('POST /api/me/continue-request', () => {
  it('records the request and tells the admins and the school admins of the trader’s school, once a day', async () => {
    t.setNow(AFTER_END);
    const u = await trader(t, { releasedAt: RELEASE, name: 'Ana Continua' });
    const headOfSchool = await trader(t, { releasedAt: RELEASE });
    const otherHead = await trader(t, { releasedAt: RELEASE });
    const s = await school(t, headOfSchool.userId, u.userId);
    await school(t, otherHead.userId);

    const first = await press(u.client);
    expect(first.status).toBe(200);
    expect(first.body.access).toMatchObject({
      status: 'trial_expired',
      readOnly: true,
      continueRequestedAt: AFTER_END.toISOString(),
    });

    const [toAdmin, ...moreToAdmin] = await continueNotices(t, ADMIN, u.email);
    expect(moreToAdmin).toEqual([]);
    expect(toAdmin?.subject).toBe(`${CONTINUE_REQUEST_SUBJECT_PREFIX}Ana Continua`);
    expect(toAdmin?.text).toContain('(11) 98765-4321');
    expect(toAdmin?.text).toContain(s.name);
    expect(toAdmin?.text).toContain(`http://localhost:3000/admin?q=${encodeURIComponent(u.email)}`);
    expect(toAdmin?.text).toContain(`http://localhost:3000/school-admin/${s.id}`);

    const toSchool = await continueNotices(t, headOfSchool.email, u.email);
    expect(toSchool).toHaveLength(1);
    expect(toSchool[0]?.text).toContain(`http://localhost:3000/school-admin/${s.id}`);
    expect(toSchool[0]?.text).not.toContain('/admin?q=');
    // The head of another school hears nothing about this trader.
    expect(await continueNotices(t, otherHead.email, u.email)).toEqual([]);

    // A second press within 24 hours: same answer, nothing new recorded, nobody mailed again.
    t.setNow(new Date(AFTER_END.getTime() + 23 * HOUR));
    const second = await press(u.client);
    expect(second.status).toBe(200);
    expect(second.body.access.continueRequestedAt).toBe(AFTER_END.toISOString());
    expect(await continueNotices(t, ADMIN, u.email)).toHaveLength(1);
    expect(await continueNotices(t, headOfSchool.email, u.email)).toHaveLength(1);

    // A day later it counts as a new request.
    const later = new Date(AFTER_END.getTime() + 25 * HOUR);
    t.setNow(later);
    expect((await press(u.client)).body.access.continueRequestedAt).toBe(later.toISOString());
    expect(await continueNotices(t, ADMIN, u.email)).toHaveLength(2);
    expect(await continueNotices(t, headOfSchool.email, u.email)).toHaveLength(2);
  });

  it('two presses at once mail once', async () => {
    t.setNow(AFTER_END);
    const u = await trader(t, { releasedAt: RELEASE });
    const [a, b] = await Promise.all([press(u.client), press(u.client)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await continueNotices(t, ADMIN, u.email)).toHaveLength(1);
  });

  it('answers 409 CONTINUE_NOT_NEEDED (never a 500) to anyone who is not read-only', async () => {
    t.setNow(AFTER_END);
    const pending = await trader(t);
    const onTrial = await trader(t, { releasedAt: new Date(AFTER_END.getTime() - HOUR) });
    const admin = await trader(t, { role: 'admin' });
    const cases = [
      [pending, 'pending'],
      [onTrial, 'trial'],
      [admin, 'active'],
    ] as const;
    for (const [u, status] of cases) {
      const res = await press(u.client);
      expect(res.status, status).toBe(409);
      expect(res.body).toEqual({
        code: 'CONTINUE_NOT_NEEDED',
        message: errorMessage('CONTINUE_NOT_NEEDED', { status }),
      });
      expect(await continueNotices(t, ADMIN, u.email)).toEqual([]);
    }
  });

  it('refuses anonymous callers and a body with fields', async () => {
    expect((await new TestClient(t.app).json(PATH, { json: {} })).status).toBe(401);
    t.setNow(AFTER_END);
    const u = await trader(t, { releasedAt: RELEASE });
    expect((await press(u.client, { until: '2030-01-01' })).status).toBe(400);
    expect(await continueNotices(t, ADMIN, u.email)).toEqual([]);
  });
});
