import { describe, expect, it } from 'vitest';
import { amountSign, formatDate, formatMoney, formatNumber, formatTime } from './format';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats reais and dollars the pt-BR way', () => {
    expect(plain(formatMoney('1234.56', 'BRL'))).toBe('R$ 1.234,56');
    expect(plain(formatMoney('1234.56', 'USD'))).toBe('US$ 1.234,56');
    expect(plain(formatMoney('20', 'BRL'))).toBe('R$ 20,00');
  });
  it('keeps the sign of losses', () => {
    expect(plain(formatMoney('-20.00', 'BRL'))).toBe('-R$ 20,00');
  });
  it('shows a dash for text that is not a number', () => {
    expect(formatMoney('abc', 'BRL')).toBe('—');
  });
});

describe('formatNumber', () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(formatNumber('125100')).toBe('125.100');
    expect(formatNumber('5432.25')).toBe('5.432,25');
    expect(formatNumber(null)).toBe('—');
  });
});

describe('dates and times', () => {
  it('shows dates as dd/mm/aaaa without shifting the day', () => {
    expect(formatDate('2025-01-31')).toBe('31/01/2025');
  });
  it('drops the seconds', () => {
    expect(formatTime('09:05:30')).toBe('09:05');
  });
});

describe('amountSign', () => {
  it('tells gains from losses', () => {
    expect(amountSign('20.00')).toBe(1);
    expect(amountSign('-0.01')).toBe(-1);
    expect(amountSign('0.00')).toBe(0);
  });
});
