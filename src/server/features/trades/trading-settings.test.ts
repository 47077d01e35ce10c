import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeDto, TradingSettings } from '@/shared/trading/api-contract';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from './test-callers';

let t: TestApp;
beforeAll(async () => {
  t = await tradesTestApp();
});

type Fail = { code: string; fieldErrors?: Record<string, string[]> };

describe('/api/trading-settings', () => {
  it('answers the defaults, then keeps each patched field and only that field', async () => {
    const { client } = await allowedCaller(t);
    const initial = await client.json<TradingSettings>('/api/trading-settings');
    expect(initial.body).toEqual({
      timezone: 'America/Sao_Paulo',
      breakevenTolerance: '0.00',
      costsPerContract: {},
    });
    const costs = await client.json<TradingSettings>('/api/trading-settings', {
      method: 'PATCH',
      json: { costsPerContract: { win: '0,5', NQ: '4.1' } },
    });
    expect(costs.body.costsPerContract).toEqual({ WIN: '0.50', NQ: '4.10' });
    const tz = await client.json<TradingSettings>('/api/trading-settings', {
      method: 'PATCH',
      json: { timezone: 'America/New_York', breakevenTolerance: '5' },
    });
    expect(tz.body).toEqual({
      timezone: 'America/New_York',
      breakevenTolerance: '5.00',
      costsPerContract: { WIN: '0.50', NQ: '4.10' },
    });
    // Another user's settings are untouched.
    const other = (await allowedCaller(t)).client;
    expect((await other.json<TradingSettings>('/api/trading-settings')).body.timezone).toBe(
      'America/Sao_Paulo',
    );
  });

  it('refuses an unknown zone and negative amounts with field messages', async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<Fail>('/api/trading-settings', {
      method: 'PATCH',
      json: { timezone: 'Lua/Base', breakevenTolerance: '-1', costsPerContract: { WIN: '-2' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      timezone: ['Informe um fuso horário válido'],
      breakevenTolerance: ['Informe uma tolerância válida'],
      'costsPerContract.WIN': ['Custos devem ser zero ou um valor positivo'],
    });
    expect((await client.json<TradingSettings>('/api/trading-settings')).body.timezone).toBe(
      'America/Sao_Paulo',
    );
    // Past numeric(18,2): a field error, not a database error.
    const huge = await client.json<Fail>('/api/trading-settings', {
      method: 'PATCH',
      json: { breakevenTolerance: '12345678901234567', costsPerContract: { WIN: '99999999999999999' } },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors).toMatchObject({
      breakevenTolerance: ['Informe uma tolerância válida'],
      'costsPerContract.WIN': ['Custos devem ser zero ou um valor positivo'],
    });
  });

  it('replaces the costs map as a whole (a cleared cost is gone) and new trades default to it', async () => {
    const { client } = await allowedCaller(t);
    await client.json('/api/trading-settings', {
      method: 'PATCH',
      json: { costsPerContract: { WIN: '0,50', WDO: '1.2' } },
    });
    const cleared = await client.json<TradingSettings>('/api/trading-settings', {
      method: 'PATCH',
      json: { costsPerContract: { WIN: '0,25' } },
    });
    expect(cleared.body.costsPerContract).toEqual({ WIN: '0.25' });
    const blank = await client.json<TradeDto>('/api/trades', { json: tradeBody({ contracts: 4 }) });
    // (125100 − 125000) × 4 × 0.2 − 4 × 0.25
    expect(blank.body).toMatchObject({ costs: '1.00', pnl: '79.00' });
    const given = await client.json<TradeDto>('/api/trades', { json: tradeBody({ costs: '0' }) });
    expect(given.body).toMatchObject({ costs: '0.00', pnl: '20.00' });
    const noCost = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: 'WDO', entry: '5000', exit: '5001' }),
    });
    expect(noCost.body).toMatchObject({ costs: '0.00', pnl: '10.00' });
  });
});
