import { describe, expect, it } from 'vitest';
import { defaultPeriodText } from '../i18n/periods';
import { defaultPeriod, defaultYear, unitOf } from './default-period';

const today = '2026-11-28';

describe('defaultPeriod: the page opens on its own period when it has trades, else on the latest with trades', () => {
  it('keeps the current month when the latest trade is in it', () => {
    expect(defaultPeriod('this-month', 'month', { latestTradeDate: '2026-11-01', today })).toEqual({
      kind: 'natural',
      preset: 'this-month',
    });
  });

  it('keeps the current month when a trade is dated later in it', () => {
    expect(defaultPeriod('this-month', 'month', { latestTradeDate: '2026-11-30', today }).kind).toBe(
      'natural',
    );
  });

  it('keeps the page period without any trade (the empty state speaks then)', () => {
    expect(defaultPeriod('this-month', 'month', { latestTradeDate: null, today })).toEqual({
      kind: 'natural',
      preset: 'this-month',
    });
  });

  it('falls back to the month of the latest trade, last day included', () => {
    expect(defaultPeriod('this-month', 'month', { latestTradeDate: '2025-11-14', today })).toEqual({
      kind: 'latest',
      preset: 'custom',
      unit: 'month',
      key: '2025-11',
      from: '2025-11-01',
      to: '2025-11-30',
    });
  });

  it('a trade on the last day of the previous month is not "this month"', () => {
    const period = defaultPeriod('this-month', 'month', { latestTradeDate: '2026-10-31', today });
    expect(period).toMatchObject({ kind: 'latest', key: '2026-10', from: '2026-10-01', to: '2026-10-31' });
  });

  it('year pages: this year with trades, else the latest year with trades', () => {
    expect(defaultPeriod('this-year', 'year', { latestTradeDate: '2026-01-02', today }).kind).toBe('natural');
    expect(defaultPeriod('this-year', 'year', { latestTradeDate: '2025-03-09', today })).toMatchObject({
      kind: 'latest',
      unit: 'year',
      key: '2025',
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('a rolling window keeps its span while it holds a trade, else the latest month', () => {
    // Six months before 28 Nov 2026 is 28 May 2026.
    expect(defaultPeriod('last-6-months', 'month', { latestTradeDate: '2026-05-28', today }).kind).toBe(
      'natural',
    );
    expect(defaultPeriod('last-6-months', 'month', { latestTradeDate: '2026-05-27', today })).toMatchObject({
      kind: 'latest',
      key: '2026-05',
    });
  });

  it('February of a leap year ends on the 29th', () => {
    expect(unitOf('2024-02-10', 'month')).toEqual({ key: '2024-02', from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('defaultYear (/impostos)', () => {
  it('the current year when it has trades, else the latest year with trades', () => {
    expect(defaultYear({ latestTradeDate: '2026-02-01', today })).toEqual({ year: 2026, latest: false });
    expect(defaultYear({ latestTradeDate: '2024-12-31', today })).toEqual({ year: 2024, latest: true });
    expect(defaultYear({ latestTradeDate: null, today })).toEqual({ year: 2026, latest: false });
  });
});

describe('defaultPeriodText', () => {
  it('says which period is shown and why', () => {
    expect(defaultPeriodText.latest('month', '2025-11')).toBe(
      'Mostrando novembro de 2025, o último mês com trades',
    );
    expect(defaultPeriodText.latest('year', '2025')).toBe('Mostrando 2025, o último ano com trades');
  });
});
