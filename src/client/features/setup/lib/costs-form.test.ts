import { describe, expect, it } from 'vitest';
import { settingsMessages } from '@/shared/i18n/settings';
import { costsDefaults, costsFormSchema, costSymbols, costsToSave, type CostsValues } from './costs-form';

describe("the setup's costs step", () => {
  const stored = { 'BIT.FUT': '1.25', WIN: '0.50' };
  const symbols = costSymbols(stored);
  const type = (values: CostsValues, symbol: string, text: string) => {
    for (const row of values.costs) if (row.symbol === symbol) row.value = text;
  };

  it('lists the built-in instruments, then the ones with a stored cost, a symbol with a dot included', () => {
    expect(symbols.slice(0, 2)).toEqual(['WIN', 'IND']);
    expect(symbols.at(-1)).toBe('BIT.FUT');
    const values = costsDefaults(symbols, stored);
    expect(values.picked).toEqual(['BIT.FUT', 'WIN']);
    expect(values.costs.find((c) => c.symbol === 'BIT.FUT')?.value).toBe('1,25');
    expect(values.costs.find((c) => c.symbol === 'IND')?.value).toBe('');
  });

  it("checks the ticked costs only, with the settings endpoint's message, under the instrument's row", () => {
    const values = costsDefaults(symbols, stored);
    const row = (symbol: string) => values.costs.findIndex((c) => c.symbol === symbol);
    type(values, 'BIT.FUT', '-1');
    type(values, 'IND', 'abc');
    const result = costsFormSchema.safeParse(values);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`costs.${row('BIT.FUT')}.value`, settingsMessages.invalidCost],
    ]);
  });

  it('saves the ticked costs as typed over the stored ones, skipping empty ones', () => {
    const values = costsDefaults(symbols, stored);
    values.picked = ['BIT.FUT', 'WDO', 'IND'];
    type(values, 'BIT.FUT', ' 1,50 ');
    type(values, 'WDO', '2,00');
    expect(costsFormSchema.safeParse(values).success).toBe(true);
    expect(costsToSave(stored, values)).toEqual({ 'BIT.FUT': '1,50', WIN: '0.50', WDO: '2,00' });
  });
});
