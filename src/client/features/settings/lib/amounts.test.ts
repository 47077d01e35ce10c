import { describe, expect, it } from 'vitest';
import { costsToSave, formatExactMoney } from './amounts';

describe('formatExactMoney', () => {
  it('keeps the decimals a tick value has, at least two', () => {
    expect(formatExactMoney('0.005', 'BRL')).toMatch(/^R\$\s0,005$/);
    expect(formatExactMoney('12.5', 'USD')).toMatch(/^US\$\s12,50$/);
    expect(formatExactMoney('x', 'BRL')).toBe('—');
  });
});

describe('costsToSave', () => {
  it('drops blanks, keeps amounts as typed and reports invalid ones by symbol', () => {
    const result = costsToSave(
      { WIN: '0,25', WDO: '', NQ: '-1', ES: 'dois', PETR4: '1.5', IND: ' 1.250,00 ', MES: '1,234.5' },
      'inválido',
    );
    expect(result.costs).toEqual({ WIN: '0,25', PETR4: '1.5', IND: '1.250,00' });
    expect(result.errors).toEqual({ NQ: 'inválido', ES: 'inválido', MES: 'inválido' });
  });
});
