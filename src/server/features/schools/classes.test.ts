import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  classesApi,
  type ClassDetailDto,
  type ClassDto,
  type MyClassDto,
} from '@/shared/schools/classes-contract';
import { schoolClassMembers } from '../../db/schema';
import { accept, invite, mentorOf, newClass, studentOf } from './classes.testkit';
import { auditRows, schoolsTestApp, twoSchools, type SchoolsTestApp } from './schools.testkit';

let t: SchoolsTestApp;
beforeAll(async () => {
  t = await schoolsTestApp();
});

describe('classes of a school', () => {
  it('a school admin creates, renames and archives a class; mentors read it, nobody else sees it', async () => {
    const { a, adminA, adminB, studentA, trader } = await twoSchools(t);
    const mentor = await mentorOf(t, a.id);
    const cls = await newClass(adminA, a.id, 'Turma de março');
    expect(cls).toMatchObject({
      name: 'Turma de março',
      archived: false,
      joined: 0,
      invited: 0,
      challenge: null,
    });
    expect((await auditRows(t, 'school.class.create', a.id)).map((r) => r.details)).toContainEqual({
      classId: cls.id,
      className: 'Turma de março',
    });

    const dup = await adminA.client.json<{ code: string }>(classesApi.list(a.id), {
      json: { name: 'TURMA DE MARÇO' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('CLASS_NAME_TAKEN');

    // A mentor reads the classes but does not run them.
    const list = await mentor.client.json<{ classes: ClassDto[] }>(classesApi.list(a.id));
    expect(list.status).toBe(200);
    expect(list.body.classes.map((c) => c.name)).toEqual(['Turma de março']);
    expect((await mentor.client.json(classesApi.list(a.id), { json: { name: 'Outra' } })).status).toBe(403);
    // Another school's admin, a student and a trader: the school does not exist for them.
    for (const outsider of [adminB, studentA, trader])
      expect((await outsider.client.json(classesApi.one(a.id, cls.id))).status).toBe(404);
    // A class id of another school under school B is not found either.
    expect((await adminB.client.json(classesApi.one(a.id, cls.id))).status).toBe(404);

    const renamed = await adminA.client.json<{ class: ClassDetailDto }>(classesApi.one(a.id, cls.id), {
      method: 'PATCH',
      json: { name: 'Turma de abril' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.class.name).toBe('Turma de abril');

    const archived = await adminA.client.json<{ class: ClassDetailDto }>(classesApi.archive(a.id, cls.id), {
      json: {},
    });
    expect(archived.body.class.archived).toBe(true);
    const late = await adminA.client.json<{ code: string }>(classesApi.members(a.id, cls.id), {
      json: { userIds: [studentA.id] },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('CLASS_ARCHIVED');
  });

  it('invites students of the school only; each accepts with a nickname, declines or leaves, audited', async () => {
    const { a, adminA, studentB, trader } = await twoSchools(t);
    const ana = await studentOf(t, a.id, 'Ana Aluna');
    const bia = await studentOf(t, a.id, 'Bia Aluna');
    const cls = await newClass(adminA, a.id, 'Turma A');

    // Another school's student or a trader outside the school cannot be invited.
    for (const other of [studentB, trader]) {
      const res = await adminA.client.json<{ code: string }>(classesApi.members(a.id, cls.id), {
        json: { userIds: [ana.id, other.id] },
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('STUDENT_NOT_FOUND');
    }
    expect((await invite(adminA, a.id, cls.id, [ana, bia])).invited).toBe(2);
    expect((await invite(adminA, a.id, cls.id, [ana])).invited).toBe(0);

    const mine = await ana.client.json<{ classes: MyClassDto[] }>(classesApi.mine);
    expect(mine.body.classes).toMatchObject([
      { id: cls.id, name: 'Turma A', status: 'invited', challenge: null },
    ]);
    // Someone not invited has nothing to accept.
    expect(
      (await trader.client.json(classesApi.accept(cls.id), { json: { nickname: 'Intruso' } })).status,
    ).toBe(404);

    const email = await ana.client.json<{ fieldErrors: Record<string, string[]> }>(
      classesApi.accept(cls.id),
      {
        json: { nickname: 'ana@x.com' },
      },
    );
    expect(email.status).toBe(400);
    expect(email.body.fieldErrors.nickname).toEqual(['O apelido não pode ser um email']);
    expect(await accept(ana, cls.id, 'Águia')).toMatchObject([{ status: 'joined', nickname: 'Águia' }]);
    const declined = await bia.client.json<{ classes: MyClassDto[] }>(classesApi.decline(cls.id), {
      json: {},
    });
    expect(declined.body.classes).toEqual([]);

    const detail = await adminA.client.json<{ class: ClassDetailDto }>(classesApi.one(a.id, cls.id));
    expect(detail.body.class).toMatchObject({ joined: 1, invited: 0 });
    expect(detail.body.class.members.map((m) => [m.name, m.status, m.nickname])).toEqual([
      ['Ana Aluna', 'joined', 'Águia'],
      ['Bia Aluna', 'declined', null],
    ]);
    expect((await auditRows(t, 'school.class.member.invite', ana.id)).length).toBe(1);
    expect((await auditRows(t, 'school.class.member.join', ana.id)).length).toBe(1);
    expect((await auditRows(t, 'school.class.member.decline', bia.id)).length).toBe(1);

    // A declined student invited again gets a new invitation.
    expect((await invite(adminA, a.id, cls.id, [bia])).invited).toBe(1);

    const left = await ana.client.json<{ classes: MyClassDto[] }>(classesApi.leave(cls.id), { json: {} });
    expect(left.status).toBe(200);
    expect(left.body.classes).toEqual([]);
    expect((await auditRows(t, 'school.class.member.leave', ana.id)).length).toBe(1);
  });

  it('enforces the matrix on every class route: mentors read, school admins run, others get 404', async () => {
    const { a, adminA, adminB, studentA } = await twoSchools(t);
    const mentor = await mentorOf(t, a.id);
    const cls = await newClass(adminA, a.id, 'Turma matriz');
    const reads = [
      classesApi.list(a.id),
      classesApi.one(a.id, cls.id),
      classesApi.board(a.id, cls.id),
      classesApi.view(a.id, cls.id),
    ];
    const writes: [string, string, unknown][] = [
      ['POST', classesApi.list(a.id), { name: 'Nova turma' }],
      ['PATCH', classesApi.one(a.id, cls.id), { name: 'Renomeada' }],
      ['POST', classesApi.members(a.id, cls.id), { userIds: [studentA.id] }],
      ['POST', classesApi.challenge(a.id, cls.id), { startDate: '2026-03-10' }],
      ['POST', classesApi.endChallenge(a.id, cls.id), {}],
      ['POST', classesApi.archive(a.id, cls.id), {}],
    ];
    for (const path of reads) {
      expect((await mentor.client.json(path)).status, path).toBe(200);
      expect((await adminA.client.json(path)).status, path).toBe(200);
      for (const other of [adminB, studentA]) expect((await other.client.json(path)).status, path).toBe(404);
    }
    for (const [method, path, json] of writes) {
      const refused = await mentor.client.json<{ code: string }>(path, { method, json });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      for (const other of [adminB, studentA])
        expect((await other.client.json(path, { method, json })).status, path).toBe(404);
    }
  });

  it('leaving the school removes the class memberships', async () => {
    const { a, adminA } = await twoSchools(t);
    const ana = await studentOf(t, a.id, 'Ana Aluna');
    const cls = await newClass(adminA, a.id, 'Turma B');
    await invite(adminA, a.id, cls.id, [ana]);
    await accept(ana, cls.id, 'Ana');
    expect((await ana.client.json('/api/me/school/leave', { json: {} })).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(schoolClassMembers)
      .where(and(eq(schoolClassMembers.classId, cls.id), eq(schoolClassMembers.userId, ana.id)));
    expect(rows).toEqual([]);
    expect((await ana.client.json<{ classes: MyClassDto[] }>(classesApi.mine)).body.classes).toEqual([]);
  });
});
