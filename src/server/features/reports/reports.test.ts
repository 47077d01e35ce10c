import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportDto } from '@/shared/reports/contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import { type TestClient } from '../../testing/test-client';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { allowedCaller, tradeBody } from '../trades/test-callers';

let t: DashboardTestApp;
beforeAll(async () => {
  // 15 March 2026, 12:00 in São Paulo: 'this-year' is 2026, and its cuts stop at today.
  t = await dashboardTestApp({ now: new Date('2026-03-15T15:00:00Z') });
});

async function addTrade(client: TestClient, over: Record<string, unknown>): Promise<TradeDto> {
  const res = await client.json<TradeDto>('/api/trades', { json: tradeBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function getReport(client: TestClient, query: string): Promise<ReportDto> {
  const res = await client.json<ReportDto>(`/api/reports?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** WIN: 1 point = R$ 0,20 a contract, so 100 points on 1 contract = R$ 20,00 = 2000 cents (no costs set). */
const win = (date: string, time: string, points: number, stop = true) => ({
  date,
  time,
  instrument: 'WIN',
  entry: '125000',
  exit: String(125000 + points),
  ...(stop ? { stop: '124900' } : {}),
});

/**
 * The seeded trader: Dec 2025 +R$ 20 (the first cut's previous, and the summary's previous year); Jan 2026
 * +20, −10, +40 (the second trade without a stop: a rule break); nothing in Feb; Mar −20; one US$ 50 ES trade in
 * January (another currency, never mixed in).
 */
async function seeded() {
  const a = await allowedCaller(t);
  const trades = [
    await addTrade(a.client, win('2025-12-10', '10:00', 100)),
    await addTrade(a.client, { ...win('2026-01-05', '09:05', 100), tags: ['rompimento'] }),
    await addTrade(a.client, { ...win('2026-01-06', '09:05', -50, false), emotion: 'ansioso' }),
    await addTrade(a.client, { ...win('2026-01-06', '10:00', 200), tags: ['rompimento', 'tendência'] }),
    await addTrade(a.client, win('2026-03-02', '11:30', -100)),
    await addTrade(a.client, {
      date: '2026-01-07',
      time: '11:00',
      instrument: 'ES',
      entry: '5000',
      exit: '5001',
      stop: '4999',
    }),
  ];
  return { ...a, trades };
}

describe('GET /api/reports', () => {
  it('cuts the year month by month with the figures worked out by hand', async () => {
    const { client, trades } = await seeded();
    expect(trades.map((x) => x.pnl)).toEqual(['20.00', '20.00', '-10.00', '40.00', '-20.00', '50.00']);

    const r = await getReport(client, 'preset=this-year');
    expect(r.period).toMatchObject({ preset: 'this-year', from: '2026-01-01', to: '2026-12-31' });
    expect(r.currencies).toEqual(['BRL', 'USD']);
    expect(r.currency).toBe('BRL');
    expect(r.trader).toBe('Pessoa Trader');
    expect(r.account).toBeNull();

    // January, February (no trades: the gap shows) and March up to today.
    expect(r.cuts.map((c) => [c.key, c.from, c.to])).toEqual([
      ['2026-01', '2026-01-01', '2026-01-31'],
      ['2026-02', '2026-02-01', '2026-02-28'],
      ['2026-03', '2026-03-01', '2026-03-15'],
    ]);
    const [jan, feb, mar] = r.cuts;
    expect(jan?.metrics).toMatchObject({
      trades: 3,
      winners: 2,
      losers: 1,
      netPnl: 5000,
      profitFactor: 6,
      payoff: 3,
      // Equity 2000 → 1000 → 5000: a fall of R$ 10.
      maxDrawdown: 1000,
      ruleBreaks: 1,
      tradingDays: 2,
    });
    expect(jan?.metrics.winRate).toBeCloseTo(2 / 3, 10);
    expect(jan?.metrics.expectancy).toBeCloseTo(5000 / 3, 6);
    // The first cut's previous is December 2025, read from before the period.
    expect(jan?.previous).toMatchObject({ trades: 1, netPnl: 2000 });
    expect(feb?.metrics).toMatchObject({ trades: 0, netPnl: 0, winRate: null, maxDrawdown: 0 });
    expect(feb?.previous?.netPnl).toBe(5000);
    // March's drawdown starts at its own start (0), not at January's peak; its previous (Feb) had nothing.
    expect(mar?.metrics).toMatchObject({ trades: 1, netPnl: -2000, maxDrawdown: 2000 });
    expect(mar?.previous).toBeNull();

    expect(r.summary.current).toMatchObject({ trades: 4, netPnl: 3000, maxDrawdown: 2000, ruleBreaks: 1 });
    // The year is not over: compared with 1 January–15 March 2025, when this trader had no trade.
    expect(r.summary.previousRange).toEqual({ from: '2025-01-01', to: '2025-03-15' });
    expect(r.summary.previous).toBeNull();
    // The quarter up to today against October–15 December 2025, which holds December's R$ 20,00.
    const quarter = await getReport(client, 'preset=custom&from=2026-01-01&to=2026-03-31');
    expect(quarter.summary.previousRange).toEqual({ from: '2025-10-01', to: '2025-12-15' });
    expect(quarter.summary.previous).toMatchObject({ trades: 1, netPnl: 2000 });

    expect(r.bestDays).toEqual([
      { date: '2026-01-06', trades: 2, pnl: 3000 },
      { date: '2026-01-05', trades: 1, pnl: 2000 },
    ]);
    expect(r.worstDays).toEqual([{ date: '2026-03-02', trades: 1, pnl: -2000 }]);
    expect(r.breakdowns.byTag).toEqual([
      { key: 'rompimento', trades: 2, wins: 2, losses: 0, pnl: 6000, winRate: 1 },
      { key: 'tendência', trades: 1, wins: 1, losses: 0, pnl: 4000, winRate: 1 },
    ]);
    expect(r.breakdowns.byInstrument.map((b) => [b.key, b.trades, b.pnl])).toEqual([['WIN', 4, 3000]]);
    expect(r.breakdowns.byEmotion.find((e) => e.key === 'ansioso')).toMatchObject({
      trades: 1,
      total: -1000,
    });
    expect(r.equity.points.map((p) => p.equity)).toEqual([2000, 1000, 5000, 3000]);

    // The dollars apart, never added to the reais.
    const usd = await getReport(client, 'preset=this-year&currency=USD');
    expect(usd.summary.current).toMatchObject({ trades: 1, netPnl: 5000 });
    expect(usd.cuts[0]?.metrics.netPnl).toBe(5000);
  });

  it("never counts another trader's trades, and another's account is not found", async () => {
    const a = await seeded();
    const b = await allowedCaller(t);
    await addTrade(b.client, win('2026-01-05', '09:30', 300));
    const bAccount = await b.client.json<{ id: string }>('/api/accounts', {
      json: { name: 'Conta B', currency: 'BRL', startingCapital: '50000' },
    });

    const r = await getReport(a.client, 'preset=this-year');
    expect(r.summary.current.trades).toBe(4);
    expect(r.summary.current.netPnl).toBe(3000);
    for (const path of ['/api/reports', '/api/reports/csv', '/api/reports/pdf']) {
      const theirs = await a.client.json(`${path}?preset=all&accountId=${bAccount.body.id}`);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada' });
    }
    expect((await a.client.json('/api/reports?accountId=nope')).status).toBe(404);
  });

  it('answers a trader without trades with empty figures, never NaN', async () => {
    const { client } = await allowedCaller(t);
    const all = await getReport(client, 'preset=all');
    expect(all.cuts).toEqual([]);
    expect(all.summary).toMatchObject({
      previous: null,
      previousRange: null,
      current: { trades: 0, netPnl: 0 },
    });
    const year = await getReport(client, 'preset=this-year&granularity=week');
    // 2026-W01 starts on 29 Dec 2025: clipped to 1 January; the weeks stop at today's (2026-W11).
    expect(year.cuts.map((c) => c.key)).toEqual(
      Array.from({ length: 11 }, (_, i) => `2026-W${String(i + 1).padStart(2, '0')}`),
    );
    expect(year.cuts[0]).toMatchObject({ from: '2026-01-01', to: '2026-01-04', previous: null });
    expect(JSON.stringify([all, year])).not.toMatch(/NaN|Infinity/);
    const csv = await client.request('/api/reports/csv?preset=all');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Período;Todo o histórico');
  });

  it('answers 400 with Portuguese field errors for a bad query, on every route', async () => {
    const { client } = await allowedCaller(t);
    for (const path of ['/api/reports', '/api/reports/csv', '/api/reports/pdf']) {
      const bad = async (query: string) => {
        const res = await client.json<{ code: string; fieldErrors: Record<string, string[]> }>(
          `${path}?${query}`,
        );
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('INVALID_INPUT');
        return res.body.fieldErrors;
      };
      expect(Object.keys(await bad('preset=ontem'))).toEqual(['preset']);
      expect(await bad('preset=custom')).toEqual({ from: ['Informe um período válido'] });
      expect(await bad('preset=custom&from=2026-02-10&to=2026-02-01')).toEqual({
        from: ['Informe um período válido'],
      });
      expect(Object.keys(await bad('granularity=day'))).toEqual(['granularity']);
    }
  });
  it('cuts by ISO week, filters by account and instrument, and counts the challenge days', async () => {
    const a = await allowedCaller(t);
    const other = await a.client.json<{ id: string; name: string }>('/api/accounts', {
      json: { name: 'Conta Simulador', currency: 'BRL', startingCapital: '10000' },
    });
    await addTrade(a.client, win('2026-03-09', '09:10', 100));
    await addTrade(a.client, { ...win('2026-03-10', '09:10', -50), accountId: other.body.id });
    await addTrade(a.client, {
      ...win('2026-03-11', '09:10', 10),
      instrument: 'WDO',
      entry: '5000',
      exit: '5010',
      stop: '4990',
    });
    // A challenge from 12 March: the 12th ticked 'Não operei' (no trade that day), the 13th and 14th left
    // unfilled; the 15th is today, not over yet.
    expect((await a.client.json('/api/challenge/start', { json: { startDate: '2026-03-12' } })).status).toBe(
      201,
    );
    const mark = await a.client.json('/api/challenge/days/2026-03-12', {
      method: 'PUT',
      json: { rulesDone: [], didNotTrade: true },
    });
    expect(mark.status, JSON.stringify(mark.body)).toBe(200);

    const r = await getReport(a.client, 'preset=custom&from=2026-03-01&to=2026-03-31&granularity=week');
    expect(r.granularity).toBe('week');
    expect(r.cuts.map((c) => [c.key, c.from, c.to, c.metrics.trades])).toEqual([
      ['2026-W09', '2026-03-01', '2026-03-01', 0],
      ['2026-W10', '2026-03-02', '2026-03-08', 0],
      ['2026-W11', '2026-03-09', '2026-03-15', 3],
    ]);
    // 12 March: 'Não operei' → passed; 13 and 14 March: nothing done → failed; 15 March is today.
    expect(r.cuts[2]?.metrics).toMatchObject({ challengeDaysPassed: 1, challengeDaysFailed: 2 });
    expect(r.summary.current).toMatchObject({ challengeDaysPassed: 1, challengeDaysFailed: 2 });

    const onlyOther = await getReport(
      a.client,
      `preset=custom&from=2026-03-01&to=2026-03-31&accountId=${other.body.id}`,
    );
    expect(onlyOther.account).toEqual({ id: other.body.id, name: 'Conta Simulador' });
    expect(onlyOther.summary.current).toMatchObject({ trades: 1, netPnl: -1000 });
    // WDO: 10 points × R$ 10,00 = R$ 100,00.
    const wdo = await getReport(a.client, 'preset=custom&from=2026-03-01&to=2026-03-31&instrument=wdo');
    expect(wdo.instrument).toBe('WDO');
    expect(wdo.summary.current).toMatchObject({ trades: 1, netPnl: 10_000 });
  });
  it('counts a given-up challenge only up to the day it was given up', async () => {
    const a = await allowedCaller(t);
    const today = t.clock.now;
    try {
      // On 10 March: a challenge from the 5th, given up that day; the 5th to the 9th were left unfilled.
      t.clock.now = new Date('2026-03-10T15:00:00Z');
      expect(
        (await a.client.json('/api/challenge/start', { json: { startDate: '2026-03-05' } })).status,
      ).toBe(201);
      const gaveUp = await a.client.json('/api/challenge/give-up', { json: { confirm: true } });
      expect(gaveUp.status, JSON.stringify(gaveUp.body)).toBeLessThan(300);
    } finally {
      t.clock.now = today;
    }
    // On the 15th: the five days before the give-up failed; the 10th to the 14th are no challenge days any more.
    const r = await getReport(a.client, 'preset=this-month&granularity=week');
    expect(r.summary.current).toMatchObject({ challengeDaysPassed: 0, challengeDaysFailed: 5 });
    expect(r.cuts.map((c) => [c.key, c.metrics.challengeDaysFailed])).toEqual([
      ['2026-W09', 0],
      ['2026-W10', 4],
      ['2026-W11', 1],
    ]);
  });

  it('reads tags with separators, quotes and line breaks in them whole', async () => {
    const { client } = await allowedCaller(t);
    const tags = ['a|b', 'aspas "x"', 'duas\nlinhas', '[colchete]', 'vírgula, ponto;'];
    await addTrade(client, { ...win('2026-03-03', '09:00', 100), tags, emotion: 'calmo' });
    await addTrade(client, win('2026-03-04', '09:00', -50));
    const r = await getReport(client, 'preset=this-month');
    expect(r.breakdowns.byTag.map((b) => b.key).sort()).toEqual([...tags].sort());
    expect(r.breakdowns.byTag.every((b) => b.trades === 1 && b.pnl === 2000)).toBe(true);
    expect(r.breakdowns.byEmotion.find((e) => e.key === 'calmo')?.trades).toBe(1);
    expect(r.summary.current).toMatchObject({ trades: 2, netPnl: 1000 });
  });
});

describe('GET /api/reports/csv and /pdf', () => {
  it("sends the cut table and the breakdowns as a pt-BR CSV named after the trader's today", async () => {
    const { client } = await seeded();
    // 15:00 UTC is already 16 March in Tokyo.
    expect(
      (await client.json('/api/trading-settings', { method: 'PATCH', json: { timezone: 'Asia/Tokyo' } }))
        .status,
    ).toBe(200);
    const res = await client.request('/api/reports/csv?preset=custom&from=2026-01-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="mctrading-relatorio-2026-03-16.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines).toContain('Trader;Pessoa Trader');
    expect(lines).toContain('Período;01/01/2026 a 31/03/2026');
    const header = lines.find((l) => l.startsWith('Mês;'))?.split(';') ?? [];
    const row = (start: string) => (lines.find((l) => l.startsWith(start)) ?? '').split(';');
    const jan = row('01/2026;');
    expect(jan[header.indexOf('Trades')]).toBe('3');
    expect(jan[header.indexOf('Resultado líquido')]).toBe('50,00');
    // Against December 2025's R$ 20,00.
    expect(jan[header.indexOf('Variação resultado líquido')]).toBe('30,00');
    expect(jan[header.indexOf('Quebras de regra')]).toBe('1');
    expect(row('02/2026;')[header.indexOf('Trades')]).toBe('0');
    expect(row('03/2026;')[header.indexOf('Drawdown máximo')]).toBe('20,00');
    expect(lines).toContain('rompimento;2;2;0;60,00;100,00');
    expect(lines).toContain('06/01/2026;2;30,00');
  });

  it('answers the PDF route only for a valid query of the trader', async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<{ code: string }>('/api/reports/pdf?preset=custom&from=2026-01-01');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
  });

  it('breaks the period down by playbook (one row each, then "Sem playbook"), only for the trader’s own', async () => {
    const a = await allowedCaller(t);
    const playbook = async (name: string) => {
      const res = await a.client.json<{ id: string }>('/api/playbooks', { json: { name } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const breakout = await playbook('Rompimento');
    const pullback = await playbook('Pullback');
    await playbook('Sem trades');
    await addTrade(a.client, { ...win('2025-12-10', '10:00', 100), playbookId: breakout });
    await addTrade(a.client, { ...win('2026-01-05', '09:05', 100), playbookId: breakout });
    await addTrade(a.client, { ...win('2026-01-06', '09:05', -50), playbookId: breakout });
    await addTrade(a.client, { ...win('2026-01-06', '10:00', 200), playbookId: pullback });
    await addTrade(a.client, win('2026-03-02', '11:30', -100));
    await addTrade(a.client, {
      date: '2026-01-07',
      time: '11:00',
      instrument: 'ES',
      entry: '5000',
      exit: '5001',
      stop: '4999',
      playbookId: pullback,
    });

    const r = await getReport(a.client, 'preset=this-year');
    // December's trade is before the period, the ES trade in another currency: neither is counted.
    expect(r.byPlaybook.map((p) => [p.name, p.figures.trades, p.figures.totalPnl, p.figures.small])).toEqual([
      ['Rompimento', 2, 1000, true],
      ['Pullback', 1, 4000, true],
      [null, 1, -2000, true],
    ]);
    expect(r.byPlaybook[0]?.id).toBe(breakout);
    // +R$ 20 and −R$ 10: half won, R$ 5 a trade, a payoff and profit factor of 2.
    expect(r.byPlaybook[0]?.figures).toMatchObject({
      winRate: 0.5,
      expectancy: 500,
      payoff: 2,
      profitFactor: 2,
      profitFactorInfinite: false,
    });
    expect(r.byPlaybook[1]?.figures).toMatchObject({ winRate: 1, profitFactorInfinite: true });

    const usd = await getReport(a.client, 'preset=this-year&currency=USD');
    expect(usd.byPlaybook.map((p) => [p.name, p.figures.trades, p.figures.totalPnl])).toEqual([
      ['Pullback', 1, 5000],
    ]);
    const csv = await (await a.client.request('/api/reports/csv?preset=this-year')).text();
    const lines = csv.split('\r\n');
    expect(lines).toContain('Por playbook');
    expect(lines).toContain('Rompimento;2;50,00;5,00;2,00;2,00;10,00;sim');
    expect(lines).toContain('Pullback;1;100,00;40,00;;∞;40,00;sim');
    expect(lines).toContain('Sem playbook;1;0,00;-20,00;;0,00;-20,00;sim');
    const onlyOne = await getReport(a.client, `preset=this-year&playbookId=${breakout}`);
    expect(onlyOne.byPlaybook.map((p) => p.name)).toEqual(['Rompimento']);

    // Another trader's report names none of these playbooks, and their id filters nothing in.
    const other = await allowedCaller(t);
    await addTrade(other.client, win('2026-01-05', '09:05', 100));
    const theirs = await getReport(other.client, 'preset=this-year');
    expect(theirs.byPlaybook).toEqual([]);
    const forged = await getReport(other.client, `preset=this-year&playbookId=${breakout}`);
    expect(forged.summary.current.trades).toBe(0);
    expect(forged.byPlaybook).toEqual([]);
  });
});
