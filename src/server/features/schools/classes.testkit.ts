import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { classesApi, type ClassDetailDto, type MyClassDto } from '@/shared/schools/classes-contract';
import { member } from '../../db/schema';
import { addMember, person, type Person, type SchoolsTestApp } from './schools.testkit';

/** A mentor of the school: a 'mentor' membership written directly (naming mentors is another feature's). */
export async function mentorOf(t: SchoolsTestApp, schoolId: string): Promise<Person> {
  const p = await person(t, 'trader', 'Mentor Marcos');
  await t.database.db
    .insert(member)
    .values({ id: randomUUID(), organizationId: schoolId, userId: p.id, role: 'mentor' });
  return p;
}

export async function studentOf(t: SchoolsTestApp, schoolId: string, name: string): Promise<Person> {
  const p = await person(t, 'trader', name);
  await addMember(t, p.id, schoolId, 'member');
  return p;
}

export async function newClass(admin: Person, schoolId: string, name: string): Promise<ClassDetailDto> {
  const res = await admin.client.json<{ class: ClassDetailDto }>(classesApi.list(schoolId), {
    json: { name },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.class;
}

export async function invite(admin: Person, schoolId: string, classId: string, students: Person[]) {
  const res = await admin.client.json<{ invited: number }>(classesApi.members(schoolId, classId), {
    json: { userIds: students.map((s) => s.id) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function accept(student: Person, classId: string, nickname: string) {
  const res = await student.client.json<{ classes: MyClassDto[] }>(classesApi.accept(classId), {
    json: { nickname },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.classes;
}

/** A class of the school with the given students invited and joined under their nicknames. */
export async function classWith(
  admin: Person,
  schoolId: string,
  name: string,
  students: { p: Person; nickname: string }[],
): Promise<ClassDetailDto> {
  const cls = await newClass(admin, schoolId, name);
  await invite(
    admin,
    schoolId,
    cls.id,
    students.map((s) => s.p),
  );
  for (const s of students) await accept(s.p, cls.id, s.nickname);
  return cls;
}
