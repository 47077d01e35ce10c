import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTimeZone, runtimeTimeZone, wallClock, zonedTimeToUtc } from './zoned-time';

const at = (iso: string) => new Date(iso);

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
    expect(zonedTimeToUtc('2025-03-09', '02:30', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    );
  });

  it('reads São Paulo in 2018, when it still had DST', () => {
    expect(zonedTimeToUtc('2018-12-10', '10:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2018-12-10T12:00:00.000Z',
    );
  });

  it('reads a zone ahead of UTC, whose local day starts on the UTC day before', () => {
    expect(zonedTimeToUtc('2026-01-01', '00:00', 'Asia/Tokyo').toISOString()).toBe(
      '2025-12-31T15:00:00.000Z',
    );
  });

  it('treats UTC as itself and knows invalid zones', () => {
    expect(zonedTimeToUtc('2024-02-29', '00:00', 'UTC').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  // The conversion keeps one offset per (zone, day) for imports' speed. Whatever it keeps, every wall time of a
  // day with a DST change must still read back as itself, times in a gap land after it, and an ambiguous time
  // takes its first instant — checked against wallClock, every 15 minutes of the day.
  const times = Array.from({ length: 96 }, (_, k) => {
    const m = k * 15;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  });
  it.each([
    ['America/New_York', '2026-03-08'], // 02:00 → 03:00
    ['America/New_York', '2026-11-01'], // 02:00 → 01:00
    ['Europe/London', '2026-03-29'],
    ['America/Sao_Paulo', '2018-11-04'], // 00:00 → 01:00, when Brazil still had DST
    ['America/Sao_Paulo', '2019-02-16'], // the day before 00:00 went back to 23:00
    ['America/Sao_Paulo', '2026-03-24'],
    ['Asia/Tokyo', '2026-03-08'],
  ])('converts every wall time of %s on %s', (zone, date) => {
    // Twice: the first pass fills the per-day cache, the second reads from it.
    for (let pass = 0; pass < 2; pass++) {
      for (const time of times) {
        const instant = zonedTimeToUtc(date, time, zone).getTime();
        const back = wallClock(instant, zone);
        if (back.date === date && back.time === time) {
          // Not a gap: and no earlier instant reads the same wall time (the first of an ambiguous pair).
          expect(wallClock(instant - 3_600_000, zone), `${time} is the first reading`).not.toEqual(back);
        } else {
          // In a spring-forward gap: the wall time does not exist, the instant is the gap's end or after it.
          const before = wallClock(instant - 3_600_000, zone);
          expect(`${before.date} ${before.time}` < `${date} ${time}`, `${time} before the gap`).toBe(true);
          expect(`${back.date} ${back.time}` > `${date} ${time}`, `${time} lands after the gap`).toBe(true);
        }
      }
    }
  });
});

describe('wallClock (the one "now in the user\'s zone")', () => {
  it('reads the date and time in the zone, not the host zone', () => {
    expect(wallClock(at('2025-01-01T02:30:00Z'), 'America/Sao_Paulo')).toEqual({
      date: '2024-12-31',
      time: '23:30:00',
    });
    expect(wallClock(at('2025-01-01T02:30:00Z'), 'UTC')).toEqual({ date: '2025-01-01', time: '02:30:00' });
    expect(wallClock(at('2026-03-26T13:30:00Z'), 'America/Sao_Paulo')).toEqual({
      date: '2026-03-26',
      time: '10:30:00',
    });
  });

  it('changes the day at each zone own midnight', () => {
    const SP = 'America/Sao_Paulo';
    const NY = 'America/New_York';
    expect(wallClock(at('2026-03-01T02:00:00Z'), SP).date).toBe('2026-02-28');
    expect(wallClock(at('2026-03-01T02:00:00Z'), NY).date).toBe('2026-02-28');
    expect(wallClock(at('2026-03-01T03:00:00Z'), SP).date).toBe('2026-03-01');
    expect(wallClock(at('2026-03-01T03:00:00Z'), NY).date).toBe('2026-02-28');
    expect(wallClock(at('2026-03-01T05:00:00Z'), NY).date).toBe('2026-03-01');
    // Tokyo is ahead: 16:00 UTC on 28 Feb is already 1 March there.
    expect(wallClock(at('2026-02-28T16:00:00Z'), 'Asia/Tokyo').date).toBe('2026-03-01');
  });

  it('writes midnight as 00, never 24', () => {
    expect(wallClock(at('2026-01-01T03:00:00Z'), 'America/Sao_Paulo').time).toBe('00:00:00');
  });

  it('reads the runtime zone when the zone is missing or unknown, instead of failing', () => {
    const instant = at('2025-06-01T12:00:00Z');
    const runtime = wallClock(instant, runtimeTimeZone());
    expect(wallClock(instant)).toEqual(runtime);
    expect(wallClock(instant, 'Nope/Nowhere')).toEqual(runtime);
  });
});

/**
 * zonedTimeToUtc as it was before its fast path (split and a key text per call, Intl for each new day), the reference
 * for its remembered day: any sequence of dates, times and zones gives the same instants.
 */
function oldZonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offsetAt = (instant: number) => {
    const p: Record<string, number> = {};
    for (const part of f.formatToParts(new Date(instant)))
      if (part.type !== 'literal') p[part.type] = Number(part.value);
    const asUtc = Date.UTC(
      p.year ?? 1970,
      (p.month ?? 1) - 1,
      p.day ?? 1,
      p.hour ?? 0,
      p.minute ?? 0,
      p.second ?? 0,
    );
    return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
  };
  const exact = (wall: number) => {
    const first = offsetAt(wall);
    const guess = wall - first;
    const second = offsetAt(guess);
    if (second === first) return guess;
    const other = wall - second;
    const valid = [guess, other].filter((c) => offsetAt(c) === wall - c);
    return valid.length ? Math.min(...valid) : Math.max(guess, other);
  };
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const start = Date.UTC(y, mo - 1, d, 0, 0, 0);
  const end = Date.UTC(y, mo - 1, d, 23, 59, 59);
  const atStart = start - exact(start);
  const offset = end - exact(end) === atStart ? atStart : null;
  return new Date(offset === null ? exact(wall) : wall - offset);
}

describe('zonedTimeToUtc equals its self before the fast path', () => {
  const zones = fc.constantFrom(
    'America/Sao_Paulo',
    'America/New_York',
    'Europe/London',
    'UTC',
    'Asia/Tokyo',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
  );
  // Days around DST changes (New York, London, São Paulo 2018, Lord Howe's half hour) and ordinary ones.
  const days = fc.constantFrom(
    '2025-03-09',
    '2025-03-08',
    '2025-11-02',
    '2025-11-01',
    '2025-03-30',
    '2025-10-26',
    '2018-11-04',
    '2018-11-03',
    '2019-02-16',
    '2019-02-17',
    '2025-04-06',
    '2025-10-05',
    '2025-01-15',
    '2025-07-15',
    '2024-02-29',
    '1999-12-31',
    '2000-01-01',
  );
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  const time = fc.oneof(
    fc.tuple(two(23), two(59), two(59)).map(([h, m, s]) => `${h}:${m}:${s}`),
    fc.tuple(two(23), two(59)).map(([h, m]) => `${h}:${m}`),
    fc.constantFrom('01:30', '02:30', '00:00', '23:59:59', '1:30', '24:00', '02:30:00', '9:05'),
  );
  it('on runs of dates, times and zones, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(days, time, zones), { minLength: 1, maxLength: 10 }), (calls) => {
        for (const [date, t, zone] of calls)
          expect(zonedTimeToUtc(date, t, zone).getTime()).toBe(oldZonedTimeToUtc(date, t, zone).getTime());
      }),
      { numRuns: 1500 },
    );
  });
});
