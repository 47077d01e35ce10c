import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/time/calendar-date';
import type { ChallengeOverviewDto } from '@/shared/discipline/contract';
import type { StudentDetail, StudentRow } from '@/shared/schools/contract';
import { wallClock } from '@/shared/time/zoned-time';
import { profiles } from '../../db/schema';
import { lastMailTo } from '../../testing/test-client';
import { listStudents } from './students.service';
import { schoolReleasedSubject } from '../../mail/school-templates';
import {
  addMember,
  auditRows,
  createSchool,
  person,
  schoolsTestApp,
  schoolWithAdmin,
  tradeAs,
  usdAccount,
  type Person,
  type SchoolsTestApp,
} from './schools.testkit';

let t: SchoolsTestApp;
beforeAll(async () => {
  t = await schoolsTestApp();
});

/** A student of a new school with 2 BRL trades (a win, a loss) and 1 USD trade (a win) in a USD account. */
async function studentWithTrades() {
  const { admin, school, schoolAdmin } = await schoolWithAdmin(t);
  const student = await person(t, 'trader', 'Bruna Aluna');
  await addMember(t, student.id, school.id, 'member');
  const usd = await usdAccount(student);
  const win = await tradeAs(student, { date: '2025-03-10', time: '09:05', entry: '125000', exit: '125100' });
  const loss = await tradeAs(student, { date: '2025-03-11', time: '09:05', entry: '125100', exit: '125050' });
  const dollar = await tradeAs(student, {
    date: '2025-03-12',
    time: '10:00',
    instrument: 'NQ',
    entry: '18000',
    exit: '18010',
    accountId: usd.id,
  });
  return { admin, school, schoolAdmin, student, trades: { win, loss, dollar } };
}

const rowOf = async (p: Person, schoolId: string, userId: string) => {
  const res = await p.client.json<{ students: StudentRow[] }>(`/api/schools/${schoolId}/students`);
  expect(res.status).toBe(200);
  return res.body.students.find((s) => s.userId === userId);
};
const detailOf = async (p: Person, schoolId: string, userId: string) => {
  const res = await p.client.json<StudentDetail>(`/api/schools/${schoolId}/students/${userId}`);
  expect(res.status).toBe(200);
  return res.body;
};
const csvOf = async (p: Person, schoolId: string) => {
  const res = await p.client.request(`/api/schools/${schoolId}/students.csv`);
  expect(res.status).toBe(200);
  // Decoded by hand: Response.text() would drop the BOM the file must start with.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { text, res };
};
const setSharing = async (p: Person, sharing: string) => {
  const res = await p.client.json<{ school: { sharing: string } }>('/api/me/school/sharing', {
    method: 'PUT',
    json: { sharing },
  });
  expect(res.status).toBe(200);
  expect(res.body.school.sharing).toBe(sharing);
};
const cents = (v: string) => Math.round(Number(v) * 100);

