import { describe, expect, it } from 'vitest';
import { nonPositiveFields } from './submit-errors';

describe('nonPositiveFields (the "Valores de preços e contratos devem ser positivos" toast)', () => {
  it('lists each price or contracts value that is zero or negative', () => {
    expect(nonPositiveFields({ entry: '0', exit: '-125.100,50', contracts: '-1' })).toEqual([
      'entry',
      'exit',
      'contracts',
    ]);
    expect(nonPositiveFields({ entry: '125000', exit: '125100', contracts: '0' })).toEqual(['contracts']);
    expect(nonPositiveFields({ entry: '0,00', exit: '5', contracts: 2 })).toEqual(['entry']);
  });

  it('leaves positive, blank and unreadable values to their own messages', () => {
    expect(nonPositiveFields({ entry: '125.000,50', exit: '0,5', contracts: '3' })).toEqual([]);
    expect(nonPositiveFields({ entry: '', exit: 'abc', contracts: null })).toEqual([]);
  });
});
