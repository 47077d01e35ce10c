import { beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentDto, TradeDto, TradingSettings } from '@/shared/trading/api-contract';
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

  it("with ?scope=mine lists only the built-ins the user has trades in, and all the user's own", async () => {
    const { client } = await allowedCaller(t);
    const symbols = async () =>
      (
        await client.json<{ instruments: InstrumentDto[] }>('/api/instruments?scope=mine')
      ).body.instruments.map((i) => i.symbol);
    expect(await symbols()).toEqual([]);
    await client.json<InstrumentDto>('/api/instruments', { json: petr });
    expect(await symbols()).toEqual(['PETR4']);
    // A trade typed with a contract (WDOZ25) counts for its instrument.
    const trade = await client.json<TradeDto>('/api/trades', { json: tradeBody({ instrument: 'WDOZ25' }) });
    expect(trade.status).toBe(201);
    expect(await symbols()).toEqual(['WDO', 'PETR4']);
    // Another user's trades are not this user's instruments.
    const other = await allowedCaller(t);
    await other.client.json<TradeDto>('/api/trades', { json: tradeBody({ instrument: 'WIN' }) });
    expect(await symbols()).toEqual(['WDO', 'PETR4']);
    // Without the scope, every one (the trade form's list).
    const all = await client.json<{ instruments: InstrumentDto[] }>('/api/instruments');
    expect(all.body.instruments).toHaveLength(BUILT_IN_INSTRUMENTS.length + 1);
  });

  it('refuses built-in symbols and invalid fields in Portuguese', async () => {
    const { client } = await allowedCaller(t);
    // A built-in symbol, or a contract of one (which a trade would resolve to the built-in), is a field error.
    for (const symbol of ['win', 'WINZ25', 'NQ', 'WDOFUT']) {
      const builtIn = await client.json<Fail>('/api/instruments', { json: { ...petr, symbol } });
      expect(builtIn.status).toBe(400);
      expect(builtIn.body.code).toBe('BUILT_IN_SYMBOL');
      expect(builtIn.body.fieldErrors?.symbol).toEqual([
        'Este símbolo é de um ativo padrão. Escolha outro símbolo.',
      ]);
    }
    expect(
      (await client.json<{ instruments: InstrumentDto[] }>('/api/instruments')).body.instruments,
    ).toHaveLength(BUILT_IN_INSTRUMENTS.length);
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
    const zero = await client.json<Fail>('/api/instruments', { json: { ...petr, tickValue: '0,00' } });
    expect(zero.status).toBe(400);
    expect(zero.body.fieldErrors?.tickValue?.[0]).toMatch(/maior que zero/);
    const huge = await client.json<Fail>('/api/instruments', {
      json: { ...petr, ticksPerPoint: '12345678901234' },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors?.ticksPerPoint?.[0]).toMatch(/até 12 dígitos/);
    const dup = { ...petr, symbol: 'VALE3' };
    expect((await client.json('/api/instruments', { json: dup })).status).toBe(201);
    const again = await client.json<Fail>('/api/instruments', { json: dup });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors?.symbol).toEqual(['Você já cadastrou um ativo com este símbolo']);
  });

  it('edits the user’s own (trades keep their point value) and deletes it only when no trade uses it', async () => {
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
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('BUILT_IN_SYMBOL');
    expect((await client.json<TradeDto>(`/api/trades/${trade.body.id}`)).body.pnl).toBe('100.00');
    // A new trade uses the new point value.
    const next = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: 'petr4', contracts: 100, entry: '30', exit: '31' }),
    });
    expect(next.body.pnl).toBe('200.00');

    // In use: neither deleted nor renamed (its trades are written with the symbol).
    const busy = await client.json<Fail & { tradeCount: number }>(url, { method: 'DELETE' });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'INSTRUMENT_IN_USE', tradeCount: 2 });
    expect(busy.body.message).toBe(
      'Este ativo é usado em 2 trades. Exclua esses trades antes de excluir o ativo.',
    );
    const moved = await client.json<Fail>(url, { method: 'PATCH', json: { symbol: 'PETR3' } });
    expect(moved.status).toBe(409);
    expect(moved.body.fieldErrors?.symbol?.[0]).toMatch(/não pode mudar/);
    const sameSymbol = await client.json<InstrumentDto>(url, {
      method: 'PATCH',
      json: { symbol: 'PETR4', name: 'Petrobras' },
    });
    expect(sameSymbol.body).toMatchObject({ symbol: 'PETR4', name: 'Petrobras' });

    await client.json('/api/trades/bulk-delete', { json: { ids: [trade.body.id, next.body.id] } });
    expect((await client.json(url, { method: 'DELETE' })).status).toBe(200);
    expect((await client.json(url, { method: 'DELETE' })).status).toBe(404);
    expect((await client.json('/api/instruments/nao-existe', { method: 'DELETE' })).status).toBe(404);
    const list = await client.json<{ instruments: InstrumentDto[] }>('/api/instruments');
    expect(list.body.instruments.some((i) => i.symbol === 'PETR4')).toBe(false);
  });

  it('moves the default cost along a renamed instrument and forgets it with a deleted one', async () => {
    const { client } = await allowedCaller(t);
    const created = await client.json<InstrumentDto>('/api/instruments', {
      json: { ...petr, symbol: 'BOVA11' },
    });
    await client.json('/api/trading-settings', {
      method: 'PATCH',
      json: { costsPerContract: { BOVA11: '0.10', WIN: '0.25' } },
    });
    const url = `/api/instruments/${created.body.id}`;
    expect(
      (await client.json<InstrumentDto>(url, { method: 'PATCH', json: { symbol: 'ivvb11' } })).body.symbol,
    ).toBe('IVVB11');
    const moved = await client.json<TradingSettings>('/api/trading-settings');
    expect(moved.body.costsPerContract).toEqual({ IVVB11: '0.10', WIN: '0.25' });
    const trade = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: 'IVVB11', contracts: 10, entry: '300', exit: '301' }),
    });
    expect(trade.body).toMatchObject({ costs: '1.00', pnl: '9.00' });
    await client.json(`/api/trades/${trade.body.id}`, { method: 'DELETE' });
    expect((await client.json(url, { method: 'DELETE' })).status).toBe(200);
    const after = await client.json<TradingSettings>('/api/trading-settings');
    expect(after.body.costsPerContract).toEqual({ WIN: '0.25' });
  });
});
