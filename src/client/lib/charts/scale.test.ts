import { describe, expect, it } from 'vitest';
import { linear, nearest, niceStep, niceTicks } from './scale';

describe('chart scales', () => {
  it('picks steps of 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(niceStep(100_000, 4)).toBe(25_000);
    expect(niceStep(93_000, 4)).toBe(25_000);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('covers the range, includes zero and never collapses', () => {
    const t = niceTicks(-4_000, 9_000, 4);
    expect(t.min).toBeLessThanOrEqual(-4_000);
    expect(t.max).toBeGreaterThanOrEqual(9_000);
    expect(t.ticks).toContain(0);
    const flat = niceTicks(0, 0, 4);
    expect(flat.max).toBeGreaterThan(flat.min);
  });

  it('maps linearly and finds the nearest point', () => {
    const x = linear(0, 10, 0, 100);
    expect(x(5)).toBe(50);
    expect(linear(3, 3, 0, 100)(3)).toBe(50);
    expect(nearest([0, 10, 20, 30], 14)).toBe(1);
    expect(nearest([0, 10, 20, 30], 16)).toBe(2);
    expect(nearest([0, 10, 20, 30], 99)).toBe(3);
    expect(nearest([5], 0)).toBe(0);
  });
});
