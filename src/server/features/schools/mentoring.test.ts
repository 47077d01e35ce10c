import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackListDto, StudentJournalDto } from '@/shared/schools/mentoring-contract';
import { auditLog, feedbackComments, mailQueue } from '../../db/schema';
import { mentorFeedbackSubject } from '../../mail/mentoring-templates';
import { deleteAccount } from '../privacy/delete-account.service';
import { unzipText } from '../privacy/privacy.testkit';
import { DELETED_LABEL } from '../privacy/user-data';
import { feedbackLiveSource } from './feedback-live';
import {
  addMember,
  person,
  schoolsTestApp,
  tradeAs,
  twoSchools,
  type Person,
  type SchoolsTestApp,
} from './schools.testkit';

let t: SchoolsTestApp;
let w: Awaited<ReturnType<typeof twoSchools>>;
/** Mentor of school A, mentor of school B, a classmate of student A (shares 'Tudo') and one who shares nothing. */
let mentorA: Person;
let mentorB: Person;
let classmate: Person;
let quiet: Person;
let tradeId: string;

const setSharing = async (p: Person, sharing: string) => {
  const res = await p.client.json('/api/me/school/sharing', { method: 'PUT', json: { sharing } });
  expect(res.status).toBe(200);
};
const nameMentor = async (by: Person, schoolId: string, userId: string) =>
  by.client.json<{ mentor: { userId: string }; code?: string }>(`/api/schools/${schoolId}/mentors`, {
    json: { userId },
  });
const journal = (p: Person, schoolId: string, studentId: string) =>
  p.client.json<StudentJournalDto & { code?: string }>(
    `/api/schools/${schoolId}/students/${studentId}/journal`,
  );
const comment = (p: Person, schoolId: string, studentId: string, json: Record<string, unknown>) =>
  p.client.json<{ comment: { id: string; body: string }; code?: string }>(
    `/api/schools/${schoolId}/students/${studentId}/feedback`,
    { json },
  );
