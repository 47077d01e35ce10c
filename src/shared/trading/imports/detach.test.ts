import { describe, expect, it } from 'vitest';
import { detach } from './detach';

describe('detach', () => {
  it('returns the same text, short or long, accents and quotes included', () => {
    for (const text of ['', 'WIN', 'Res. Operação (%)', 'nota com "aspas" e \\ barra', 'ç'.repeat(2000)])
      expect(detach(text)).toBe(text);
  });
});
