import { type Decimal } from '../decimal';
import { type NumberConvention, parseNumber } from '../../numbers';
import { isEmotion } from '../emotions';
import { type Currency } from '../instruments';
import { type Side } from '../pnl';
import { bodyRecords, TradeCollector } from './collect';
import { cell, normalizeHeader } from './csv';
import { type DateOrder, detectDateOrder, parseDateTime } from './dates';
import { type Detection } from './detect';
import { ImportError } from './errors';
import { restoreCell } from './formula';
import { type ImportFormat, type ParseResult } from './types';

/** Which header column holds each field, named as in the file. Only the first seven are required. */
export interface ColumnMapping {
  date: string;
  time?: string;
  side: string;
  contracts: string;
  symbol: string;
  entry: string;
  exit: string;
  exitDate?: string;
  exitTime?: string;
  mep?: string;
  men?: string;
  costs?: string;
  stop?: string;
  /** Our own format only ('stop_desconhecido': sim/não); a mapped CSV's stop is unknown by the import's rule. */
  stopUnknown?: string;
  pnl?: string;
  currency?: string;
  emotion?: string;
  notes?: string;
  tags?: string;
  account?: string;
  contractMonth?: string;
  contractYear?: string;
  id?: string;
}

export interface MappedOptions {
  mapping: ColumnMapping;
  /** How numbers are written; 'auto' reads '1.234,5' and '1,234.5' alike (see decimal.ts). */
  decimal?: NumberConvention;
  /** How dates are written when the year is not first; by default decided from the file's dates (day first when
   * they cannot tell, with a notice). */
  dateOrder?: DateOrder;
}

const SIDES: Record<string, Side> = {
  c: 'compra',
  compra: 'compra',
  comprado: 'compra',
  buy: 'compra',
  b: 'compra',
  long: 'compra',
  v: 'venda',
  venda: 'venda',
  vendido: 'venda',
  sell: 'venda',
  s: 'venda',
  short: 'venda',
};

export const parseSide = (text: string): Side | null => SIDES[normalizeHeader(text)] ?? null;

interface TableConfig extends Required<Omit<MappedOptions, 'dateOrder'>> {
  dateOrder: DateOrder | 'auto';
  format: Extract<ImportFormat, 'mapped' | 'generic'>;
  /** Our own export: undo the formula guard's apostrophe and read tags as a JSON array. */
  ownFormat: boolean;
}

/** Any CSV whose columns the user has mapped to our fields. */
export const parseMapped = (
  text: string,
  detection: Detection,
  options: MappedOptions,
  referenceYear?: number,
): ParseResult =>
  parseTable(
    text,
    detection,
    {
      decimal: options.decimal ?? 'auto',
      mapping: options.mapping,
      dateOrder: options.dateOrder ?? 'auto',
      format: 'mapped',
      ownFormat: false,
    },
    referenceYear,
  );