const myFeedback = async (p: Person) => {
  const res = await p.client.json<FeedbackListDto>('/api/feedback');
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await schoolsTestApp();
  w = await twoSchools(t);
  // Named through the API by each school's admin: a student of the school becomes its mentor.
  mentorA = await person(t, 'trader', 'Mentora A');
  mentorB = await person(t, 'trader', 'Mentor B');
  await addMember(t, mentorA.id, w.a.id, 'member');
  await addMember(t, mentorB.id, w.b.id, 'member');
  expect((await nameMentor(w.adminA, w.a.id, mentorA.id)).status).toBe(201);
  expect((await nameMentor(w.adminB, w.b.id, mentorB.id)).status).toBe(201);
  classmate = await person(t, 'trader', 'Colega A');
  quiet = await person(t, 'trader', 'Aluno Reservado');
  await addMember(t, classmate.id, w.a.id, 'member');
  await addMember(t, quiet.id, w.a.id, 'member');
  await setSharing(w.studentA, 'full');
  await setSharing(classmate, 'full');
  await setSharing(quiet, 'none');
  tradeId = (await tradeAs(w.studentA, { date: '2026-11-20', time: '10:00', notes: 'Rompimento da máxima' }))
    .id;
  const plan = await w.studentA.client.json('/api/discipline/daily-plan?day=2026-11-20', {
    method: 'PUT',
    json: { bias: 'alta', setups: '', playbookIds: [], maxLoss: null, note: 'Só rompimentos' },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
});

describe('naming mentors', () => {
  it('lets a school admin name and remove a mentor, each audited; a mentor names nobody', async () => {
    const helper = await person(t, 'trader', 'Monitor A');
    await addMember(t, helper.id, w.a.id, 'member');
    expect((await nameMentor(mentorA, w.a.id, helper.id)).status).toBe(403);
    expect((await nameMentor(w.adminB, w.a.id, helper.id)).status).toBe(404);
    expect((await nameMentor(w.adminA, w.a.id, helper.id)).status).toBe(201);
    // Naming again changes nothing and is not audited twice.
    expect((await nameMentor(w.adminA, w.a.id, helper.id)).status).toBe(200);
    const list = await w.adminA.client.json<{ mentors: { userId: string }[] }>(
      `/api/schools/${w.a.id}/mentors`,
    );
    expect(list.body.mentors.map((m) => m.userId).sort()).toEqual([mentorA.id, helper.id].sort());
    // A student of another school is not this school's to name.
    expect((await nameMentor(w.adminA, w.a.id, w.studentB.id)).body.code).toBe('STUDENT_NOT_FOUND');
    expect((await nameMentor(w.adminA, w.a.id, w.adminA.id)).body.code).toBe('ALREADY_SCHOOL_ADMIN');

    const removed = await w.adminA.client.json(`/api/schools/${w.a.id}/mentors/${helper.id}/remove`, {
      json: {},
    });
    expect(removed.status).toBe(200);
    const audit = await t.database.db
      .select({ action: auditLog.action, schoolId: auditLog.schoolId })
      .from(auditLog)
      .where(eq(auditLog.targetId, helper.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['school.mentor.add', 'school.mentor.remove']);
    expect(audit.every((a) => a.schoolId === w.a.id)).toBe(true);
    // Removed: the school is gone for them at once.
    expect((await helper.client.json(`/api/schools/${w.a.id}`)).status).toBe(404);
  });

  it('names a mentor by invitation (school admins only): joining makes the person a mentor, audited', async () => {
    const email = `mentor-convite-${Date.now()}@example.test`;
    const refused = await mentorA.client.json(`/api/schools/${w.a.id}/invitations`, {
      json: { email, role: 'mentor' },
    });
    expect(refused.status).toBe(403);
    const sent = await w.adminA.client.json<{ invitation: { id: string; role: string } }>(
      `/api/schools/${w.a.id}/invitations`,
      { json: { email, role: 'mentor' } },
    );
    expect([sent.status, sent.body.invitation.role]).toEqual([201, 'mentor']);
    const invitee = await person(t, 'pending', 'Mentora Convidada', email);
    const joined = await invitee.client.json('/api/me/school/join', {
      json: { token: sent.body.invitation.id },
    });
    expect(joined.status).toBe(200);
    const list = await w.adminA.client.json<{ mentors: { userId: string }[] }>(
      `/api/schools/${w.a.id}/mentors`,
    );
    expect(list.body.mentors.map((m) => m.userId)).toContain(invitee.id);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, invitee.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['school.mentor.add', invitee.id]]);
    // Released on joining (a mentor works for the school), and reads the school's students.
    expect((await invitee.client.json(`/api/schools/${w.a.id}/students`)).status).toBe(200);
    // Mentors are not students: the journal they could read is other people's, not theirs.
    expect((await journal(mentorA, w.a.id, invitee.id)).status).toBe(404);
  });

  it('lists the mentored school for the mentor, without its invite link', async () => {
    const res = await mentorA.client.json<{ schools: { id: string; inviteCode: string }[] }>('/api/schools');
    expect(res.body.schools.map((s) => s.id)).toEqual([w.a.id]);
    expect(res.body.schools[0]?.inviteCode).toBe('');
  });
});

describe('the permission matrix on the routes, per role', () => {
  /** Every school route that reads or acts on a student, and what each role gets. */
  const routes = (schoolId: string, studentId: string) => {
    const s = `/api/schools/${schoolId}`;
    return [
      ['GET', `${s}/students`, undefined],
      ['GET', `${s}/students/${studentId}/journal`, undefined],
      ['POST', `${s}/students/${studentId}/feedback`, { day: '2026-11-20', body: 'Bom dia de trabalho' }],
      ['POST', `${s}/students/${studentId}/release`, {}],
      ['POST', `${s}/students/${studentId}/continue`, { until: null }],
      ['GET', `${s}/students.csv`, undefined],
      ['GET', `${s}/invitations`, undefined],
      ['GET', `${s}/mentors`, undefined],
    ] as const;
  };
  const statuses = async (p: Person, schoolId: string, studentId: string) => {
    const out: number[] = [];
    for (const [method, path, json] of routes(schoolId, studentId)) {
      const res = await p.client.request(path, { method, json });
      await res.body?.cancel();
      out.push(res.status);
    }
    return out;
  };

  it('gives a mentor reading and commenting only; a school admin everything; the others nothing', async () => {
    // students, journal, feedback, release, continue, csv, invitations, mentors
    expect(await statuses(mentorA, w.a.id, w.studentA.id)).toEqual([200, 200, 201, 403, 403, 403, 403, 403]);
    expect((await statuses(w.adminA, w.a.id, w.studentA.id)).slice(0, 3)).toEqual([200, 200, 201]);
    expect((await statuses(w.adminA, w.a.id, w.studentA.id)).slice(5)).toEqual([200, 200, 200]);
    // The product's admin manages the school but is not in it: the journal is shared with the school's people only.
    // (Release answers 409: the student is released already — the matrix let it through.)
    expect(await statuses(w.admin, w.a.id, w.studentA.id)).toEqual([200, 403, 403, 409, 200, 200, 200, 200]);
    for (const outsider of [mentorB, classmate, quiet, w.trader])
      expect(await statuses(outsider, w.a.id, w.studentA.id), outsider.name).toEqual(Array(8).fill(404));
  });
});

