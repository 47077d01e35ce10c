import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format';
import { riskCalculatorText } from '@/shared/i18n/risk-calculator';
import type { RiskPlanDto } from '@/shared/risk/contract';
import type { AccountDto, InstrumentDto } from '@/shared/trading/api-contract';
import { BUILT_IN_INSTRUMENTS, pointValue } from '@/shared/trading/instruments';
import {
  type CalculatorValues,
  convertRisk,
  evaluate,
  initialValues,
  matchInstrument,
  overPlanMax,
  stopDistance,
} from './calculator-model';

const E = riskCalculatorText.errors;

// The register as GET /api/instruments answers it for a user without instruments of their own.
const instruments: InstrumentDto[] = BUILT_IN_INSTRUMENTS.map((i) => ({
  id: null,
  symbol: i.symbol,
  name: i.name,
  tickValue: i.tickValue,
  ticksPerPoint: i.ticksPerPoint,
  pointValue: pointValue(i).toString(),
  currency: i.currency,
  builtIn: true,
}));
const bySymbol = (s: string) => instruments.find((i) => i.symbol === s);

const account: AccountDto = {
  id: 'a1',
  name: 'Conta principal',
  broker: null,
  currency: 'BRL',
  startingCapital: '10000.00',
  isDefault: true,
  tradeCount: 0,
};

const values = (over: Partial<CalculatorValues> = {}): CalculatorValues => ({
  riskMode: 'percent',
  riskValue: '1',
  capital: '10.000,00',
  instrument: 'WIN',
  stopPoints: '150',
  cost: '0,50',
  entry: '',
  side: 'compra',
  ...over,
});

describe('evaluate: what the calculator shows as the trader types (pt-BR)', () => {
  it('R$ 10.000, 1 %, WIN, stop 150, cost 0,50 → 3 contracts, R$ 91,50 (0,92 % of the capital)', () => {
    const outcome = evaluate(values(), bySymbol('WIN'));
    expect(outcome.kind).toBe('ready');
    if (outcome.kind !== 'ready') return;
    expect(outcome.riskMoney).toBe('100.00');
    expect(outcome.result).toMatchObject({ contracts: 3, realRisk: '91.50', realRiskPercent: '0.92' });
    expect(formatMoney(outcome.result.realRisk, 'BRL')).toBe('R$\u00a091,50');
  });

  it('NQ in dollars: risk US$ 500, stop 10 → 2 contracts, shown as US$ 400,00', () => {
    const outcome = evaluate(
      values({ riskMode: 'money', riskValue: '500', instrument: 'NQ', stopPoints: '10', cost: '' }),
      bySymbol('NQ'),
    );
    if (outcome.kind !== 'ready') throw new Error(outcome.kind);
    expect(outcome.result.contracts).toBe(2);
    expect(formatMoney(outcome.result.realRisk, 'USD')).toBe('US$\u00a0400,00');
    expect(formatMoney(outcome.result.perContract, 'USD')).toBe('US$\u00a0200,00');
  });

  it('reads pt-BR thousands and decimal commas: risk R$ 1.000, stop 5,5 on WDO, entry 5.432,5 venda', () => {
    const outcome = evaluate(
      values({
        riskMode: 'money',
        riskValue: '1.000',
        instrument: 'WDO',
        stopPoints: '5,5',
        cost: '0',
        entry: '5.432,5',
        side: 'venda',
      }),
      bySymbol('WDO'),
    );
    if (outcome.kind !== 'ready') throw new Error(outcome.kind);
    expect(outcome.result.contracts).toBe(18); // 1000 ÷ 55
    expect(outcome.result.targets.map((t) => t.price)).toEqual(['5427', '5421.5', '5416']);
  });

  it('blank required fields wait without a message; wrong ones say what is wrong', () => {
    expect(evaluate(values({ stopPoints: '' }), bySymbol('WIN'))).toEqual({ kind: 'pending', errors: {} });
    expect(evaluate(values({ stopPoints: '0' }), bySymbol('WIN')).errors).toEqual({ stopPoints: E.stop });
    expect(evaluate(values({ stopPoints: 'abc' }), bySymbol('WIN')).errors).toEqual({
      stopPoints: E.notNumber,
    });
    expect(evaluate(values({ cost: '-1' }), bySymbol('WIN')).errors).toEqual({ cost: E.cost });
    expect(evaluate(values({ riskValue: '0' }), bySymbol('WIN')).errors).toEqual({ riskValue: E.risk });
    expect(evaluate(values({ entry: '-5' }), bySymbol('WIN')).errors).toEqual({ entry: E.entry });
    // A % of no capital cannot be sized; a money risk can (just without the %).
    expect(evaluate(values({ capital: '0' }), bySymbol('WIN')).errors).toEqual({ capital: E.capital });
    const money = evaluate(values({ capital: '', riskMode: 'money', riskValue: '100' }), bySymbol('WIN'));
    expect(money.kind === 'ready' && money.result.realRiskPercent).toBeNull();
    expect(evaluate(values(), undefined).errors).toEqual({ instrument: E.instrument });
    const free: InstrumentDto = {
      ...(bySymbol('WIN') as InstrumentDto),
      symbol: 'XYZ',
      tickValue: '0',
      pointValue: '0',
    };
    expect(evaluate(values({ instrument: 'XYZ' }), free).errors).toEqual({ instrument: E.pointValue });
  });

  it('a stop too wide for one contract is a result (0 contracts), not an error', () => {
    const outcome = evaluate(values({ stopPoints: '600' }), bySymbol('WIN'));
    expect(outcome.kind === 'ready' && outcome.result).toMatchObject({ contracts: 0, perContract: '120.50' });
  });
});

