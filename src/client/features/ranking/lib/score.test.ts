import { describe, expect, it } from 'vitest';
import { formatScore } from './score';

describe('a discipline score as the trader reads it', () => {
  it('uses the pt-BR decimal comma and at most one decimal', () => {
    expect(formatScore(72.5)).toBe('72,5');
    expect(formatScore(100)).toBe('100');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(33.333)).toBe('33,3');
  });

  it('stays within 0–100 whatever arrives', () => {
    expect(formatScore(-3)).toBe('0');
    expect(formatScore(130)).toBe('100');
    expect(formatScore(Number.NaN)).toBe('0');
  });
});
