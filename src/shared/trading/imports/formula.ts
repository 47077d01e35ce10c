/**
 * CSV injection guard (OWASP). A spreadsheet runs a cell as a formula when it starts with '=', or with '+', '-' or
 * '@' followed by something it cannot read as a number ('-cmd|calc', '+SUM(A1)', '@A1'); tab and CR before such
 * text are tricks to hide the trigger. A number stays a value whatever it carries: a sign, a currency (R$, US$,
 * $), spaces (MT5 writes '- 0.04'), thousands marks, accounting parentheses or a percent ('-0,12%', '-R$ 20,00',
 * '-$1,234.50', '$(20.00)', '- 5'). We never evaluate cells: importers refuse a file holding a formula, and on
 * export a formula-like text cell gets a leading apostrophe so Excel shows it as text. A cell that already starts
 * with apostrophes before a trigger gets one more, so unescaping on import is exact (the round trip is lossless).
 */
const TRIGGER = /^'*[=+\-@\t\r]/;

// What may stand around the digits of a number as people and platforms write it, checked by shape (not by reading
// the number): a cell the importer never reads (a percent column, a duration) must not refuse the file. Spaces are
// dropped first, so the pattern has nothing to backtrack over. MT5 summaries add a count or amount in parentheses
// ('-69.00 (1)', '0.68% (69.00)').
const SPACES = /[\s\u00a0\u202f]/g;
const NUMBER_SHAPE =
  /^(?:[+-]|R\$|US\$|\$|\(){0,4}\d[\d.,]*(?:[eE][+-]?\d+)?%?\)?(?:R\$|US\$|\$)?-?(?:\((?:[+-]|R\$|US\$|\$)?\d[\d.,]*%?\))?$/;

/** A value a spreadsheet reads as a number (or a number with an MT5 annotation), never as a formula. */
const isNumberLike = (value: string): boolean => NUMBER_SHAPE.test(value.replace(SPACES, ''));

/** Starts with a trigger ('=' always; '+ - @', tab or CR before anything but a number). */
export const isFormulaLike = (value: string): boolean =>
  /^[=+\-@\t\r]/.test(value) && (value.charCodeAt(0) === 61 || !isNumberLike(value));

/**
 * A cell an importer must refuse: formula-like with something after the trigger ('-' or '+' alone is a dash
 * placeholder some exports write for "no value", not a formula).
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