describe("what a school sees of a student, by the student's sharing", () => {
  it("'summary' (the default): the figures per currency, no trades", async () => {
    const w = await studentWithTrades();
    const row = await rowOf(w.schoolAdmin, w.school.id, w.student.id);
    expect(row?.sharing).toBe('summary');
    const brl = cents(w.trades.win.pnl) + cents(w.trades.loss.pnl);
    expect(row?.summary).toMatchObject({
      trades: 3,
      winRate: 2 / 3,
      // The main currency (BRL, 2 trades): gross profit ÷ |gross loss|.
      profitFactor: cents(w.trades.win.pnl) / -cents(w.trades.loss.pnl),
      ruleBreakTrades: Object.values(w.trades).filter((x) => x.ruleBreaks.length > 0).length,
      challenge: null,
    });
    // Never summed across currencies: one entry each.
    expect(row?.summary?.pnl).toEqual([
      { currency: 'BRL', net: (brl / 100).toFixed(2) },
      { currency: 'USD', net: Number(w.trades.dollar.pnl).toFixed(2) },
    ]);
    expect(row?.lastActivityAt).not.toBeNull();
    const detail = await detailOf(w.schoolAdmin, w.school.id, w.student.id);
    expect(detail.student.summary?.trades).toBe(3);
    expect(detail.recentTrades).toBeNull();
    const { text } = await csvOf(w.schoolAdmin, w.school.id);
    const line = text.split('\r\n').find((l) => l.includes(w.student.email)) ?? '';
    expect(line.split(';').slice(7)).toEqual([
      'Resumo',
      '3',
      '66,7%',
      expect.stringMatching(/^\d+,\d\d$/),
      (brl / 100).toFixed(2).replace('.', ','),
      Number(w.trades.dollar.pnl).toFixed(2).replace('.', ','),
      // No brokerage note: no days counted either way.
      '',
      '',
    ]);
  });

  it("'none': no figure in the list, the detail or the CSV — and it applies at once", async () => {
    const w = await studentWithTrades();
    await setSharing(w.student, 'none');
    const row = await rowOf(w.schoolAdmin, w.school.id, w.student.id);
    expect(row?.sharing).toBe('none');
    expect(row?.summary).toBeNull();
    // Who they are and their access stay visible: the school manages the account.
    expect(row).toMatchObject({ name: 'Bruna Aluna', email: w.student.email, status: 'active' });
    const detail = await detailOf(w.schoolAdmin, w.school.id, w.student.id);
    expect(detail.student.summary).toBeNull();
    expect(detail.recentTrades).toBeNull();
    const { text } = await csvOf(w.schoolAdmin, w.school.id);
    const line = text.split('\r\n').find((l) => l.includes(w.student.email)) ?? '';
    expect(line.split(';').slice(7)).toEqual(['Nada', '', '', '', '', '', '', '']);
  });

  it("'full': the summary and the latest trades, newest first", async () => {
    const w = await studentWithTrades();
    await setSharing(w.student, 'full');
    const row = await rowOf(w.schoolAdmin, w.school.id, w.student.id);
    expect(row?.summary?.trades).toBe(3);
    const detail = await detailOf(w.schoolAdmin, w.school.id, w.student.id);
    expect(detail.recentTrades?.map((x) => x.id)).toEqual([
      w.trades.dollar.id,
      w.trades.loss.id,
      w.trades.win.id,
    ]);
    expect(detail.recentTrades?.[0]).toMatchObject({
      symbol: 'NQ',
      side: 'buy',
      contracts: '1',
      currency: 'USD',
      netPnl: w.trades.dollar.pnl,
      tradeDate: '2025-03-12',
    });
    // Back to summary: the trades are gone from the next read.
    await setSharing(w.student, 'summary');
    expect((await detailOf(w.schoolAdmin, w.school.id, w.student.id)).recentTrades).toBeNull();
  });
});

describe('the student list', () => {
  it('filters by search and status, and exports a CSV safe for Excel', async () => {
    const admin = await person(t, 'admin');
    const school = await createSchool(admin);
    const schoolAdmin = await person(t, 'trader');
    await addMember(t, schoolAdmin.id, school.id, 'admin');
    const active = await person(t, 'trader', '=HYPERLINK("http://mal")');
    const pending = await person(t, 'pending', 'Paulo Pendente');
    await addMember(t, active.id, school.id, 'member');
    await addMember(t, pending.id, school.id, 'member');

    const list = async (q: string) =>
      (await schoolAdmin.client.json<{ students: StudentRow[] }>(`/api/schools/${school.id}/students${q}`))
        .body.students;
    expect((await list('?status=pending')).map((s) => s.userId)).toEqual([pending.id]);
    expect((await list('?status=active')).map((s) => s.userId)).toEqual([active.id]);
    expect((await list('?q=paulo')).map((s) => s.userId)).toEqual([pending.id]);
    expect((await list(`?q=${encodeURIComponent(active.email)}`)).map((s) => s.userId)).toEqual([active.id]);
    expect(await list('?q=ninguem-assim')).toEqual([]);

    const { text, res } = await csvOf(schoolAdmin, school.id);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="mctrading-alunos-${school.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(text.startsWith('\uFEFFnome;email;WhatsApp;situação;entrou em;fim do teste;último acesso;')).toBe(
      true,
    );
    // The formula is defused (a leading apostrophe) and quoted (it holds a quote).
    expect(text).toContain(`"'=HYPERLINK(""http://mal"")"`);
    expect(text).toContain('Paulo Pendente');
    expect(text).toContain(';Pendente;');
    const audit = await auditRows(t, 'school.students_export', school.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ students: 2 });
  });
});

