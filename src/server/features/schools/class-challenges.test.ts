import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/time/calendar-date';
import { adminApi } from '@/shared/admin/contract';
import { disciplineApi, type ChallengeDto, type ChallengeOverviewDto } from '@/shared/discipline/contract';
import {
  classesApi,
  type AdminBoardRowDto,
  type BoardDto,
  type BoardRowDto,
  type MyClassDto,
} from '@/shared/schools/classes-contract';
import { challenges } from '../../db/schema';
import { journaledTrade } from '../discipline/discipline.testkit';
import { joinSchool } from './invitations.service';
import { accept, classWith, invite, mentorOf, studentOf } from './classes.testkit';
import {
  auditRows,
  person,
  schoolsTestApp,
  twoSchools,
  type Person,
  type SchoolsTestApp,
} from './schools.testkit';

// Tuesday 10 Mar 2026, 12:00 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';
let t: SchoolsTestApp;
beforeAll(async () => {
  t = await schoolsTestApp();
});

const overview = async (p: Person) => {
  const res = await p.client.json<ChallengeOverviewDto>(disciplineApi.challenge);
  expect(res.status).toBe(200);
  return res.body;
};
const startPersonal = (p: Person, startDate: string) =>
  p.client.json<ChallengeDto & { code?: string }>(disciplineApi.challengeStart, {
    json: { startDate, customRules: [] },
  });
const summary = async (p: Person) => (await p.client.json<unknown>('/api/gamification/summary')).body;

/** Two schools, and Ana and Bia, students of A, in a class of A whose challenge started on `startDate`. */
async function classRunning(name: string, startDate: string) {
  const schools = await twoSchools(t);
  const { a, adminA } = schools;
  const ana = await studentOf(t, a.id, 'Ana Aluna');
  const bia = await studentOf(t, a.id, 'Bia Aluna');
  const cls = await classWith(adminA, a.id, name, [
    { p: ana, nickname: 'Ana' },
    { p: bia, nickname: 'Bia' },
  ]);
  expect((await adminA.client.json(classesApi.challenge(a.id, cls.id), { json: { startDate } })).status).toBe(
    201,
  );
  return { ...schools, ana, bia, cls };
}

