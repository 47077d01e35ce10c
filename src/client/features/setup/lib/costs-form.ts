import { z } from 'zod';
import { setupText as T } from '@/shared/i18n/setup';
import { toTypedNumber } from '@/shared/numbers';
import { BUILT_IN_INSTRUMENTS } from '@/shared/trading/instruments';
import { tradingSettingsPatchSchema } from '@/shared/trading/settings-contract';

// The settings endpoint's own check of one cost.
const costSchema = tradingSettingsPatchSchema.shape.costsPerContract.unwrap().valueType;

/**
 * The costs step's values: one row per instrument, by position. A symbol may hold a dot, which react-hook-form
 * would read as a path, so the symbol is a value here, never a field's name. `picked` keeps the order the trader
 * ticked them in.
 */
export interface CostsValues {
  picked: string[];
  costs: { symbol: string; value: string }[];
}

/** The built-in instruments, then the ones the trader already has a cost for. */
export const costSymbols = (costs: Record<string, string>): string[] => [
  ...BUILT_IN_INSTRUMENTS.map((i) => i.symbol),
  ...Object.keys(costs).filter((s) => !BUILT_IN_INSTRUMENTS.some((i) => i.symbol === s)),
];

export const costsDefaults = (symbols: string[], costs: Record<string, string>): CostsValues => ({
  picked: Object.keys(costs),
  costs: symbols.map((symbol) => ({ symbol, value: costs[symbol] ? toTypedNumber(costs[symbol]) : '' })),
});

/** Only the ticked instruments are checked, and an empty cost is simply not saved. */
export const costsFormSchema = z
  .object({
    picked: z.array(z.string()),
    costs: z.array(z.object({ symbol: z.string(), value: z.string() })),
  })
  .superRefine(({ picked, costs }, ctx) => {
    costs.forEach(({ symbol, value }, index) => {
      if (!picked.includes(symbol) || !value.trim()) return;
      const parsed = costSchema.safeParse(value.trim());
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          path: ['costs', index, 'value'],
          message: parsed.error.issues[0]?.message ?? T.saveErrorDetail,
        });
    });
  });

/**
 * The costsPerContract to send: the ticked instruments' costs as typed (the server parses them), over the stored ones;
 * costs of instruments not ticked are kept as they were (set in Configurações, say).
 */
export function costsToSave(stored: Record<string, string>, values: CostsValues): Record<string, string> {
  const next: Record<string, string> = {};
  for (const { symbol, value } of values.costs)
    if (values.picked.includes(symbol) && value.trim()) next[symbol] = value.trim();
  return { ...stored, ...next };
}
