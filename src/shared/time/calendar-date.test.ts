import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  mondayIndex,
  monthEnd,
  monthsBefore,
  monthStart,
  startOfWeek,
  weekday,
} from './calendar-date';

describe('calendar arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-25', '2026-12-15')).toBe(20);
    expect(daysBetween('2026-12-15', '2026-11-25')).toBe(-20);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03-31', -13)).toBe('2025-02');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-11-04')).toBe('2026-11-30');
    expect(monthStart('2026-11-04')).toBe('2026-11-01');
    expect(daysInMonth('2027-02')).toBe(28);
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
  });

  it('runs weeks Monday to Sunday', () => {
    expect(weekday('2026-11-29')).toBe(0);
    expect(mondayIndex('2026-11-29')).toBe(6);
    expect(mondayIndex('2026-11-30')).toBe(0);
    expect(startOfWeek('2026-11-01')).toBe('2026-10-26');
    expect(startOfWeek('2026-10-26')).toBe('2026-10-26');
  });
});
