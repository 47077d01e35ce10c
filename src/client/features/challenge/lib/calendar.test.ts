import { describe, expect, it } from 'vitest';
import { formatDayMonth } from '@/shared/format';
import { addDays } from '@/shared/time/calendar-date';
import {
  challengeDates,
  challengeEnd,
  dayAccessibleName,
  scorePercent,
  weekdayShort,
  weekRows,
} from './calendar';

describe('challenge calendar', () => {
  it('lays 21 days from the start date in 3 weeks of 7', () => {
    const days = challengeDates('2026-11-25');
    expect(days).toHaveLength(21);
    expect(days[0]).toEqual({ day: '2026-11-25', index: 1, week: 1 });
    expect(days[6]).toEqual({ day: '2026-12-01', index: 7, week: 1 });
    expect(days[7]).toEqual({ day: '2026-12-02', index: 8, week: 2 });
    expect(days[20]).toEqual({ day: '2026-12-15', index: 21, week: 3 });
    const rows = weekRows(days);
    expect(rows.map((r) => r.length)).toEqual([7, 7, 7]);
    expect(rows[2]?.[0]?.day).toBe('2026-12-09');
  });

  it('crosses month, year and leap-day boundaries, and a DST change, day by day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(challengeEnd('2028-02-15')).toBe('2028-03-06');
    // Brazil had DST until 2019; New York changes on 2026-03-08: still one date per day.
    expect(challengeDates('2026-03-01').map((d) => d.day)).toContain('2026-03-08');
    expect(new Set(challengeDates('2019-10-20').map((d) => d.day)).size).toBe(21);
  });

  it('names each day for screen readers with its number, date and state', () => {
    expect(dayAccessibleName({ index: 3, day: '2026-11-28', state: 'passed' })).toBe(
      'Dia 3, 28/11: Cumprido',
    );
    expect(dayAccessibleName({ index: 1, day: '2026-11-26', state: 'not-traded' })).toBe(
      'Dia 1, 26/11: Não operei',
    );
    expect(dayAccessibleName({ index: 21, day: '2026-12-16', state: 'future' })).toBe(
      'Dia 21, 16/12: A fazer',
    );
    expect(dayAccessibleName({ index: 5, day: '2026-11-30', state: 'failed' })).toBe(
      'Dia 5, 30/11: Não cumprido',
    );
  });

  it('writes short dates and weekdays in Portuguese', () => {
    expect(formatDayMonth('2026-01-05')).toBe('05/01');
    expect(weekdayShort('2026-11-27')).toBe('sex');
    expect(weekdayShort('2026-11-29')).toBe('dom');
  });

  it('never rounds a failing share up to the pass mark', () => {
    expect(scorePercent(0.8)).toBe(80);
    expect(scorePercent(5 / 6)).toBe(83);
    expect(scorePercent(0.7999)).toBe(79);
    expect(scorePercent(1)).toBe(100);
    expect(scorePercent(0)).toBe(0);
  });
});
