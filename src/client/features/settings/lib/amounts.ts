import { parseNumber } from '@/shared/numbers';
import { toDecimal } from '@/shared/trading/decimal';

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
  // A stored value ('0.005'), not typed text.
  try {
    return f.format(toDecimal(value).toNumber());
  } catch {
    return '—';
  }
}

/** Costs per contract as the form edits them: symbol → typed text. */
export type CostDrafts = Record<string, string>;

/**
 * The costs map to save, as typed (the server reads it with the same parser; blank entries dropped: no default
 * cost) and the field errors of the invalid ones.
 */
export function costsToSave(
  drafts: CostDrafts,
  invalidMessage: string,
): { costs: Record<string, string>; errors: Record<string, string> } {
  const costs: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [symbol, text] of Object.entries(drafts)) {
    if (!text.trim()) continue;
    const d = parseNumber(text);
    if (!d || d.sign() < 0) errors[symbol] = invalidMessage;
    else costs[symbol] = text.trim();
  }
  return { costs, errors };
}
