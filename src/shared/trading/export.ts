import { formatDate } from '../format';
import { toDecimal } from './decimal';
import { EMOTION_LABELS, isEmotion } from './emotions';
import { type Currency, findInstrument } from './instruments';
import { type Side } from './pnl';
import { GENERIC_COLUMNS, type GenericColumn } from './imports/generic';
import { defuseCell } from './imports/formula';

/** A stored trade as the export needs it (decimals as exact text, as read from numeric columns). */
export interface ExportTrade {
  date: string;
  time: string;
  exitDate?: string;
  exitTime?: string;
  type: Side;
  contracts: number;
  instrument: string;
  contractMonth?: string;
  contractYear?: number;
  entry: string;
  exit: string;
  mep?: string;
  men?: string;
  costs: string;
  stop?: string;
  /** No stop because it is unknown ('stop não informado'), not missing: written so a re-import keeps it. */
  stopUnknown?: boolean;
  /** The stored P&L (already rounded to cents). */
  pnl?: string;
  currency?: Currency;
  emotion?: string;
  tags: string[];
  accountId?: string;
  notes?: string;
  /** The import fingerprint, kept so re-importing our own export is seen as a duplicate. */
  fingerprint?: string;
}

const BOM = '\uFEFF';
const SEP = ';';
// CRLF: what Excel writes and RFC 4180 asks for.
const EOL = '\r\n';

/** Quotes when needed and defuses formulas (a note '=HYPERLINK(...)' must never run in Excel). */
const csvCell = (value: string): string => {
  const safe = defuseCell(value);
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const row = (cells: readonly string[]): string => cells.map(csvCell).join(SEP) + EOL;

/** Rows as a pt-BR spreadsheet CSV (BOM, ';', CRLF, formulas defused): the one CSV writer, also the tax's. */
export const toCsv = (rows: Iterable<readonly string[]>): string => {
  const parts = [BOM];
  for (const cells of rows) parts.push(row(cells));
  return parts.join('');
};
/** The writer of our pt-BR CSVs, for the other exports (the evolution report): one row, and the BOM to start with. */
export { BOM as CSV_BOM, row as csvRow };

const plain = (v: string | undefined): string => (v === undefined || v === '' ? '' : toDecimal(v).toString());

const currencyOf = (t: ExportTrade): string => t.currency ?? findInstrument(t.instrument)?.currency ?? '';

/** The columns of our format, in order, for one trade. */
function genericCells(t: ExportTrade): Record<GenericColumn, string> {
  return {
    data: t.date,
    hora: t.time,
    data_saida: t.exitDate ?? '',
    hora_saida: t.exitTime ?? '',
    tipo: t.type,
    contratos: String(t.contracts),
    ativo: t.instrument,
    mes_vencimento: t.contractMonth ?? '',
    ano_vencimento: t.contractYear ? String(t.contractYear) : '',
    entrada: plain(t.entry),
    saida: plain(t.exit),
    mep: plain(t.mep),
    men: plain(t.men),
    custos: plain(t.costs) || '0',
    stop: plain(t.stop),
    stop_desconhecido: t.stopUnknown === undefined ? '' : t.stopUnknown ? 'sim' : 'não',
    resultado: t.pnl ? toDecimal(t.pnl).toFixed(2) : '',
    moeda: currencyOf(t),
    emocao: t.emotion ?? '',
    tags: t.tags.length ? JSON.stringify(t.tags) : '',
    conta: t.accountId ?? '',
    notas: t.notes ?? '',
    id_origem: t.fingerprint ?? '',
  };
}

/**
 * Our machine format (imports/generic.ts reads it back without loss): UTF-8 with BOM, ';', ISO dates, exact
 * decimals with a '.' point, tags as JSON.
 */
export function toGenericCsv(trades: Iterable<ExportTrade>): string {
  const parts = [BOM + row(GENERIC_COLUMNS)];
  for (const t of trades) {
    const cells = genericCells(t);
    parts.push(row(GENERIC_COLUMNS.map((c) => cells[c])));
  }
  return parts.join('');
}

export const SPREADSHEET_HEADERS: Record<GenericColumn, string> = {
  data: 'Data',
  hora: 'Hora',
  data_saida: 'Data saída',
  hora_saida: 'Hora saída',
  tipo: 'Tipo',
  contratos: 'Contratos',
  ativo: 'Ativo',
  mes_vencimento: 'Mês vencimento',
  ano_vencimento: 'Ano vencimento',
  entrada: 'Entrada',
  saida: 'Saída',
  mep: 'MEP',
  men: 'MEN',
  custos: 'Custos',
  stop: 'Stop',
  stop_desconhecido: 'Stop desconhecido',
  resultado: 'Resultado',
  moeda: 'Moeda',
  emocao: 'Emoção',
  tags: 'Tags',
  conta: 'Conta',
  notas: 'Notas',
  id_origem: 'ID origem',
};

const comma = (v: string): string => v.replace('.', ',');

/**
 * For Excel pt-BR: UTF-8 with BOM (so accents show), ';' (the pt-BR list separator), decimal comma without
 * thousands separators (so cells are numbers), dd/mm/aaaa. The importer reads it too, as our own format.
 */
export function toSpreadsheetCsv(
  trades: Iterable<ExportTrade>,
  /** False for the pages after the first of a file written page by page (the LGPD export): no BOM, no header. */
  { header = true }: { header?: boolean } = {},
): string {
  const parts = [header ? BOM + row(GENERIC_COLUMNS.map((c) => SPREADSHEET_HEADERS[c])) : ''];
  for (const t of trades) {
    const g = genericCells(t);
    const cells: Record<GenericColumn, string> = {
      ...g,
      data: formatDate(t.date),
      data_saida: formatDate(t.exitDate ?? ''),
      tipo: t.type === 'compra' ? 'Compra' : 'Venda',
      entrada: comma(g.entrada),
      saida: comma(g.saida),
      mep: comma(g.mep),
      men: comma(g.men),
      custos: comma(g.custos),
      stop: comma(g.stop),
      resultado: comma(g.resultado),
      emocao: t.emotion && isEmotion(t.emotion) ? EMOTION_LABELS[t.emotion] : (t.emotion ?? ''),
      tags: t.tags.join(', '),
    };
    parts.push(row(GENERIC_COLUMNS.map((c) => cells[c])));
  }
  return parts.join('');
}
