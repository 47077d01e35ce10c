import { describe, expect, it } from 'vitest';
import { PERIOD_LABELS } from '../i18n/periods';
import { parsePeriodPreset, PERIOD_PRESETS, resolvePeriod } from './periods';
import { DATED_PRESETS, PERIOD_CASES } from './periods.testkit';
import { wallClock } from './zoned-time';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
const period = (preset: Parameters<typeof resolvePeriod>[0], now: string, tz = SP) =>
  resolvePeriod(preset, {}, tz, at(now));

describe('resolvePeriod', () => {
  it('this month is the whole local calendar month', () => {
    expect(period('this-month', '2026-03-15T12:00:00Z')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    // Still February in São Paulo at 02:00 UTC on 1 March.
    expect(period('this-month', '2026-03-01T02:00:00Z')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(period('this-month', '2026-03-01T03:00:00Z')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    // Leap year February.
    expect(period('this-month', '2028-02-10T12:00:00Z')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // New York changes day two hours later than São Paulo (in March, before US daylight time).
    expect(period('this-month', '2026-03-01T04:00:00Z', NY)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('last month is the previous calendar month, across the year boundary', () => {
    expect(period('last-month', '2026-03-15T12:00:00Z')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(period('last-month', '2026-01-01T12:00:00Z')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    // 1 Jan 01:00 UTC is still 31 Dec in São Paulo: last month is November.
    expect(period('last-month', '2026-01-01T01:00:00Z')).toEqual({ from: '2025-11-01', to: '2025-11-30' });
  });

  it('the last 3 and 6 months run from the same day N months ago to today', () => {
    expect(period('last-3-months', '2026-03-15T12:00:00Z')).toEqual({
      from: '2025-12-15',
      to: '2026-03-15',
    });
    expect(period('last-6-months', '2026-03-15T12:00:00Z')).toEqual({
      from: '2025-09-15',
      to: '2026-03-15',
    });
    // 31 May − 3 months has no 31st: the start is February's last day.
    expect(period('last-3-months', '2026-05-31T12:00:00Z')).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
    expect(period('last-6-months', '2026-08-31T12:00:00Z')).toEqual({
      from: '2026-02-28',
      to: '2026-08-31',
    });
    // Today is the local date: 02:00 UTC on 1 March is 28 Feb in São Paulo.
    expect(period('last-3-months', '2026-03-01T02:00:00Z')).toEqual({
      from: '2025-11-28',
      to: '2026-02-28',
    });
  });

  it('this year is the local calendar year', () => {
    expect(period('this-year', '2026-06-15T12:00:00Z')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(period('this-year', '2027-01-01T02:00:00Z')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(period('this-year', '2027-01-01T02:00:00Z', 'Asia/Tokyo')).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
    });
  });

  it('all is unbounded and custom is the given range', () => {
    expect(period('all', '2026-03-15T12:00:00Z')).toEqual({ from: null, to: null });
    expect(
      resolvePeriod('custom', { from: '2025-01-10', to: '2025-02-20' }, SP, at('2026-03-15T12:00:00Z')),
    ).toEqual({ from: '2025-01-10', to: '2025-02-20' });
  });

  it('labels every preset in Portuguese', () => {
    expect(PERIOD_PRESETS.map((p) => PERIOD_LABELS[p])).toEqual([
      'Este mês',
      'Mês passado',
      'Últimos 3 meses',
      'Últimos 6 meses',
      'Este ano',
      'Todo o período',
      'Personalizado',
    ]);
  });
});

describe('every preset at month and daylight-saving edges', () => {
  it.each(PERIOD_CASES)('$what', (c) => {
    expect(wallClock(at(c.now), c.timeZone).date).toBe(c.today);
    for (const preset of DATED_PRESETS) {
      const [from, to] = c.ranges[preset];
      expect(resolvePeriod(preset, {}, c.timeZone, at(c.now)), preset).toEqual({ from, to });
    }
    expect(resolvePeriod('all', {}, c.timeZone, at(c.now))).toEqual({ from: null, to: null });
  });
});

describe('parsePeriodPreset', () => {
  it('reads every preset by its name', () => {
    for (const p of PERIOD_PRESETS) expect(parsePeriodPreset(p)).toBe(p);
  });

  it('reads the names older /trades links used', () => {
    expect(parsePeriodPreset('thisMonth')).toBe('this-month');
    expect(parsePeriodPreset('lastMonth')).toBe('last-month');
    expect(parsePeriodPreset('last3Months')).toBe('last-3-months');
    expect(parsePeriodPreset('last6Months')).toBe('last-6-months');
    expect(parsePeriodPreset('thisYear')).toBe('this-year');
  });

  it('refuses anything else', () => {
    for (const raw of [null, undefined, '', 'ontem', 'toString', 'constructor', 'THIS-MONTH'])
      expect(parsePeriodPreset(raw), String(raw)).toBeUndefined();
  });
});
