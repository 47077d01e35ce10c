import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { disciplineApi, type ChallengeOverviewDto } from '@/shared/discipline/contract';
import {
  LIMIT_BREAK_KINDS,
  classesApi,
  type AdminBoardRowDto,
  type BoardDto,
  type ClassViewDto,
  type ClassWeekDto,
} from '@/shared/schools/classes-contract';
import type { RuleBreakKind } from '@/shared/risk/contract';
import { startOfWeek } from '@/shared/time/calendar-date';
import { dailyPlans, dailyReviews, trades } from '../../db/schema';
import { journaledTrade } from '../discipline/discipline.testkit';
import { accept, classWith, invite, mentorOf, studentOf } from './classes.testkit';
import { classView } from './class-view';
import { schoolsTestApp, tradeAs, twoSchools, type Person, type SchoolsTestApp } from './schools.testkit';

// Wednesday 11 Mar 2026, 12:00 in São Paulo: the view's last week starts Monday 9 Mar.
const NOW = new Date('2026-03-11T15:00:00Z');
let t: SchoolsTestApp;
beforeAll(async () => {
  t = await schoolsTestApp();
});

const share = async (p: Person, sharing: 'none' | 'summary' | 'full') =>
  expect((await p.client.json('/api/me/school/sharing', { method: 'PUT', json: { sharing } })).status).toBe(
    200,
  );

/** The class view computed the plain way from the stored rows of the given students (the oracle). */
async function oracle(userIds: string[], weekStarts: string[]): Promise<ClassWeekDto[]> {
  const db = t.database.db;
  const tr = await db.select().from(trades).where(inArray(trades.userId, userIds));
  const plans = await db.select().from(dailyPlans).where(inArray(dailyPlans.userId, userIds));
  const reviews = await db.select().from(dailyReviews).where(inArray(dailyReviews.userId, userIds));
  return weekStarts.map((week) => {
    const inWeek = (day: string) => startOfWeek(day) === week;
    const ofWeek = tr.filter((x) => inWeek(x.tradeDate));
    const traders = [...new Set(ofWeek.map((x) => x.userId))];
    const tradesOf = (u: string) => ofWeek.filter((x) => x.userId === u);
    const ruleBreaks: Partial<Record<RuleBreakKind, number>> = {};
    for (const u of traders) {
      const kinds = new Set(tradesOf(u).flatMap((x) => x.ruleBreaks as RuleBreakKind[]));
      for (const k of kinds) ruleBreaks[k] = (ruleBreaks[k] ?? 0) + 1;
    }
    const journaled = new Set([...traders, ...reviews.filter((r) => inWeek(r.day)).map((r) => r.userId)]);
    return {
      week,
      journaled: journaled.size,
      wrotePlan: new Set(plans.filter((p) => inWeek(p.day)).map((p) => p.userId)).size,
      traded: traders.length,
      usedStops: traders.filter((u) => tradesOf(u).every((x) => x.stopPrice !== null || x.stopUnknown))
        .length,
      withinLimits: traders.filter((u) =>
        tradesOf(u).every((x) => !x.ruleBreaks.some((k) => LIMIT_BREAK_KINDS.includes(k as RuleBreakKind))),
      ).length,
      brokeRules: traders.filter((u) => tradesOf(u).some((x) => x.ruleBreaks.length > 0)).length,
      ruleBreaks,
      challengeDaysPassed: 0,
      challengeDaysFailed: 0,
    };
  });
}

