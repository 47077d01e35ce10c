import { parseNumber } from '@/shared/numbers';

/** Money as the notes print it: '1.234,56' (pt-BR), maybe signed ('-19.207,16'). */
export const MONEY = String.raw`-?\d{1,3}(?:\.\d{3})*,\d{2}`;

/** '1.234,56' → 123456 centavos; null when the text is not money. Exact: read as decimal, never as a float. */
export function toCents(text: string): number | null {
  const d = parseNumber(text.trim(), 'pt-BR');
  if (!d) return null;
  return Number(d.round(2).toFixed(2).replace('.', ''));
}

/** Money with its D/C: credit is +, debit is −; a value printed with its own sign keeps it. */
export function signedCents(text: string, dc: string | undefined): number | null {
  const cents = toCents(text);
  if (cents === null) return null;
  return dc === 'D' ? -Math.abs(cents) : cents;
}

/** A price or quantity as decimal text with a dot ('128.450,00' → '128450.00'); null when it is not a number. */
export function toDecimalText(text: string): string | null {
  const d = parseNumber(text.trim(), 'pt-BR');
  return d ? d.toFixed(d.scale) : null;
}

/** 'dd/mm/aaaa' → 'aaaa-mm-dd'; null when it is not a date. */
export function isoDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, d, mo, y] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${y}-${mo}-${d}`;
}

/** R$ 12,34 for the warnings. */
export const brl = (cents: number) => {
  const abs = Math.abs(cents);
  const int = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '−' : ''}R$ ${int},${String(abs % 100).padStart(2, '0')}`;
};
