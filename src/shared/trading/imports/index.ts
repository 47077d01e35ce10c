import { decodeBytes, type TextEncoding } from './decode';
import { type Detection, detectFormat } from './detect';
import { ImportError } from './errors';
import { parseGeneric } from './generic';
import { type MappedOptions, parseMapped } from './mapped';
import { parseMt5 } from './mt5';
import { parseNinjaTrader } from './ninjatrader';
import { parseProfit } from './profit';
import { parseTradovate } from './tradovate';
import { FORMAT_LABELS, type ImportFormat, type ParseResult } from './types';

export { ImportError, IMPORT_ERRORS, type ImportErrorCode } from './errors';
export { detectFormat, type Detection } from './detect';
export { decodeBytes, type TextEncoding } from './decode';
export { type ColumnMapping, type MappedOptions } from './mapped';
export { GENERIC_COLUMNS } from './generic';
export { FORMAT_LABELS, type ImportFormat, type ParsedTrade, type ParseResult, type RowError } from './types';

export interface ImportOptions {
  /** A user's column mapping: used when the header is not a known format (or to override detection). */
  mapping?: MappedOptions;
  /** Year that one-digit contract years (NQZ5) are read near; defaults to the current year. */
  referenceYear?: number;
}

export interface ImportResult extends ParseResult {
  format: ImportFormat;
  encoding?: TextEncoding;
  detection: Detection;
}

/**
 * Bytes (or already decoded text) → trades. Pure: nothing is saved here, so a file that throws an ImportError
 * changes nothing. Row problems come back in `errors` for the user to review before confirming.
 */
export function parseImportFile(input: Uint8Array | string, options: ImportOptions = {}): ImportResult {
  const { text, encoding } =
    typeof input === 'string' ? { text: input, encoding: undefined } : decodeBytes(input);
  if (!text.replace(/^\uFEFF/, '').trim()) throw new ImportError('empty');
  const detection = detectFormat(text);
  const year = options.referenceYear;
  let format: ImportFormat;
  let result: ParseResult;
  if (options.mapping) {
    format = 'mapped';
    result = parseMapped(text, detection, options.mapping, year);
  } else {
    format = requireFormat(detection);
    result = PARSERS[format](text, detection, year);
  }
  if (result.trades.length === 0 && result.errors.length === 0) throw new ImportError('noTrades');
  return { ...result, format, encoding, detection };
}

type Parser = (text: string, detection: Detection, referenceYear?: number) => ParseResult;

const PARSERS: Record<Exclude<ImportFormat, 'mapped'>, Parser> = {
  profit: parseProfit,
  mt5: parseMt5,
  ninjatrader: parseNinjaTrader,
  tradovate: parseTradovate,
  generic: parseGeneric,
};

function requireFormat(detection: Detection): Exclude<ImportFormat, 'mapped'> {
  if (detection.format && detection.format !== 'mapped') return detection.format;
  if (detection.missing) {
    const { format, columns } = detection.missing;
    throw new ImportError('missingColumns', `${FORMAT_LABELS[format]} sem ${columns.join(', ')}`);
  }
  // Some known names but no complete format, or none at all: either way the user has to map the columns.
  throw new ImportError(
    'noKnownColumn',
    detection.knownColumns > 0 ? 'mapeie as colunas do arquivo' : undefined,
  );
}
