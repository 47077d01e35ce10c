import type { Metrics } from '../trading/dashboard-contract';
import type { FigureSet } from './contract';
import { SMALL_SAMPLE } from './limits';

/** A playbook table's figures, taken from the engine's metrics (no second formula); small below SMALL_SAMPLE trades. */
export function figureSetOf(m: Metrics): FigureSet {
  return {
    trades: m.totalTrades,
    winRate: m.winRate,
    expectancy: m.expectancy,
    payoff: m.payoff,
    averageR: m.averageR,
    rTrades: m.rTrades,
    profitFactor: m.profitFactor,
    profitFactorInfinite: m.profitFactorInfinite,
    totalPnl: m.totalPnl,
    small: m.totalTrades < SMALL_SAMPLE,
  };
}
