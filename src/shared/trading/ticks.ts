import { type Decimal, type DecimalLike, toDecimal } from './decimal';
import type { Instrument } from './instruments';

/**
 * The minimum price step of an instrument, in points: one tick is 1 / (ticks per point), so WIN (0,2 ticks per
 * point) moves 5 points, WDO 0,5, NQ and ES 0,25. Derived rather than read from the register so that a user's own
 * instrument, which has only tick value and ticks per point, gets the same check. Null when the step has no exact
 * decimal (3 ticks per point): no price can be said to be off it.
 */
export function tickSize(instrument: Pick<Instrument, 'ticksPerPoint'>): Decimal | null {
  const perPoint = toDecimal(instrument.ticksPerPoint);
  if (perPoint.sign() <= 0) return null;
  const size = toDecimal(1).div(perPoint, 10);
  return size.mul(perPoint).eq(1) ? toDecimal(size.toString()) : null;
}

/**
 * True when a price is not a whole number of ticks (WIN 125.003). Not an error: the average price of a position
 * scaled in or out (Profit writes 176.318,33 for WIN) is legitimately off the tick, so the form asks to confirm.
 */
export function isOffTick(price: DecimalLike, instrument: Pick<Instrument, 'ticksPerPoint'>): boolean {
  if (tickSize(instrument) === null) return false;
  const ticks = toDecimal(price).mul(instrument.ticksPerPoint);
  return !ticks.eq(ticks.round(0));
}
