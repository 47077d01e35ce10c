import { describe, expect, it } from 'vitest';
import { costsToSave } from './amounts';

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
