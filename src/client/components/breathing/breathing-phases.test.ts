import { describe, expect, it } from 'vitest';
import { breathingMoment, CYCLE_MS, msToNextSecond, totalMs } from './breathing-phases';

const at = (ms: number, cycles = 4) => {
  const m = breathingMoment(ms, cycles);
  return m.done ? 'done' : `${m.phase} ${m.second}/${m.phaseSeconds} c${m.cycle}`;
};

describe('breathingMoment (4-7-8)', () => {
  it('a cycle lasts 19 s and four cycles 76 s', () => {
    expect(CYCLE_MS).toBe(19_000);
    expect(totalMs(4)).toBe(76_000);
  });

  it('inhales 4 s, holds 7 s, exhales 8 s, counting each second from one', () => {
    expect(at(0)).toBe('inhale 1/4 c1');
    expect(at(999)).toBe('inhale 1/4 c1');
    expect(at(1000)).toBe('inhale 2/4 c1');
    expect(at(3999)).toBe('inhale 4/4 c1');
    expect(at(4000)).toBe('hold 1/7 c1');
    expect(at(10_999)).toBe('hold 7/7 c1');
    expect(at(11_000)).toBe('exhale 1/8 c1');
    expect(at(18_999)).toBe('exhale 8/8 c1');
  });

  it('starts the next cycle at each 19 s boundary', () => {
    expect(at(19_000)).toBe('inhale 1/4 c2');
    expect(at(23_000)).toBe('hold 1/7 c2');
    expect(at(37_999)).toBe('exhale 8/8 c2');
    expect(at(38_000)).toBe('inhale 1/4 c3');
    expect(at(57_000)).toBe('inhale 1/4 c4');
    expect(at(75_999)).toBe('exhale 8/8 c4');
  });

  it('ends after the last cycle, whatever the number of cycles', () => {
    expect(at(76_000)).toBe('done');
    expect(at(10 * 60_000)).toBe('done');
    expect(at(37_999, 2)).toBe('exhale 8/8 c2');
    expect(at(38_000, 2)).toBe('done');
    expect(at(151_999, 8)).toBe('exhale 8/8 c8');
    expect(at(152_000, 8)).toBe('done');
  });

  it('treats a negative elapsed time (a clock set back) as the start', () => {
    expect(at(-500)).toBe('inhale 1/4 c1');
  });

  it('schedules the next tick at the next whole second', () => {
    expect(msToNextSecond(0)).toBe(1000);
    expect(msToNextSecond(250)).toBe(750);
    expect(msToNextSecond(18_999)).toBe(1);
    expect(msToNextSecond(19_000)).toBe(1000);
  });
});
