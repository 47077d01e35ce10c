import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DateOrder, detectDateOrder, parseDateTime, parseTime } from './dates';

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

/** parseDateTime as it was before its char-code path (regex and Date), the reference for the new one. */
function oldParseDateTime(text: string, order: DateOrder): { date: string; time: string } | null {
  const DATE_TIME =
    /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?\s*([AP]\.?M\.?)?)?$/i;
  const pad = (n: number): string => String(n).padStart(2, '0');
  const isDate = (y: number, m: number, d: number): boolean => {
    if (y < 1900 || y > 2100) return false;
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let candidates: [number, number, number][] = [];
  if ((m[1] ?? '').length === 4) candidates = [[a, b, c]];
  else if ((m[3] ?? '').length !== 4 || order === 'ymd') candidates = [];
  else if (order === 'dmy')
    candidates = [
      [c, b, a],
      [c, a, b],
    ];
  else
    candidates = [
      [c, a, b],
      [c, b, a],
    ];
  const ymd = candidates.find(([y, mo, d]) => isDate(y, mo, d));
  if (!ymd) return null;
  const date = `${ymd[0]}-${pad(ymd[1])}-${pad(ymd[2])}`;
  if (m[4] === undefined) return { date, time: '' };
  let hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? undefined : Number(m[6]);
  const meridiem = m[7]?.toUpperCase().replace(/\./g, '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || (second ?? 0) > 59) return null;
  return { date, time: `${pad(hour)}:${pad(minute)}${second === undefined ? '' : `:${pad(second)}`}` };
}

describe('parseDateTime reads every text as before its char-code path', () => {
  const orders = fc.constantFrom<DateOrder>('dmy', 'mdy', 'ymd');
  const num = (min: number, max: number, width: number) =>
    fc.integer({ min, max }).map((n) => String(n).padStart(width, '0'));
  const part = fc.oneof(
    num(0, 40, 1),
    num(0, 40, 2),
    num(1890, 2210, 4),
    num(0, 99, 3),
    num(0, 99999, 5),
    fc.constant(''),
  );
  const mark = fc.constantFrom('/', '.', '-', ':', ' ', 'x');
  const clock = fc.oneof(
    fc.constant(''),
    fc
      .tuple(
        fc.constantFrom(' ', 'T', 't', '  ', ' T', '', 'x'),
        num(0, 30, 1),
        num(0, 30, 2),
        fc.constantFrom(':', '.', ''),
        num(0, 65, 2),
        fc.option(fc.tuple(fc.constantFrom(':', ''), num(0, 65, 2), fc.constantFrom('', ' ', '1'))),
        fc.constantFrom('', '', ',5', '.123', ' AM', 'PM', ' p.m.', ' ', 'Z'),
      )
      .map(
        ([gap, h1, h2, colon, mm, ss, tail]) =>
          `${gap}${ss ? h2 : h1}${colon}${mm}${ss ? `${ss[0]}${ss[1]}${ss[2]}` : ''}${tail}`,
      ),
  );
  const text = fc
    .tuple(fc.constantFrom('', ' '), part, mark, part, mark, part, clock, fc.constantFrom('', '', ' '))
    .map(([lead, a, m1, b, m2, c, time, trail]) => `${lead}${a}${m1}${b}${m2}${c}${time}${trail}`);

  // Mostly well-formed: real and unreal days, two- and four-digit years (the same number both ways), hours past 23.
  const width = fc.constantFrom(1, 2);
  const year = fc.oneof(num(1890, 2210, 4), num(0, 99, 2), num(0, 99, 4));
  const day = fc.tuple(num(0, 32, 1), width).map(([d, w]) => d.padStart(w, '0'));
  const month = fc.tuple(num(0, 13, 1), width).map(([m, w]) => m.padStart(w, '0'));
  const sep = fc.constantFrom('/', '/', '.', '-');
  const time = fc.oneof(
    fc.constant(''),
    fc
      .tuple(
        fc.constantFrom(' ', ' ', 'T', 't', '  ', ' T'),
        fc.tuple(num(0, 25, 1), width).map(([h, w]) => h.padStart(w, '0')),
        num(0, 61, 2),
        fc.option(num(0, 61, 2)),
      )
      .map(([gap, h, m, sec]) => `${gap}${h}:${m}${sec === null ? '' : `:${sec}`}`),
  );
  const formed = fc.oneof(
    fc.tuple(day, sep, month, sep, year, time).map((p) => p.join('')),
    fc.tuple(year, sep, month, sep, day, time).map((p) => p.join('')),
  );

  it('on random date and time texts, one after another (its cache of recent dates included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(formed, formed, text), orders), { minLength: 1, maxLength: 8 }),
        (texts) => {
          for (const [t, order] of texts) expect(parseDateTime(t, order)).toEqual(oldParseDateTime(t, order));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('on every day of the years it accepts, and the days around them', () => {
    for (let y = 1899; y <= 2201; y += y < 1905 || y > 2195 || y % 100 === 0 ? 1 : 7)
      for (let m = 0; m <= 13; m += 1)
        for (let d = 0; d <= 32; d += 1) {
          const t = `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y} 10:00:00`;
          expect(parseDateTime(t, 'dmy')).toEqual(oldParseDateTime(t, 'dmy'));
        }
  });
});
