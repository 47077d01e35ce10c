import { describe, expect, it } from 'vitest';
import { RowIds } from './row-ids';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('RowIds', () => {
  it('gives version-4 uuids, all different, across many refills of its pool', () => {
    const ids = new RowIds();
    const seen = new Set<string>();
    for (let k = 0; k < 5000; k += 1) {
      const id = ids.id();
      expect(id).toMatch(V4);
      seen.add(id);
    }
    expect(seen.size).toBe(5000);
  });

  it('uses every hex digit in every random position (no byte left unformatted)', () => {
    const ids = new RowIds();
    const digits = Array.from({ length: 36 }, () => new Set<string>());
    for (let k = 0; k < 2000; k += 1) [...ids.id()].forEach((c, i) => digits[i]?.add(c));
    const sizes = digits.map((d) => d.size);
    // Dashes; the version nibble; the variant nibble (8, 9, a, b); every other position sees all 16 digits.
    expect(sizes.filter((s) => s === 1)).toHaveLength(5);
    expect(sizes[19]).toBe(4);
    expect(sizes.filter((s) => s === 16)).toHaveLength(30);
  });
});
