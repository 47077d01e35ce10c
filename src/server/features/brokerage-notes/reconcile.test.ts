import { describe, expect, it } from 'vitest';
import { apportionCents } from './apportion';
import { reconcileDay } from './reconcile';
import { pairRoundTrips } from './round-trips';

const ex = (side: 'C' | 'V', quantity: number, price: string, instrument = 'WIN') => ({
  side,
  instrument,
  quantity,
  price,
});

describe('pairRoundTrips', () => {
  it('pairs first in, first out per instrument, in the note order', () => {
    const { trips, open } = pairRoundTrips([
      ex('C', 2, '128000.00'),
      ex('V', 1, '5000.0', 'WDO'),
      ex('C', 1, '128100.00'),
      ex('V', 3, '128200.00'),
      ex('C', 1, '4990.5', 'WDO'),
      ex('V', 1, '128300.00'),
    ]);
    expect(trips).toEqual([
      { instrument: 'WIN', side: 'compra', contracts: 2, entry: '128000', exit: '128200' },
      { instrument: 'WIN', side: 'compra', contracts: 1, entry: '128100', exit: '128200' },
      { instrument: 'WDO', side: 'venda', contracts: 1, entry: '5000', exit: '4990.5' },
    ]);
    // The last sale opens a short that the note leaves open.
    expect(open).toEqual({ WIN: -1 });
  });

  it('a sale that closes more than the oldest lot splits into one round trip per lot', () => {
    const { trips, open } = pairRoundTrips([ex('V', 1, '100'), ex('V', 2, '110'), ex('C', 3, '90')]);
    expect(trips).toEqual([
      { instrument: 'WIN', side: 'venda', contracts: 1, entry: '100', exit: '90' },
      { instrument: 'WIN', side: 'venda', contracts: 2, entry: '110', exit: '90' },
    ]);
    expect(open).toEqual({});
  });
});

describe('apportionCents', () => {
  it('shares by contracts to the cent, the sum always the total (largest remainder)', () => {
    expect(apportionCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(apportionCents(1001, [1, 2])).toEqual([334, 667]);
    expect(apportionCents(5, [3, 1, 1, 1])).toEqual([2, 1, 1, 1]);
    for (const [total, weights] of [
      [12345, [1, 2, 3, 4, 5]],
      [1, [7, 7, 7]],
      [0, [1, 2]],
      [999999, [13, 17, 19, 23]],
    ] as const) {
      const shares = apportionCents(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((s, i) =>
        expect(Math.abs(s - (total * (weights[i] ?? 0)) / weights.reduce((a, b) => a + b, 0))).toBeLessThan(
          1,
        ),
      );
    }
  });
});

describe('reconcileDay', () => {
  const trip = (contracts: number, entry: string, exit: string, side: 'compra' | 'venda' = 'compra') => ({
    instrument: 'WIN',
    side,
    contracts,
    entry,
    exit,
  });
  it('finds the matched, the missing on each side and a price difference, and the money', () => {
    const result = reconcileDay({
      accountId: 'a',
      day: '2026-11-03',
      noteTrips: [
        trip(1, '128000', '128100'),
        trip(2, '128200', '128150', 'venda'),
        trip(1, '128300', '128400'),
      ],
      open: {},
      // (100 + 50 × 2 + 100) points × R$ 0,20 = R$ 60,00
      noteResultCents: 6000,
      journal: [
        { id: 't1', ...trip(1, '128000.00000000', '128100.00000000'), grossCents: 2000 },
        // Recorded at 128.160 instead of 128.150: R$ 16,00 instead of R$ 20,00.
        { id: 't2', ...trip(2, '128200', '128160', 'venda'), grossCents: 1600 },
        { id: 't3', ...trip(1, '127000', '127050'), grossCents: 1000, instrument: 'WDO' },
      ],
    });
    expect(result.lines.map((l) => l.kind)).toEqual([
      'matched',
      'different',
      'missing-in-journal',
      'missing-in-note',
    ]);
    expect(result.lines[1]).toMatchObject({ tradeId: 't2', fields: ['price'] });
    expect(result.journalResultCents).toBe(4600);
    expect(result.differenceCents).toBe(1400);
    expect(result.agrees).toBe(false);
  });

  it('agrees when every round trip is in the journal and the money is the same', () => {
    const result = reconcileDay({
      accountId: 'a',
      day: '2026-11-03',
      noteTrips: [trip(1, '128000', '128100')],
      open: {},
      noteResultCents: 2000,
      journal: [{ id: 't1', ...trip(1, '128000', '128100'), grossCents: 2000 }],
    });
    expect(result.agrees).toBe(true);
    expect(result.differenceCents).toBe(0);
  });
});
