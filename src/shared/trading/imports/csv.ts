import { ImportError } from './errors';

export const MAX_COLUMNS = 1000;
/** Characters in one record; a real row is a few hundred (notes may be 2,000). */
export const MAX_RECORD_LENGTH = 100_000;

export type Separator = ';' | ',' | '\t';
export const SEPARATORS: readonly Separator[] = [';', ',', '\t'];

export interface CsvRecord {
  /** 1-based line where the record starts (records may span lines inside quotes). */
  line: number;
  cells: string[];
  /** True for the last record of the input (so a cut final row can be told from a short one). */
  last: boolean;
}

export interface CsvOptions {
  separator: Separator;
  /** Character offset to start at, and the line number it is on (to skip a preamble without re-reading it). */
  start?: number;
  startLine?: number;
  maxColumns?: number;
  maxRecordLength?: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Reads RFC 4180 CSV lazily, one record at a time, in one pass (no quadratic work: fields are sliced, never
 * concatenated char by char). Quoted fields may hold separators, "" escapes and line breaks; CRLF, LF and CR end
 * records; blank lines are skipped. A quote left open at the end means the file was cut: that is an error, not
 * a silently merged row.
 */
export function* readCsv(text: string, options: CsvOptions): Generator<CsvRecord> {
  const sep = options.separator.charCodeAt(0);
  const maxColumns = options.maxColumns ?? MAX_COLUMNS;
  const maxLength = options.maxRecordLength ?? MAX_RECORD_LENGTH;
  const n = text.length;
  let i = options.start ?? 0;
  let line = options.startLine ?? 1;
  if (i === 0 && text.charCodeAt(0) === 0xfeff) i = 1;

  let pending: CsvRecord | null = null;
  while (i < n) {
    const recordStart = i;
    const recordLine = line;
    const cells: string[] = [];
    let ended = false;
    while (!ended) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        const parts: string[] = [];
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0) throw new ImportError('truncated', `aspas não fechadas na linha ${recordLine}`);
          parts.push(text.slice(from, close));
          if (text.charCodeAt(close + 1) === QUOTE) {
            parts.push('"');
            from = close + 2;
          } else {
            i = close + 1;
            break;
          }
        }
        value = parts.join('');
        line += countLineBreaks(value);
        // Anything between the closing quote and the separator is kept (lenient, as spreadsheets are).
        const tailStart = i;
        while (i < n && !isEnd(text.charCodeAt(i), sep)) i += 1;
        if (i > tailStart) value += text.slice(tailStart, i);
      } else {
        const from = i;
        while (i < n && !isEnd(text.charCodeAt(i), sep)) i += 1;
        value = text.slice(from, i);
      }
      cells.push(value);
      if (cells.length > maxColumns) throw new ImportError('tooManyColumns', `máximo ${maxColumns}`);
      if (i - recordStart > maxLength) throw new ImportError('lineTooLong', `linha ${recordLine}`);
      const c = text.charCodeAt(i);
      if (c === sep) {
        i += 1;
        continue;
      }
      ended = true;
      if (c === CR) i += text.charCodeAt(i + 1) === LF ? 2 : 1;
      else if (c === LF) i += 1;
      if (c === CR || c === LF) line += 1;
    }
    if (cells.length === 1 && cells[0] === '') continue;
    if (pending) yield pending;
    pending = { line: recordLine, cells, last: false };
  }
  if (pending) yield { ...pending, last: true };
}

const isEnd = (c: number, sep: number): boolean => c === sep || c === LF || c === CR;

function countLineBreaks(value: string): number {
  let count = 0;
  for (let j = 0; j < value.length; j += 1) {
    const c = value.charCodeAt(j);
    if (c === LF || (c === CR && value.charCodeAt(j + 1) !== LF)) count += 1;
  }
  return count;
}

/** Header text compared without case, accents, extra spaces or underscores: 'Preço Compra' ≡ 'preco  compra'. */
export const normalizeHeader = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

/** Column positions by name (first match of any alias), so users' own column order never matters. */
export function indexColumns<K extends string>(
  header: readonly string[],
  aliases: Record<K, readonly string[]>,
): Partial<Record<K, number>> {
  const names = header.map(normalizeHeader);
  const out: Partial<Record<K, number>> = {};
  for (const key of Object.keys(aliases) as K[]) {
    const index = names.findIndex((name) => aliases[key].includes(name));
    if (index >= 0) out[key] = index;
  }
  return out;
}

/** A cell by column index, trimmed; '' when the column or the cell is missing. */
export const cell = (cells: readonly string[], index: number | undefined): string =>
  index === undefined ? '' : (cells[index] ?? '').trim();
