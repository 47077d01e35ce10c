/**
 * A drawdown is a loss, so every place that shows one writes it negative: the card, the curve's summary and the
 * insight ('-R$ 500,00', '-5,0%'). The engine keeps the fall as a positive amount (`maxDrawdown` ≥ 0); this is the
 * one conversion, and a fall of 0 stays 0 (never '-R$ 0,00').
 */
export const signedDrawdown = (fall: number): number => (fall > 0 ? -fall : 0);
