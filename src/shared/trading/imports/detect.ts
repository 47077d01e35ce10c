import { MAX_COLUMNS, MAX_RECORD_LENGTH, normalizeHeader, readCsv, type Separator, SEPARATORS } from './csv';
import { ImportError } from './errors';
import { type ImportFormat } from './types';

export interface Detection {
  /** null when no known format matched: the user maps the columns (see mapped.ts). */
  format: ImportFormat | null;
  separator: Separator;
  /** The header cells as written in the file. */
  header: string[];
  /** 1-based line of the header (Profit has a preamble before it). */
  headerLine: number;
  /** Character offset of the first line after the header. */
  bodyOffset: number;
  /** For an almost-recognised header: the format and the columns it lacks. */
  missing?: { format: ImportFormat; columns: string[] };
  /** How many header cells are columns of some known format. */
  knownColumns: number;
}

/**
 * Each format is recognised by columns that all appear in its header (normalised names, any order). The most
 * specific come first: our own format and Tradovate before MT5, whose Portuguese header shares 'Ativo' with Profit.
 */
export const SIGNATURES: readonly { format: Exclude<ImportFormat, 'mapped'>; columns: readonly string[] }[] =
  [
    { format: 'generic', columns: ['data', 'hora', 'tipo', 'contratos', 'ativo', 'entrada', 'saida'] },
    {
      format: 'tradovate',
      columns: ['symbol', 'qty', 'buyPrice', 'sellPrice', 'boughtTimestamp', 'soldTimestamp'],
    },
    {
      format: 'ninjatrader',
      columns: ['Instrument', 'Market pos.', 'Qty', 'Entry price', 'Exit price', 'Entry time', 'Exit time'],
    },
    { format: 'mt5', columns: ['Time', 'Symbol', 'Type', 'Direction', 'Volume', 'Price'] },
    { format: 'mt5', columns: ['Horário', 'Ativo', 'Tipo', 'Direção', 'Volume', 'Preço'] },
    { format: 'profit', columns: ['Ativo', 'Abertura', 'Lado', 'Preço Compra', 'Preço Venda'] },
  ];

// Compared normalised; written as in the files so a "missing columns" message reads naturally.
const NORMALISED = SIGNATURES.map((s) => s.columns.map(normalizeHeader));

const KNOWN = new Set([
  ...NORMALISED.flat(),
  ...['fechamento', 'qtd compra', 'qtd venda', 'mep', 'men', 'res. operacao', 'ganho max.', 'perda max.'],
  ...['data saida', 'hora saida', 'custos', 'resultado', 'notas', 'id origem', 'emocao'],
  ...[
    'subconta',
    'deal',
    'oferta',
    'commission',
    'comissao',
    'profit',
    'lucro',
    'account',
    'pnl',
    'mae',
    'mfe',
  ],
]);

const SCAN_LINES = 50;

/**
 * A column only a known header holds (never a data cell): past the first lines, only a line naming one is split and
 * compared, so looking for a section deep in a big file costs one regex test per line. MT5 reports put their deals
 * after the Positions and Orders sections (line 100 and more in a month of trading).
 */
const DEEP_HEADER = /direction|dire[cç][aã]o|boughttimestamp|market pos\.|pre[cç]o compra/i;

/**
 * Finds the header line (skipping any preamble), its separator and the format. The first lines are read for the
 * best guess (an almost-known header, or the widest line for the column mapping); a complete known header is
 * looked for in the whole file.
 */
export function detectFormat(text: string): Detection {
  let offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let fallback: Detection | null = null;
  let best: { format: ImportFormat; columns: string[]; found: number } | null = null;
  for (let lineNo = 1; offset < text.length; lineNo += 1) {
    const lf = text.indexOf('\n', offset);
    const end = lf < 0 ? text.length : lf;
    const next = lf < 0 ? text.length : lf + 1;
    const deep = lineNo > SCAN_LINES;
    const start = offset;
    offset = next;
    // Past the first lines only a line naming a header column is worth a look (tested on the raw text, unsplit).
    if (deep && !DEEP_HEADER.test(text.slice(start, end))) continue;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (!line.trim()) continue;
    if (deep && line.length > MAX_RECORD_LENGTH) continue;
    if (!deep) guardLine(line, lineNo);

    for (const separator of SEPARATORS) {
      const header = splitHeader(line, separator);
      if (header.length < 2) continue;
      const names = new Set(header.map(normalizeHeader));
      const knownColumns = [...names].filter((n) => KNOWN.has(n)).length;
      const base = { separator, header, headerLine: lineNo, bodyOffset: next, knownColumns };
      for (const [k, sig] of SIGNATURES.entries()) {
        const missing = sig.columns.filter((_, c) => !names.has(NORMALISED[k]?.[c] ?? ''));
        if (missing.length === 0) return { ...base, format: sig.format };
        if (deep) continue;
        const found = sig.columns.length - missing.length;
        if (found >= 3 && (!best || found > best.found))
          best = { format: sig.format, columns: missing, found };
      }
      if (deep) continue;
      // Unknown format: the first line with cells, split by the separator giving the most cells, unless a later
      // line holds more known column names.
      const sameLineWider =
        fallback?.headerLine === lineNo &&
        knownColumns === fallback.knownColumns &&
        header.length > fallback.header.length;
      if (!fallback || knownColumns > fallback.knownColumns || sameLineWider)
        fallback = { ...base, format: null };
    }
  }
  if (!fallback)
    throw new ImportError('noKnownColumn', 'o arquivo não tem um cabeçalho separado por ; , ou tabulação');
  return best ? { ...fallback, missing: { format: best.format, columns: best.columns } } : fallback;
}

function guardLine(line: string, lineNo: number): void {
  for (const sep of SEPARATORS) {
    if (line.split(sep).length - 1 >= MAX_COLUMNS)
      throw new ImportError('tooManyColumns', `máximo ${MAX_COLUMNS}`);
  }
  if (line.length > MAX_RECORD_LENGTH) throw new ImportError('lineTooLong', `linha ${lineNo}`);
}

function splitHeader(line: string, separator: Separator): string[] {
  try {
    const first = readCsv(line, { separator }).next();
    return first.done ? [] : first.value.cells.map((c) => c.trim());
  } catch {
    return [];
  }
}
