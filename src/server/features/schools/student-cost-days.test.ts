import { countQueries } from '../../cache/request-cache.testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentDetail, StudentRow } from '@/shared/schools/contract';
import { listStudents } from './students.service';
import { bmfNote } from '../brokerage-notes/brokerage-notes.testkit';
import { importNoteFiles, type NoteReader } from '../brokerage-notes/note-import';
import {
  addMember,
  person,
  schoolsTestApp,
  schoolWithAdmin,
  tradeAs,
  type Person,
  type SchoolsTestApp,
} from './schools.testkit';

/**
 * A school's summary of a student says which of the student's days took their costs from brokerage notes, as the
 * student's own dashboard does, in the list, the detail and the CSV; never for a student who shares nothing.
 * Through the real app and database (PGlite and PostgreSQL).
 */
let t: SchoolsTestApp;
beforeAll(async () => {
  t = await schoolsTestApp();
});

const reader: NoteReader = async () => ({ ok: true, notes: [bmfNote()] });

/** A student with trades on 03/11 (covered by a brokerage note) and 04/11 (costed by the setting). */
async function studentWithNote(schoolId: string, name: string) {
  const p = await person(t, 'trader', name);
  await addMember(t, p.id, schoolId, 'member');
  const noted = await tradeAs(p, { date: '2026-11-03', entry: '128000', exit: '128100', costs: '0' });
  await tradeAs(p, { date: '2026-11-04', entry: '128000', exit: '128100' });
  const imported = await importNoteFiles(
    t.database.db,
    { userId: p.id, now: () => new Date() },
    noted.accountId,
    [{ fileName: 'nota-1001.pdf', bytes: new TextEncoder().encode('%PDF-1.4') }],
    undefined,
    reader,
  );
  expect(imported).toMatchObject({ imported: 1 });
  return p;
}

const rowsOf = async (p: Person, schoolId: string) => {
  const res = await p.client.json<{ students: StudentRow[] }>(`/api/schools/${schoolId}/students`);
  expect(res.status).toBe(200);
  return res.body.students;
};
const csvLine = async (p: Person, schoolId: string, email: string) => {
  const res = await p.client.request(`/api/schools/${schoolId}/students.csv`);
  expect(res.status).toBe(200);
  const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
  const header = (lines[0] ?? '').split(';');
  const cells = (lines.find((l) => l.includes(email)) ?? '').split(';');
  return Object.fromEntries(header.map((h, i) => [h, cells[i]]));
};

describe("which of a student's days took their costs from brokerage notes, as the school sees them", () => {
  it('counts 1 day from the note and 1 from the setting in the list, the detail and the CSV', async () => {
    const { school, schoolAdmin } = await schoolWithAdmin(t);
    const student = await studentWithNote(school.id, 'Nara Notas');
    const plain = await person(t, 'trader', 'Sem Notas');
    await addMember(t, plain.id, school.id, 'member');
    await tradeAs(plain, { date: '2026-11-03' });

    const rows = await rowsOf(schoolAdmin, school.id);
    expect(rows.find((r) => r.userId === student.id)?.summary?.costDays).toEqual({
      fromNotes: 1,
      fromSettings: 1,
    });
    // A student without a note shows no line, as on their own dashboard.
    expect(rows.find((r) => r.userId === plain.id)?.summary?.costDays).toBeNull();

    const detail = await schoolAdmin.client.json<StudentDetail>(
      `/api/schools/${school.id}/students/${student.id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.student.summary?.costDays).toEqual({ fromNotes: 1, fromSettings: 1 });

    const line = await csvLine(schoolAdmin, school.id, student.email);
    expect(line['Dias com custos das notas']).toBe('1');
    expect(line['Dias com custos da configuração']).toBe('1');
    const plainLine = await csvLine(schoolAdmin, school.id, plain.email);
    expect(plainLine['Dias com custos das notas']).toBe('');
    expect(plainLine['Dias com custos da configuração']).toBe('');
  });

  it('shows no cost line, in the list, the detail or the CSV, for a student who shares nothing', async () => {
    const { school, schoolAdmin } = await schoolWithAdmin(t);
    const student = await studentWithNote(school.id, 'Nina Nada');
    const sharing = await student.client.json('/api/me/school/sharing', {
      method: 'PUT',
      json: { sharing: 'none' },
    });
    expect(sharing.status).toBe(200);

    const row = (await rowsOf(schoolAdmin, school.id)).find((r) => r.userId === student.id);
    expect(row?.summary).toBeNull();
    const detail = await schoolAdmin.client.json<StudentDetail>(
      `/api/schools/${school.id}/students/${student.id}`,
    );
    expect(detail.body.student.summary).toBeNull();
    const line = await csvLine(schoolAdmin, school.id, student.email);
    expect(line['Dias com custos das notas']).toBe('');
    expect(line['Dias com custos da configuração']).toBe('');
  });

  it('counts the days of the whole list in the same number of queries for 1 or 3 students with notes', async () => {
    const { school } = await schoolWithAdmin(t);
    await studentWithNote(school.id, 'Olga Uma');
    const measure = async () => {
      const counter = countQueries(t.database);
      try {
        const rows = await listStudents(t.database.db, school.id, {}, t.clock.now);
        return {
          queries: counter.count(),
          noted: rows.filter((r) => r.summary?.costDays?.fromNotes === 1).length,
        };
      } finally {
        counter.stop();
      }
    };
    const one = await measure();
    for (const name of ['Otto Dois', 'Olívia Três']) await studentWithNote(school.id, name);
    const three = await measure();
    expect([one.noted, three.noted]).toEqual([1, 3]);
    expect(three.queries).toBe(one.queries);
  });
});
