/** Small chart helpers: linear scales and "nice" ticks (1, 2, 2.5, 5 × 10ⁿ), so axes read like a person wrote them. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * power;
}

/** Ticks covering [min, max] (both extended to a multiple of the step), always including 0 when in range. */
export function niceTicks(
  min: number,
  max: number,
  count: number,
): { ticks: number[]; min: number; max: number } {
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.5 : 100;
    min -= min > 0 ? 0 : pad;
    max += max < 0 ? 0 : pad;
  }
  const step = niceStep(max - min, count);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return { ticks, min: lo, max: hi };
}

export const linear =
  (d0: number, d1: number, r0: number, r1: number) =>
  (v: number): number =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

/** Index of the item whose x is closest to `x` (items sorted by x). */
export function nearest(xs: number[], x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] ?? 0) < x) lo = mid;
    else hi = mid;
  }
  return Math.abs((xs[lo] ?? 0) - x) <= Math.abs((xs[hi] ?? 0) - x) ? lo : hi;
}

/**
 * A running total over numbered trades (`i`), drawn from zero just before the period's first trade: the x scale
 * over `left`…`right`, and `path(y, value)`, the SVG path of one of the point's values (one decimal).
 */
export function runningCurve<P extends { i: number }>(points: readonly P[], left: number, right: number) {
  const first = points[0]?.i ?? 0;
  const last = points[points.length - 1]?.i ?? 0;
  const x = linear(first - 1, Math.max(last, first), left, right);
  const path = (y: (v: number) => number, value: (p: P) => number) =>
    `M${x(first - 1).toFixed(1)},${y(0).toFixed(1)}` +
    points.map((p) => `L${x(p.i).toFixed(1)},${y(value(p)).toFixed(1)}`).join('');
  return { x, path };
}
