import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../trades/zoned-time';
import { wallClock, zonedToUtc } from './timezone';

const times = (stepMinutes: number) =>
  Array.from({ length: (24 * 60) / stepMinutes }, (_, k) => {
    const m = k * stepMinutes;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  });

describe('zonedToUtc (the cached conversion imports use)', () => {
  it.each([
    ['America/New_York', '2026-03-08'], // 02:00 → 03:00
    ['America/New_York', '2026-11-01'], // 02:00 → 01:00
    ['Europe/London', '2026-03-29'],
    ['America/Sao_Paulo', '2018-11-04'], // 00:00 → 01:00, when Brazil still had DST
    ['America/Sao_Paulo', '2019-02-16'], // the day before 00:00 went back to 23:00
    ['America/Sao_Paulo', '2026-03-24'],
  ])('agrees with the exact conversion all day long in %s on %s', (zone, date) => {
    for (const time of times(15)) {
      expect(zonedToUtc(date, time, zone).toISOString(), time).toBe(
        zonedTimeToUtc(date, time, zone).toISOString(),
      );
    }
  });

  it('reads HH:mm as HH:mm:00, and converts back with wallClock', () => {
    const at = zonedToUtc('2026-03-26', '09:30', 'America/New_York');
    expect(at.toISOString()).toBe('2026-03-26T13:30:00.000Z');
    expect(wallClock(at, 'America/Sao_Paulo')).toEqual({ date: '2026-03-26', time: '10:30:00' });
  });
});
