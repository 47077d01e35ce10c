import { describe, expect, it } from 'vitest';
import type { RiskPlanDto } from '@/shared/risk/contract';
import { formToBody, planFormSchema, planPreview, planToForm, type PlanFormValues } from './plan-form';

const plan: RiskPlanDto = {
  accountId: 'acc-1',
  currency: 'BRL',
  capital: '10000.00',
  riskMode: 'percent',
  riskValue: '1',
  dailyLossMode: 'r',
  dailyLossValue: '3',
  dailyGainLock: null,
  maxTradesPerDay: 5,
  stopAfterLosses: 3,
  cooldownMinutes: 15,
  maxContracts: { WIN: 10, DOL: 2 },
  requireStop: true,
  confirmed: true,
  riskMoney: '100.00',
  dailyLossMoney: '300.00',
};

const values = (patch: Partial<PlanFormValues> = {}): PlanFormValues => ({ ...planToForm(plan), ...patch });
const messages = (v: PlanFormValues) => {
  const result = planFormSchema.safeParse(v);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the plan form', () => {
  it('shows the saved plan as typed in pt-BR and sends it back as typed', () => {
    const form = values();
    expect(form).toMatchObject({ riskValue: '1', dailyGainLock: '', maxTradesPerDay: '5' });
    expect(form.maxContracts).toEqual([
      { symbol: 'DOL', contracts: '2' },
      { symbol: 'WIN', contracts: '10' },
    ]);
    const body = formToBody({ ...form, riskMode: 'money', riskValue: ' 1.000,50 ', dailyGainLock: '' });
    expect(body).toMatchObject({ riskMode: 'money', riskValue: '1.000,50', dailyGainLock: null });
    expect(body.maxContracts).toEqual({ DOL: '2', WIN: '10' });
  });

  it('checks with the shared schema: pt-BR numbers, whole counts, one cap per instrument', () => {
    expect(messages(values({ riskValue: '1.000,50', riskMode: 'money' }))).toEqual({});
    expect(messages(values({ riskValue: '0' }))).toHaveProperty('riskValue');
    expect(messages(values({ maxTradesPerDay: '2,5' }))).toHaveProperty('maxTradesPerDay');
    expect(messages(values({ dailyGainLock: 'abc' }))).toHaveProperty('dailyGainLock');
    const rows = messages(
      values({
        maxContracts: [
          { symbol: 'WIN', contracts: '3' },
          { symbol: 'win', contracts: '0' },
          { symbol: '', contracts: '1' },
        ],
      }),
    );
    expect(rows['maxContracts.1.symbol']).toBe('Este ativo já tem um limite');
    expect(rows['maxContracts.1.contracts']).toBe('Informe de 1 a 10.000 contratos');
    expect(rows['maxContracts.2.symbol']).toBe('Escolha um ativo');
  });

  it('previews 1R and the daily loss in money from the capital', () => {
    const p = planPreview(
      { riskMode: 'percent', riskValue: '1', dailyLossMode: 'r', dailyLossValue: '3' },
      '10000',
    );
    expect(p.riskMoney?.toFixed(2)).toBe('100.00');
    expect(p.dailyLossMoney?.toFixed(2)).toBe('300.00');
    expect(p.warn).toBe(false);
    const money = planPreview(
      { riskMode: 'money', riskValue: '100', dailyLossMode: 'money', dailyLossValue: '1.500' },
      '10000.00',
    );
    expect(money.riskPercent?.toString()).toBe('1');
    expect(money.dailyLossMoney?.toFixed(2)).toBe('1500.00');
  });

  it('warns above 2% of the capital, in % or in money, and previews nothing for what is not a number', () => {
    const base = { dailyLossMode: 'r', dailyLossValue: '3' } as const;
    expect(planPreview({ ...base, riskMode: 'percent', riskValue: '2' }, '10000').warn).toBe(false);
    expect(planPreview({ ...base, riskMode: 'percent', riskValue: '2,5' }, '10000').warn).toBe(true);
    expect(planPreview({ ...base, riskMode: 'money', riskValue: '250' }, '10000').warn).toBe(true);
    const empty = planPreview({ ...base, riskMode: 'percent', riskValue: '' }, '10000');
    expect(empty).toMatchObject({ riskMoney: null, dailyLossMoney: null, warn: false });
    // Without a capital a % risk has no money value (and no warning in money).
    expect(planPreview({ ...base, riskMode: 'money', riskValue: '250' }, '0').warn).toBe(false);
  });
});