describe('releasing and continuing students', () => {
  it('releases a pending student while seats last (409 SCHOOL_FULL), never twice, never in an archived school', async () => {
    const admin = await person(t, 'admin');
    const school = await createSchool(admin, { seatLimit: 1, name: 'Escola Vagas' });
    const schoolAdmin = await person(t, 'trader');
    await addMember(t, schoolAdmin.id, school.id, 'admin');
    const holder = await person(t, 'trader');
    const waiting = await person(t, 'pending', 'Wagner Espera');
    await addMember(t, holder.id, school.id, 'member');
    await addMember(t, waiting.id, school.id, 'member');
    const release = () =>
      schoolAdmin.client.json<StudentDetail & { code?: string }>(
        `/api/schools/${school.id}/students/${waiting.id}/release`,
        { json: {} },
      );

    const full = await release();
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('SCHOOL_FULL');
    await admin.client.json(`/api/admin/schools/${school.id}`, { method: 'PATCH', json: { seatLimit: 2 } });

    await admin.client.json(`/api/admin/schools/${school.id}/archive`, { json: { archived: true } });
    const archived = await release();
    expect(archived.status).toBe(409);
    expect(archived.body.code).toBe('SCHOOL_ARCHIVED');
    await admin.client.json(`/api/admin/schools/${school.id}/archive`, { json: { archived: false } });

    const ok = await release();
    expect(ok.status).toBe(200);
    expect(ok.body.student.status).toBe('trial');
    expect(ok.body.student.trialEndsAt).not.toBeNull();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, waiting.id));
    expect(profile?.releasedAt).not.toBeNull();
    const [entry] = await auditRows(t, 'school.student_release', waiting.id);
    expect(entry).toMatchObject({ actorId: schoolAdmin.id, schoolId: school.id, targetLabel: waiting.email });
    const mail = await lastMailTo(t.database.db, waiting.email);
    expect(mail?.kind).toBe('access-released');
    expect(mail?.subject).toBe(schoolReleasedSubject('Escola Vagas'));
    expect(mail?.text).toMatch(/Seu teste grátis vai até \d{2}\/\d{2}\/\d{4}/);
    // The student now passes the gate.
    expect((await waiting.client.request('/api/trades')).status).toBe(200);

    const again = await release();
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOT_PENDING');
  });

  it('continues a student until a date or without end, with an audit entry and a mail', async () => {
    const admin = await person(t, 'admin');
    const school = await createSchool(admin);
    const schoolAdmin = await person(t, 'trader');
    await addMember(t, schoolAdmin.id, school.id, 'admin');
    const student = await person(t, 'trader');
    await addMember(t, student.id, school.id, 'member');
    // An expired trial: released long ago, never continued.
    await t.database.db
      .update(profiles)
      .set({ continuedAt: null, trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(profiles.userId, student.id));
    expect((await rowOf(schoolAdmin, school.id, student.id))?.status).toBe('trial_expired');

    const res = await schoolAdmin.client.json<StudentDetail>(
      `/api/schools/${school.id}/students/${student.id}/continue`,
      { json: { until: '2099-12-31' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.student).toMatchObject({ status: 'active', continuedIndefinitely: false });
    expect(res.body.student.continuedUntil).toMatch(/^2100-01-01T/);
    const forever = await schoolAdmin.client.json<StudentDetail>(
      `/api/schools/${school.id}/students/${student.id}/continue`,
      { json: { until: null } },
    );
    expect(forever.body.student).toMatchObject({ continuedIndefinitely: true, continuedUntil: null });
    const audit = await auditRows(t, 'school.student_continue', student.id);
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { until: '2099-12-31', requested: false },
        { until: null, requested: false },
      ]),
    );
    expect((await lastMailTo(t.database.db, student.email))?.kind).toBe('access-continued');
    const cont = (until: string) =>
      schoolAdmin.client.json<{ code: string; fieldErrors?: Record<string, string[]> }>(
        `/api/schools/${school.id}/students/${student.id}/continue`,
        { json: { until } },
      );
    for (const until of ['31/12/2099', '2099-02-30', '2020-01-01']) {
      const bad = await cont(until);
      expect(bad.status, until).toBe(400);
      expect(bad.body.fieldErrors?.until, until).toBeDefined();
    }
    // A pending student is released first (with its seat check), not continued.
    const pending = await person(t, 'pending');
    await addMember(t, pending.id, school.id, 'member');
    const notReleased = await schoolAdmin.client.json<{ code: string }>(
      `/api/schools/${school.id}/students/${pending.id}/continue`,
      { json: { until: null } },
    );
    expect(notReleased.status).toBe(400);
    expect(notReleased.body.code).toBe('NOT_RELEASED');
  });
});

