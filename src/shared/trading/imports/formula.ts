import { parseDecimal } from '../decimal';

/**
 * CSV injection guard. A cell that starts with = + - @ (or tab/CR) and is not a number would run as a formula
 * when the file is opened in a spreadsheet. We never evaluate cells; on export such cells get a leading
 * apostrophe so Excel shows them as text. A cell that already starts with apostrophes before such a character
 * gets one more, so unescaping on import is exact (the round trip is lossless).
 */
const TRIGGER = /^'*[=+\-@\t\r]/;

export const isFormulaLike = (value: string): boolean =>
  /^[=+\-@\t\r]/.test(value) && parseDecimal(value) === null;

/**
 * A cell an importer must refuse: formula-like with something after the trigger ('-' or '+' alone is a dash
 * placeholder some exports write for "no value", not a formula). Numbers ('-12,5', '+3', '-R$ 20,00') are fine.
 */
export const isFormulaCell = (value: string): boolean =>
  isFormulaLike(value) && value.replace(/^[\s=+\-@]+/, '').trim() !== '';

/** The first formula cell of a record, as its column index, or -1. Cheap: one char code per cell. */
export function formulaColumn(cells: readonly string[]): number {
  for (let k = 0; k < cells.length; k += 1) {
    const value = cells[k] ?? '';
    const c = value.charCodeAt(0);
    // = + - @ tab CR
    if ((c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13) && isFormulaCell(value))
      return k;
  }
  return -1;
}

export const defuseCell = (value: string): string =>
  isFormulaLike(value) || (value.startsWith("'") && TRIGGER.test(value)) ? `'${value}` : value;

export const restoreCell = (value: string): string =>
  value.startsWith("'") && TRIGGER.test(value) ? value.slice(1) : value;
