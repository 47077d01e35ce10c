import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';
import { findInstrument, pointValue } from './instruments';
import { type Side, grossPnl, tradePnl, tradePnlText, tradePoints } from './pnl';

const pv = (symbol: string) => {
  const i = findInstrument(symbol);
  if (!i) throw new Error(`missing ${symbol}`);
  return pointValue(i);
};

describe('tradePnl for every built-in instrument, both ways (hand-computed)', () => {
  it.each<[string, Side, number, string, string, string]>([
    // symbol, side, contracts, entry, exit, expected P&L in the instrument's currency
    ['WIN', 'compra', 1, '125000', '125100', '20.00'], // 100 pts × R$0.20 (worked example)
    ['WIN', 'venda', 3, '125100', '124850', '150.00'], // 250 × 3 × 0.20
    ['IND', 'compra', 2, '125000', '124500', '-1000.00'], // −500 × 2 × R$1
    ['IND', 'venda', 1, '130000', '129750', '250.00'],
    ['WDO', 'compra', 5, '5432.5', '5440', '375.00'], // 7.5 × 5 × R$10
    ['WDO', 'venda', 2, '5432.5', '5435', '-50.00'], // −2.5 × 2 × 10
    ['DOL', 'compra', 1, '5400', '5401.5', '75.00'], // 1.5 × R$50
    ['DOL', 'venda', 1, '5400', '5390.5', '475.00'], // 9.5 × 50
    ['ES', 'compra', 1, '5000.25', '5010.75', '525.00'], // 10.5 × $50
    ['ES', 'venda', 3, '5000', '5002.25', '-337.50'], // −2.25 × 3 × 50
    ['NQ', 'venda', 2, '18000', '17990', '400.00'], // 10 × 2 × $20 (worked example)
    ['NQ', 'compra', 1, '18000.25', '17995.5', '-95.00'], // −4.75 × 20
    ['MES', 'compra', 10, '5000', '5001.25', '62.50'], // 1.25 × 10 × $5
    ['MES', 'venda', 1, '5000', '5000.75', '-3.75'],
    ['MNQ', 'compra', 3, '20000', '20012.75', '76.50'], // 12.75 × 3 × $2
    ['MNQ', 'venda', 5, '20000', '19999.25', '7.50'],
    ['CL', 'compra', 1, '75.12', '75.47', '350.00'], // 0.35 × $1,000
    ['CL', 'venda', 2, '75.12', '75.20', '-160.00'], // −0.08 × 2 × 1000
    ['GC', 'compra', 1, '2350.1', '2352.7', '260.00'], // 2.6 × $100
    ['GC', 'venda', 1, '2350', '2340.3', '970.00'], // 9.7 × 100
  ])('%s %s %i × %s → %s = %s', (symbol, side, contracts, entry, exit, expected) => {
    expect(tradePnl({ side, contracts, entry, exit, pointValue: pv(symbol) }).toFixed(2)).toBe(expected);
  });
});

describe('tradePnl details', () => {
  it('subtracts costs', () => {
    const base = {
      side: 'compra' as const,
      contracts: 1,
      entry: '125000',
      exit: '125100',
      pointValue: pv('WIN'),
    };
    expect(tradePnl({ ...base, costs: '0.50' }).toFixed(2)).toBe('19.50');
    expect(tradePnl({ ...base, costs: 0 }).toFixed(2)).toBe('20.00');
  });

  it('rounds to cents once, at the end, half away from zero', () => {
    // 20 − 0.3333 = 19.6667 → 19.67
    const win = { contracts: 1, entry: '125000', exit: '125100', pointValue: pv('WIN') };
    expect(tradePnl({ ...win, side: 'compra', costs: '0.3333' }).toFixed(2)).toBe('19.67');
    // Two costs of 0.004 each: rounding each first would lose them; rounding once gives 19.99.
    expect(tradePnl({ ...win, side: 'compra', costs: '0.008' }).toFixed(2)).toBe('19.99');
    const half = { contracts: 1, entry: '0', exit: '0.005', pointValue: 1 };
    expect(tradePnl({ ...half, side: 'compra' }).toFixed(2)).toBe('0.01');
    expect(tradePnl({ ...half, side: 'venda' }).toFixed(2)).toBe('-0.01');
  });

  it('is exact where binary floats are not', () => {
    // 0.1 × 3 in floats is 0.30000000000000004
    expect(
      grossPnl({ side: 'compra', contracts: 3, entry: '0', exit: '0.1', pointValue: 1 }).toString(),
    ).toBe('0.3');
  });

  it('gives points per contract signed by side', () => {
    expect(tradePoints({ side: 'compra', entry: '100', exit: '90' }).toString()).toBe('-10');
    expect(tradePoints({ side: 'venda', entry: '100', exit: '90' }).toString()).toBe('10');
  });
});

describe('tradePnlText: the stored P&L text, on safe integers when it can', () => {
  // Prices and values around the sizes where a step passes 2^53, so both paths are taken.
  const plain = fc.oneof(
    fc.tuple(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.integer({ min: 0, max: 4 })),
    fc.tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 9 })),
    fc.tuple(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.integer({ min: 0, max: 16 })),
  );
  const text = plain.map(([u, s]) => new Decimal(u, s).toFixed(s));
  const input = fc.record({
    side: fc.constantFrom<Side>('compra', 'venda'),
    contracts: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(1, 2 ** 53 - 1, -3)),
    entry: fc.oneof(
      text,
      fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
      fc.constantFrom(' 5', '+5', '007.50'),
    ),
    exit: text,
    pointValue: fc.oneof(text, fc.constantFrom('0.2', '10', '50', '0.00000001', 5)),
    costs: fc.option(fc.oneof(text, fc.constantFrom('0', '1.25', '0.005')), { nil: undefined }),
  });
  it('equals tradePnl(...).toFixed(2) on random trades', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(tradePnlText(i)).toBe(tradePnl(i).toFixed(2));
      }),
      { numRuns: 20_000 },
    );
  });
  it('rounds half away from zero, both ways', () => {
    const base = { side: 'compra' as const, contracts: 1, entry: '0', pointValue: '1', costs: '0' };
    expect(tradePnlText({ ...base, exit: '0.005' })).toBe('0.01');
    expect(tradePnlText({ ...base, exit: '-0.005' })).toBe('-0.01');
    expect(tradePnlText({ ...base, exit: '-0.004' })).toBe('0.00');
    expect(tradePnlText({ ...base, exit: '12.344999' })).toBe('12.34');
  });
});
