import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  formatInteger,
  formatOneDecimal,
  formatPercent,
  formatPercentBrief,
  formatPlainAmount,
  formatRate,
  formatRatio,
  formatTenths,
  formatThreshold,
  percent,
  points,
  ratio,
} from './numbers';
import { csvCents, csvDecimal } from './csv';

describe('percentages', () => {
  it('writes each kind of percentage as a Brazilian reads it', () => {
    expect(formatPercent(0.5)).toBe('50,0%');
    expect(formatPercentBrief(0.6)).toBe('60%');
    expect(formatPercentBrief(0.625)).toBe('62,5%');
    expect(formatRate(0.2)).toBe('20%');
    expect(formatRate(0.175)).toBe('17,5%');
    expect(formatRate(0.00005)).toBe('0,005%');
    expect(percent(null)).toBe('—');
    expect(percent(Number.NaN)).toBe('—');
  });
});

describe('numbers', () => {
  it('groups thousands and keeps the decimals each figure wants', () => {
    expect(formatInteger(1234)).toBe('1.234');
    expect(formatRatio(1.4237)).toBe('1,42');
    expect(ratio(undefined)).toBe('—');
    expect(formatPlainAmount(125.5)).toBe('125,50');
    expect(formatThreshold(1)).toBe('1,0');
    expect(formatThreshold(1.25)).toBe('1,25');
    expect(formatTenths(72.5)).toBe('72,5');
    expect(formatTenths(100)).toBe('100');
    expect(points(12.25)).toBe('12,3');
    expect(formatOneDecimal(5)).toBe('5,0');
  });
});

describe('spreadsheet cells', () => {
  it('writes a decimal comma with no thousands mark', () => {
    expect(csvCents(123456)).toBe('1234,56');
    expect(csvCents(-5)).toBe('-0,05');
    expect(csvDecimal(1234.5, 2)).toBe('1234,50');
    expect(csvDecimal(-0.001, 2)).toBe('0,00');
  });
});

describe('formatFileSize', () => {
  it('says KB below a megabyte (never 0) and MB in tenths above', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(96_256)).toBe('94 KB');
    expect(formatFileSize(3 * 1024 * 1024 + 100 * 1024)).toBe('3,1 MB');
  });
});