describe('class challenges', () => {
  it('each joined student runs it as their own challenge: same days, one row, XP once', async () => {
    t.clock.now = NOW;
    const { a, adminA, adminB } = await twoSchools(t);
    const mentor = await mentorOf(t, a.id);
    const ana = await studentOf(t, a.id, 'Ana Aluna');
    const bia = await studentOf(t, a.id, 'Bia Aluna');
    const caio = await studentOf(t, a.id, 'Caio Aluno');
    // Bia already runs a challenge of her own, started two days before the class's.
    expect((await startPersonal(bia, addDays(TODAY, -3))).status).toBe(201);
    const cls = await classWith(adminA, a.id, 'Turma do desafio', [
      { p: ana, nickname: 'Águia' },
      { p: bia, nickname: 'Bia' },
    ]);
    await invite(adminA, a.id, cls.id, [caio]);

    // Only the school's admin starts it; one active per class.
    const start = { json: { startDate: addDays(TODAY, -1) } };
    expect((await mentor.client.json(classesApi.challenge(a.id, cls.id), start)).status).toBe(403);
    const started = await adminA.client.json<{ enrolled: number }>(classesApi.challenge(a.id, cls.id), start);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.enrolled).toBe(2);
    const again = await adminA.client.json<{ code: string }>(classesApi.challenge(a.id, cls.id), start);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CLASS_CHALLENGE_ACTIVE');

    // Ana's run is her challenge: a personal start is refused, and the challenge page shows the class's dates.
    expect((await startPersonal(ana, TODAY)).body.code).toBe('CHALLENGE_ACTIVE');
    expect((await overview(ana)).active?.startDate).toBe(addDays(TODAY, -1));
    // Bia keeps hers (its own start), linked to the class.
    expect((await overview(bia)).active?.startDate).toBe(addDays(TODAY, -3));
    const biaRows = await t.database.db.select().from(challenges).where(eq(challenges.userId, bia.id));
    expect(biaRows).toHaveLength(1);

    // Caio joins later and is enrolled from the class's start day.
    const caioClasses = await accept(caio, cls.id, 'Caio');
    expect(caioClasses[0]).toMatchObject({ inChallenge: true, challenge: { startDate: addDays(TODAY, -1) } });

    // Ana journals yesterday and today; a twin trader with the same facts runs a personal challenge alone.
    const twin = await person(t, 'trader', 'Gêmea');
    expect((await startPersonal(twin, addDays(TODAY, -1))).status).toBe(201);
    for (const p of [ana, twin]) {
      await journaledTrade(p.client, addDays(TODAY, -1), '09:05');
      await journaledTrade(p.client, TODAY, '09:05');
    }

    // The board's days are the personal evaluation's, for every student.
    const board = await adminA.client.json<BoardDto<AdminBoardRowDto>>(classesApi.board(a.id, cls.id));
    expect(board.status).toBe(200);
    for (const [p, nickname] of [
      [ana, 'Águia'],
      [bia, 'Bia'],
      [caio, 'Caio'],
    ] as const) {
      const personal = (await overview(p)).active;
      const row = board.body.rows.find((r) => r.nickname === nickname);
      expect(row, nickname).toMatchObject({
        userId: p.id,
        daysPassed: personal?.daysPassed,
        streak: personal?.streak,
        status: personal?.status,
        ownStart: p === bia,
      });
    }
    // Caio's run is one day old: nothing to say yet. Bia's own run has 3 days without a journal.
    const needs = Object.fromEntries(board.body.rows.map((r) => [r.nickname, r.needsWord]));
    expect(needs).toEqual({ Águia: [], Caio: [], Bia: ['two-failed-days', 'no-journal-3-days'] });
    // Gamification counts the run once: Ana earns exactly what her twin earns.
    expect(await summary(ana)).toEqual(await summary(twin));

    // The mentor reads the board; another school's admin does not.
    expect((await mentor.client.json(classesApi.board(a.id, cls.id))).status).toBe(200);
    expect((await adminB.client.json(classesApi.board(a.id, cls.id))).status).toBe(404);

    // The classmates' board: nicknames and process only (no ids, e-mails, money or "needs a word").
    const own = await ana.client.json<BoardDto<BoardRowDto>>(classesApi.studentBoard(cls.id));
    expect(own.status).toBe(200);
    const text = JSON.stringify(own.body);
    for (const hidden of [ana.email, bia.email, ana.id, 'pnl', 'needsWord', 'userId'])
      expect(text).not.toContain(hidden);
    expect(own.body.rows.find((r) => r.you)?.nickname).toBe('Águia');
    expect(own.body.rows).toHaveLength(3);
  });

  it('settles a personal challenge whose 21 days are over, then starts the class run', async () => {
    t.clock.now = NOW;
    const { a, adminA } = await twoSchools(t);
    const dani = await studentOf(t, a.id, 'Dani Aluna');
    // Her last challenge ended days ago; she never opened the challenge page since, so it is still stored active.
    await t.database.db.insert(challenges).values({ userId: dani.id, startDate: addDays(TODAY, -25) });
    const cls = await classWith(adminA, a.id, 'Turma recomeço', [{ p: dani, nickname: 'Dani' }]);
    const started = await adminA.client.json<{ enrolled: number }>(classesApi.challenge(a.id, cls.id), {
      json: { startDate: TODAY },
    });
    expect(started.body.enrolled).toBe(1);
    const mine = await overview(dani);
    expect(mine.active?.startDate).toBe(TODAY);
    expect(mine.past).toMatchObject([{ startDate: addDays(TODAY, -25), status: 'failed', daysPassed: 0 }]);
  });

  it('marks who needs a word, and a student can leave the class challenge and keep their run', async () => {
    t.clock.now = NOW;
    const { a, adminA, trader, ana, bia, cls } = await classRunning('Turma atenção', addDays(TODAY, -4));
    // Ana journals every day; Bia does nothing.
    for (let d = -4; d <= 0; d++) await journaledTrade(ana.client, addDays(TODAY, d), '09:05');

    const board = await adminA.client.json<BoardDto<AdminBoardRowDto>>(classesApi.board(a.id, cls.id));
    const row = (n: string) => board.body.rows.find((r) => r.nickname === n);
    expect(row('Bia')?.needsWord).toEqual(['two-failed-days', 'no-journal-3-days']);
    expect(row('Ana')?.needsWord).toEqual([]);

    // Someone outside the class cannot leave it or read its board.
    expect((await trader.client.json(classesApi.leaveChallenge(cls.id), { json: {} })).status).toBe(404);
    expect((await trader.client.json(classesApi.studentBoard(cls.id))).status).toBe(404);

    const left = await bia.client.json<{ classes: MyClassDto[] }>(classesApi.leaveChallenge(cls.id), {
      json: {},
    });
    expect(left.status).toBe(200);
    expect(left.body.classes[0]).toMatchObject({ status: 'joined', inChallenge: false });
    const after = await adminA.client.json<BoardDto<AdminBoardRowDto>>(classesApi.board(a.id, cls.id));
    expect(after.body.rows.map((r) => r.nickname)).toEqual(['Ana']);
    // Her run goes on as her own challenge.
    expect((await overview(bia)).active).toMatchObject({ startDate: addDays(TODAY, -4), status: 'active' });
    expect((await bia.client.json(classesApi.leaveChallenge(cls.id), { json: {} })).status).toBe(404);
  });

  it('a student who joins another school leaves the old school’s classes and boards, and keeps their run', async () => {
    t.clock.now = NOW;
    const { a, b, adminA, bia, cls } = await classRunning('Turma que muda', addDays(TODAY, -2));
    // Bia follows another school's invitation: her student membership moves to school B.
    await t.database.db.transaction((tx) => joinSchool(tx, bia.id, b.id, 'member'));
    const board = await adminA.client.json<BoardDto<AdminBoardRowDto>>(classesApi.board(a.id, cls.id));
    expect(board.body.rows.map((r) => r.nickname)).toEqual(['Ana']);
    expect((await bia.client.json(classesApi.studentBoard(cls.id))).status).toBe(404);
    expect((await overview(bia)).active).toMatchObject({ startDate: addDays(TODAY, -2), status: 'active' });
  });

  it('a student made their school’s admin through the admin roles leaves its classes and boards', async () => {
    t.clock.now = NOW;
    const { admin, a, adminA, bia, cls } = await classRunning('Turma da promoção', addDays(TODAY, -2));
    const granted = await admin.client.json<{ changed: boolean }>(adminApi.roleSchoolAdmin, {
      json: { userId: bia.id, schoolId: a.id, granted: true },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.changed).toBe(true);
    const board = await adminA.client.json<BoardDto<AdminBoardRowDto>>(classesApi.board(a.id, cls.id));
    expect(board.body.rows.map((r) => r.nickname)).toEqual(['Ana']);
    // Her run goes on as her own challenge.
    expect((await overview(bia)).active).toMatchObject({ startDate: addDays(TODAY, -2), status: 'active' });
  });

  it('records who started and who ended a class challenge in the audit log', async () => {
    t.clock.now = NOW;
    const { a, adminA } = await twoSchools(t);
    const ana = await studentOf(t, a.id, 'Ana Aluna');
    const cls = await classWith(adminA, a.id, 'Turma auditada', [{ p: ana, nickname: 'Ana' }]);
    const started = await adminA.client.json(classesApi.challenge(a.id, cls.id), {
      json: { startDate: TODAY },
    });
    expect(started.status).toBe(201);
    const starts = await auditRows(t, 'school.class.challenge.start', a.id);
    expect(starts.map((r) => ({ actor: r.actorId, details: r.details }))).toEqual([
      {
        actor: adminA.id,
        details: { classId: cls.id, className: 'Turma auditada', startDate: TODAY, enrolled: 1 },
      },
    ]);

    const ended = await adminA.client.json(classesApi.endChallenge(a.id, cls.id), { json: {} });
    expect(ended.status).toBe(200);
    const ends = await auditRows(t, 'school.class.challenge.end', a.id);
    expect(ends.map((r) => ({ actor: r.actorId, details: r.details }))).toEqual([
      { actor: adminA.id, details: { classId: cls.id, className: 'Turma auditada' } },
    ]);
    // Ending what is not running changes nothing, and records nothing.
    expect((await adminA.client.json(classesApi.endChallenge(a.id, cls.id), { json: {} })).status).toBe(404);
    expect(await auditRows(t, 'school.class.challenge.end', a.id)).toHaveLength(1);
  });
});
