import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportSummary, TradeDto } from '@/shared/trading/api-contract';
import { tradingApi } from '@/shared/trading/api-contract';
import { TRADE_MESSAGES as M } from '@/shared/trading/trade-schema';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { signInUploader } from '../imports/imports.testkit';
import { allowedCaller, tradeBody } from './test-callers';

/**
 * A journal records what happened: a trade dated after the trader's today (in their time zone, by the app's clock)
 * is refused on create, on edit and in an import.
 */
type Fail = { code: string; fieldErrors?: Record<string, string[]> };

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: new Date('2026-03-15T15:00:00Z') });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

/** A trader in São Paulo (UTC−3 all year). */
async function paulistano() {
  const caller = await allowedCaller(t);
  const res = await caller.client.json('/api/trading-settings', {
    method: 'PATCH',
    json: { timezone: 'America/Sao_Paulo' },
  });
  expect(res.status).toBe(200);
  return caller;
}

describe('a trade dated after today is refused (POST/PUT /api/trades)', () => {
  it('at 23:30 in São Paulo today is accepted and tomorrow refused; at 00:10 of the next day tomorrow is accepted', async () => {
    const { client } = await paulistano();
    // 15/03 23:30 in São Paulo = 16/03 02:30 UTC: the server's UTC date is already the 16th, the trader's is not.
    t.clock.now = new Date('2026-03-16T02:30:00Z');
    const today = await client.json<TradeDto>('/api/trades', { json: tradeBody({ date: '2026-03-15' }) });
    expect(today.status).toBe(201);
    const tomorrow = await client.json<Fail>('/api/trades', { json: tradeBody({ date: '2026-03-16' }) });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body).toMatchObject({ code: 'INVALID_INPUT', fieldErrors: { date: [M.futureDate] } });

    // 16/03 00:10 in São Paulo: the 16th is today now.
    t.clock.now = new Date('2026-03-16T03:10:00Z');
    const next = await client.json<TradeDto>('/api/trades', { json: tradeBody({ date: '2026-03-16' }) });
    expect(next.status).toBe(201);
    expect(next.body.date).toBe('2026-03-16');
    const list = await client.json<{ items: TradeDto[] }>('/api/trades');
    expect(list.body.items.map((x) => x.date).sort()).toEqual(['2026-03-15', '2026-03-16']);
  });

  it('a trade 40 days ahead is refused and earns no XP; a swing trade may not close after today', async () => {
    const { client } = await paulistano();
    t.clock.now = new Date('2026-03-15T15:00:00Z');
    const xpBefore = (await client.json<{ xp: number }>('/api/gamification/summary')).body.xp;
    const ahead = await client.json<Fail>('/api/trades', {
      json: tradeBody({ date: '2026-04-24', stop: '124900', notes: 'inventado', emotion: 'calmo' }),
    });
    expect(ahead.status).toBe(400);
    expect(ahead.body.fieldErrors).toEqual({ date: [M.futureDate] });
    expect((await client.json<{ xp: number }>('/api/gamification/summary')).body.xp).toBe(xpBefore);

    const exit = await client.json<Fail>('/api/trades', {
      json: tradeBody({ date: '2026-03-13', exitDate: '2026-03-16', exitTime: '10:00' }),
    });
    expect(exit.status).toBe(400);
    expect(exit.body.fieldErrors).toEqual({ exitDate: [M.futureExitDate] });
    expect((await client.json<{ items: TradeDto[] }>('/api/trades')).body.items).toEqual([]);
  });

  it('an edit may not move a trade, or its exit, after today; the stored trade stays', async () => {
    const { client } = await paulistano();
    t.clock.now = new Date('2026-03-15T15:00:00Z');
    const created = await client.json<TradeDto>('/api/trades', { json: tradeBody({ date: '2026-03-14' }) });
    expect(created.status).toBe(201);
    const moved = await client.json<Fail>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-20' }),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors).toEqual({ date: [M.futureDate] });
    const exitLater = await client.json<Fail>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-14', exitDate: '2026-03-17' }),
    });
    expect(exitLater.body.fieldErrors).toEqual({ exitDate: [M.futureExitDate] });
    expect((await client.json<TradeDto>(`/api/trades/${created.body.id}`)).body.date).toBe('2026-03-14');
    // Closed today, in the trader's zone: accepted.
    const closedToday = await client.json<TradeDto>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-14', exitDate: '2026-03-15', exitTime: '10:00' }),
    });
    expect(closedToday.status).toBe(200);
  });
});

describe('an import rejects the rows dated after today', () => {
  it('lists them as rejected lines with the reason, in the preview and the import; the rest are stored', async () => {
    // 15/03 22:00 in São Paulo (16/03 01:00 UTC): a row of the 15th is today, one of the 16th is tomorrow.
    t.clock.now = new Date('2026-03-16T01:00:00Z');
    const u = await signInUploader(t.app);
    const file = new TextEncoder().encode(
      [
        'data;hora;tipo;contratos;ativo;entrada;saida',
        '2026-03-15;09:15:00;compra;1;WIN;125000;125100',
        '2026-03-16;09:15:00;compra;1;WIN;125000;125100',
        '2026-04-24;09:15:00;venda;1;WIN;125000;124900',
      ].join('\n'),
    );
    const preview = await u.json<ImportPreview>(u.upload(tradingApi.importPreview, file));
    expect(preview.status).toBe(200);
    expect(preview.body.validRows).toBe(1);
    expect(preview.body.rows.map((r) => r.errors)).toEqual([
      [],
      ['Linha 3: data 16/03/2026 depois de hoje (o diário registra trades que já aconteceram)'],
      ['Linha 4: data 24/04/2026 depois de hoje (o diário registra trades que já aconteceram)'],
    ]);
    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(res.body).toMatchObject({ imported: 1, rejected: 2 });
    expect(res.body.rejects.map((r) => r.line)).toEqual([3, 4]);
    expect(res.body.rejects[0]?.message).toMatch(/depois de hoje/);
  });
});
