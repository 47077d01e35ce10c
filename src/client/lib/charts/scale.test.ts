import { describe, expect, it } from 'vitest';
import { linear, nearest, niceStep, niceTicks, runningCurve } from './scale';

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

  it('draws a running total from zero just before the first trade', () => {
    const points = [
      { i: 3, v: 100 },
      { i: 4, v: -50 },
    ];
    const { x, path } = runningCurve(points, 0, 200);
    expect(x(2)).toBe(0);
    expect(x(4)).toBe(200);
    expect(
      path(
        (v) => -v / 2,
        (p) => p.v,
      ),
    ).toBe('M0.0,0.0L100.0,-50.0L200.0,25.0');
    // One trade: the curve still runs from zero at the left edge to it at the right.
    expect(
      runningCurve([{ i: 7 }], 10, 90).path(
        (v) => v,
        () => 5,
      ),
    ).toBe('M10.0,0.0L90.0,5.0');
  });
});
