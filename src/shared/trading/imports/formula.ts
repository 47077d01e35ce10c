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

export const defuseCell = (value: string): string =>
  isFormulaLike(value) || (value.startsWith("'") && TRIGGER.test(value)) ? `'${value}` : value;

export const restoreCell = (value: string): string =>
  value.startsWith("'") && TRIGGER.test(value) ? value.slice(1) : value;
