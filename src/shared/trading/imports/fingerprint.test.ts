import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint, fingerprintOf } from './fingerprint';

/** The fingerprint as it was before the import's speed work (the joined text hashed, toString(16)): stored rows keep theirs. */
function oldFingerprint(parts: readonly string[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  const text = parts.join('\u001f');
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

describe('fingerprint', () => {
  it('is the same hash as before, whole or with a first part given apart', () => {
    const parts = fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { maxLength: 10 });
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), parts, (first, rest) => {
        expect(fingerprint(rest)).toBe(oldFingerprint(rest));
        expect(fingerprintOf(first, rest)).toBe(oldFingerprint([first, ...rest]));
      }),
      { numRuns: 5000 },
    );
    expect(fingerprint(['profit', 'WINZ25', '02/01/2025 09:00:05'])).toBe(
      oldFingerprint(['profit', 'WINZ25', '02/01/2025 09:00:05']),
    );
    expect(fingerprint([])).toBe(oldFingerprint([]));
  });
});
