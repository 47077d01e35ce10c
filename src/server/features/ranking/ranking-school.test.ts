import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingMeDto } from '@/shared/gamification/contract';
import { addMember, createSchool, person } from '../schools/schools.testkit';
import {
  board,
  daysEnding,
  join,
  participants,
  rankingTestApp,
  todayOf,
  trader,
  writeDays,
  type RankingTestApp,
} from './ranking.testkit';

let t: RankingTestApp;
const NOW = new Date('2026-04-15T15:00:00Z');

beforeAll(async () => {
  t = await rankingTestApp({ now: NOW });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

const tag = () => `s${randomUUID().slice(0, 8)}`;

describe('the school board', () => {
  it("lists only the viewer's school's students; admins, other schools and the world stay off it", async () => {
    const admin = await person(t, 'admin', 'Admin Geral');
    const a = await createSchool(admin, { name: 'Escola Alfa' });
    const b = await createSchool(admin, { name: 'Escola Beta' });
    const ofA = await participants(t, 10, { tag: tag(), schoolId: a.id });
    const ofB = await participants(t, 12, { tag: tag(), schoolId: b.id });
    const world = await participants(t, 3, { tag: tag() });

    // A school admin of A who takes part: on the global board, not on A's (they are not its student).
    const schoolAdmin = await trader(t);
    await addMember(t, schoolAdmin.id, a.id, 'admin');
    await writeDays(t, schoolAdmin.id, daysEnding(todayOf(NOW), 10));
    await join(schoolAdmin.client, `adm${randomUUID().slice(0, 6)}`);

    const student = await trader(t);
    await addMember(t, student.id, a.id, 'member');
    await writeDays(t, student.id, daysEnding(todayOf(NOW), 10));
    const nickname = `aluno${randomUUID().slice(0, 6)}`;
    await join(student.client, nickname);

    const me = await student.client.json<RankingMeDto>('/api/ranking/me');
    expect(me.body.school).toEqual({ id: a.id, name: 'Escola Alfa' });

    const boardA = await board(student.client, 'school', '30d');
    expect(boardA).toMatchObject({
      scope: 'school',
      schoolName: 'Escola Alfa',
      participants: 11,
      available: true,
    });
    expect(boardA.top.map((r) => r.nickname).sort()).toEqual([...ofA.nicknames, nickname].sort());
    expect(boardA.me).toMatchObject({ nickname, isMe: true });
    const listed = new Set(boardA.top.map((r) => r.nickname));
    for (const other of [...ofB.nicknames, ...world.nicknames]) expect(listed.has(other)).toBe(false);
    expect((await board(student.client, 'school', 'all')).participants).toBe(11);

    // The school admin cannot read a school board (they are nobody's student), nor can a trader without a school.
    for (const outsider of [schoolAdmin, await trader(t)]) {
      const res = await outsider.client.json<{ code: string; message: string }>(
        '/api/ranking/board?scope=school',
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_IN_SCHOOL', message: 'Você não faz parte de uma escola.' });
    }

    // A student of B reads B's board, never A's.
    const studentB = await trader(t);
    await addMember(t, studentB.id, b.id, 'member');
    const boardB = await board(studentB.client, 'school');
    expect(boardB.schoolName).toBe('Escola Beta');
    expect(boardB.participants).toBe(12);
    expect(boardB.top.map((r) => r.nickname).sort()).toEqual([...ofB.nicknames].sort());
    expect(boardB.myStatus).toBe('not-opted-in');
  });

  it('is not shown below 10 eligible students', async () => {
    const admin = await person(t, 'admin', 'Admin Geral');
    const small = await createSchool(admin, { name: 'Escola Pequena' });
    await participants(t, 8, { tag: tag(), schoolId: small.id });
    await participants(t, 4, { tag: tag(), schoolId: small.id, eligible: false });
    const student = await trader(t);
    await addMember(t, student.id, small.id, 'member');
    await writeDays(t, student.id, daysEnding(todayOf(NOW), 10));
    await join(student.client, `peq${randomUUID().slice(0, 6)}`);
    const b = await board(student.client, 'school');
    expect(b).toMatchObject({ participants: 9, available: false, top: [], myStatus: 'ranked' });
    // The viewer still sees their own line.
    expect(b.me).toMatchObject({ isMe: true, score: 100 });
  });
});