describe("a mentor's reading of a student's journal", () => {
  it("shows the trades, their day's plan and the threads of a student who shares 'Tudo'", async () => {
    const res = await journal(mentorA, w.a.id, w.studentA.id);
    expect(res.status).toBe(200);
    expect(res.body.student.name).toBe('Aluno A');
    expect(res.body.trades.map((x) => [x.id, x.notes])).toEqual([[tradeId, 'Rompimento da máxima']]);
    expect(res.body.days).toEqual([
      expect.objectContaining({
        day: '2026-11-20',
        plan: expect.objectContaining({ note: 'Só rompimentos' }),
      }),
    ]);
  });

  it('is isolated both ways: another school, a student who shares nothing, a classmate', async () => {
    expect((await journal(mentorB, w.a.id, w.studentA.id)).status).toBe(404);
    const own = await journal(mentorB, w.b.id, w.studentA.id);
    expect([own.status, own.body.code]).toEqual([404, 'STUDENT_NOT_FOUND']);
    const nothing = await journal(mentorA, w.a.id, quiet.id);
    expect([nothing.status, nothing.body.code]).toEqual([403, 'NOT_SHARED']);
    expect((await comment(mentorA, w.a.id, quiet.id, { day: '2026-11-20', body: 'Oi' })).status).toBe(403);
    expect((await journal(classmate, w.a.id, w.studentA.id)).status).toBe(404);
    // A trade of someone else cannot be the subject of a comment on this student.
    const foreign = await tradeAs(classmate, { date: '2026-11-20', time: '11:00' });
    const wrong = await comment(mentorA, w.a.id, w.studentA.id, { tradeId: foreign.id, body: 'Oi' });
    expect([wrong.status, wrong.body.code]).toEqual([404, 'FEEDBACK_SUBJECT_NOT_FOUND']);
    // A student reads only their own threads.
    expect((await myFeedback(classmate)).threads.every((th) => th.tradeId !== tradeId)).toBe(true);
  });

  it("hides the journal on the next request once the student shares 'Resumo' or 'Nada'", async () => {
    const student = await person(t, 'trader', 'Aluna Mutável');
    await addMember(t, student.id, w.a.id, 'member');
    await setSharing(student, 'full');
    expect((await journal(mentorA, w.a.id, student.id)).status).toBe(200);
    for (const level of ['summary', 'none']) {
      await setSharing(student, level);
      const res = await journal(mentorA, w.a.id, student.id);
      expect([res.status, res.body.code, res.body.trades]).toEqual([403, 'NOT_SHARED', undefined]);
      expect((await comment(mentorA, w.a.id, student.id, { day: '2026-11-20', body: 'Oi' })).status).toBe(
        403,
      );
      await setSharing(student, 'full');
    }
  });

  it('ends every access at once when the student leaves the school; the threads stay with the student', async () => {
    const student = await person(t, 'trader', 'Aluno de Saída');
    await addMember(t, student.id, w.a.id, 'member');
    await setSharing(student, 'full');
    expect(
      (await comment(mentorA, w.a.id, student.id, { day: '2026-11-21', body: 'Dia disciplinado' })).status,
    ).toBe(201);
    expect((await student.client.json('/api/me/school/leave', { json: {} })).status).toBe(200);
    for (const res of [
      await journal(mentorA, w.a.id, student.id),
      await comment(mentorA, w.a.id, student.id, { day: '2026-11-21', body: 'Oi' }),
      await w.adminA.client.json<{ code: string }>(`/api/schools/${w.a.id}/students/${student.id}`),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'STUDENT_NOT_FOUND']);
    expect((await myFeedback(student)).threads.map((th) => th.comments[0]?.body)).toEqual([
      'Dia disciplinado',
    ]);
  });
});

