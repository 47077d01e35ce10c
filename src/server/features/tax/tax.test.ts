import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxYearDto } from '@/shared/tax/contract';
import { TAX_CSV_HEADERS } from '@/shared/tax/csv';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';

/**
 * GET /api/tax, /api/tax/csv and /api/tax/pdf through the real app, on PGlite and PostgreSQL: a seeded trader's
 * figures (worked out by hand below), another trader's trades never counted, and validation in Portuguese.
 */
let t: TestApp;
let trader: TestClient;
let other: TestClient;

/** A WIN trade (R$ 0,20 a point, no costs) with the given result in reais. */
const win = (date: string, reais: number, over: Record<string, unknown> = {}) =>
  tradeBody({ date, entry: '125000', exit: String(125000 + reais * 5), costs: '0', ...over });

async function add(client: TestClient, body: Record<string, unknown>) {
  const res = await client.json('/api/trades', { json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Moves the app's clock for one trader (ENABLE_TEST_ROUTES): a trade after the trader's today is refused. */
const clockAt = (userId: string, at: string) =>
  trader.json('/api/testing/clock', {
    json: { offsetMs: at ? new Date(at).getTime() - Date.now() : 0, userId },
  });

let traderId: string;
beforeAll(async () => {
  t = await tradesTestApp();
  ({ client: trader, userId: traderId } = await allowedCaller(t));
  other = (await allowedCaller(t)).client;
  // March 2026 (São Paulo, the default zone): day trades + 1.500, − 300, + 800; a swing trade + R$ 100,00
  // (20/03 → 23/03); a US trade of + US$ 200,00 (NQ, 10 points × US$ 20).
  await add(trader, win('2026-03-10', 1500));
  await add(trader, win('2026-03-11', -300));
  await add(trader, win('2026-03-12', 800));
  await add(trader, win('2026-03-20', 100, { exitDate: '2026-03-23', exitTime: '10:00' }));
  await add(
    trader,
    tradeBody({ date: '2026-03-10', instrument: 'NQ', entry: '18000', exit: '18010', costs: '0' }),
  );
  // January 2027: a day-trade loss, to see the year's carry and the years list (recorded once it has happened).
  await clockAt(traderId, '2027-01-06T15:00:00Z');
  await add(trader, win('2027-01-05', -50));
  await clockAt(traderId, '');
  // Another trader's big March gain must never show in the first one's figures.
  await add(other, win('2026-03-10', 10000));
});

describe('GET /api/tax', () => {
  it('gives the seeded trader’s March statement, worked out by hand', async () => {
    const res = await trader.json<TaxYearDto>('/api/tax?year=2026');
    expect(res.status).toBe(200);
    const march = res.body.months[2];
    // Day trade: 1.500 − 300 + 800 = R$ 2.000,00 → 20 % = R$ 400,00; IRRF 15,00 + 8,00 = R$ 23,00.
    expect(march?.dayTrade).toMatchObject({ trades: 3, result: 200000, base: 200000, tax: 40000 });
    // Swing: R$ 100,00 → 15 % = R$ 15,00.
    expect(march?.swingTrade).toMatchObject({ trades: 1, result: 10000, tax: 1500 });
    expect(march?.irrf).toEqual({ withheld: 2300, carriedIn: 0, used: 2300, carriedOut: 0 });
    // 400,00 + 15,00 − 23,00 = R$ 392,00, due on 30/04/2026.
    expect(march?.darf).toEqual({
      code: '6015',
      periodEnd: '2026-03-31',
      dueDate: '2026-04-30',
      amount: 39200,
    });
    expect(res.body.months).toHaveLength(12);
    expect(res.body.totals).toEqual({
      dayTradeResult: 200000,
      swingTradeResult: 10000,
      irrfWithheld: 2300,
      taxDue: 39200,
    });
    expect(res.body.usd).toEqual({
      trades: 1,
      result: 20000,
      byMonth: [{ month: '2026-03', trades: 1, result: 20000 }],
    });
    expect(res.body.excludedTrades).toBe(0);
    expect(res.body.years).toEqual([2027, 2026]);
  });

  it('carries into the next year, and never counts another trader’s trades', async () => {
    const next = await trader.json<TaxYearDto>('/api/tax?year=2027');
    expect(next.body.months[0]?.dayTrade).toMatchObject({
      lossCarriedIn: 0,
      result: -5000,
      lossCarriedOut: 5000,
    });
    const theirs = await other.json<TaxYearDto>('/api/tax?year=2026');
    // Only their own R$ 10.000,00: 20 % = R$ 2.000,00 − R$ 100,00 IRRF.
    expect(theirs.body.months[2]?.dayTrade).toMatchObject({ trades: 1, result: 1000000 });
    expect(theirs.body.totals.taxDue).toBe(190000);
    expect(theirs.body.usd.trades).toBe(0);
    expect(theirs.body.years).toEqual([2026]);
  });

  it('reads the B3 day in São Paulo for a trader in another zone', async () => {
    const { client } = await allowedCaller(t);
    const zone = await client.json('/api/trading-settings', {
      method: 'PATCH',
      json: { timezone: 'America/New_York' },
    });
    expect(zone.status).toBe(200);
    // 10/03/2026 22:30 → 23:30 in New York (EDT): 23:30 → 00:30 in São Paulo, two B3 days → a swing trade.
    await add(client, win('2026-03-10', 100, { time: '22:30', exitTime: '23:30' }));
    // 09:00 → 10:00 in New York is 10:00 → 11:00 in São Paulo: a day trade.
    await add(client, win('2026-03-11', 100, { time: '09:00', exitTime: '10:00' }));
    const res = await client.json<TaxYearDto>('/api/tax?year=2026');
    expect(res.body.months[2]?.swingTrade.trades).toBe(1);
    expect(res.body.months[2]?.dayTrade.trades).toBe(1);
  });

  it('shows a new, edited or deleted trade at once, and follows a change of time zone', async () => {
    const { client } = await allowedCaller(t);
    const get = async () => (await client.json<TaxYearDto>('/api/tax?year=2026')).body;
    expect((await get()).totals.dayTradeResult).toBe(0);
    const created = await client.json<{ id: string }>('/api/trades', { json: win('2026-05-04', 100) });
    expect((await get()).totals.dayTradeResult).toBe(10000);
    await client.json(`/api/trades/${created.body.id}`, { method: 'PUT', json: win('2026-05-04', 200) });
    expect((await get()).totals.dayTradeResult).toBe(20000);
    // 22:30 → 23:30 in São Paulo: a day trade.
    await client.json(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: win('2026-05-04', 200, { time: '22:30', exitTime: '23:30' }),
    });
    expect((await get()).months[4]).toMatchObject({ dayTrade: { trades: 1 }, swingTrade: { trades: 0 } });
    // The trader moves to New York: the exit, 23:30 there, is 00:30 of the next day in São Paulo → a swing trade.
    await client.json('/api/trading-settings', { method: 'PATCH', json: { timezone: 'America/New_York' } });
    expect((await get()).months[4]).toMatchObject({ dayTrade: { trades: 0 }, swingTrade: { trades: 1 } });
    await client.json(`/api/trades/${created.body.id}`, { method: 'DELETE' });
    expect((await get()).totals).toMatchObject({ dayTradeResult: 0, taxDue: 0 });
  });

  it.each([
    ['', 'year', 'Informe o ano'],
    ['year=abc', 'year', 'Informe o ano'],
    ['year=1999', 'year', 'Informe um ano a partir de 2000'],
    ['year=2101', 'year', 'Informe um ano até 2100'],
    ['year=2026.5', 'year', 'Informe o ano'],
  ])('refuses ?%s with a 400 in Portuguese', async (query, field, message) => {
    const res = await trader.json<{ code: string; fieldErrors: Record<string, string[]> }>(
      `/api/tax?${query}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });
});

describe('GET /api/tax/csv', () => {
  it('is a pt-BR spreadsheet: BOM, ";", decimal comma, one row per month with every column', async () => {
    const res = await trader.request('/api/tax/csv?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="mctrading-impostos-2026.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(13);
    const header = lines[0]?.split(';') ?? [];
    expect(header).toEqual(TAX_CSV_HEADERS);
    const march = Object.fromEntries(header.map((h, i) => [h, lines[3]?.split(';')[i]]));
    expect(march).toMatchObject({
      Mês: '03/2026',
      'Day trade: resultado (R$)': '2000,00',
      'Day trade: alíquota (%)': '20',
      'Day trade: imposto (R$)': '400,00',
      'Operações comuns: imposto (R$)': '15,00',
      'Operações comuns: alíquota (%)': '15',
      'IRRF retido no mês (R$)': '23,00',
      'Imposto a pagar (R$)': '392,00',
      'DARF código': '6015',
      'DARF período de apuração': '31/03/2026',
      'DARF vencimento': '30/04/2026',
      'DARF valor (R$)': '392,00',
    });
    // A month with nothing due leaves the DARF cells empty.
    expect(lines[1]?.split(';').slice(-4)).toEqual(['', '', '', '']);
  });

  it('is the caller’s own, and validates the year', async () => {
    const theirs = await (await other.request('/api/tax/csv?year=2026')).text();
    expect(theirs).toContain('10000,00');
    expect(theirs).not.toContain('392,00');
    const bad = await trader.json<{ fieldErrors: Record<string, string[]> }>('/api/tax/csv?year=x');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.year).toEqual(['Informe o ano']);
  });
});

describe('GET /api/tax/pdf', () => {
  // The document itself is the PDF work's (src/server/features/pdf): here, the route and its validation.
  it.each([
    ['year=2026', 'month', 'Informe o mês'],
    ['year=2026&month=13', 'month', 'Mês de 1 a 12'],
    ['year=2026&month=0', 'month', 'Mês de 1 a 12'],
    ['month=3', 'year', 'Informe o ano'],
  ])('refuses ?%s with a 400 in Portuguese', async (query, field, message) => {
    const res = await trader.json<{ code: string; fieldErrors: Record<string, string[]> }>(
      `/api/tax/pdf?${query}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });
});