describe('the class view', () => {
  it('counts per ISO week from sharing students only, equal to a plain computation', async () => {
    t.clock.now = NOW;
    const { a, adminA, adminB, studentA } = await twoSchools(t);
    const mentor = await mentorOf(t, a.id);
    const ana = await studentOf(t, a.id, 'Ana Resumo');
    const bia = await studentOf(t, a.id, 'Bia Tudo');
    const caio = await studentOf(t, a.id, 'Caio Nada');
    const duda = await studentOf(t, a.id, 'Duda Convidada');
    await share(ana, 'summary');
    await share(bia, 'full');
    await share(caio, 'none');
    const cls = await classWith(adminA, a.id, 'Turma da visão', [
      { p: ana, nickname: 'Ana' },
      { p: bia, nickname: 'Bia' },
      { p: caio, nickname: 'Caio' },
    ]);
    // Invited, never joined: not in the view at all.
    await invite(adminA, a.id, cls.id, [duda]);

    const anaOld = await journaledTrade(ana.client, '2026-03-03', '09:05');
    await tradeAs(ana, { date: '2026-03-10', time: '10:00' }); // no stop
    const anaBreak = await journaledTrade(ana.client, '2026-03-10', '11:00');
    await journaledTrade(bia.client, '2026-03-04', '09:30');
    const biaBreak = await journaledTrade(bia.client, '2026-03-09', '09:30');
    for (const p of [caio, duda, studentA]) await journaledTrade(p.client, '2026-03-10', '09:05');
    expect(
      (
        await ana.client.json(`${disciplineApi.dailyPlan}?day=2026-03-10`, {
          method: 'PUT',
          json: { bias: 'alta' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await bia.client.json(`${disciplineApi.dailyReview}?day=2026-03-05`, {
          method: 'PUT',
          json: { wentWell: 'Segui o plano' },
        })
      ).status,
    ).toBe(200);
    await caio.client.json(`${disciplineApi.dailyPlan}?day=2026-03-10`, {
      method: 'PUT',
      json: { bias: 'alta' },
    });
    // Rule breaks as the evaluator would have stored them (a limit and a process rule).
    await t.database.db
      .update(trades)
      .set({ ruleBreaks: ['over-trade-cap', 'no-stop'] })
      .where(eq(trades.id, anaBreak.id));
    await t.database.db
      .update(trades)
      .set({ ruleBreaks: ['criteria-missing'] })
      .where(eq(trades.id, biaBreak.id));
    expect(anaOld.id).toBeTruthy();

    const res = await mentor.client.json<ClassViewDto>(`${classesApi.view(a.id, cls.id)}?weeks=3`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ className: 'Turma da visão', sharing: 2, notSharing: 1 });
    const weeks = ['2026-02-23', '2026-03-02', '2026-03-09'];
    expect(res.body.weeks).toEqual(await oracle([ana.id, bia.id], weeks));
    // Spot values, so the oracle itself is checked: week of 9 Mar has both sharing students trading.
    expect(res.body.weeks[2]).toMatchObject({
      traded: 2,
      journaled: 2,
      wrotePlan: 1,
      usedStops: 1,
      brokeRules: 2,
    });
    expect(res.body.weeks[2]?.ruleBreaks).toEqual({
      'over-trade-cap': 1,
      'no-stop': 1,
      'criteria-missing': 1,
    });
    // No money anywhere in the view.
    expect(JSON.stringify(res.body)).not.toMatch(/pnl|net|"R\$/i);

    // Caio starts sharing: he is counted at once.
    await share(caio, 'summary');
    const after = await adminA.client.json<ClassViewDto>(`${classesApi.view(a.id, cls.id)}?weeks=3`);
    expect(after.body).toMatchObject({ sharing: 3, notSharing: 0 });
    expect(after.body.weeks).toEqual(await oracle([ana.id, bia.id, caio.id], weeks));

    expect((await adminB.client.json(classesApi.view(a.id, cls.id))).status).toBe(404);
    expect((await ana.client.json(classesApi.view(a.id, cls.id))).status).toBe(404);
  });

  it("counts the class challenge's days as each student's own evaluation, sharing students only", async () => {
    t.clock.now = NOW;
    const { a, adminA } = await twoSchools(t);
    const ana = await studentOf(t, a.id, 'Ana Desafio');
    const caio = await studentOf(t, a.id, 'Caio Nada');
    await share(caio, 'none');
    const cls = await classWith(adminA, a.id, 'Turma dos dias', [
      { p: ana, nickname: 'Ana' },
      { p: caio, nickname: 'Caio' },
    ]);
    const start = await adminA.client.json(classesApi.challenge(a.id, cls.id), {
      json: { startDate: '2026-03-06' },
    });
    expect(start.status).toBe(201);
    for (const p of [ana, caio])
      for (const day of ['2026-03-06', '2026-03-09', '2026-03-10'])
        await journaledTrade(p.client, day, '09:05');

    const view = await adminA.client.json<ClassViewDto>(`${classesApi.view(a.id, cls.id)}?weeks=2`);
    const personal = await ana.client.json<ChallengeOverviewDto>(disciplineApi.challenge);
    const over = (personal.body.active?.days ?? []).filter((d) => d.day < '2026-03-11');
    const expected = ['2026-03-02', '2026-03-09'].map((week) => {
      const days = over.filter((d) => startOfWeek(d.day) === week);
      return {
        week,
        passed: days.filter((d) => d.state === 'passed' || d.state === 'not-traded').length,
        failed: days.filter((d) => d.state === 'failed').length,
      };
    });
    expect(
      view.body.weeks.map((w) => ({
        week: w.week,
        passed: w.challengeDaysPassed,
        failed: w.challengeDaysFailed,
      })),
    ).toEqual(expected);
    // Five days over (6–10 Mar), Caio's not among them.
    expect(expected.reduce((n, w) => n + w.passed + w.failed, 0)).toBe(5);
  });

  it('reads a class in the same number of queries for 1 or 3 students', async () => {
    t.clock.now = NOW;
    const { a, adminA } = await twoSchools(t);
    const first = await studentOf(t, a.id, 'Primeira');
    const cls = await classWith(adminA, a.id, 'Turma contada', [{ p: first, nickname: 'Primeira' }]);
    expect(
      (await adminA.client.json(classesApi.challenge(a.id, cls.id), { json: { startDate: '2026-03-09' } }))
        .status,
    ).toBe(201);
    await journaledTrade(first.client, '2026-03-09', '09:05');
    const client = t.database.db.$client as unknown as { query: (...args: unknown[]) => unknown };
    const measure = async () => {
      const original = client.query;
      let queries = 0;
      client.query = (...args: unknown[]) => {
        queries++;
        return original.apply(client, args);
      };
      try {
        const view = await classView(t.database.db, { id: cls.id, name: cls.name }, '2026-03-11', 4, NOW);
        return { queries, students: view.sharing };
      } finally {
        client.query = original;
      }
    };
    const one = await measure();
    for (const name of ['Segundo', 'Terceira']) {
      const p = await studentOf(t, a.id, name);
      await invite(adminA, a.id, cls.id, [p]);
      await accept(p, cls.id, name);
      await journaledTrade(p.client, '2026-03-10', '09:05');
    }
    const three = await measure();
    expect([one.students, three.students]).toEqual([1, 3]);
    expect(three.queries).toBe(one.queries);
  });

  it('drops a student named mentor from the class board and the class view at once', async () => {
    t.clock.now = NOW;
    const { a, adminA } = await twoSchools(t);
    const ana = await studentOf(t, a.id, 'Ana Aluna');
    const bia = await studentOf(t, a.id, 'Bia Aluna');
    for (const p of [ana, bia]) await share(p, 'summary');
    const cls = await classWith(adminA, a.id, 'Turma da mentora', [
      { p: ana, nickname: 'Ana' },
      { p: bia, nickname: 'Bia' },
    ]);
    const start = { json: { startDate: '2026-03-10' } };
    expect((await adminA.client.json(classesApi.challenge(a.id, cls.id), start)).status).toBe(201);
    for (const p of [ana, bia]) await journaledTrade(p.client, '2026-03-10', '09:05');
    const board = async () =>
      (await adminA.client.json<BoardDto<AdminBoardRowDto>>(classesApi.board(a.id, cls.id))).body.rows.map(
        (r) => r.nickname,
      );
    const view = async () =>
      (await adminA.client.json<ClassViewDto>(`${classesApi.view(a.id, cls.id)}?weeks=1`)).body;
    expect((await board()).sort()).toEqual(['Ana', 'Bia']);
    const before = await view();
    expect(before).toMatchObject({ sharing: 2, notSharing: 0 });
    expect(before.weeks[0]).toMatchObject({ traded: 2, journaled: 2, challengeDaysPassed: 2 });

    const named = await adminA.client.json(`/api/schools/${a.id}/mentors`, { json: { userId: bia.id } });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    expect(await board()).toEqual(['Ana']);
    const after = await view();
    expect(after).toMatchObject({ sharing: 1, notSharing: 0 });
    expect(after.weeks[0]).toMatchObject({ traded: 1, journaled: 1, challengeDaysPassed: 1 });
    // Her run goes on as her own challenge, and her side lists no class of the school.
    expect((await bia.client.json<{ classes: unknown[] }>(classesApi.mine)).body.classes).toEqual([]);
    const own = await bia.client.json<ChallengeOverviewDto>(disciplineApi.challenge);
    expect(own.body.active).toMatchObject({ startDate: '2026-03-10', status: 'active' });
  });
});
