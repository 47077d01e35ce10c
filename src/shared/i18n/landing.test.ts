import { describe, expect, it } from 'vitest';
import { FORMAT_LABELS, type ImportFormat } from '../trading/imports/types';
import { landing } from './landing';

describe('the landing names the platforms the import reads', () => {
  const platforms: readonly string[] = landing.hero.platforms;
  // 'generic' is the app's own CSV layout; 'mapped' is any CSV ('CSV com mapeamento de colunas').
  const formats = (Object.keys(FORMAT_LABELS) as ImportFormat[]).filter((f) => f !== 'generic');

  it('every format the import reads is on the landing', () => {
    for (const format of formats)
      expect(
        platforms.some((name) => FORMAT_LABELS[format].includes(name)),
        FORMAT_LABELS[format],
      ).toBe(true);
  });

  it('the landing names no platform the import does not read', () => {
    for (const name of platforms)
      expect(
        formats.some((f) => FORMAT_LABELS[f].includes(name)),
        name,
      ).toBe(true);
  });

  it('Profit comes first: the first question of a WIN/WDO trader', () => {
    expect(platforms[0]).toBe('Profit');
  });
});
