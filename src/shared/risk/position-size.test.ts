import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../trading/decimal';
import { findInstrument, pointValue } from '../trading/instruments';
import { positionSize, PositionSizeError, riskMoneyOf } from './position-size';

/** Money per point read from the instrument register (tick value × ticks per point), as the calculator does. */
const pointOf = (symbol: string): string => {
  const instrument = findInstrument(symbol);
  if (!instrument) throw new Error(`no instrument ${symbol}`);
  return pointValue(instrument).toString();
};

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof PositionSizeError) return { field: error.field, code: error.code };
    throw error;
  }
  throw new Error('accepted');
};

describe('positionSize: the worked cases of the spec', () => {
  it('R$ 10.000, 1 %, WIN (R$ 0,20/pt), stop 150 pts, cost R$ 0,50 → 3 contracts, R$ 91,50', () => {
    expect(pointOf('WIN')).toBe('0.2');
    const riskMoney = riskMoneyOf('percent', '1', '10000');
    expect(riskMoney).toBe('100.00');
    const result = positionSize({
      riskMoney,
      stopPoints: '150',
      pointValue: pointOf('WIN'),
      costPerContract: '0.50',
      capital: '10000',
    });
    expect(result).toMatchObject({
      contracts: 3,
      realRisk: '91.50',
      realRiskPercent: '0.92',
      perContract: '30.50',
    });
  });

  it('WDO (R$ 10/pt), stop 5 pts, risk R$ 300, no cost → 6 contracts', () => {
    expect(pointOf('WDO')).toBe('10');
    const result = positionSize({
      riskMoney: riskMoneyOf('money', '300', '0'),
      stopPoints: '5',
      pointValue: pointOf('WDO'),
      costPerContract: '0',
    });
    expect(result).toMatchObject({ contracts: 6, realRisk: '300.00', perContract: '50.00' });
    // No capital given: no percentage to show.
    expect(result.realRiskPercent).toBeNull();
  });

  it('NQ ($ 20/pt), stop 10 pts, risk $ 500 → 2 contracts ($ 400 at risk)', () => {
    expect(pointOf('NQ')).toBe('20');
    const result = positionSize({
      riskMoney: '500',
      stopPoints: '10',
      pointValue: pointOf('NQ'),
      costPerContract: '0',
      capital: '50000',
    });
    expect(result).toMatchObject({ contracts: 2, realRisk: '400.00', realRiskPercent: '0.80' });
  });

  it('ES ($ 50/pt), stop 4,25 pts, risk $ 1.000, cost $ 4,50 → 4 contracts ($ 868 at risk)', () => {
    expect(pointOf('ES')).toBe('50');
    // 4.25 × 50 + 4.50 = 217 per contract; 1000 ÷ 217 = 4.6 → 4.
    const result = positionSize({
      riskMoney: '1000',
      stopPoints: '4.25',
      pointValue: pointOf('ES'),
      costPerContract: '4.50',
    });
    expect(result).toMatchObject({ contracts: 4, realRisk: '868.00', perContract: '217.00' });
  });
});

