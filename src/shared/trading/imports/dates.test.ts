import { describe, expect, it } from 'vitest';
import { detectDateOrder, parseDateTime, parseTime } from './dates';

describe('parseDateTime', () => {
  it.each([
    ['26/03/2026 10:49:00', 'dmy', '2026-03-26', '10:49:00'],
    ['26/03/2026 10:49', 'dmy', '2026-03-26', '10:49'],
    ['2026.03.26 10:49:00', 'ymd', '2026-03-26', '10:49:00'],
    ['2026-03-26T10:49:05.123', 'dmy', '2026-03-26', '10:49:05'],
    ['03/26/2026 10:49:00', 'mdy', '2026-03-26', '10:49:00'],
    ['3/26/2026 9:31:05 AM', 'mdy', '2026-03-26', '09:31:05'],
    ['3/26/2026 12:05:00 AM', 'mdy', '2026-03-26', '00:05:00'],
    ['3/26/2026 12:05:00 PM', 'mdy', '2026-03-26', '12:05:00'],
    ['3/26/2026 1:02:00 PM', 'mdy', '2026-03-26', '13:02:00'],
    ['03/26/2026 10:49:00', 'dmy', '2026-03-26', '10:49:00'], // day 26 cannot be a month: the other order
    ['05/03/2026', 'dmy', '2026-03-05', ''],
    ['05/03/2026', 'mdy', '2026-05-03', ''],
  ] as const)('%j (%s) → %s %s', (text, order, date, time) => {
    expect(parseDateTime(text, order)).toEqual({ date, time });
  });

  it.each(['', '31/02/2026', '26/03/26 10:00', '26/03/2026 25:00', '26/03/2026 10:61', '13:00 PM', 'ontem'])(
    'refuses %j',
    (text) => {
      expect(parseDateTime(text, 'dmy')).toBeNull();
    },
  );

  it('reads a separate time cell', () => {
    expect(parseTime('9:31:05 PM')).toBe('21:31:05');
    expect(parseTime('10:49')).toBe('10:49');
    expect(parseTime('x')).toBeNull();
  });
});

describe('detectDateOrder', () => {
  it('decides from the first day over 12, in either place', () => {
    expect(detectDateOrder(['01/07/2026 10:00', '16/06/2026 09:45:59'], 'mdy')).toEqual({ order: 'dmy' });
    expect(detectDateOrder(['01/07/2026', '6/16/2026 9:45:59 AM'], 'dmy')).toEqual({ order: 'mdy' });
  });
  it('falls back with a notice only when a date would read differently', () => {
    expect(detectDateOrder(['05/05/2026', '2026-03-01', ''], 'mdy')).toEqual({ order: 'mdy' });
    expect(detectDateOrder(['01/07/2026'], 'mdy').notice).toContain('mês/dia/ano');
  });
});
