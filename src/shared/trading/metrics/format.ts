import type { Currency } from './compute';

/**
 * pt-BR figures for the insight texts (the same Intl formats as the client's src/client/lib/format.ts: 'R$ 1.234,56',
 * 'US$ 1.234,56', with Intl's no-break space after the symbol).
 */
const moneyFormats: Record<Currency, Intl.NumberFormat> = {
  BRL: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  USD: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }),
};
const percentFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ratioFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents → 'R$ 1.234,56'. */
export const formatCents = (cents: number, currency: Currency): string =>
  moneyFormats[currency].format(cents / 100);

/** 0.542 → '54,2%'. */
export const formatPercent = (ratio: number): string => percentFormat.format(ratio);

/** 1.4237 → '1,42'. */
export const formatRatio = (value: number): string => ratioFormat.format(value);

const thresholdFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});
const thresholdPercentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** A threshold as people say it: 1 → '1,0', 1.25 → '1,25', 1.5 → '1,5'; 0.6 → '60%'. */
export const formatThreshold = (value: number): string => thresholdFormat.format(value);
export const formatThresholdPercent = (ratio: number): string => thresholdPercentFormat.format(ratio);

/**
 * A drawdown is a loss, so every place that shows one writes it negative: the card, the curve's summary and the
 * insight ('-R$ 500,00', '-5,0%'). The engine keeps the fall as a positive amount (`maxDrawdown` ≥ 0); this is the
 * one conversion, and a fall of 0 stays 0 (never '-R$ 0,00').
 */
export const signedDrawdown = (fall: number): number => (fall > 0 ? -fall : 0);
