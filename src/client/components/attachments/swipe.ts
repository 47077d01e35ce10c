/** Least horizontal travel, in CSS pixels, that counts as a swipe (a tap or a shaky press moves less). */
export const SWIPE_MIN_PX = 50;

/**
 * The step a pointer's travel asks for: a mostly horizontal move of at least SWIPE_MIN_PX; to the left shows the
 * next image (+1), to the right the previous one (−1); anything else, 0.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
