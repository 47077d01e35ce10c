import { BOVESPA_NAMES, type BovespaNameRow } from './bovespa-names';

const key = (name: string, shareClass: string) => `${name}|${shareClass}`;

/** Rows of one name and class, oldest ticker first. */
const BY_NAME = new Map<string, BovespaNameRow[]>();
for (const row of BOVESPA_NAMES) {
  const k = key(row[0], row[1]);
  const rows = BY_NAME.get(k);
  if (rows) rows.push(row);
  else BY_NAME.set(k, [row]);
}
for (const rows of BY_NAME.values()) rows.sort((a, b) => (a[3] ?? '').localeCompare(b[3] ?? ''));
const CLASSES = new Set(BOVESPA_NAMES.map((row) => row[1]));

/**
 * The ticker of a share printed by name, class and segment ('VALE ON NM', 'ITAUUNIBANCO  PN  EJ  N1'); null when
 * the name and class are not in the table. The name must be the whole of the words before the class, so a name
 * that starts another ('BRASIL' and 'BRASILAGRO', 'GERDAU' and 'GERDAU MET') never takes the other's ticker.
 * Without a date, the newest ticker of a name whose code changed.
 */
export function tickerOfBovespaName(spec: string, onDate?: string): string | null {
  const words = spec.trim().toUpperCase().split(/\s+/);
  for (let i = 1; i < words.length; i += 1) {
    const shareClass = words[i] as string;
    if (!CLASSES.has(shareClass)) continue;
    const rows = BY_NAME.get(key(words.slice(0, i).join(' '), shareClass));
    if (!rows) continue;
    const valid = onDate === undefined ? rows : rows.filter((row) => (row[3] ?? '') <= onDate);
    return ((valid.length > 0 ? valid : rows).at(-1) as BovespaNameRow)[2];
  }
  return null;
}
