import { describe, expect, it } from 'vitest';
import {
  amountSign,
  formatExactMoney,
  formatDate,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatTime,
  splitMoney,
} from './index';

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

describe('formatMoneyCompact', () => {
  it('shortens thousands and millions to whole words, in reais and dollars', () => {
    expect(plain(formatMoneyCompact(1434.5, 'BRL'))).toBe('R$ 1,4 mil');
    expect(plain(formatMoneyCompact(-12345.67, 'BRL'))).toBe('-R$ 12 mil');
    expect(plain(formatMoneyCompact(2100, 'USD'))).toBe('US$ 2,1 mil');
    expect(plain(formatMoneyCompact(123456, 'BRL'))).toBe('R$ 123 mil');
    expect(plain(formatMoneyCompact(-1234567, 'BRL'))).toBe('-R$ 1,2 mi');
  });

  it('keeps small amounts short too, and reads decimal text from the API', () => {
    expect(plain(formatMoneyCompact(313.4, 'BRL'))).toBe('R$ 313');
    expect(plain(formatMoneyCompact('-41.20', 'BRL'))).toBe('-R$ 41');
    expect(plain(formatMoneyCompact(4.5, 'BRL'))).toBe('R$ 4,5');
    expect(formatMoneyCompact('abc', 'BRL')).toBe('—');
  });

  it('can leave the symbol out and keep a decimal for axis ticks', () => {
    expect(plain(formatMoneyCompact(12500, 'BRL', { symbol: false, fractionDigits: 1 }))).toBe('12,5 mil');
    expect(plain(formatMoneyCompact(-2500, 'BRL', { fractionDigits: 1 }))).toBe('-R$ 2,5 mil');
  });
});

describe('splitMoney', () => {
  it('separates the sign and symbol from the figure, for full and compact amounts', () => {
    expect(splitMoney(formatMoney(-12345.67, 'BRL'))).toEqual(['-R$', '12.345,67']);
    expect(splitMoney(formatMoney(2100, 'USD'))).toEqual(['US$', '2.100,00']);
    expect(splitMoney(formatMoneyCompact(1434.5, 'BRL')).map(plain)).toEqual(['R$', '1,4 mil']);
    expect(splitMoney('1,4 mil')).toEqual(['', '1,4 mil']);
    expect(splitMoney('—')).toEqual(['', '—']);
  });
});

describe('formatExactMoney', () => {
  it('keeps the decimals a tick value has, at least two', () => {
    expect(formatExactMoney('0.005', 'BRL')).toMatch(/^R\$\s0,005$/);
    expect(formatExactMoney('12.5', 'USD')).toMatch(/^US\$\s12,50$/);
    expect(formatExactMoney('x', 'BRL')).toBe('—');
  });
});
