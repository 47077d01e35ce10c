import { TIMEZONE_LABELS, uploadStep } from '@/shared/i18n/imports';
import { IMPORT_MAX_BYTES, type ImportOptions } from '@/shared/trading/api-contract';
import { decodeBytes, detectFormat, type ImportFormat } from '@/shared/trading/imports';

export const MAX_MB = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));

/** The zones a trader usually needs, plus the browser's own when it is not one of them. */
export function timezoneChoices(browserZone: string | undefined): { value: string; label: string }[] {
  const choices = Object.entries(TIMEZONE_LABELS).map(([value, label]) => ({ value, label }));
  if (browserZone && !(browserZone in TIMEZONE_LABELS)) {
    choices.push({ value: browserZone, label: uploadStep.browserZone(browserZone) });
  }
  return choices;
}

/** A file the client refuses before sending (the server checks again): too big or empty. */
export function fileProblem(file: { size: number }): string | null {
  if (file.size > IMPORT_MAX_BYTES) return uploadStep.tooLarge(MAX_MB);
  if (file.size === 0) return uploadStep.emptyFile;
  return null;
}

export interface ImportChoices {
  accountId: string;
  sourceTimezone: string;
  /** '' = detect from the header */
  format: ImportFormat | '';
  symbolMap: Record<string, string>;
  /** field → header; used only with format 'mapped' */
  mapping: Record<string, string>;
  /** The playbook every imported trade is recorded with; blank = none. */
  playbookId?: string;
}

/** The form's choices → the "options" JSON of the upload: blanks left out, the mapping only for 'mapped'. */
export function buildImportOptions(choices: ImportChoices): ImportOptions {
  const symbolMap = Object.fromEntries(Object.entries(choices.symbolMap).filter(([, v]) => v));
  const options: ImportOptions = { symbolMap };
  if (choices.accountId) options.accountId = choices.accountId;
  if (choices.sourceTimezone) options.sourceTimezone = choices.sourceTimezone;
  if (choices.format) options.format = choices.format;
  if (choices.playbookId) options.playbookId = choices.playbookId;
  if (choices.format === 'mapped') {
    const mapping = Object.fromEntries(Object.entries(choices.mapping).filter(([, v]) => v));
    if (Object.keys(mapping).length > 0) options.mapping = mapping;
  }
  return options;
}

/** Fields of the column-mapping step, required ones first (mapped.ts: ColumnMapping). */
export const MAPPING_FIELDS = [
  { key: 'date', required: true },
  { key: 'time', required: false },
  { key: 'side', required: true },
  { key: 'contracts', required: true },
  { key: 'symbol', required: true },
  { key: 'entry', required: true },
  { key: 'exit', required: true },
  { key: 'exitDate', required: false },
  { key: 'exitTime', required: false },
  { key: 'mep', required: false },
  { key: 'men', required: false },
  { key: 'costs', required: false },
  { key: 'stop', required: false },
  { key: 'pnl', required: false },
  { key: 'notes', required: false },
] as const;

export function missingMappingFields(mapping: Record<string, string>): string[] {
  return MAPPING_FIELDS.filter((f) => f.required && !mapping[f.key]).map((f) => f.key);
}

const HINTS: Record<string, string[]> = {
  date: ['data', 'date', 'dia', 'abertura', 'entry time', 'time'],
  time: ['hora', 'horario', 'time', 'hour'],
  side: ['tipo', 'lado', 'side', 'direcao', 'direction', 'type', 'market pos.'],
  contracts: ['contratos', 'quantidade', 'qtd', 'qty', 'volume', 'contracts', 'quantity'],
  symbol: ['ativo', 'symbol', 'instrument', 'papel', 'codigo', 'simbolo'],
  entry: ['entrada', 'preco entrada', 'entry', 'entry price', 'preco de entrada'],
  exit: ['saida', 'preco saida', 'exit', 'exit price', 'preco de saida'],
  mep: ['mep', 'mfe'],
  men: ['men', 'mae'],
  costs: ['custos', 'custo', 'taxas', 'costs', 'fees', 'commission', 'comissao'],
  stop: ['stop'],
  pnl: ['resultado', 'pnl', 'profit', 'lucro'],
  notes: ['notas', 'notes', 'obs', 'observacao'],
};

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** A first guess of the mapping from header names, so the user only fixes what is wrong. */
export function guessMapping(headers: readonly string[], remembered?: Record<string, string>) {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const [field, header] of Object.entries(remembered ?? {})) {
    if (headers.includes(header)) {
      mapping[field] = header;
      used.add(header);
    }
  }
  for (const { key } of MAPPING_FIELDS) {
    if (mapping[key]) continue;
    const found = headers.find((h) => !used.has(h) && (HINTS[key] ?? []).includes(norm(h)));
    if (found) {
      mapping[key] = found;
      used.add(found);
    }
  }
  return mapping;
}

/** The header cells of a file, read on the client when the server could not tell them (unknown format). */
export async function readHeaders(file: Blob): Promise<string[]> {
  try {
    let bytes = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
    // End at a line break, so a multi-byte character cut in half does not make UTF-8 look like latin-1.
    const lastBreak = bytes.lastIndexOf(0x0a);
    if (file.size > bytes.length && lastBreak > 0) bytes = bytes.subarray(0, lastBreak);
    const { text } = decodeBytes(bytes);
    return detectFormat(text).header.filter((h) => h.trim() !== '');
  } catch {
    return [];
  }
}
