import { beforeAll, describe, expect, it } from 'vitest';
import type { SchoolDto } from '@/shared/schools/contract';
import type { Person } from './schools.testkit';
import { schoolsTestApp, twoSchools, type SchoolsTestApp } from './schools.testkit';

let t: SchoolsTestApp;
let w: Awaited<ReturnType<typeof twoSchools>>;
beforeAll(async () => {
  t = await schoolsTestApp();
  w = await twoSchools(t);
});

/** Every /api/schools/{id} route, with a student id where the route takes one. */
function schoolCalls(schoolId: string, studentId: string) {
  const s = `/api/schools/${schoolId}`;
  return [
    { method: 'GET', path: s },
    { method: 'GET', path: `${s}/students` },
    { method: 'GET', path: `${s}/students.csv` },
    { method: 'GET', path: `${s}/students/${studentId}` },
    { method: 'POST', path: `${s}/students/${studentId}/release`, json: {} },
    { method: 'POST', path: `${s}/students/${studentId}/continue`, json: { until: null } },
    { method: 'GET', path: `${s}/invitations` },
    { method: 'POST', path: `${s}/invitations`, json: { email: 'x@example.test', role: 'member' } },
    { method: 'POST', path: `${s}/invitations/qualquer/cancel`, json: {} },
    { method: 'POST', path: `${s}/invite-code`, json: {} },
  ];
}

async function answers(caller: Person, schoolId: string, studentId: string) {
  const out: string[] = [];
  for (const call of schoolCalls(schoolId, studentId)) {
    const res = await caller.client.request(call.path, { method: call.method, json: call.json });
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    out.push(
      `${call.method} ${call.path.replace(schoolId, ':id')} → ${res.status} ${body.code ?? ''}`.trim(),
    );
  }
  return out;
}

describe('who may use a school area', () => {
  it('answers 404 SCHOOL_NOT_FOUND on every route of school B to the admin of school A, a trader and a student', async () => {
    for (const caller of [w.adminA, w.trader, w.studentB]) {
      const got = await answers(caller, w.b.id, w.studentB.id);
      expect(
        got.every((line) => line.endsWith('404 SCHOOL_NOT_FOUND')),
        got.join('\n'),
      ).toBe(true);
    }
  });

  it('answers an unknown school id exactly like a school the caller may not see', async () => {
    const got = await answers(w.adminA, 'nao-existe', w.studentA.id);
    expect(got.every((line) => line.endsWith('404 SCHOOL_NOT_FOUND'))).toBe(true);
  });

  it("answers 404 STUDENT_NOT_FOUND for a student of another school on the admin's own school", async () => {
    const s = `/api/schools/${w.a.id}/students/${w.studentB.id}`;
    for (const [path, json] of [
      [s, undefined],
      [`${s}/release`, {}],
      [`${s}/continue`, { until: null }],
    ] as const) {
      const res = await w.adminA.client.json<{ code: string }>(path, { json });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('STUDENT_NOT_FOUND');
    }
  });

  it("lets the school's admin and a product admin read the school, and lists only one's own schools", async () => {
    for (const caller of [w.adminA, w.admin]) {
      const res = await caller.client.json<{ school: SchoolDto }>(`/api/schools/${w.a.id}`);
      expect(res.status).toBe(200);
      expect(res.body.school.name).toBe('Escola A');
      const students = await caller.client.json<{ students: { userId: string }[] }>(
        `/api/schools/${w.a.id}/students`,
      );
      expect(students.body.students.map((s) => s.userId)).toEqual([w.studentA.id]);
    }
    const mine = await w.adminA.client.json<{ schools: SchoolDto[] }>('/api/schools');
    expect(mine.body.schools.map((s) => s.id)).toEqual([w.a.id]);
    const all = await w.admin.client.json<{ schools: SchoolDto[] }>('/api/schools');
    expect(all.body.schools.map((s) => s.id)).toEqual(expect.arrayContaining([w.a.id, w.b.id]));
    const none = await w.trader.client.json<{ schools: SchoolDto[] }>('/api/schools');
    expect(none.body.schools).toEqual([]);
  });

  it('keeps a school admin from inviting school admins (an admin may)', async () => {
    const refused = await w.adminA.client.json<{ code: string; fieldErrors?: Record<string, string[]> }>(
      `/api/schools/${w.a.id}/invitations`,
      { json: { email: 'novo-admin@example.test', role: 'admin' } },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.fieldErrors?.role).toBeDefined();
    const allowed = await w.admin.client.json(`/api/schools/${w.a.id}/invitations`, {
      json: { email: 'novo-admin@example.test', role: 'admin' },
    });
    expect(allowed.status).toBe(201);
  });
});
