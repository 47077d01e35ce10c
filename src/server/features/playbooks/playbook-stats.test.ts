import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaybookStatsDto } from '@/shared/playbooks/contract';
import type { ReportDto } from '@/shared/reports/contract';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import {
  type Fail,
  ids,
  newPlaybook,
  newTrade,
  type PlaybooksTestApp,
  playbooksTestApp,
  trader,
  type Trader,
} from './playbooks.testkit';

let t: PlaybooksTestApp;
beforeAll(async () => {
  t = await playbooksTestApp();
});

/*
 * The worked example (WIN, 1 contract, R$ 0,20 a point, stop 100 points away = R$ 20,00 of risk, no costs):
 *   T1 +100 pts = +R$ 20,00 (1 R)    criteria A, B
 *   T2  +50 pts = +R$ 10,00 (0,5 R)  A
 *   T3 −100 pts = −R$ 20,00 (−1 R)   B            (A is required: 'criteria-missing')
 *   T4  −50 pts = −R$ 10,00 (−0,5 R) A
 *   T5 +200 pts, no playbook: never in the playbook's figures.
 * Playbook: 4 trades, 2 wins, win rate 50 %, P&L 0, profit factor 3000 ÷ 3000 = 1, average R 0.
 * With A (T1, T2, T4): win rate 2/3, P&L +R$ 20,00, expectancy 2000 ÷ 3 cents, payoff 1500 ÷ 1000 = 1,5, PF 3.
 * Without A (T3): 1 trade, P&L −R$ 20,00. With B (T1, T3): P&L 0; without B (T2, T4): P&L 0, win rate 50 %.
 */
async function workedExample(who: Trader) {
  const p = await newPlaybook(who, {
    criteria: [
      { label: 'Rompimento da máxima do dia', required: true },
      { label: 'Volume acima da média', required: false },
    ],
  });
  const [a = '', b = ''] = ids(p);
  const trade = (exit: string, criteriaMet: string[] | null) =>
    newTrade(who, criteriaMet ? { exit, playbookId: p.id, criteriaMet } : { exit });
  await trade('125100', [a, b]);
  await trade('125050', [a]);
  const t3 = await trade('124900', [b]);
  await trade('124950', [a]);
  await trade('125200', null);
  return { p, t3 };
}

const stats = (who: Trader, id: string) =>
  who.client.json<PlaybookStatsDto & Fail>(`/api/playbooks/${id}/stats?preset=all`);

describe('a playbook’s statistics', () => {
  it('measure its trades and each criterion with and without it, through the dashboard’s engine', async () => {
    const a = await trader(t);
    const { p, t3 } = await workedExample(a);
    expect(t3.ruleBreaks).toContain('criteria-missing');
    const res = await stats(a, p.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body;
    expect(s.currency).toBe('BRL');
    expect(s.figures).toMatchObject({
      trades: 4,
      winRate: 0.5,
      totalPnl: 0,
      profitFactor: 1,
      averageR: 0,
      small: true,
    });
    expect(s.equity.points.map((e) => e.equity)).toEqual([2000, 3000, 1000, 0]);
    expect(s.byInstrument).toEqual([expect.objectContaining({ key: 'WIN', trades: 4, pnl: 0 })]);

    const [critA, critB] = s.criteria;
    if (!critA || !critB) throw new Error('two criteria expected');
    expect(critA).toMatchObject({
      label: 'Rompimento da máxima do dia',
      required: true,
      present: 3,
      presentRate: 0.75,
    });
    expect(critA.with).toMatchObject({
      trades: 3,
      totalPnl: 2000,
      payoff: 1.5,
      profitFactor: 3,
      small: true,
    });
    expect(critA.with.winRate).toBeCloseTo(2 / 3, 12);
    expect(critA.with.expectancy).toBeCloseTo(2000 / 3, 9);
    expect(critA.without).toMatchObject({ trades: 1, totalPnl: -2000, winRate: 0 });
    expect(critB).toMatchObject({ present: 2, presentRate: 0.5 });
    expect(critB.with).toMatchObject({ trades: 2, totalPnl: 0, winRate: 0.5 });
    expect(critB.without).toMatchObject({ trades: 2, totalPnl: 0, winRate: 0.5 });

    expect(s.ruleBreaks.find((r) => r.kind === 'criteria-missing')).toEqual({
      kind: 'criteria-missing',
      trades: 1,
      pnl: -2000,
    });
  });

  it('are the owner’s only: another trader’s playbook is not found', async () => {
    const a = await trader(t);
    const b = await trader(t);
    const { p } = await workedExample(a);
    const res = await stats(b, p.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PLAYBOOK_NOT_FOUND');
    expect((await stats(b, 'not-a-uuid')).status).toBe(404);
  });
});

describe('the dashboard and the reports filtered by playbook', () => {
  it('select the playbook’s trades, the trades without one, and nothing for another trader’s playbook', async () => {
    const a = await trader(t);
    const b = await trader(t);
    const { p } = await workedExample(a);
    const { p: theirs } = await workedExample(b);
    const dashboard = async (playbookId: string) => {
      const res = await a.client.json<DashboardData>(`/api/dashboard?preset=all&playbookId=${playbookId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.metrics;
    };
    expect(await dashboard(p.id)).toMatchObject({ totalTrades: 4, totalPnl: 0 });
    expect(await dashboard('none')).toMatchObject({ totalTrades: 1, totalPnl: 4000 });
    expect((await dashboard(theirs.id)).totalTrades).toBe(0);
    expect((await dashboard('abc')).totalTrades).toBe(0);

    const report = async (playbookId: string) => {
      const res = await a.client.json<ReportDto>(`/api/reports?preset=all&playbookId=${playbookId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.summary.current;
    };
    expect((await report(p.id)).trades).toBe(4);
    expect((await report('none')).trades).toBe(1);
    expect((await report(theirs.id)).trades).toBe(0);
  });
});
