import { normalizeHeader } from './csv';
import { type ImportFormat } from './types';

/**
 * Whether a file of this format can carry a stop. Broker exports (Profit, MetaTrader 5, NinjaTrader,
 * Tradovate) never do: their trades' stop is unknown ('stop não informado'), not missing, so they never break
 * 'Exigir stop'. Our own CSV carries it when its 'stop' column is there (a file written by hand may leave it out);
 * a mapped CSV when the trader mapped a column to the stop.
 */
export function hasStopColumn(
  format: ImportFormat,
  headers: readonly string[],
  mapping?: Partial<Record<string, string>> | null,
): boolean {
  if (format === 'generic') return headers.some((h) => normalizeHeader(h) === 'stop');
  if (format === 'mapped') return Boolean(mapping?.stop);
  return false;
}
