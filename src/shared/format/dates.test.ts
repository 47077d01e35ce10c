import { describe, expect, it } from 'vitest';
import { trialEndFor } from '../account/access';
import {
  formatDate,
  formatDayMonth,
  formatInstantDateTime,
  formatInstantDay,
  formatLastDay,
  instantDate,
} from './dates';

describe('calendar dates', () => {
  it('rewrites yyyy-mm-dd as text, never through a Date', () => {
    expect(formatDate('2025-01-31')).toBe('31/01/2025');
    expect(formatDate('2026-11-26T15:05:00Z')).toBe('26/11/2026');
    expect(formatDate('')).toBe('');
    expect(formatDayMonth('2026-01-02')).toBe('02/01');
    expect(formatDayMonth('abc')).toBe('abc');
  });
});

describe('instants', () => {
  it('formats instants the pt-BR way in a zone', () => {
    expect(formatInstantDateTime('2026-11-26T15:05:00Z', 'America/Sao_Paulo')).toBe('26/11/2026, 12:05');
    expect(formatInstantDay('2026-11-27T01:00:00Z', 'America/Sao_Paulo')).toBe('26/11/2026');
    expect(instantDate(Date.parse('2026-03-14T12:00:00Z'), 'America/Sao_Paulo')).toBe('14/03');
    expect(instantDate(Date.parse('2026-03-14T12:00:00Z'), 'Not/AZone', true)).toMatch(/^1[34]\/03\/2026$/);
  });

  it('shows the last day of a trial, not the midnight after it, in the trader zone', () => {
    const end = trialEndFor(new Date('2026-11-26T15:00:00Z'), 'America/Sao_Paulo', 7).toISOString();
    expect(formatLastDay(end, 'America/Sao_Paulo')).toBe('02/12/2026');
  });
});
