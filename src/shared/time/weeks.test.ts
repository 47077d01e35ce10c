import { describe, expect, it } from 'vitest';
import {
  isWeekStart,
  previousWeekStarts,
  weekDates,
  weekMailAt,
  weekMailDue,
  weekOf,
  weekOfInstant,
} from './weeks';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

describe('the trader’s weeks', () => {
  it('runs Monday to Sunday, across months and years', () => {
    expect(weekOf('2026-11-28')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(weekDates('2028-02-28')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
      '2028-03-03',
      '2028-03-04',
      '2028-03-05',
    ]);
    expect(previousWeekStarts('2026-11-23', 4)).toEqual([
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
      '2026-10-26',
    ]);
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-11-24')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
  });

  it('places an instant in the week of the trader’s zone, not of UTC', () => {
    // Monday 02:30 UTC is still Sunday evening in São Paulo and New York.
    const mondayUtc = Date.parse('2026-11-30T02:30:00Z');
    expect(weekOfInstant(mondayUtc, 'UTC').start).toBe('2026-11-30');
    expect(weekOfInstant(mondayUtc, SP).start).toBe('2026-11-23');
    expect(weekOfInstant(mondayUtc, NY).start).toBe('2026-11-23');
    // Sunday 23:30 in São Paulo under the old summer time (UTC−2) is 01:30 UTC on Monday.
    expect(weekOfInstant(Date.parse('2018-11-12T01:30:00Z'), SP).start).toBe('2018-11-05');
    expect(weekOfInstant(Date.parse('2018-11-12T02:00:00Z'), SP).start).toBe('2018-11-12');
  });

  it('times the Monday mail at 08:00 local, with the offset of that Monday (DST)', () => {
    // São Paulo's summer time began at midnight on Sunday 2018-11-04 (UTC−3 → UTC−2) and ended on 2019-02-17.
    expect(weekMailAt('2018-10-22', SP).toISOString()).toBe('2018-10-29T11:00:00.000Z');
    expect(weekMailAt('2018-10-29', SP).toISOString()).toBe('2018-11-05T10:00:00.000Z');
    expect(weekMailAt('2019-02-11', SP).toISOString()).toBe('2019-02-18T11:00:00.000Z');
    // São Paulo has had no summer time since 2019.
    expect(weekMailAt('2026-11-16', SP).toISOString()).toBe('2026-11-23T11:00:00.000Z');
    // New York: EDT from 2026-03-08, EST from 2026-11-01.
    expect(weekMailAt('2026-02-23', NY).toISOString()).toBe('2026-03-02T13:00:00.000Z');
    expect(weekMailAt('2026-03-02', NY).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(weekMailAt('2026-10-26', NY).toISOString()).toBe('2026-11-02T13:00:00.000Z');
  });

  it('makes the last week’s mail due from Monday 08:00 in the trader’s zone until the week ends', () => {
    // 10:59 UTC = 07:59 in São Paulo: not yet; 11:00 UTC = 08:00: the week of 16–22 Nov.
    expect(weekMailDue(new Date('2026-11-23T10:59:00Z'), SP)).toBeNull();
    expect(weekMailDue(new Date('2026-11-23T11:00:00Z'), SP)).toBe('2026-11-16');
    // The same instant is 06:00 in New York: its traders wait two more hours.
    expect(weekMailDue(new Date('2026-11-23T11:00:00Z'), NY)).toBeNull();
    expect(weekMailDue(new Date('2026-11-23T13:00:00Z'), NY)).toBe('2026-11-16');
    // Still due later in the week (a process that was down on Monday), never for an older week.
    expect(weekMailDue(new Date('2026-11-29T23:00:00Z'), SP)).toBe('2026-11-16');
    expect(weekMailDue(new Date('2026-11-30T03:00:00Z'), SP)).toBeNull();
    // Under São Paulo's summer time 08:00 was 10:00 UTC.
    expect(weekMailDue(new Date('2018-11-05T09:59:00Z'), SP)).toBeNull();
    expect(weekMailDue(new Date('2018-11-05T10:00:00Z'), SP)).toBe('2018-10-29');
    // New York's first Monday of summer time: 08:00 EDT = 12:00 UTC.
    expect(weekMailDue(new Date('2026-03-09T11:59:00Z'), NY)).toBeNull();
    expect(weekMailDue(new Date('2026-03-09T12:00:00Z'), NY)).toBe('2026-03-02');
  });
});
