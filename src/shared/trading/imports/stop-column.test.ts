import { describe, expect, it } from 'vitest';
import { hasStopColumn } from './stop-column';

describe('whether a file can carry a stop', () => {
  it('never for the broker exports', () => {
    for (const format of ['profit', 'mt5', 'ninjatrader', 'tradovate'] as const)
      expect(hasStopColumn(format, ['Ativo', 'Stop'])).toBe(false);
  });
  it("for our own CSV only with its 'stop' column, and for a mapped CSV only with a column mapped to it", () => {
    expect(hasStopColumn('generic', ['data', 'hora', 'STOP '])).toBe(true);
    expect(hasStopColumn('generic', ['data', 'hora'])).toBe(false);
    expect(hasStopColumn('mapped', ['a', 'b'], { date: 'a', stop: 'b' })).toBe(true);
    expect(hasStopColumn('mapped', ['a', 'b'], { date: 'a' })).toBe(false);
    expect(hasStopColumn('mapped', ['a', 'b'], null)).toBe(false);
  });
});
