import { type Decimal, parseDecimal } from '@/shared/trading/decimal';

/**
 * An amount as a Brazilian trader types it ('10.000,50', '0,25') or in plain decimals ('0.25'): read as pt-BR
 * first (so '10.000' is ten thousand), then as a plain number. Null when it is not a number.
 */
export function parseAmount(text: string): Decimal | null {
  const t = text.trim();
  if (!t) return null;
  return parseDecimal(t, 'pt-BR') ?? parseDecimal(t, 'auto');
}

/** The amount as the API's plain decimal text ('10000.5'), or the text unchanged when it is not a number (the
 * schema then reports it). */
export function plainAmount(text: string): string {
  const d = parseAmount(text);
  return d ? d.toString() : text.trim();
}

/** '5000.50' → '5000,50': stored text shown the way it is typed in pt-BR. */
export const typedAmount = (value: string | null | undefined): string =>
  value ? value.replace('.', ',') : '';

const formats = new Map<string, Intl.NumberFormat>();

/** Money with as many decimals as it has (a tick of R$ 0,005 stays R$ 0,005), at least two. */
export function formatExactMoney(value: string, currency: 'BRL' | 'USD'): string {
  let f = formats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 8,
    });
    formats.set(currency, f);
  }
  const d = parseDecimal(value, 'auto');
  return d ? f.format(d.toNumber()) : '—';
}

/** Costs per contract as the form edits them: symbol → typed text. */
export type CostDrafts = Record<string, string>;

/**
 * The costs map to save (blank entries dropped: no default cost) and the field errors of the invalid ones.
 */
export function costsToSave(
  drafts: CostDrafts,
  invalidMessage: string,
): { costs: Record<string, string>; errors: Record<string, string> } {
  const costs: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [symbol, text] of Object.entries(drafts)) {
    if (!text.trim()) continue;
    const d = parseAmount(text);
    if (!d || d.sign() < 0) errors[symbol] = invalidMessage;
    else costs[symbol] = d.toString();
  }
  return { costs, errors };
}
