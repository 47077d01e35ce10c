// The runtime-neutral build (its own Buffer, no node:*): the client reads headers with it too (detect.ts).
import { type CsvError, parse } from 'csv-parse/browser/esm/sync';
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

/** Text handed to the parser at a time by readCsv: big enough to be cheap, small enough to bound memory. */
export const CSV_CHUNK = 64 * 1024;

const ENCODER = new TextEncoder();

/**
 * A CSV reader fed in chunks (csv-parse underneath): `write` text as it arrives, then `end`; each call returns the
 * records completed so far. RFC 4180 quotes ("" escapes, separators and line breaks inside quotes), CRLF, LF and CR,
 * blank lines skipped, spaces between a closing quote and the separator ignored, a quote inside an unquoted cell
 * kept as text. The last record is held back until `end`, so it can be marked `last`.
 *
 * Each chunk is parsed up to its last line break; the rest waits for the next chunk. A cut that falls inside a
 * quoted cell (a note with a line break) makes csv-parse report an open quote: the text is then kept and parsed
 * again with the next chunk. Refuses with an ImportError: a quote still open at the end (a cut file), text after a
 * closing quote, a record over the column or length limit (a file of one endless line is refused after a few
 * chunks, not read into memory).
 */
export class CsvReader {
  private readonly separator: Separator;
  private readonly maxColumns: number;
  private readonly maxLength: number;
  private done: CsvRecord[] = [];
  private pending: CsvRecord | null = null;
  /** Text after the last complete piece. */
  private carry = '';
  /** Line the next record starts on. */
  private line: number;
  private started = false;

  constructor(options: Omit<CsvOptions, 'start'>) {
    this.separator = options.separator;
    this.line = options.startLine ?? 1;
    this.maxColumns = options.maxColumns ?? MAX_COLUMNS;
    this.maxLength = options.maxRecordLength ?? MAX_RECORD_LENGTH;
  }

  write(chunk: string): CsvRecord[] {
    let text = chunk;
    if (!this.started && text) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const buffer = this.carry + text;
    // After the last LF; in a CR-only file after the last CR that is not the buffer's end (an LF may follow).
    let cut = buffer.lastIndexOf('\n') + 1;
    if (cut === 0 && buffer.length > 1) cut = buffer.lastIndexOf('\r', buffer.length - 2) + 1;
    if (cut > 0 && this.parse(buffer.slice(0, cut), false)) this.carry = buffer.slice(cut);
    else this.carry = buffer;
    if (this.carry.length > this.maxLength + 2 * CSV_CHUNK)
      throw new ImportError('lineTooLong', `linha ${this.line}`);
    return this.flush();
  }

  end(): CsvRecord[] {
    if (this.carry) this.parse(this.carry, true);
    this.carry = '';
    if (this.pending) this.done.push({ ...this.pending, last: true });
    this.pending = null;
    return this.flush();
  }

  /** Parses a piece that starts on a record boundary; false when it ends inside a quoted cell (not final). */
  private parse(piece: string, final: boolean): boolean {
    const plain = splitPlain(piece, this.separator, this.maxColumns, this.maxLength);
    if (plain) {
      this.take(plain, false);
      return true;
    }
    let records: string[][];
    try {
      records = parse(ENCODER.encode(piece), this.options()) as string[][];
    } catch (error) {
      const code = (error as Partial<CsvError>).code;
      if (code === 'CSV_QUOTE_NOT_CLOSED' && !final) return false;
      // The refusal names the line being read: parse again, keeping the records before the failure.
      const before: string[][] = [];
      try {
        parse(ENCODER.encode(piece), {
          ...this.options(),
          on_record: (cells: string[]) => void before.push(cells),
        });
      } catch {
        // The same failure, now with the records before it counted.
      }
      this.take(
        before.filter((cells) => cells.length <= this.maxColumns),
        true,
      );
      throw this.refusal(before.some((cells) => cells.length > this.maxColumns) ? this.wide() : error);
    }
    if (records.some((cells) => cells.length > this.maxColumns)) throw this.wide();
    this.take(records, true);
    return true;
  }

  private options() {
    return csvParseOptions(this.separator, this.maxLength);
  }

  private wide(): ImportError {
    return new ImportError('tooManyColumns', `máximo ${this.maxColumns}`);
  }

