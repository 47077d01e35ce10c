import { describe, expect, it } from 'vitest';
import { parseNumber } from '../numbers';
import { BUILT_IN_INSTRUMENTS, findInstrument } from './instruments';
import { isOffTick, tickSize } from './ticks';

const typed = (text: string) => {
  const d = parseNumber(text);
  if (!d) throw new Error(`not a number: ${text}`);
  return d;
};

describe('tickSize', () => {
  it.each(BUILT_IN_INSTRUMENTS.map((i) => [i.symbol, i] as const))(
    '%s: 1 / ticks per point is the register tick size',
    (_symbol, instrument) => {
      expect(tickSize(instrument)?.eq(instrument.tickSize)).toBe(true);
    },
  );

  it("has no exact step for 3 ticks per point (a user's own instrument)", () => {
    expect(tickSize({ ticksPerPoint: '3' })).toBeNull();
    expect(isOffTick('10.3333', { ticksPerPoint: '3' })).toBe(false);
  });
});

// Per built-in: a price as typed on the tick, and one off it (both as a trader types them in pt-BR).
const CASES: Record<string, { on: string[]; off: string[] }> = {
  WIN: { on: ['125.000', '125.005', '125005'], off: ['125.003', '176.318,33', '125.002,5'] },
  IND: { on: ['125.010'], off: ['125.011'] },
  WDO: { on: ['5.649,5', '5649', '5649.5'], off: ['5.649,25', '5649.2'] },
  DOL: { on: ['5.650,0'], off: ['5.650,1'] },
  ES: { on: ['5.432,25', '5432.75'], off: ['5.432,1', '5432.3'] },
  NQ: { on: ['21.345,25', '21345.5'], off: ['21.345,2', '21345.33'] },
  MES: { on: ['5.432,5'], off: ['5.432,05'] },
  MNQ: { on: ['21.345,75'], off: ['21.345,7'] },
  CL: { on: ['75,12', '75.12'], off: ['75,125'] },
  GC: { on: ['2.345,1', '2345.6'], off: ['2.345,15'] },
};

describe('isOffTick', () => {
  it('covers every built-in instrument', () => {
    expect(Object.keys(CASES).sort()).toEqual(BUILT_IN_INSTRUMENTS.map((i) => i.symbol).sort());
  });

  it.each(Object.entries(CASES))('%s', (symbol, { on, off }) => {
    const instrument = findInstrument(symbol);
    if (!instrument) throw new Error(symbol);
    for (const price of on) expect([price, isOffTick(typed(price), instrument)]).toEqual([price, false]);
    for (const price of off) expect([price, isOffTick(typed(price), instrument)]).toEqual([price, true]);
  });

  it("checks a user's own instrument by its ticks per point", () => {
    const petr4 = { ticksPerPoint: '100' }; // a stock: R$ 0,01 steps
    expect(isOffTick(typed('30,51'), petr4)).toBe(false);
    expect(isOffTick(typed('30,515'), petr4)).toBe(true);
  });
});
