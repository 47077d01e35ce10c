import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeDto } from '@/shared/trading/api-contract';
import { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { dashboardTestApp, getDashboard, type DashboardTestApp } from './dashboard.testkit';

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp();
});

const cents = (pnl: string) => Math.round(Number(pnl) * 100);

async function trader(timezone?: string) {
  const caller = await allowedCaller(t);
  if (timezone) {
    const res = await caller.client.json('/api/trading-settings', { method: 'PATCH', json: { timezone } });
    expect(res.status).toBe(200);
  }
  return caller;
}

async function addTrade(client: TestClient, over: Record<string, unknown>): Promise<TradeDto> {
  const res = await client.json<TradeDto>('/api/trades', { json: tradeBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const ids = (trades: { id: string }[]) => trades.map((x) => x.id).sort();

describe('GET /api/dashboard: whose trades', () => {
  it("never includes another user's trades, and another user's account gives nothing of theirs", async () => {
    const a = await trader();
    const b = await trader();
    const mine = [
      await addTrade(a.client, { date: '2025-05-02', entry: '125000', exit: '125100' }),
      await addTrade(a.client, { date: '2025-05-05', entry: '125000', exit: '124950' }),
    ];
    const bAccount = await b.client.json<{ id: string }>('/api/accounts', {
      json: { name: 'Conta B', currency: 'BRL', startingCapital: '50000' },
    });
    for (let i = 0; i < 3; i++)
      await addTrade(b.client, {
        date: '2025-05-03',
        entry: '125000',
        exit: '126000',
        accountId: bAccount.body.id,
      });

    const data = await getDashboard(a.client, 'preset=all');
    expect(data.metrics.totalTrades).toBe(2);
    expect(data.metrics.totalPnl).toBe(mine.reduce((s, x) => s + cents(x.pnl), 0));
    expect(ids(data.lastTrades)).toEqual(ids(mine));
    // B's account's starting capital is not A's.
    expect(data.startingCapital).toBe(0);

    const theirs = await a.client.json<Record<string, unknown>>(
      `/api/dashboard?preset=all&accountId=${bAccount.body.id}`,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada' });
    const malformed = await a.client.json('/api/dashboard?preset=all&accountId=not-a-uuid');
    expect(malformed.status).toBe(404);
  });

  it('is closed to anonymous (401) and pending (403) callers, for the data and the events', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.request('/api/dashboard')).status).toBe(401);
    expect((await anonymous.request('/api/dashboard/events')).status).toBe(401);

    const email = `pending-${Date.now()}@example.test`;
    await new TestClient(t.app).json('/api/testing/users', {
      json: { email, password: 'segredo123', name: 'Pendente', allowed: false },
    });
    const pending = new TestClient(t.app);
    expect(
      (await pending.json('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } })).status,
    ).toBe(200);
    const data = await pending.json<{ code: string }>('/api/dashboard');
    expect(data.status).toBe(403);
    expect(data.body.code).toBe('ACCESS_PENDING');
    expect((await pending.request('/api/dashboard/events')).status).toBe(403);
  });
});

describe('GET /api/dashboard: periods at month, year and time-zone boundaries', () => {
  // Each trade's local date; the dates around the month and year changes of early 2026.
  const DATES = [
    '2025-12-31',
    '2026-01-01',
    '2026-01-31',
    '2026-02-01',
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
    '2026-05-31',
    '2026-06-01',
    '2026-12-31',
    '2027-01-01',
  ];
  const byDate = new Map<string, TradeDto>();
  let sp: TestClient;
  let ny: TestClient;
  const nyByDate = new Map<string, TradeDto>();

  beforeAll(async () => {
    sp = (await trader('America/Sao_Paulo')).client;
    ny = (await trader('America/New_York')).client;
    // Recorded once the last of them is over (a trade after the trader's today is refused); each test sets its clock.
    const clock = t.clock.now;
    t.clock.now = new Date('2027-01-02T15:00:00Z');
    for (const [i, date] of DATES.entries()) {
      // The last minute of the day and the first: the local date decides, never the UTC one.
      const time = i % 2 ? '23:59' : '00:00';
      byDate.set(
        date,
        await addTrade(sp, { date, time, entry: '125000', exit: String(125000 + 5 * (i + 1)) }),
      );
      nyByDate.set(date, await addTrade(ny, { date, time, entry: '125000', exit: '125010' }));
    }
    t.clock.now = clock;
  });

  async function selected(client: TestClient, map: Map<string, TradeDto>, now: string, query: string) {
    t.clock.now = new Date(now);
    const data = await getDashboard(client, query);
    expect(data.metrics.totalTrades).toBe(data.lastTrades.length);
    const dates = data.lastTrades.map((x) => x.date).sort();
    for (const trade of data.lastTrades) expect(map.get(trade.date)?.id).toBe(trade.id);
    return { dates, period: data.period };
  }

  it("'Este mês' and 'Mês passado' follow the user's local date", async () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo.
    let r = await selected(sp, byDate, '2026-03-01T02:00:00Z', 'preset=this-month');
    expect(r.dates).toEqual(['2026-02-01', '2026-02-27', '2026-02-28']);
    expect(r.period).toEqual({
      preset: 'this-month',
      from: '2026-02-01',
      to: '2026-02-28',
      timezone: 'America/Sao_Paulo',
    });
    r = await selected(sp, byDate, '2026-03-01T02:00:00Z', 'preset=last-month');
    expect(r.dates).toEqual(['2026-01-01', '2026-01-31']);
    // 03:00 UTC is midnight in São Paulo: March.
    r = await selected(sp, byDate, '2026-03-01T03:00:00Z', 'preset=this-month');
    expect(r.dates).toEqual(['2026-03-01']);
    r = await selected(sp, byDate, '2026-03-01T03:00:00Z', 'preset=last-month');
    expect(r.dates).toEqual(['2026-02-01', '2026-02-27', '2026-02-28']);
    // New York is still on 28 February at 04:00 UTC, when São Paulo is already in March.
    r = await selected(ny, nyByDate, '2026-03-01T04:00:00Z', 'preset=this-month');
    expect(r.dates).toEqual(['2026-02-01', '2026-02-27', '2026-02-28']);
    r = await selected(ny, nyByDate, '2026-03-01T05:00:00Z', 'preset=this-month');
    expect(r.dates).toEqual(['2026-03-01']);
    // January's 'last month' is December of the year before.
    r = await selected(sp, byDate, '2026-01-15T12:00:00Z', 'preset=last-month');
    expect(r.dates).toEqual(['2025-12-31']);
  });

  it("'Últimos 3/6 meses' run from the same day N months ago to today", async () => {
    // 31 May − 3 months = 28 February (no 31 February): 27 Feb is out, 28 Feb in, 1 June (tomorrow) out.
    let r = await selected(sp, byDate, '2026-05-31T15:00:00Z', 'preset=last-3-months');
    expect(r.dates).toEqual(['2026-02-28', '2026-03-01', '2026-05-31']);
    r = await selected(sp, byDate, '2026-06-01T02:59:00Z', 'preset=last-3-months');
    expect(r.dates).toEqual(['2026-02-28', '2026-03-01', '2026-05-31']);
    r = await selected(sp, byDate, '2026-06-01T03:00:00Z', 'preset=last-3-months');
    expect(r.dates).toEqual(['2026-03-01', '2026-05-31', '2026-06-01']);
    r = await selected(sp, byDate, '2026-07-31T15:00:00Z', 'preset=last-6-months');
    expect(r.dates).toEqual([
      '2026-01-31',
      '2026-02-01',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-05-31',
      '2026-06-01',
    ]);
  });

  it("'Este ano', 'Todo o período' and 'Personalizado'", async () => {
    // 02:00 UTC on 1 January 2027 is still 2026 in São Paulo.
    let r = await selected(sp, byDate, '2027-01-01T02:00:00Z', 'preset=this-year');
    expect(r.dates).toEqual(DATES.filter((d) => d.startsWith('2026')));
    r = await selected(sp, byDate, '2027-01-01T03:00:00Z', 'preset=this-year');
    expect(r.dates).toEqual(['2027-01-01']);
    t.clock.now = new Date('2026-03-01T12:00:00Z');
    const all = await getDashboard(sp, 'preset=all');
    expect(all.metrics.totalTrades).toBe(DATES.length);
    expect(all.period).toMatchObject({ from: null, to: null });
    // The 10 newest of the 11.
    expect(all.lastTrades.map((x) => x.date)).toEqual([...DATES].reverse().slice(0, 10));
    r = await selected(sp, byDate, '2026-03-01T12:00:00Z', 'preset=custom&from=2026-01-31&to=2026-02-27');
    expect(r.dates).toEqual(['2026-01-31', '2026-02-01', '2026-02-27']);
  });

  it('filters by account and instrument inside the period', async () => {
    const c = (await trader()).client;
    const acc = await c.json<{ id: string }>('/api/accounts', {
      json: { name: 'Outra', currency: 'BRL', startingCapital: '2500,50' },
    });
    const inAcc = await addTrade(c, { date: '2026-02-10', accountId: acc.body.id });
    const wdo = await addTrade(c, { date: '2026-02-11', instrument: 'WDO', entry: '5500', exit: '5510' });
    await addTrade(c, { date: '2026-02-12' });
    t.clock.now = new Date('2026-02-20T12:00:00Z');
    const byAccount = await getDashboard(c, `preset=this-month&accountId=${acc.body.id}`);
    expect(ids(byAccount.lastTrades)).toEqual([inAcc.id]);
    expect(byAccount.startingCapital).toBe(250050);
    const byInstrument = await getDashboard(c, 'preset=this-month&instrument=wdoh26');
    expect(ids(byInstrument.lastTrades)).toEqual([wdo.id]);
    // Without an account: the sum of the user's BRL accounts (the default one has 0).
    expect((await getDashboard(c, 'preset=this-month')).startingCapital).toBe(250050);
  });
});

describe('GET /api/dashboard: figures and currency', () => {
  it('computes total P&L and win rate over the chosen currency only', async () => {
    const c = (await trader()).client;
    const usd = await c.json<{ id: string }>('/api/accounts', {
      json: { name: 'Conta USD', currency: 'USD', startingCapital: '3000' },
    });
    const brl = [
      await addTrade(c, { date: '2025-04-01', entry: '125000', exit: '125200', contracts: 2 }),
      await addTrade(c, { date: '2025-04-02', entry: '125000', exit: '124900' }),
      await addTrade(c, {
        date: '2025-04-03',
        type: 'venda',
        entry: '125000',
        exit: '124500',
        costs: '1.50',
      }),
      await addTrade(c, { date: '2025-04-04', instrument: 'WDO', entry: '5500', exit: '5497.5' }),
      await addTrade(c, { date: '2025-04-07', instrument: 'WDO', entry: '5500', exit: '5512' }),
    ];
    const nq = [
      await addTrade(c, {
        date: '2025-04-01',
        instrument: 'NQ',
        entry: '18000',
        exit: '18010',
        accountId: usd.body.id,
      }),
      await addTrade(c, {
        date: '2025-04-02',
        instrument: 'NQ',
        entry: '18000',
        exit: '17990',
        accountId: usd.body.id,
      }),
    ];

    const expectFigures = (data: Awaited<ReturnType<typeof getDashboard>>, set: TradeDto[]) => {
      const pnls = set.map((x) => cents(x.pnl));
      const wins = pnls.filter((p) => p > 0).length;
      const losses = pnls.filter((p) => p < 0).length;
      expect(data.metrics.totalTrades).toBe(set.length);
      expect(data.metrics.totalPnl).toBe(pnls.reduce((s, p) => s + p, 0));
      expect(data.metrics.winners).toBe(wins);
      expect(data.metrics.losers).toBe(losses);
      expect(data.metrics.winRate).toBeCloseTo(wins / (wins + losses), 10);
      expect(data.metrics.totalCosts).toBe(set.reduce((s, x) => s + cents(x.costs), 0));
      expect(ids(data.lastTrades)).toEqual(ids(set));
    };

    // Most trades are in BRL: the default currency.
    const all = await getDashboard(c, 'preset=all');
    expect(all.currencies).toEqual(['BRL', 'USD']);
    expect(all.currency).toBe('BRL');
    expect(all.metrics.currency).toBe('BRL');
    expectFigures(all, brl);
    // The BRL accounts' capital: the default account's 0.
    expect(all.startingCapital).toBe(0);

    const inUsd = await getDashboard(c, 'preset=all&currency=USD');
    expect(inUsd.currency).toBe('USD');
    expect(inUsd.currencies).toEqual(['BRL', 'USD']);
    expectFigures(inUsd, nq);
    expect(inUsd.startingCapital).toBe(300000);

    // The account's currency when an account is selected.
    const byAccount = await getDashboard(c, `preset=all&accountId=${usd.body.id}`);
    expect(byAccount.currency).toBe('USD');
    expect(byAccount.currencies).toEqual(['USD']);
    expectFigures(byAccount, nq);

    // When USD trades outnumber BRL ones (in the filtered set), USD is chosen.
    const april1to2 = await getDashboard(c, 'preset=custom&from=2025-04-01&to=2025-04-02&instrument=NQ');
    expect(april1to2.currency).toBe('USD');
  });

  it('follows changes of the settings and accounts at once (nothing stale is served)', async () => {
    const c = (await trader()).client;
    // +R$ 1.00 (WIN: 5 points × R$ 0.20) and −R$ 20.00.
    await addTrade(c, { date: '2025-06-02', entry: '125000', exit: '125005' });
    await addTrade(c, { date: '2025-06-03', entry: '125000', exit: '124900' });
    const before = await getDashboard(c, 'preset=all');
    expect(before.metrics).toMatchObject({ winners: 1, losers: 1, breakevens: 0 });
    expect(before.startingCapital).toBe(0);

    const settings = await c.json('/api/trading-settings', {
      method: 'PATCH',
      json: { breakevenTolerance: '1.00' },
    });
    expect(settings.status).toBe(200);
    expect((await getDashboard(c, 'preset=all')).metrics).toMatchObject({
      winners: 0,
      losers: 1,
      breakevens: 1,
    });

    const accounts = await c.json<{ accounts: { id: string; isDefault: boolean }[] }>('/api/accounts');
    const main = accounts.body.accounts.find((a) => a.isDefault);
    const patched = await c.json(`/api/accounts/${main?.id}`, {
      method: 'PATCH',
      json: { startingCapital: '1234.56' },
    });
    expect(patched.status).toBe(200);
    expect((await getDashboard(c, 'preset=all')).startingCapital).toBe(123456);
  });

  it('answers a repeated request the same, gzipped when the browser accepts it', async () => {
    const c = (await trader()).client;
    await addTrade(c, { date: '2025-06-02' });
    const fetchBody = async (encoding?: string) => {
      const res = await c.request('/api/dashboard?preset=all', {
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const bytes = Buffer.from(await res.arrayBuffer());
      return res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
    };
    const plain = await fetchBody();
    expect(JSON.parse(plain)).toMatchObject({ metrics: { totalTrades: 1 } });
    expect(await fetchBody('gzip, deflate, br')).toBe(plain);
    expect(await fetchBody('gzip, deflate, br')).toBe(plain);
    expect(await fetchBody()).toBe(plain);
    const refused = await c.request('/api/dashboard?preset=all', {
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers.get('content-encoding')).not.toBe('gzip');
  });

  it('a new trader gets empty, finite figures', async () => {
    const c = (await trader()).client;
    const data = await getDashboard(c);
    expect(data.currencies).toEqual([]);
    expect(data.currency).toBe('BRL');
    expect(data.metrics.totalTrades).toBe(0);
    expect(data.lastTrades).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/NaN|Infinity/);
  });

  it('answers 400 with Portuguese field errors for a bad query', async () => {
    const c = (await trader()).client;
    const bad = async (query: string) => {
      const res = await c.json<{ code: string; fieldErrors: Record<string, string[]> }>(
        `/api/dashboard?${query}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_INPUT');
      return res.body.fieldErrors;
    };
    expect(Object.keys(await bad('preset=ontem'))).toEqual(['preset']);
    expect(await bad('preset=custom&from=2026-02-10')).toEqual({ from: ['Informe um período válido'] });
    expect(await bad('preset=custom&from=2026-02-10&to=2026-02-01')).toEqual({
      from: ['Informe um período válido'],
    });
    expect(Object.keys(await bad('preset=custom&from=2026-02-30&to=2026-03-01'))).toContain('from');
    expect(Object.keys(await bad('currency=EUR'))).toEqual(['currency']);
  });
});
