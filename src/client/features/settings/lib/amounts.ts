import { parseNumber } from '@/shared/numbers';

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
