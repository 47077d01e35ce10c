import type { ImportOptions } from '@/shared/trading/api-contract';
import {
  type ColumnMapping,
  decodeBytes,
  detectFormat,
  type Detection,
  ImportError,
  type ImportFormat,
  parseImportFile,
  type ParseResult,
  type TextEncoding,
} from '@/shared/trading/imports';
import { parseMt5 } from '@/shared/trading/imports/mt5';
import { parseNinjaTrader } from '@/shared/trading/imports/ninjatrader';
import { parseProfit } from '@/shared/trading/imports/profit';
import { parseTradovate } from '@/shared/trading/imports/tradovate';
import { parseGeneric } from '@/shared/trading/imports/generic';
import { detach } from '@/shared/trading/imports/detach';

export interface ParsedFile extends ParseResult {
  format: ImportFormat;
  encoding: TextEncoding | undefined;
  headers: string[];
  /** Rows the parser rejected, including those past its error-list cap. */
  failedRows: number;
}

const FORCED = {
  profit: parseProfit,
  mt5: parseMt5,
  ninjatrader: parseNinjaTrader,
  tradovate: parseTradovate,
  generic: parseGeneric,
} as const;

const REQUIRED_MAPPING = ['date', 'side', 'contracts', 'symbol', 'entry', 'exit'] as const;

type ParseOptions = Pick<ImportOptions, 'format' | 'mapping' | 'decimal' | 'dateOrder'>;

/**
 * The upload → trades, with options.format overriding detection. parseImportFile has no "force this format"
 * option, so a forced known format runs that parser over the detected header here. Throws ImportError.
 */
export function parseUpload(bytes: Uint8Array, options: ParseOptions, referenceYear?: number): ParsedFile {
  const { format, mapping } = options;
  if (format === 'mapped' || (!format && mapping)) {
    if (!mapping || REQUIRED_MAPPING.some((k) => !mapping[k])) {
      throw new ImportError('mappingColumn', 'mapeie data, lado, contratos, ativo, entrada e saída');
    }
    const result = parseImportFile(bytes, {
      mapping: {
        mapping: mapping as unknown as ColumnMapping,
        decimal: options.decimal,
        dateOrder: options.dateOrder,
      },
      referenceYear,
    });
    return finish(result, 'mapped', result.encoding, result.detection);
  }
  if (format) {
    const { text, encoding } = decodeBytes(bytes);
    const detection = detectFormat(text);
    const result = FORCED[format](text, detection, referenceYear);
    if (result.trades.length === 0 && result.errors.length === 0) throw new ImportError('noTrades');
    return finish(result, format, encoding, detection);
  }
  const result = parseImportFile(bytes, { referenceYear });
  return finish(result, result.format, result.encoding, result.detection);
}

function finish(
  result: ParseResult,
  format: ImportFormat,
  encoding: TextEncoding | undefined,
  detection: Detection,
): ParsedFile {
  // The parser keeps at most 500 row errors and sums the rest in a last 'line 0' entry ('… e mais N linhas').
  const hidden = result.errors.find((e) => e.line === 0);
  const hiddenCount = hidden ? Number(/(\d+)/.exec(hidden.message)?.[1] ?? 0) : 0;
  // Only what the import reads: the detection (and the header cells, unless copied) would keep the whole decoded
  // file alive for as long as the import runs (detach.ts).
  const { trades, errors, skipped, notices } = result;
  return {
    trades,
    errors,
    skipped,
    ...(notices && { notices }),
    format,
    encoding,
    headers: detection.header.map(detach),
    failedRows: result.errors.filter((e) => e.line > 0).length + hiddenCount,
  };
}

/** Headers of a file the parser refused for its columns, so the client can offer the mapping step. */
export function headersOf(bytes: Uint8Array): string[] | undefined {
  try {
    return detectFormat(decodeBytes(bytes).text).header;
  } catch {
    return undefined;
  }
}
