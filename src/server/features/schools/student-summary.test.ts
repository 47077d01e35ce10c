import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentRow } from '@/shared/schools/contract';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { trades } from '../../db/schema';
import {
  addMember,
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

async function dashboard(p: Person, currency: 'BRL' | 'USD') {
  const res = await p.client.json<DashboardData>(`/api/dashboard?preset=all&currency=${currency}`);
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * A student whose breakeven tolerance is `tolerance` (R$/US$), with BRL trades on WIN (R$ 0.20 a point) of
 * `brlPoints` each and USD trades on NQ of `usdPoints` each; the first `broken` trades broke a rule.
 */
async function student(
  schoolId: string,
  opts: { tolerance: string; brlPoints: number[]; usdPoints: number[]; broken: number },
) {
  const p = await person(t, 'trader', 'Aluno Resumo');
  await addMember(t, p.id, schoolId, 'member');
  const settings = await p.client.json('/api/trading-settings', {
    method: 'PATCH',
    json: { breakevenTolerance: opts.tolerance },
  });
  expect(settings.status).toBe(200);
  const ids: string[] = [];
  for (const [i, points] of opts.brlPoints.entries()) {
    const day = `2025-03-${String(10 + (i % 18)).padStart(2, '0')}`;
    ids.push(
      (await tradeAs(p, { date: day, time: '09:05', entry: '125000', exit: String(125000 + points) })).id,
    );
  }
  if (opts.usdPoints.length) {
    const usd = await usdAccount(p);
    for (const [i, points] of opts.usdPoints.entries()) {
      const made = await tradeAs(p, {
        date: `2025-04-${String(10 + (i % 18)).padStart(2, '0')}`,
        time: '10:00',
        instrument: 'NQ',
        entry: '18000',
        exit: String(18000 + points),
        accountId: usd.id,
      });
      ids.push(made.id);
    }
  }
  for (const id of ids.slice(0, opts.broken))
    await t.database.db
      .update(trades)
      .set({ ruleBreaks: ['no-stop'] })
      .where(eq(trades.id, id));
  return p;
}

describe("a school's summary of a student is the student's own dashboard", () => {
  it('counts trades at exactly the breakeven tolerance as breakevens, per student, in each currency', async () => {
    const { school, schoolAdmin } = await schoolWithAdmin(t);
    // Tolerance R$ 1.00 = 5 WIN points: ±5 points are breakevens, ±6 are decided; NQ is US$ 20 a point.
    const a = await student(school.id, {
      tolerance: '1.00',
      brlPoints: [5, -5, 6, -6, 100, -50, 5, 30],
      usdPoints: [10, -3],
      broken: 3,
    });
    // Tolerance 0: the same ±5 points are decided; more USD trades than BRL makes USD the main currency.
    const b = await student(school.id, {
      tolerance: '0',
      brlPoints: [5, -5],
      usdPoints: [1, -2, 4],
      broken: 1,
    });
    // Tolerance US$ 20 = 1 NQ point exactly: a 1-point trade is a breakeven, and without losers no profit factor.
    const c = await student(school.id, {
      tolerance: '20.00',
      brlPoints: [],
      usdPoints: [1, -1, 2],
      broken: 0,
    });

    const res = await schoolAdmin.client.json<{ students: StudentRow[] }>(
      `/api/schools/${school.id}/students`,
    );
    expect(res.status).toBe(200);
    const summaryOf = (p: Person) => res.body.students.find((s) => s.userId === p.id)?.summary;

    for (const [p, expected] of [
      // a: BRL 4 winners (6, 100, 30 … and not the 5s), 2 losers; USD 1 and 1.
      [a, { trades: 10, winRate: 4 / 7, broken: 3, main: 'BRL' }],
      [b, { trades: 5, winRate: 3 / 5, broken: 1, main: 'USD' }],
      [c, { trades: 3, winRate: 1, broken: 0, main: 'USD' }],
    ] as const) {
      const summary = summaryOf(p);
      const dashboards = await Promise.all([dashboard(p, 'BRL'), dashboard(p, 'USD')]);
      const traded = dashboards.filter((d) => d.metrics.totalTrades > 0);
      const main = traded.find((d) => d.currency === expected.main);
      const decided = traded.reduce((n, d) => n + d.metrics.winners + d.metrics.losers, 0);
      expect(summary).toMatchObject({
        trades: expected.trades,
        winRate: expected.winRate,
      });
      // Those the student set aside, and any the risk plan found on its own.
      const rows = await t.database.db
        .select({ ruleBreaks: trades.ruleBreaks })
        .from(trades)
        .where(eq(trades.userId, p.id));
      expect(summary?.ruleBreakTrades).toBe(rows.filter((r) => r.ruleBreaks.length > 0).length);
      expect(summary?.ruleBreakTrades).toBeGreaterThanOrEqual(expected.broken);
      // The same figures as the student's dashboard, to the last bit.
      expect(summary?.winRate).toBe(traded.reduce((n, d) => n + d.metrics.winners, 0) / decided);
      expect(summary?.profitFactor).toBe(main?.metrics.profitFactor);
      expect(summary?.ruleBreakTrades).toBe(traded.reduce((n, d) => n + d.discipline.brokenTrades, 0));
      expect(summary?.pnl).toEqual(
        [...traded]
          .sort((x, y) => y.metrics.totalTrades - x.metrics.totalTrades)
          .map((d) => ({ currency: d.currency, net: (d.metrics.totalPnl / 100).toFixed(2) })),
      );
    }
    expect(summaryOf(c)?.profitFactor).toBeNull();
  });
});