describe('positionSize: edges', () => {
  it('a stop too wide for one contract → 0 contracts, nothing at risk, the per-contract risk to say why', () => {
    // WIN, stop 600 pts = R$ 120 + R$ 0,50 > R$ 100.
    const result = positionSize({
      riskMoney: '100',
      stopPoints: '600',
      pointValue: '0.2',
      costPerContract: '0.50',
      capital: '10000',
    });
    expect(result).toMatchObject({
      contracts: 0,
      realRisk: '0.00',
      realRiskPercent: '0.00',
      perContract: '120.50',
    });
  });

  it('a risk that is exactly a multiple of the per-contract risk uses it whole (no float shaving)', () => {
    // 0.1 + 0.2 style trap: 3 × 30.50 = 91.50 exactly; with floats 91.5 / 30.5 is fine but 0.3 / 0.1 is 2.999….
    expect(
      positionSize({ riskMoney: '0.3', stopPoints: '1', pointValue: '0.1', costPerContract: '0' }).contracts,
    ).toBe(3);
    expect(
      positionSize({ riskMoney: '91.50', stopPoints: '150', pointValue: '0.2', costPerContract: '0.50' })
        .contracts,
    ).toBe(3);
  });

  it('targets: 1R/2R/3R in points = 1, 2, 3 × the stop; prices above the entry for compra, below for venda', () => {
    const base = { riskMoney: '100', stopPoints: '150', pointValue: '0.2', costPerContract: '0.50' };
    expect(positionSize({ ...base, entry: '125000', side: 'compra' }).targets).toEqual([
      { r: 1, points: '150', price: '125150' },
      { r: 2, points: '300', price: '125300' },
      { r: 3, points: '450', price: '125450' },
    ]);
    expect(positionSize({ ...base, entry: '125000', side: 'venda' }).targets).toEqual([
      { r: 1, points: '150', price: '124850' },
      { r: 2, points: '300', price: '124700' },
      { r: 3, points: '450', price: '124550' },
    ]);
    // WDO in half points and decimals stay exact.
    expect(
      positionSize({ ...base, stopPoints: '5.5', pointValue: '10', entry: '5432.5', side: 'venda' }).targets,
    ).toEqual([
      { r: 1, points: '5.5', price: '5427' },
      { r: 2, points: '11', price: '5421.5' },
      { r: 3, points: '16.5', price: '5416' },
    ]);
  });

  it('targets have no price without an entry or a side, nor when a venda target would fall to zero or below', () => {
    const base = { riskMoney: '100', stopPoints: '10', pointValue: '1', costPerContract: '0' };
    expect(positionSize(base).targets.map((t) => t.price)).toEqual([null, null, null]);
    expect(positionSize({ ...base, entry: '100' }).targets.map((t) => t.price)).toEqual([null, null, null]);
    expect(positionSize({ ...base, entry: '25', side: 'venda' }).targets.map((t) => t.price)).toEqual([
      '15',
      '5',
      null,
    ]);
  });

  it('refuses a stop ≤ 0, a risk ≤ 0, a point value ≤ 0, a negative cost, an entry ≤ 0 and non-numbers', () => {
    const base = { riskMoney: '100', stopPoints: '150', pointValue: '0.2', costPerContract: '0.50' };
    expect(refused(() => positionSize({ ...base, stopPoints: '0' }))).toEqual({
      field: 'stopPoints',
      code: 'not-positive',
    });
    expect(refused(() => positionSize({ ...base, stopPoints: '-5' }))).toEqual({
      field: 'stopPoints',
      code: 'not-positive',
    });
    expect(refused(() => positionSize({ ...base, riskMoney: '0' }))).toEqual({
      field: 'riskMoney',
      code: 'not-positive',
    });
    expect(refused(() => positionSize({ ...base, pointValue: '0' }))).toEqual({
      field: 'pointValue',
      code: 'not-positive',
    });
    expect(refused(() => positionSize({ ...base, costPerContract: '-0.01' }))).toEqual({
      field: 'costPerContract',
      code: 'negative',
    });
    expect(refused(() => positionSize({ ...base, entry: '0', side: 'compra' }))).toEqual({
      field: 'entry',
      code: 'not-positive',
    });
    // Plain decimal text only: pt-BR text is read by the shared parser before it gets here.
    expect(refused(() => positionSize({ ...base, stopPoints: '1,5' }))).toEqual({
      field: 'stopPoints',
      code: 'not-a-number',
    });
  });

  it('a capital of zero gives no percentage rather than a division by zero', () => {
    const result = positionSize({
      riskMoney: '100',
      stopPoints: '10',
      pointValue: '1',
      costPerContract: '0',
      capital: '0',
    });
    expect(result.realRiskPercent).toBeNull();
  });

  it('never risks more than asked, and one more contract would (property, exact)', () => {
    const cents = (max: number) => fc.integer({ min: 1, max }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(
        cents(10_000_000),
        cents(100_000),
        cents(10_000),
        cents(1_000),
        (risk, stop, point, cost) => {
          const r = positionSize({
            riskMoney: risk,
            stopPoints: stop,
            pointValue: point,
            costPerContract: cost,
          });
          const per = toDecimal(stop).mul(point).add(cost);
          expect(toDecimal(r.realRisk).cmp(risk)).toBeLessThanOrEqual(0);
          expect(per.mul(r.contracts + 1).cmp(risk)).toBe(1);
        },
      ),
    );
  });
});

describe('riskMoneyOf', () => {
  it('a % of the capital, to the cent, or the money itself', () => {
    expect(riskMoneyOf('percent', '1', '10000')).toBe('100.00');
    expect(riskMoneyOf('percent', '1.5', '12345.67')).toBe('185.19'); // 185.18505 rounds half up
    expect(riskMoneyOf('percent', '0.25', '50000')).toBe('125.00');
    expect(riskMoneyOf('money', '300', '0')).toBe('300.00');
    expect(riskMoneyOf('money', '91.5', '10000')).toBe('91.50');
  });

  it('refuses a value ≤ 0 and a % of no capital', () => {
    expect(refused(() => riskMoneyOf('money', '0', '10000'))).toEqual({
      field: 'riskMoney',
      code: 'not-positive',
    });
    expect(refused(() => riskMoneyOf('percent', '1', '0'))).toEqual({
      field: 'capital',
      code: 'not-positive',
    });
  });
});
