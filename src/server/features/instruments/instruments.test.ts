import { beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentDto, TradeDto } from '@/shared/trading/api-contract';
import { BUILT_IN_INSTRUMENTS } from '@/shared/trading/instruments';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';

let t: TestApp;
beforeAll(async () => {
  t = await tradesTestApp();
});

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };
const petr = {
  symbol: 'petr4',
  name: 'Petrobras PN',
  tickValue: '0,01',
  ticksPerPoint: '100',
  currency: 'BRL',
};

describe('/api/instruments', () => {
  it('lists the built-ins read-only, then the user’s own', async () => {
    const { client } = await allowedCaller(t);
    const empty = await client.json<{ instruments: InstrumentDto[] }>('/api/instruments');
    expect(empty.status).toBe(200);
    expect(empty.body.instruments).toHaveLength(BUILT_IN_INSTRUMENTS.length);
    expect(empty.body.instruments.find((i) => i.symbol === 'WIN')).toEqual({
      id: null,
      symbol: 'WIN',
      name: 'Mini Índice Bovespa',
      tickValue: '1.00',
      ticksPerPoint: '0.2',
      pointValue: '0.2',
      currency: 'BRL',
      builtIn: true,
    });
    const created = await client.json<InstrumentDto>('/api/instruments', { json: petr });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      symbol: 'PETR4',
      tickValue: '0.01',
      pointValue: '1',
      builtIn: false,
    });
    const after = await client.json<{ instruments: InstrumentDto[] }>('/api/instruments');
    expect(after.body.instruments.at(-1)?.id).toBe(created.body.id);
    expect((await client.json<Fail>('/api/instruments', { json: petr })).status).toBe(409);
  });

  it('refuses built-in symbols and invalid fields in Portuguese', async () => {
    const { client } = await allowedCaller(t);
    const builtIn = await client.json<Fail>('/api/instruments', { json: { ...petr, symbol: 'win' } });
    expect(builtIn.status).toBe(403);
    expect(builtIn.body.code).toBe('BUILT_IN_INSTRUMENT');
    expect(builtIn.body.message).toMatch(/ativos padrão/);
    for (const method of ['PATCH', 'DELETE']) {
      const res = await client.json<Fail>('/api/instruments/WIN', { method, json: { name: 'x' } });
      expect(res.status).toBe(403);
    }
    const bad = await client.json<Fail>('/api/instruments', {
      json: { symbol: '1X', name: '', tickValue: 'abc', ticksPerPoint: '-1', currency: 'EUR' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      symbol: ['Informe um ativo válido'],
      name: ['Campo obrigatório'],
      tickValue: ['Informe um valor de tick válido'],
      ticksPerPoint: ['Informe quantos ticks há em um ponto'],
    });
    expect((await client.json('/api/instruments', { json: { ...petr, tickValue: '0' } })).status).toBe(400);
    const huge = { ...petr, ticksPerPoint: '12345678901234' };
    expect((await client.json('/api/instruments', { json: huge })).status).toBe(400);
  });

  it('edits and deletes the user’s own; trades keep their point value', async () => {
    const { client } = await allowedCaller(t);
    const created = await client.json<InstrumentDto>('/api/instruments', { json: petr });
    const trade = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: 'PETR4', contracts: 100, entry: '30', exit: '31' }),
    });
    expect(trade.body.pnl).toBe('100.00');
    const url = `/api/instruments/${created.body.id}`;
    const edited = await client.json<InstrumentDto>(url, { method: 'PATCH', json: { tickValue: '0.02' } });
    expect(edited.status).toBe(200);
    expect(edited.body.pointValue).toBe('2');
    const unchanged = await client.json<InstrumentDto>(url, { method: 'PATCH', json: {} });
    expect(unchanged.body.pointValue).toBe('2');
    const renamed = await client.json<Fail>(url, { method: 'PATCH', json: { symbol: 'NQ' } });
    expect(renamed.status).toBe(403);
    expect((await client.json<TradeDto>(`/api/trades/${trade.body.id}`)).body.pnl).toBe('100.00');
    expect((await client.json(url, { method: 'DELETE' })).status).toBe(200);
    expect((await client.json(url, { method: 'DELETE' })).status).toBe(404);
    expect((await client.json('/api/instruments/nao-existe', { method: 'DELETE' })).status).toBe(404);
    expect((await client.json<TradeDto>(`/api/trades/${trade.body.id}`)).body.pnl).toBe('100.00');
  });
});
