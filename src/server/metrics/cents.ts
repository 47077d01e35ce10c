import { toDecimal } from '@/shared/trading/decimal';

/**
 * Cents of a numeric(18, 2) text, exactly: the digits themselves (no float product to round), and the decimal
 * library for anything with more than two decimals.
 */
export function cents(money: string): number {
  const dot = money.indexOf('.');
  const fraction = dot === -1 ? '' : money.slice(dot + 1);
  if (fraction.length > 2 || !/^-?\d+(\.\d*)?$/.test(money))
    return Math.round(toDecimal(money).mul(100).toNumber());
  const negative = money.charCodeAt(0) === 45;
  const whole = Number(dot === -1 ? money : money.slice(0, dot));
  const part = fraction.length === 0 ? 0 : Number(fraction.length === 1 ? `${fraction}0` : fraction);
  const value = Math.abs(whole) * 100 + part;
  return negative ? -value : value;
}
