import { beforeAll, describe, expect, it } from 'vitest';
import type { SchoolDto } from '@/shared/schools/contract';
import {
  addMember,
  auditRows,
  createSchool,
  person,
  schoolsTestApp,
  type SchoolsTestApp,
} from './schools.testkit';

let t: SchoolsTestApp;
beforeAll(async () => {
  t = await schoolsTestApp();
});

type Fail = { code: string; fieldErrors?: Record<string, string[]> };

describe('/api/admin/schools', () => {
  it('creates a school with a fresh invite code and an audit entry; a taken slug is a field error', async () => {
    const admin = await person(t, 'admin');
    const school = await createSchool(admin, {
      name: 'Escola do Trader',
      whatsapp: '(11) 98765-4321',
      instagram: '@escoladotrader',
      seatLimit: 10,
    });
    expect(school).toMatchObject({
      name: 'Escola do Trader',
      whatsapp: '11987654321',
      instagram: 'escoladotrader',
      seatLimit: 10,
      seatsUsed: 0,
      students: 0,
      pendingStudents: 0,
      admins: [],
      archivedAt: null,
    });
    expect(school.inviteCode).toMatch(/^[0-9a-f]{32}$/);
    const other = await createSchool(admin);
    expect(other.inviteCode).not.toBe(school.inviteCode);

    const audit = await auditRows(t, 'school.create', school.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, schoolId: school.id });
    expect(audit[0]?.ip).toBeTruthy();

    const dup = await admin.client.json<Fail>('/api/admin/schools', {
      json: { name: 'Outra', slug: school.slug },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('SCHOOL_SLUG_TAKEN');
    expect(dup.body.fieldErrors?.slug?.[0]).toBe('Já existe uma escola com este identificador.');

    const bad = await admin.client.json<Fail>('/api/admin/schools', {
      json: { name: 'X', slug: 'Não Vale' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(['name', 'slug']);
  });

  it('edits only the fields sent, refuses a slug of another school, and audits what changed', async () => {
    const admin = await person(t, 'admin');
    const school = await createSchool(admin, { whatsapp: '11987654321', seatLimit: 5 });
    const other = await createSchool(admin);
    const res = await admin.client.json<{ school: SchoolDto }>(`/api/admin/schools/${school.id}`, {
      method: 'PATCH',
      json: { name: 'Nome Novo', seatLimit: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.school).toMatchObject({
      name: 'Nome Novo',
      slug: school.slug,
      whatsapp: '11987654321',
      seatLimit: null,
    });
    const [entry] = await auditRows(t, 'school.update', school.id);
    expect(entry?.details).toEqual({ changes: { name: [school.name, 'Nome Novo'], seatLimit: [5, null] } });

    const taken = await admin.client.json<Fail>(`/api/admin/schools/${school.id}`, {
      method: 'PATCH',
      json: { slug: other.slug },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors?.slug).toBeDefined();
    const missing = await admin.client.json<Fail>('/api/admin/schools/nao-existe', {
      method: 'PATCH',
      json: { name: 'Nada' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('SCHOOL_NOT_FOUND');
  });

  it('archives and unarchives; the list filters by it and shows seats, students, pending and admins', async () => {
    const admin = await person(t, 'admin');
    const school = await createSchool(admin, { seatLimit: 3 });
    const schoolAdmin = await person(t, 'trader', 'Ana Admin');
    const released = await person(t, 'trader');
    const pending = await person(t, 'pending');
    await addMember(t, schoolAdmin.id, school.id, 'admin');
    await addMember(t, released.id, school.id, 'member');
    await addMember(t, pending.id, school.id, 'member');

    const archived = await admin.client.json<{ school: SchoolDto }>(
      `/api/admin/schools/${school.id}/archive`,
      {
        json: { archived: true },
      },
    );
    expect(archived.status).toBe(200);
    expect(archived.body.school.archivedAt).not.toBeNull();
    expect(await auditRows(t, 'school.archive', school.id)).toHaveLength(1);

    const list = async (q: string) =>
      (await admin.client.json<{ schools: SchoolDto[] }>(`/api/admin/schools${q}`)).body.schools;
    const inArchived = (await list('?archived=true')).find((s) => s.id === school.id);
    expect(inArchived).toMatchObject({
      seatsUsed: 1,
      students: 2,
      pendingStudents: 1,
      admins: [{ userId: schoolAdmin.id, name: 'Ana Admin', email: schoolAdmin.email }],
    });
    expect((await list('?archived=false')).some((s) => s.id === school.id)).toBe(false);

    await admin.client.json(`/api/admin/schools/${school.id}/archive`, { json: { archived: false } });
    expect((await list('?archived=false')).some((s) => s.id === school.id)).toBe(true);
    expect(await auditRows(t, 'school.unarchive', school.id)).toHaveLength(1);
  });

  it('refuses traders and school admins on every admin school route', async () => {
    const admin = await person(t, 'admin');
    const school = await createSchool(admin);
    const schoolAdmin = await person(t, 'trader');
    await addMember(t, schoolAdmin.id, school.id, 'admin');
    const trader = await person(t, 'trader');
    for (const caller of [trader, schoolAdmin]) {
      const calls = [
        caller.client.request('/api/admin/schools'),
        caller.client.request('/api/admin/schools', { json: { name: 'Nova', slug: 'nova-x' } }),
        caller.client.request(`/api/admin/schools/${school.id}`, {
          method: 'PATCH',
          json: { name: 'Outra' },
        }),
        caller.client.request(`/api/admin/schools/${school.id}/archive`, { json: { archived: true } }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    }
  });
});