describe('initial values and helpers', () => {
  const plan = {
    accountId: 'a1',
    currency: 'BRL',
    capital: '20000.00',
    riskMode: 'money',
    riskValue: '150',
  } as RiskPlanDto;

  it('start from the plan (risk and capital), the instrument named by the trade and its default cost', () => {
    expect(
      initialValues({
        plan,
        account,
        instruments,
        defaults: { instrument: 'wdoz25', side: 'venda', entry: '5.432,5', stopPoints: '5' },
        costsPerContract: { WDO: '1.20' },
      }),
    ).toEqual({
      riskMode: 'money',
      riskValue: '150',
      capital: '20000,00',
      instrument: 'WDO',
      stopPoints: '5',
      cost: '1,20',
      entry: '5.432,5',
      side: 'venda',
    });
  });

  it('without a plan: 1 % of the account starting capital, the first instrument, compra, no cost', () => {
    expect(initialValues({ account, instruments, defaults: { side: '' } })).toMatchObject({
      riskMode: 'percent',
      riskValue: '1',
      capital: '10000,00',
      instrument: 'WIN',
      cost: '0',
      side: 'compra',
    });
  });

  it('an account without a starting capital (new accounts have 0) starts in money, with the risk to type', () => {
    const fresh = { ...account, startingCapital: '0.00' };
    expect(initialValues({ account: fresh, instruments })).toMatchObject({
      riskMode: 'money',
      riskValue: '',
      capital: '',
    });
    // A plan in money keeps its value.
    expect(initialValues({ plan: { ...plan, capital: '0.00' }, account: fresh, instruments })).toMatchObject({
      riskMode: 'money',
      riskValue: '150',
    });
  });

  it("warns above the plan's maximum contracts for the instrument (never caps)", () => {
    const withMax = { ...plan, maxContracts: { WIN: 5 } };
    expect(overPlanMax(withMax, 'WIN', 6)).toBe(5);
    expect(overPlanMax(withMax, 'WIN', 5)).toBeNull();
    expect(overPlanMax(withMax, 'WDO', 50)).toBeNull();
    expect(overPlanMax(undefined, 'WIN', 50)).toBeNull();
  });

  it('switching R$ ⇄ % keeps the amount', () => {
    expect(convertRisk(values({ riskValue: '1' }), 'money')).toBe('100,00');
    expect(convertRisk(values({ riskMode: 'money', riskValue: '250' }), 'percent')).toBe('2,5');
    expect(convertRisk(values({ riskValue: '' }), 'money')).toBe('');
  });

  it('the stop distance from the trade form prices, and the instrument from a contract code', () => {
    expect(stopDistance('125.000', '124.850')).toBe('150');
    expect(stopDistance('5432,5', '5437')).toBe('4,5');
    expect(stopDistance('125.000', '')).toBe('');
    expect(stopDistance('100', '100')).toBe('');
    expect(matchInstrument('WINZ25', instruments)?.symbol).toBe('WIN');
    expect(matchInstrument('ABEV3', instruments)).toBeUndefined();
  });
});
