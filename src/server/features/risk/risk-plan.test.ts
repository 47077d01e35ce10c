import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskPlanDto, TodayDto } from '@/shared/risk/contract';
import type { AccountDto } from '@/shared/trading/api-contract';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { allowedCaller } from '../trades/test-callers';
import { NOON, defaultAccount, putPlan } from './risk.testkit';

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: NOON });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

describe('GET/PUT /api/risk/plan', () => {
  it('answers the defaults on first read (the default account, capital 0: 1R cannot be resolved)', async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<RiskPlanDto>('/api/risk/plan');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      accountId: (await defaultAccount(client)).id,
      currency: 'BRL',
      capital: '0.00',
      riskMode: 'percent',
      riskValue: '1',
      dailyLossMode: 'r',
      dailyLossValue: '3',
      dailyGainLock: null,
      maxTradesPerDay: 5,
      stopAfterLosses: 3,
      cooldownMinutes: 15,
      maxContracts: {},
      riskMoney: '0.00',
      dailyLossMoney: '0.00',
    });
  });

  it('resolves a % risk from the starting capital, and money as typed in pt-BR', async () => {
    const { client } = await allowedCaller(t);
    const account = await defaultAccount(client);
    await client.json(`/api/accounts/${account.id}`, {
      method: 'PATCH',
      json: { startingCapital: '10.000,00' },
    });
    const percent = await putPlan(client, {
      riskMode: 'percent',
      riskValue: '1,5',
      dailyLossMode: 'r',
      dailyLossValue: '3',
      dailyGainLock: '500',
    });
    expect(percent).toMatchObject({
      riskValue: '1.5',
      riskMoney: '150.00',
      dailyLossMoney: '450.00',
      dailyGainLock: '500',
    });
    const money = await putPlan(client, {
      riskValue: '150,50',
      dailyLossValue: '1.000',
      maxContracts: { win: 4 },
    });
    expect(money).toMatchObject({
      riskMode: 'money',
      riskMoney: '150.50',
      dailyLossMoney: '1000.00',
      dailyGainLock: null,
      maxContracts: { WIN: 4 },
    });
    // Read back as saved.
    expect((await client.json<RiskPlanDto>('/api/risk/plan')).body).toEqual(money);
  });

  it('refuses bad values with a Portuguese message on each field', async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<Fail>('/api/risk/plan', {
      method: 'PUT',
      json: {
        riskMode: 'percent',
        riskValue: '0',
        dailyLossMode: 'r',
        dailyLossValue: 'abc',
        dailyGainLock: '-5',
        maxTradesPerDay: 0,
        stopAfterLosses: 21,
        cooldownMinutes: 601,
        maxContracts: { 'W!N': 0 },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
    expect(res.body.fieldErrors).toMatchObject({
      riskValue: ['Informe um risco por trade maior que zero'],
      dailyLossValue: ['Informe um limite de perda diária maior que zero'],
      maxTradesPerDay: ['Informe de 1 a 100 trades por dia'],
      stopAfterLosses: ['Informe de 1 a 20 perdas seguidas'],
      cooldownMinutes: ['Informe de 0 a 600 minutos'],
    });
    expect(res.body.fieldErrors?.dailyGainLock?.join()).toMatch(/meta de ganho maior que zero/);
    expect(Object.keys(res.body.fieldErrors ?? {}).some((k) => k.startsWith('maxContracts'))).toBe(true);
    // Nothing was stored.
    expect((await client.json<RiskPlanDto>('/api/risk/plan')).body.maxTradesPerDay).toBe(5);
  });

  it('keeps one plan per account', async () => {
    const { client } = await allowedCaller(t);
    const other = (
      await client.json<AccountDto>('/api/accounts', {
        json: { name: 'Conta USD', currency: 'USD', startingCapital: '25000' },
      })
    ).body;
    await putPlan(client, { maxTradesPerDay: 9 }, other.id);
    expect((await client.json<RiskPlanDto>(`/api/risk/plan?accountId=${other.id}`)).body).toMatchObject({
      accountId: other.id,
      currency: 'USD',
      capital: '25000.00',
      maxTradesPerDay: 9,
    });
    expect((await client.json<RiskPlanDto>('/api/risk/plan')).body.maxTradesPerDay).toBe(5);
  });
});

describe('isolation', () => {
  it.each(['a→b', 'b→a'])('%s: one user can neither read nor change the other’s plan or day', async (dir) => {
    const first = await allowedCaller(t);
    const second = await allowedCaller(t);
    const [me, them] = dir === 'a→b' ? [first, second] : [second, first];
    const theirs = await defaultAccount(them.client);
    await putPlan(them.client, { maxTradesPerDay: 7 });
    for (const path of [`/api/risk/plan?accountId=${theirs.id}`, `/api/risk/today?accountId=${theirs.id}`]) {
      const read = await me.client.json<Fail>(path);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada' });
    }
    const write = await me.client.json<Fail>(`/api/risk/plan?accountId=${theirs.id}`, {
      method: 'PUT',
      json: {
        riskMode: 'money',
        riskValue: '1',
        dailyLossMode: 'money',
        dailyLossValue: '1',
        maxTradesPerDay: 1,
        stopAfterLosses: 1,
        cooldownMinutes: 0,
      },
    });
    expect(write.status).toBe(404);
    expect((await them.client.json<RiskPlanDto>('/api/risk/plan')).body.maxTradesPerDay).toBe(7);
    // Their own plan is untouched by all that, and unknown or malformed ids are the same 404.
    expect((await me.client.json<RiskPlanDto>('/api/risk/plan')).body.maxTradesPerDay).toBe(5);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nada'])
      expect((await me.client.json<TodayDto>(`/api/risk/today?accountId=${id}`)).status).toBe(404);
  });
});
