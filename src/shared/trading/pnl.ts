import { type Decimal, type DecimalLike, toDecimal } from './decimal';

export type Side = 'compra' | 'venda';

export interface PnlInput {
  side: Side;
  contracts: DecimalLike;
  entry: DecimalLike;
  exit: DecimalLike;
  /** Money per point of the instrument (tick value × ticks per point). */
  pointValue: DecimalLike;
  /** Total costs of the trade (both sides), a non-negative amount subtracted from the result. */
  costs?: DecimalLike;
}

const direction = (side: Side): 1 | -1 => (side === 'compra' ? 1 : -1);

/** Points earned per contract: positive when the trade went the trader's way. */
export const tradePoints = ({ side, entry, exit }: Pick<PnlInput, 'side' | 'entry' | 'exit'>): Decimal =>
  toDecimal(exit).sub(entry).mul(direction(side));

/** The result before costs, unrounded (exact). */
export const grossPnl = (input: PnlInput): Decimal =>
  tradePoints(input).mul(input.contracts).mul(input.pointValue);

/**
 * (exit − entry) × (+1 Compra, −1 Venda) × contracts × point value − costs, computed exactly and rounded to
 * cents once, at the end (half away from zero; see decimal.ts). Store `.toFixed(2)` in a numeric column.
 */
export const tradePnl = (input: PnlInput): Decimal =>
  grossPnl(input)
    .sub(input.costs ?? 0)
    .round(2);
