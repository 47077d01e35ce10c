import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '@/shared/admin/contract';
import { slugFromName } from './slug';

describe('slugFromName', () => {
  it('drops accents, case and punctuation, joining words with one hyphen', () => {
    expect(slugFromName('Escola do Trader Ágil!')).toBe('escola-do-trader-agil');
    expect(slugFromName('  Ação & Reação -- 2026 ')).toBe('acao-reacao-2026');
  });

  it('gives what the server accepts, at most 60 characters and never ending in a hyphen', () => {
    const long = slugFromName(`${'a'.repeat(59)} b c`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(SLUG_PATTERN);
  });

  it('is empty for a name without letters or digits', () => {
    expect(slugFromName('!!!')).toBe('');
  });
});
