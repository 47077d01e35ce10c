import { type Decimal } from '../decimal';
import {
  type Currency,
  findInstrument,
  isPlausibleSymbol,
  type NormalizedSymbol,
  normalizeSymbol,
} from '../instruments';
import { type Side } from '../pnl';
import { CONTRACTS_MAX, NOTES_MAX, TAG_MAX_LENGTH, TAGS_MAX } from '../trade-schema';
import { type CsvRecord, readCsv } from './csv';
import { type LocalDateTime } from './dates';
import { type Detection } from './detect';
import { ImportError } from './errors';
import { detach } from './detach';
import { fingerprint, fingerprintOf } from './fingerprint';
import { formulaColumn } from './formula';
import { type ImportFormat, type ParsedTrade, type ParseResult, type RowError } from './types';

export const MAX_ROWS = 500_000;
export const MAX_ROW_ERRORS = 500;

/** What a parser read from one row; null marks a value that was present but unreadable. */
export interface TradeDraft {
  line: number;
  opened: LocalDateTime | null;
  /** undefined: the source has no closing time; null: it has one we could not read. */
  closed?: LocalDateTime | null;
  type: Side | null;
  contracts: Decimal | null;
  symbol: string;
  entry: Decimal | null;
  exit: Decimal | null;
  mep?: Decimal | null;
  men?: Decimal | null;
  costs?: Decimal | null;
  /** MT5: a swap credit larger than the charges leaves negative costs (the trade earned a net credit). */
  costsMayBeCredit?: boolean;
  stop?: Decimal | null;
  /** Whether the row says its missing stop is unknown (our own format); undefined when it does not say. */
  stopUnknown?: boolean;
  sourcePnl?: Decimal | null;
  /** Stated by the file (our own format); otherwise the built-in instrument's currency. */
  currency?: Currency;
  contractMonth?: string;
  contractYear?: number;
  emotion?: string;
  notes?: string;
  tags?: string[];
  accountId?: string;
  sourceAccount?: string;
  /** A fingerprint carried by the file itself (our own export); otherwise one is computed from `key`. */
  fingerprint?: string;
  /** The source fields that identify the row (not running totals, not row numbers). */
  key: readonly string[];
}

/** What a source symbol reads as: a file names a handful, so each is worked out once per file. */
interface SymbolInfo {
  plausible: boolean;
  normalized: NormalizedSymbol | null;
  currency: Currency | undefined;
}

/** Validates drafts into ParsedTrades and collects per-row errors in Portuguese ('Linha 12: ...'). */
export class TradeCollector {
  private readonly trades: ParsedTrade[] = [];
  private readonly errors: RowError[] = [];
  private readonly seen = new Map<string, number>();
  private readonly symbols = new Map<string, SymbolInfo>();
  private readonly notices: string[] = [];
  private sortErrors = false;
  private skipped = 0;
  private failed = 0;
  private rows = 0;

  constructor(
    private readonly format: ImportFormat,
    private readonly referenceYear?: number,
  ) {}

  /** A note for the preview (how ambiguous dates were read). */
  notice(text: string | undefined): void {
    if (text) this.notices.push(text);
  }

  /** For parsers that read the whole file before their rows (date order): incomplete rows were reported first. */
  sortErrorsByLine(): void {
    this.sortErrors = true;
  }

  skip(): void {
    this.skipped += 1;
  }

  fail(line: number, problem: string): void {
    this.count();
    this.failed += 1;
    if (this.errors.length < MAX_ROW_ERRORS) this.errors.push({ line, message: `Linha ${line}: ${problem}` });
  }

  /** A symbol's plausibility, root and currency, from the file's first row naming it. */
  private symbolInfo(raw: string): SymbolInfo {
    let info = this.symbols.get(raw);
    if (!info) {
      const plausible = isPlausibleSymbol(raw);
      const normalized = plausible ? normalizeSymbol(raw, this.referenceYear) : null;
      const currency = normalized ? findInstrument(normalized.root)?.currency : undefined;
      info = { plausible, normalized, currency };
      if (this.symbols.size > 10_000) this.symbols.clear();
      this.symbols.set(raw, info);
    }
    return info;
  }

