import { type Currency } from '../instruments';
import { type Side } from '../pnl';

export type ImportFormat = 'profit' | 'mt5' | 'ninjatrader' | 'tradovate' | 'generic' | 'mapped';

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  profit: 'Nelogica Profit',
  mt5: 'MetaTrader 5',
  ninjatrader: 'NinjaTrader 8',
  tradovate: 'Tradovate',
  generic: 'MCTrading (formato próprio)',
  mapped: 'CSV com mapeamento de colunas',
};

/**
 * One trade read from a file, in the same shape as the trade form's output (trade-schema.ts) plus what the
 * source adds. Prices, points and money are exact decimal text ('125100.5').
 */
export interface ParsedTrade {
  /** Line of the file the trade came from (the closing deal for MT5). */
  line: number;
  /** yyyy-mm-dd and HH:mm:ss (or HH:mm) of the entry, local time as written in the file. */
  date: string;
  time: string;
  exitDate?: string;
  exitTime?: string;
  type: Side;
  contracts: number;
  /** Normalised root ('WIN'), the contract when the source names one, and the symbol as written. */
  instrument: string;
  contractMonth?: string;
  contractYear?: number;
  sourceSymbol: string;
  entry: string;
  exit: string;
  /** Excursions in points, as non-negative sizes. */
  mep?: string;
  men?: string;
  costs: string;
  stop?: string;
  /**
   * Our own CSV's 'stop_desconhecido' for this row: true when the stop is unknown ('stop não informado'), false
   * when a missing stop is really missing. Absent: the file does not say, and the import's rule decides
   * (stop-column.ts).
   */
  stopUnknown?: boolean;
  /** The P&L the source states, for cross-checking ours (never summed from a running total). */
  sourcePnl?: string;
  currency?: Currency;
  emotion?: string;
  notes?: string;
  tags: string[];
  accountId?: string;
  /** The account/sub-account name in the source, to help the user pick the account. */
  sourceAccount?: string;
  /** Stable hash of the source fields: the same row imported twice has the same fingerprint. */
  fingerprint: string;
}

export interface RowError {
  line: number;
  /** 'Linha 12: preço de entrada inválido' */
  message: string;
}

export interface ParseResult {
  trades: ParsedTrade[];
  errors: RowError[];
  /** Rows left out on purpose (Profit '[R]' rollovers, MT5 balance deals, blank rows). */
  skipped: number;
  /** Things the user should check before confirming, in Portuguese (how ambiguous dates were read). */
  notices?: string[];
}
