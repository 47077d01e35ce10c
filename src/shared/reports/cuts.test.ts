import { describe, expect, it } from 'vitest';
import { cutAround, cutBefore, cutKeyOf, cutsBetween, isoWeek, previousRange } from './cuts';

describe('ISO weeks', () => {
  it.each([
    // 2026 starts on a Thursday: its week 1 starts on Monday 2025-12-29.
    ['2025-12-29', 2026, 1],
    ['2026-01-01', 2026, 1],
    ['2026-01-04', 2026, 1],
    ['2026-01-05', 2026, 2],
    ['2026-03-16', 2026, 12],
    // 2026 has 53 weeks: 28 Dec 2026 to 3 Jan 2027, numbered in 2026.
    ['2026-12-28', 2026, 53],
    ['2026-12-31', 2026, 53],
    ['2027-01-01', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    // 2024-12-30 is in 2025's week 1; 2021-01-03 in 2020's week 53.
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
  ])('%s is week %i-W%i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });

  it('names cuts by month or ISO week', () => {
    expect(cutKeyOf('2026-03-17', 'month')).toBe('2026-03');
    expect(cutKeyOf('2026-03-17', 'week')).toBe('2026-W12');
    expect(cutKeyOf('2027-01-01', 'week')).toBe('2026-W53');
    expect(cutKeyOf('2026-01-02', 'week')).toBe('2026-W01');
    expect(cutAround('2027-01-01', 'week')).toEqual({
      key: '2026-W53',
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(cutAround('2024-02-10', 'month')).toEqual({
      key: '2024-02',
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
});

describe('cuts of a range', () => {
  it('cuts months, the first and last clipped to the range', () => {
    expect(cutsBetween('2026-11-20', '2027-02-10', 'month')).toEqual([
      { key: '2026-11', from: '2026-11-20', to: '2026-11-30' },
      { key: '2026-12', from: '2026-12-01', to: '2026-12-31' },
      { key: '2027-01', from: '2027-01-01', to: '2027-01-31' },
      { key: '2027-02', from: '2027-02-01', to: '2027-02-10' },
    ]);
  });

  it('cuts ISO weeks Monday to Sunday across the year edge', () => {
    expect(cutsBetween('2026-12-24', '2027-01-06', 'week')).toEqual([
      { key: '2026-W52', from: '2026-12-24', to: '2026-12-27' },
      { key: '2026-W53', from: '2026-12-28', to: '2027-01-03' },
      { key: '2027-W01', from: '2027-01-04', to: '2027-01-06' },
    ]);
    expect(cutsBetween('2026-01-01', '2026-12-31', 'week')).toHaveLength(53);
    expect(cutsBetween('2026-03-10', '2026-03-10', 'week')).toEqual([
      { key: '2026-W11', from: '2026-03-10', to: '2026-03-10' },
    ]);
  });

  it('finds the whole cut before a date', () => {
    expect(cutBefore('2026-01-15', 'month')).toEqual({
      key: '2025-12',
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(cutBefore('2027-01-06', 'week')).toEqual({
      key: '2026-W53',
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(cutBefore('2026-01-01', 'week')).toEqual({
      key: '2025-W52',
      from: '2025-12-22',
      to: '2025-12-28',
    });
  });
});

describe('the summary’s previous period', () => {
  it('is as many whole months before, for a period of whole months', () => {
    expect(previousRange('2026-03-01', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousRange('2026-01-01', '2026-12-31')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(previousRange('2024-03-01', '2024-05-31')).toEqual({ from: '2023-12-01', to: '2024-02-29' });
  });

  it('covers the same stretch of those months while the period is not over', () => {
    // 'Este mês' on 15 March: 1–15 February; 'Este ano' on 15 March: 1 January–15 March 2025.
    expect(previousRange('2026-03-01', '2026-03-31', '2026-03-15')).toEqual({
      from: '2026-02-01',
      to: '2026-02-15',
    });
    expect(previousRange('2026-01-01', '2026-12-31', '2026-03-15')).toEqual({
      from: '2025-01-01',
      to: '2025-03-15',
    });
    // A month's last day maps to the last day of the month before; 30 March to February's end.
    expect(previousRange('2026-01-01', '2026-12-31', '2026-02-28')).toEqual({
      from: '2025-01-01',
      to: '2025-02-28',
    });
    expect(previousRange('2026-03-01', '2026-03-31', '2026-03-30')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousRange('2024-01-01', '2024-12-31', '2024-02-29')).toEqual({
      from: '2023-01-01',
      to: '2023-02-28',
    });
  });

  it('is the same number of days ending the day before, otherwise', () => {
    // 15 Feb … 15 Mar 2026 is 29 days.
    expect(previousRange('2026-02-15', '2026-03-15')).toEqual({ from: '2026-01-17', to: '2026-02-14' });
    expect(previousRange('2026-03-10', '2026-03-10')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    // Ends mid-month: not whole months.
    expect(previousRange('2026-03-01', '2026-03-15')).toEqual({ from: '2026-02-14', to: '2026-02-28' });
  });
});