describe('challenge progress in the summary', () => {
  const today = () => wallClock(t.clock.now, 'America/Sao_Paulo').date;
  const startChallenge = async (p: Person, startDate: string) => {
    const res = await p.client.json('/api/challenge/start', { json: { startDate, customRules: [] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };

  it("shows the active challenge's day and days passed as the trader's own page counts them", async () => {
    const w = await studentWithTrades();
    await startChallenge(w.student, addDays(today(), -3));
    for (const day of [addDays(today(), -3), addDays(today(), -2)]) {
      const marked = await w.student.client.json(`/api/challenge/days/${day}`, {
        method: 'PUT',
        json: { didNotTrade: true },
      });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    }
    const own = await w.student.client.json<ChallengeOverviewDto>('/api/challenge');
    const row = await rowOf(w.schoolAdmin, w.school.id, w.student.id);
    expect(row?.summary?.challenge).toEqual({
      status: 'active',
      day: 4,
      daysPassed: own.body.active?.daysPassed,
      totalDays: 21,
    });
    expect(own.body.active?.daysPassed).toBe(2);
  });

  it('reads the whole list in the same number of queries for 1 or 3 students with active challenges', async () => {
    const w = await studentWithTrades();
    await startChallenge(w.student, addDays(today(), -1));
    const client = t.database.db.$client as unknown as { query: (...args: unknown[]) => unknown };
    const measure = async () => {
      const original = client.query;
      let queries = 0;
      client.query = (...args: unknown[]) => {
        queries++;
        return original.apply(client, args);
      };
      try {
        const rows = await listStudents(t.database.db, w.school.id, {}, t.clock.now);
        return { queries, students: rows.length };
      } finally {
        client.query = original;
      }
    };
    const one = await measure();
    for (const name of ['Carla', 'Davi']) {
      const s = await person(t, 'trader', name);
      await addMember(t, s.id, w.school.id, 'member');
      await tradeAs(s, {});
      await startChallenge(s, today());
    }
    const three = await measure();
    expect([one.students, three.students]).toEqual([1, 3]);
    expect(three.queries).toBe(one.queries);
    console.info(`students list: ${three.queries} queries for ${three.students} students`);
  });
});
