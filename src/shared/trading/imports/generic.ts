import { normalizeHeader } from './csv';
import { type Detection } from './detect';
import { type ColumnMapping, parseTable } from './mapped';
import { type ParseResult } from './types';

/**
 * Our own CSV: what "Exportar (formato MCTrading)" writes and the importer reads back without loss. UTF-8,
 * ';', ISO dates, exact decimals with a '.' point, tags as a JSON array, the source fingerprint kept so a
 * re-import is recognised as a duplicate. Columns are found by name, so a user may reorder them in a spreadsheet.
 */
export const GENERIC_COLUMNS = [
  'data',
  'hora',
  'data_saida',
  'hora_saida',
  'tipo',
  'contratos',
  'ativo',
  'mes_vencimento',
  'ano_vencimento',
  'entrada',
  'saida',
  'mep',
  'men',
  'custos',
  'stop',
  'stop_desconhecido',
  'resultado',
  'moeda',
  'emocao',
  'tags',
  'conta',
  'notas',
  'id_origem',
] as const;

export type GenericColumn = (typeof GENERIC_COLUMNS)[number];

const MAPPING: ColumnMapping = {
  date: 'data',
  time: 'hora',
  exitDate: 'data_saida',
  exitTime: 'hora_saida',
  side: 'tipo',
  contracts: 'contratos',
  symbol: 'ativo',
  contractMonth: 'mes_vencimento',
  contractYear: 'ano_vencimento',
  entry: 'entrada',
  exit: 'saida',
  mep: 'mep',
  men: 'men',
  costs: 'custos',
  stop: 'stop',
  stopUnknown: 'stop_desconhecido',
  pnl: 'resultado',
  currency: 'moeda',
  emotion: 'emocao',
  tags: 'tags',
  account: 'conta',
  notes: 'notas',
  id: 'id_origem',
};

export function parseGeneric(text: string, detection: Detection, referenceYear?: number): ParseResult {
  // Only the columns present are read: files written by hand may leave the optional ones out.
  const present = new Set(detection.header.map(normalizeHeader));
  const mapping = Object.fromEntries(
    Object.entries(MAPPING).filter(([, name]) => present.has(normalizeHeader(name))),
  ) as unknown as ColumnMapping;
  // 'auto' numbers and day-first dates also read our pt-BR spreadsheet export ('125100,5', '26/03/2026'); the
  // machine format's plain '125100.5' and ISO dates read the same either way.
  return parseTable(
    text,
    detection,
    { mapping, decimal: 'auto', dateOrder: 'dmy', format: 'generic', ownFormat: true },
    referenceYear,
  );
}
