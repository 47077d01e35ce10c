import { describe, expect, it } from 'vitest';
import { dayLabel, gridRange, isMonth, monthGrid, monthLabel, WEEK_HEADS } from './month';

describe('the month grid', () => {
  it('runs Monday to Sunday, filled with the neighbouring months’ days', () => {
    // November 2026 starts on a Sunday: the first row is 26 Oct – 1 Nov, the last ends on Sunday 6 Dec.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.map((d) => d.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]?.[6]?.inMonth).toBe(true);
    expect(weeks[0]?.[5]?.inMonth).toBe(false);
    expect(weeks.at(-1)?.[6]).toEqual({ date: '2026-12-06', inMonth: false });
    expect(gridRange('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });

  it('has four rows for a February that starts on a Monday', () => {
    expect(monthGrid('2027-02')).toHaveLength(4);
    expect(gridRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('reads only real months from a URL', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('names months and days in Portuguese', () => {
    expect(monthLabel('2026-03')).toBe('Março de 2026');
    expect(dayLabel('2026-11-04')).toBe('quarta-feira, 4 de novembro');
    expect(WEEK_HEADS.map((h) => h.short)).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom']);
  });
});
