import type { Decimal } from '../trading/decimal';
import { toDisplayNumber } from './money';

/**
 * Numbers, percentages and ratios the pt-BR way ('5.432,25', '62,5%', '1,85'). The `formatX` functions take a
 * number; `percent`, `ratio` and `points` also take "no figure" (null, undefined, NaN) and show '—'.
 */
const NONE = '—';

const isFigure = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

const priceFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 8 });
const integerFormat = new Intl.NumberFormat('pt-BR');
const tenthsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const oneDecimalFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ratioFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const thresholdFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});
const percentFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const briefPercentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const rateFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 3 });

/** A price or a point count, with the decimals it has: '125.100', '5.432,25'; '—' for no value. */
export function formatNumber(value: string | number | Decimal | null | undefined): string {
  if (value === null || value === undefined || value === '') return NONE;
  const n = toDisplayNumber(value);
  return n === null ? NONE : priceFormat.format(n);
}

/** A count: 1234 → '1.234'. */
export const formatInteger = (value: number): string => integerFormat.format(value);

/** Up to one decimal: 72.5 → '72,5', 100 → '100'. */
export const formatTenths = (value: number): string => tenthsFormat.format(value);

/** A file's size: whole KB (at least 1) below a megabyte, else MB in tenths ('3,1 MB'). */
export const formatFileSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${formatTenths(bytes / (1024 * 1024))} MB`;

/** Always one decimal: 3.2 → '3,2', 5 → '5,0'. */
export const formatOneDecimal = (value: number): string => oneDecimalFormat.format(value);

/** 0.542 → '54,2%', 0.5 → '50,0%' (as the insights write them). */
export const formatPercent = (ratio: number): string => percentFormat.format(ratio);

/** A percentage with the decimal only when it has one: 0.6 → '60%', 0.625 → '62,5%'. */
export const formatPercentBrief = (ratio: number): string => briefPercentFormat.format(ratio);

/** A tax rate as the law writes it: 0.2 → '20%', 0.175 → '17,5%', 0.00005 → '0,005%'. */
export const formatRate = (value: number): string => rateFormat.format(value);

/** An amount without its currency: 125.5 → '125,50'. */
export const formatPlainAmount = (value: number): string => ratioFormat.format(value);

/** 1.4237 → '1,42'. */
export const formatRatio = (value: number): string => ratioFormat.format(value);

/** A threshold as people say it: 1 → '1,0', 1.25 → '1,25', 1.5 → '1,5'. */
export const formatThreshold = (value: number): string => thresholdFormat.format(value);

/** 0.625 → '62,5%'; no figure → '—'. */
export const percent = (ratio: number | null | undefined): string =>
  isFigure(ratio) ? formatPercent(ratio) : NONE;

/** 1.8523 → '1,85'; no figure → '—'. */
export const ratio = (value: number | null | undefined): string =>
  isFigure(value) ? formatRatio(value) : NONE;

/** Points, up to one decimal: 12.25 → '12,3'; no figure → '—'. */
export const points = (value: number | null | undefined): string =>
  isFigure(value) ? formatTenths(value) : NONE;