  /** Records in order, numbered by line; `quoted`: cells may hold line breaks (only a quoted cell can). */
  private take(records: string[][], quoted: boolean): void {
    for (const cells of records) {
      const line = this.line;
      let breaks = 0;
      let length = cells.length;
      for (const value of cells) {
        length += value.length;
        // Counted so later records keep their real line numbers.
        if (quoted && (value.includes('\n') || value.includes('\r'))) breaks += countLineBreaks(value);
      }
      this.line += 1 + breaks;
      if (length > this.maxLength) throw new ImportError('lineTooLong', `linha ${line}`);
      if (cells.length === 1 && cells[0] === '') continue;
      if (this.pending) this.done.push(this.pending);
      this.pending = { line, cells, last: false };
    }
  }

  private flush(): CsvRecord[] {
    const out = this.done;
    this.done = [];
    return out;
  }

  /** csv-parse's error as the importer's (the line is the record being read). */
  private refusal(error: unknown): unknown {
    if (error instanceof ImportError) return error;
    const code = (error as Partial<CsvError>).code;
    if (code === 'CSV_QUOTE_NOT_CLOSED')
      return new ImportError('truncated', `aspas não fechadas na linha ${this.line}`);
    if (code === 'CSV_MAX_RECORD_SIZE') return new ImportError('lineTooLong', `linha ${this.line}`);
    if (code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || code === 'CSV_INVALID_CLOSING_QUOTE')
      return new ImportError('badQuotes', `linha ${this.line}`);
    return error;
  }
}

/**
 * Reads a whole text lazily, one record at a time, from `start` (after a preamble): the same records as feeding
 * the text to a CsvReader chunk by chunk.
 */
export function* readCsv(text: string, options: CsvOptions): Generator<CsvRecord> {
  const reader = new CsvReader(options);
  for (let at = options.start ?? 0; at < text.length; at += CSV_CHUNK) {
    yield* reader.write(text.slice(at, at + CSV_CHUNK));
  }
  yield* reader.end();
}

const LF = 10;
const CR = 13;

/**
 * csv-parse's options. Speed (a 100,000-row Profit file, CPU time): the text goes in as UTF-8 bytes from the
 * platform's TextEncoder, because the browser build would encode a string with its JavaScript Buffer (half
 * of its time), and no per-record callback (on_record builds an info object per record): 1.7 s → 0.64 s.
 * The Node build (native Buffer) measured the same within noise, so one build serves client and server.
 */
export const csvParseOptions = (separator: Separator, maxLength: number) => ({
  delimiter: separator,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
  relax_quotes: true,
  rtrim: true,
  // Bytes of UTF-8 (up to 4 per character): the character limit itself is checked in take().
  max_record_size: maxLength * 4,
});

// A UTF-16 surrogate: csv-parse reads the TextEncoder's UTF-8, where a lone one becomes U+FFFD.
const SURROGATE = /[\ud800-\udfff]/;

/**
 * The records of a piece without a quote, exactly as csv-parse reads it with csvParseOptions (csv.test.ts checks
 * this on random text): records end at CRLF, LF or CR, cells at the separator, each cell's end trimmed
 * (String#trimEnd, as csv-parse does), a blank line is one empty cell, and text after the last line break is a
 * last record. Without quotes nothing else can happen, and this is a fraction of csv-parse's time and garbage
 * (it walks UTF-8 bytes and builds each cell through its own buffer). Null when the piece needs csv-parse: it
 * holds a quote, a UTF-16 surrogate, or a record over a limit (csv-parse's refusals name them).
 */
export function splitPlain(
  piece: string,
  separator: Separator,
  maxColumns: number,
  maxLength: number,
): string[][] | null {
  if (piece.includes('"') || SURROGATE.test(piece)) return null;
  const sep = separator.charCodeAt(0);
  const records: string[][] = [];
  let cells: string[] = [];
  let start = 0;
  let recordStart = 0;
  const n = piece.length;
  for (let i = 0; i < n; i += 1) {
    const c = piece.charCodeAt(i);
    if (c === sep) {
      cells.push(piece.slice(start, i).trimEnd());
      start = i + 1;
    } else if (c === LF || c === CR) {
      cells.push(piece.slice(start, i).trimEnd());
      if (cells.length > maxColumns || i - recordStart > maxLength) return null;
      records.push(cells);
      cells = [];
      if (c === CR && piece.charCodeAt(i + 1) === LF) i += 1;
      start = i + 1;
      recordStart = start;
    }
  }
  if (start < n || cells.length > 0) {
    cells.push(piece.slice(start).trimEnd());
    if (cells.length > maxColumns || n - recordStart > maxLength) return null;
    records.push(cells);
  }
  return records;
}

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