describe('feedback on a trade', () => {
  it('reaches the student (list, unread count, live source, mail), who answers in the same thread', async () => {
    // The earlier tests' comments are seen first: the count below is this comment's.
    expect((await w.studentA.client.json('/api/feedback/read', { json: {} })).status).toBe(200);
    const cursor = await feedbackLiveSource.open(t.database.db, w.studentA.id);
    const res = await comment(mentorA, w.a.id, w.studentA.id, {
      tradeId,
      body: 'Ótima espera pelo rompimento',
      mark: 'good-process',
    });
    expect(res.status).toBe(201);
    expect(await cursor()).toEqual([
      expect.objectContaining({
        id: res.body.comment.id,
        authorName: 'Mentora A',
        tradeId,
        mark: 'good-process',
      }),
    ]);
    expect(await cursor()).toEqual([]);

    const list = await myFeedback(w.studentA);
    expect(list.unread).toBe(1);
    const thread = list.threads.find((th) => th.tradeId === tradeId);
    expect(thread?.trade?.instrument).toBe('WIN');
    expect(thread?.comments.map((c) => [c.authorName, c.body, c.mark])).toEqual([
      ['Mentora A', 'Ótima espera pelo rompimento', 'good-process'],
    ]);
    const mails = await t.database.db
      .select()
      .from(mailQueue)
      .where(
        and(eq(mailQueue.to, w.studentA.email), eq(mailQueue.subject, mentorFeedbackSubject('Mentora A'))),
      );
    // One mail for this comment (the matrix test's comment had its own).
    expect(mails.filter((m) => m.text.includes('Ótima espera pelo rompimento'))).toHaveLength(1);

    const reply = await w.studentA.client.json('/api/feedback/reply', {
      json: { tradeId, body: 'Obrigado! Vou manter.' },
    });
    expect(reply.status).toBe(201);
    expect((await w.studentA.client.json<{ unread: number }>('/api/feedback/unread')).body.unread).toBe(0);
    const seen = await journal(mentorA, w.a.id, w.studentA.id);
    expect(seen.body.threads.find((th) => th.tradeId === tradeId)?.comments.map((c) => c.authorRole)).toEqual(
      ['mentor', 'student'],
    );
    // No thread, no answer: a student cannot open one.
    const lone = await w.studentA.client.json<{ code: string }>('/api/feedback/reply', {
      json: { day: '2020-01-02', body: 'Oi' },
    });
    expect([lone.status, lone.body.code]).toEqual([404, 'THREAD_NOT_FOUND']);
  });

  it('is not mailed once the student turns the mails off, and is still listed', async () => {
    expect(
      (await classmate.client.json('/api/feedback/mail', { method: 'PUT', json: { mail: false } })).status,
    ).toBe(200);
    const res = await comment(w.adminA, w.a.id, classmate.id, {
      day: '2026-11-22',
      body: 'Revise o plano',
      mark: 'review',
    });
    expect(res.status).toBe(201);
    expect(
      await t.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.to, classmate.email), eq(mailQueue.kind, 'mentor-feedback'))),
    ).toHaveLength(0);
    const list = await myFeedback(classmate);
    expect([list.mail, list.unread]).toEqual([false, 1]);
  });

  it("puts the threads in the student's LGPD export and deletes them with the student's account", async () => {
    const student = await person(t, 'trader', 'Aluna Que Sai');
    await addMember(t, student.id, w.a.id, 'member');
    await setSharing(student, 'full');
    expect(
      (await comment(mentorA, w.a.id, student.id, { day: '2026-11-24', body: 'Plano bem escrito' })).status,
    ).toBe(201);
    const res = await student.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const file = unzipText(await res.arrayBuffer())['dados/feedback_comments.json'];
    const rows = JSON.parse(file ?? '[]') as { body: string }[];
    expect(rows.map((r) => r.body)).toEqual(['Plano bem escrito']);
    expect(JSON.stringify(rows)).not.toContain(mentorA.id);
    await deleteAccount(t.database.db, student.id, []);
    expect(
      await t.database.db.select().from(feedbackComments).where(eq(feedbackComments.studentId, student.id)),
    ).toEqual([]);
  });

  it("anonymises a mentor's comments when the mentor's account is deleted", async () => {
    const mentor = await person(t, 'trader', 'Mentor Passageiro');
    await addMember(t, mentor.id, w.a.id, 'member');
    expect((await nameMentor(w.adminA, w.a.id, mentor.id)).status).toBe(201);
    const res = await comment(mentor, w.a.id, w.studentA.id, { day: '2026-11-23', body: 'Boa semana' });
    expect(res.status).toBe(201);
    await deleteAccount(t.database.db, mentor.id, []);
    const [row] = await t.database.db
      .select()
      .from(feedbackComments)
      .where(eq(feedbackComments.id, res.body.comment.id));
    expect([row?.authorId, row?.authorName, row?.body]).toEqual([null, DELETED_LABEL, 'Boa semana']);
  });
});
