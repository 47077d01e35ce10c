import { describe, expect, it } from 'vitest';
import { formatWhen } from './audit-list';

describe('formatWhen', () => {
  it("writes an instant as dd/mm/aaaa HH:mm in the reader's zone, across a DST change", () => {
    expect(formatWhen('2026-03-10T03:59:00Z', 'America/New_York')).toBe('09/03/2026 23:59');
    expect(formatWhen('2026-03-10T04:00:00Z', 'America/New_York')).toBe('10/03/2026 00:00');
    expect(formatWhen('2026-03-07T04:59:00Z', 'America/New_York')).toBe('06/03/2026 23:59');
    expect(formatWhen('2026-11-26T14:05:00Z', 'America/Sao_Paulo')).toBe('26/11/2026 11:05');
  });
});
