import { describe, expect, it } from 'vitest';
import { costsToSave, formatExactMoney, parseAmount, plainAmount, typedAmount } from './amounts';

describe('parseAmount / plainAmount', () => {
  it('reads pt-BR first, then plain decimals', () => {
    expect(plainAmount('10.000,50')).toBe('10000.5');
    expect(plainAmount('10.000')).toBe('10000');
    expect(plainAmount('0,25')).toBe('0.25');
    expect(plainAmount('0.25')).toBe('0.25');
    expect(plainAmount(' R$ 1.234,56 ')).toBe('1234.56');
    expect(plainAmount('abc')).toBe('abc');
    expect(parseAmount('')).toBeNull();
  });

  it('shows stored text with a decimal comma', () => {
    expect(typedAmount('5000.50')).toBe('5000,50');
    expect(typedAmount(null)).toBe('');
  });
});

describe('formatExactMoney', () => {
  it('keeps the decimals a tick value has, at least two', () => {
    expect(formatExactMoney('0.005', 'BRL')).toMatch(/^R\$\s0,005$/);
    expect(formatExactMoney('12.5', 'USD')).toMatch(/^US\$\s12,50$/);
    expect(formatExactMoney('x', 'BRL')).toBe('—');
  });
});

describe('costsToSave', () => {
  it('drops blanks, normalises amounts and reports invalid ones by symbol', () => {
    const result = costsToSave({ WIN: '0,25', WDO: '', NQ: '-1', ES: 'dois', PETR4: '1.5' }, 'inválido');
    expect(result.costs).toEqual({ WIN: '0.25', PETR4: '1.5' });
    expect(result.errors).toEqual({ NQ: 'inválido', ES: 'inválido' });
  });
});
