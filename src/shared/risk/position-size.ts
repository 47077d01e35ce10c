import { type Decimal, toDecimal } from '../trading/decimal';
import type { PositionSizeInput, PositionSizeResult } from './contract';

/**
 * The position-size calculator: how many contracts a stop of N points allows for a given risk, and
 * where 1R, 2R and 3R sit. Pure and exact: every figure is a Decimal (src/shared/trading/decimal.ts), so R$ 91,50
 * is never 91.49999…; the client formats the decimal text it returns.
 */

/** Which input is wrong, so the UI can put the message under that field. */
export type PositionSizeField =
  'riskMoney' | 'stopPoints' | 'pointValue' | 'costPerContract' | 'entry' | 'capital';

export type PositionSizeErrorCode = 'not-a-number' | 'not-positive' | 'negative';

/** A refused input: the calculator never guesses a size from a value it cannot use. */
export class PositionSizeError extends Error {
  constructor(
    readonly field: PositionSizeField,
    readonly code: PositionSizeErrorCode,
  ) {
    super(`${field}: ${code}`);
    this.name = 'PositionSizeError';
  }
}

const R_MULTIPLES = [1, 2, 3] as const;

function read(field: PositionSizeField, text: string): Decimal {
  try {
    return toDecimal(text);
  } catch {
    throw new PositionSizeError(field, 'not-a-number');
  }
}

function positive(field: PositionSizeField, text: string): Decimal {
  const d = read(field, text);
  if (d.sign() <= 0) throw new PositionSizeError(field, 'not-positive');
  return d;
}

function nonNegative(field: PositionSizeField, text: string): Decimal {
  const d = read(field, text);
  if (d.sign() < 0) throw new PositionSizeError(field, 'negative');
  return d;
}

/** floor(a ÷ b) for a ≥ 0 and b > 0, exactly (BigInt division truncates, which is the floor for these signs). */
function floorDiv(a: Decimal, b: Decimal): bigint {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * 10n ** BigInt(scale - a.scale);
  const y = b.units * 10n ** BigInt(scale - b.scale);
  return x / y;
}

/**
 * contracts = floor(risk ÷ (stop points × point value + cost per contract)). 0 contracts means the stop is too
 * wide for one contract with this risk (the UI says so with `perContract`). Throws PositionSizeError on a stop,
 * risk or point value ≤ 0, a negative cost, an entry ≤ 0 or text that is not a plain decimal.
 */
export function positionSize(input: PositionSizeInput): PositionSizeResult {
  const risk = positive('riskMoney', input.riskMoney);
  const stop = positive('stopPoints', input.stopPoints);
  const pointValue = positive('pointValue', input.pointValue);
  const cost = nonNegative('costPerContract', input.costPerContract);
  const entry = input.entry === undefined ? null : positive('entry', input.entry);
  const capital = input.capital === undefined ? null : nonNegative('capital', input.capital);

  const perContract = stop.mul(pointValue).add(cost);
  const contracts = floorDiv(risk, perContract);
  const realRisk = perContract.mul(contracts);
  // A capital of 0 (an account created without one) has no meaningful percentage.
  const realRiskPercent = capital && !capital.isZero() ? realRisk.mul(100).div(capital, 2).toFixed(2) : null;

  const targets = R_MULTIPLES.map((r) => {
    const points = stop.mul(r);
    const price =
      entry && input.side ? (input.side === 'compra' ? entry.add(points) : entry.sub(points)) : null;
    // A venda's far target can fall to zero or below on a low-priced instrument: no such price exists.
    return { r, points: points.toString(), price: price && price.sign() > 0 ? price.toString() : null };
  });

  return {
    contracts: Number(contracts),
    realRisk: realRisk.toFixed(2),
    realRiskPercent,
    perContract: perContract.toFixed(2),
    targets,
  };
}

/**
 * The risk per trade in money: 'money' is the value itself; 'percent' is that % of the capital. Decimal text,
 * 2 places ('100.00'). Throws PositionSizeError on a value ≤ 0 or, for a %, a capital ≤ 0.
 */
export function riskMoneyOf(mode: 'percent' | 'money', value: string, capital: string): string {
  const v = positive('riskMoney', value);
  if (mode === 'money') return v.toFixed(2);
  return positive('capital', capital).mul(v).div(100, 2).toFixed(2);
}