export function parseTable(
  text: string,
  detection: Detection,
  config: TableConfig,
  referenceYear?: number,
): ParseResult {
  const names = detection.header.map(normalizeHeader);
  const col: Partial<Record<keyof ColumnMapping, number>> = {};
  for (const [field, name] of Object.entries(config.mapping) as [keyof ColumnMapping, string | undefined][]) {
    if (!name) continue;
    const index = names.indexOf(normalizeHeader(name));
    if (index < 0) throw new ImportError('mappingColumn', name);
    col[field] = index;
  }
  const num = (t: string): Decimal | null | undefined => (t ? parseNumber(t, config.decimal) : undefined);
  const textCell = (cells: readonly string[], i: number | undefined): string => {
    const value = config.ownFormat ? restoreCell(cells[i ?? -1] ?? '') : cell(cells, i);
    return config.ownFormat ? value : value.trim();
  };
  let order: DateOrder = config.dateOrder === 'auto' ? 'dmy' : config.dateOrder;
  const when = (cells: readonly string[], dateCol?: number, timeCol?: number) => {
    const date = cell(cells, dateCol);
    const time = cell(cells, timeCol);
    const parsed = parseDateTime(time && !date.includes(':') ? `${date} ${time}` : date, order);
    // A spreadsheet with dates only (no time column mapped) is common: those trades get 00:00.
    return parsed && !parsed.time && timeCol === undefined ? { ...parsed, time: '00:00' } : parsed;
  };

  const unknownCol = config.ownFormat ? col.stopUnknown : undefined;
  delete col.stopUnknown;
  // Only the mapped columns identify a row: other columns may be running totals that change between exports. Not
  // 'stop_desconhecido' either: a trade exported before that column existed is the same trade.
  const mappedIndexes = Object.values(col);
  const out = new TradeCollector(config.format, referenceYear);
  const needed = [col.date, col.side, col.contracts, col.symbol, col.entry, col.exit];
  let records: Iterable<{ line: number; cells: string[] }> = bodyRecords(text, detection, out, needed);
  if (config.dateOrder === 'auto') {
    // Read whole first: the date order is a property of the file.
    const all = [...records];
    records = all;
    const dates = (function* () {
      for (const { cells } of all) yield* [cell(cells, col.date), cell(cells, col.exitDate)];
    })();
    const choice = detectDateOrder(dates, 'dmy');
    order = choice.order;
    out.notice(choice.notice);
    out.sortErrorsByLine();
  }
  for (const { line, cells } of records) {
    const emotion = cell(cells, col.emotion).toLowerCase();
    if (emotion && !isEmotion(emotion)) {
      out.fail(line, 'emoção inválida');
      continue;
    }
    const tags = readTags(textCell(cells, col.tags), config.ownFormat);
    if (!tags) {
      out.fail(line, 'tags inválidas');
      continue;
    }
    const month = cell(cells, col.contractMonth).toUpperCase();
    if (month && !/^[FGHJKMNQUVXZ]$/.test(month)) {
      out.fail(line, 'mês de vencimento inválido');
      continue;
    }
    const stopUnknown = readYesNo(cell(cells, unknownCol));
    if (stopUnknown === null) {
      out.fail(line, 'stop desconhecido inválido (esperado sim ou não)');
      continue;
    }
    const currency = cell(cells, col.currency).toUpperCase();
    const year = cell(cells, col.contractYear);
    out.add({
      line,
      opened: when(cells, col.date, col.time),
      closed:
        col.exitDate === undefined || !cell(cells, col.exitDate)
          ? undefined
          : when(cells, col.exitDate, col.exitTime),
      type: parseSide(cell(cells, col.side)),
      contracts: num(cell(cells, col.contracts)) ?? null,
      symbol: textCell(cells, col.symbol).trim(),
      entry: num(cell(cells, col.entry)) ?? null,
      exit: num(cell(cells, col.exit)) ?? null,
      mep: num(cell(cells, col.mep)),
      men: num(cell(cells, col.men)),
      costs: num(cell(cells, col.costs)),
      stop: num(cell(cells, col.stop)),
      stopUnknown,
      sourcePnl: num(cell(cells, col.pnl)) ?? undefined,
      currency: currency === 'BRL' || currency === 'USD' ? (currency as Currency) : undefined,
      contractMonth: month || undefined,
      contractYear: /^\d{4}$/.test(year) ? Number(year) : undefined,
      emotion: emotion || undefined,
      notes: textCell(cells, col.notes) || undefined,
      tags,
      accountId: textCell(cells, col.account) || undefined,
      fingerprint: cell(cells, col.id) || undefined,
      key: mappedIndexes.map((i) => cell(cells, i)),
    });
  }
  return out.result();
}

const YES_NO: Record<string, boolean> = { sim: true, s: true, nao: false, n: false };

/** 'sim'/'não' (any case, with or without the accent); undefined when blank, null when unreadable. */
function readYesNo(value: string): boolean | null | undefined {
  if (!value) return undefined;
  return YES_NO[normalizeHeader(value)] ?? null;
}

/** Our machine format writes a JSON array; people (and our spreadsheet export) write 'a, b'. */
function readTags(value: string, json: boolean): string[] | null {
  if (!value) return [];
  if (!json || !value.startsWith('['))
    return value
      .split(/[,|]/)
      .map((t) => t.trim())
      .filter(Boolean);
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((t) => typeof t === 'string') ? parsed : null;
  } catch {
    return null;
  }
}
