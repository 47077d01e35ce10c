import { describe, expect, it } from 'vitest';
import { isValidTimeZone, zonedTimeToUtc } from './zoned-time';

describe('zonedTimeToUtc', () => {
  it('reads São Paulo time as UTC−3 (no DST since 2019)', () => {
    expect(zonedTimeToUtc('2025-03-10', '09:05', 'America/Sao_Paulo').toISOString()).toBe(
      '2025-03-10T12:05:00.000Z',
    );
    expect(zonedTimeToUtc('2025-12-31', '23:59:59', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-01-01T02:59:59.000Z',
    );
  });

  it('follows New York across its DST change', () => {
    expect(zonedTimeToUtc('2025-01-15', '09:30', 'America/New_York').toISOString()).toBe(
      '2025-01-15T14:30:00.000Z',
    );
    expect(zonedTimeToUtc('2025-07-15', '09:30', 'America/New_York').toISOString()).toBe(
      '2025-07-15T13:30:00.000Z',
    );
    // Ambiguous 01:30 on the autumn change: the first (EDT) instant.
    expect(zonedTimeToUtc('2025-11-02', '01:30', 'America/New_York').toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    );
    // 02:30 does not exist on the spring change: it lands after the gap, never before it.
    const gap = zonedTimeToUtc('2025-03-09', '02:30', 'America/New_York').toISOString();
    expect(['2025-03-09T06:30:00.000Z', '2025-03-09T07:30:00.000Z']).toContain(gap);
  });

  it('reads São Paulo in 2018, when it still had DST', () => {
    expect(zonedTimeToUtc('2018-12-10', '10:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2018-12-10T12:00:00.000Z',
    );
  });

  it('treats UTC as itself and knows invalid zones', () => {
    expect(zonedTimeToUtc('2024-02-29', '00:00', 'UTC').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
