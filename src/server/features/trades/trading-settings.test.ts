import { beforeAll, describe, expect, it } from 'vitest';
import type { TradingSettings } from '@/shared/trading/api-contract';
import { allowedCaller, tradesTestApp, type TestApp } from './test-callers';

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
  });
});