  add(d: TradeDraft): void {
    const info = this.symbolInfo(d.symbol);
    const problem = check(d, info.plausible);
    if (problem) return this.fail(d.line, problem);
    this.count();
    const symbol = info.normalized as NormalizedSymbol;
    const base = fingerprintOf(this.format, d.key);
    const occurrence = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, occurrence);
    const opened = d.opened as LocalDateTime;
    const trade: ParsedTrade = {
      line: d.line,
      date: opened.date,
      time: opened.time,
      type: d.type as Side,
      contracts: (d.contracts as Decimal).toNumber(),
      instrument: symbol.root,
      sourceSymbol: detach(d.symbol),
      entry: (d.entry as Decimal).toString(),
      exit: (d.exit as Decimal).toString(),
      costs: d.costs ? d.costs.toString() : '0',
      tags: d.tags ? d.tags.map(detach) : [],
      // Same fields twice in one file (two identical fills) stay two trades: the occurrence is part of the key.
      // Joined, not concatenated: a flat string (a template literal of 13+ characters is a pair of references).
      fingerprint:
        detach(d.fingerprint ?? '') ||
        [this.format, ':', occurrence === 1 ? base : fingerprint([base, String(occurrence)])].join(''),
    };
    if (d.closed) trade.exitDate = d.closed.date;
    if (d.closed?.time) trade.exitTime = d.closed.time;
    const month = d.contractMonth ?? symbol.contractMonth;
    if (month) trade.contractMonth = month;
    const year = d.contractYear ?? symbol.contractYear;
    if (year) trade.contractYear = year;
    // Excursions are sizes: Profit writes MEN as a negative number of points.
    if (d.mep) trade.mep = d.mep.abs().toString();
    if (d.men) trade.men = d.men.abs().toString();
    if (d.stop) trade.stop = d.stop.toString();
    // A stop the row states is known, whatever the row's flag says.
    if (d.stopUnknown !== undefined) trade.stopUnknown = d.stopUnknown && !d.stop;
    if (d.sourcePnl) trade.sourcePnl = d.sourcePnl.toFixed(2);
    const currency = d.currency ?? info.currency;
    if (currency) trade.currency = currency;
    // Kept for the whole import: copies, not views of the file's text (detach.ts).
    if (d.emotion) trade.emotion = detach(d.emotion);
    if (d.notes) trade.notes = detach(d.notes);
    if (d.accountId) trade.accountId = detach(d.accountId);
    if (d.sourceAccount) trade.sourceAccount = detach(d.sourceAccount);
    this.trades.push(trade);
  }

  result(): ParseResult {
    const errors = [...this.errors];
    if (this.sortErrors) errors.sort((a, b) => a.line - b.line);
    const hidden = this.failed - errors.length;
    if (hidden > 0) errors.push({ line: 0, message: `… e mais ${hidden} linhas com erro` });
    const result: ParseResult = { trades: this.trades, errors, skipped: this.skipped };
    if (this.notices.length) result.notices = [...this.notices];
    return result;
  }

  private count(): void {
    this.rows += 1;
    if (this.rows > MAX_ROWS)
      throw new ImportError('tooManyRows', `máximo ${MAX_ROWS.toLocaleString('pt-BR')}`);
  }
}

/**
 * Why a draft cannot be imported, or null. Exit = entry is allowed: a stop moved to the entry or a scratch is a
 * real trade with real costs (the trade form's 'Preço de entrada e saída não podem ser iguais' is for typing only).
 */
function check(d: TradeDraft, plausibleSymbol: boolean): string | null {
  if (!plausibleSymbol) return d.symbol ? 'ativo inválido' : 'ativo em branco';
  if (!d.opened || !d.opened.time) return 'data/hora de abertura inválida';
  if (d.closed === null) return 'data/hora de fechamento inválida';
  if (!d.type) return 'lado inválido (esperado compra ou venda)';
  const c = d.contracts;
  if (!c || c.cmp(1) < 0 || c.round(0).cmp(c) !== 0 || c.cmp(CONTRACTS_MAX) > 0) {
    return 'quantidade de contratos inválida';
  }
  if (!d.entry || d.entry.sign() <= 0) return 'preço de entrada inválido';
  if (!d.exit || d.exit.sign() <= 0) return 'preço de saída inválido';
  if (d.mep === null) return 'MEP inválido';
  if (d.men === null) return 'MEN inválido';
  if (d.costs === null || (d.costs && d.costs.sign() < 0 && !d.costsMayBeCredit)) return 'custos inválidos';
  if (d.stop === null || (d.stop && d.stop.sign() <= 0)) return 'preço de stop inválido';
  // The trade form's limits (trade-schema.ts), so every imported trade can be saved as it is.
  if (d.notes && d.notes.length > NOTES_MAX) return `notas com mais de ${NOTES_MAX} caracteres`;
  const tags = d.tags ?? [];
  if (tags.length > TAGS_MAX || tags.some((t) => t.length > TAG_MAX_LENGTH)) {
    return `tags demais ou longas demais (até ${TAGS_MAX}, de até ${TAG_MAX_LENGTH} caracteres)`;
  }
  return null;
}

/**
 * The records after the header. A record too short to hold the needed columns is a row error, unless it is the
 * file's last record: then the file was cut while being saved or sent, and the whole import stops.
 */
export function* bodyRecords(
  text: string,
  detection: Detection,
  collector: TradeCollector,
  neededColumns: readonly (number | undefined)[],
): Generator<CsvRecord> {
  const width = Math.max(...neededColumns.map((i) => (i ?? -1) + 1));
  refuseFormula(detection.header, detection.headerLine, detection.header);
  for (const record of readCsv(text, {
    separator: detection.separator,
    start: detection.bodyOffset,
    startLine: detection.headerLine + 1,
  })) {
    if (record.cells.every((c) => !c.trim())) {
      collector.skip();
      continue;
    }
    refuseFormula(record.cells, record.line, detection.header);
    if (record.cells.length < width) {
      if (record.last) throw new ImportError('truncated', `linha ${record.line}`);
      collector.fail(record.line, 'linha incompleta (faltam colunas)');
      continue;
    }
    yield record;
  }
}

/**
 * A cell that a spreadsheet would run as a formula (CSV injection: =, +, -, @, tab or CR before something that is
 * not a number) refuses the whole file: such a file was tampered with or saved with live formulas, and none of
 * its rows can be trusted. The message names the line and the column.
 */
function refuseFormula(cells: readonly string[], line: number, header: readonly string[]): void {
  const column = formulaColumn(cells);
  if (column < 0) return;
  const name = (header[column] ?? '').trim();
  throw new ImportError('formula', `linha ${line}, coluna ${name ? `"${name}"` : column + 1}`);
}
