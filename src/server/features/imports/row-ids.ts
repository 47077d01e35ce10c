import { randomFillSync } from 'node:crypto';

/** Ids formatted per refill of random bytes. */
const POOL = 256;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
/** Where each of a uuid's 16 bytes goes in its 36 characters (dashes at 8, 13, 18 and 23). */
const AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/**
 * Random (version 4) uuids for an import's rows, each a flat string. node:crypto's randomUUID() builds its text by
 * concatenation: a tree of cons-strings of ~490 bytes of heap per id (measured), which an import holds for every
 * row until its INSERT (~49 MB at 100,000 rows). These are read out of a buffer of formatted ids: ~65 bytes each.
 */
export class RowIds {
  private readonly random = Buffer.alloc(16 * POOL);
  private readonly text = Buffer.alloc(36 * POOL, '-'.charCodeAt(0));
  private next = POOL;

  id(): string {
    if (this.next === POOL) this.refill();
    const at = 36 * this.next++;
    return this.text.toString('latin1', at, at + 36);
  }

  private refill(): void {
    randomFillSync(this.random);
    for (let k = 0; k < POOL; k += 1) {
      const bytes = 16 * k;
      const out = 36 * k;
      // The version (4) and the RFC 4122 variant (10xx), as randomUUID sets them.
      this.random[bytes + 6] = ((this.random[bytes + 6] ?? 0) & 0x0f) | 0x40;
      this.random[bytes + 8] = ((this.random[bytes + 8] ?? 0) & 0x3f) | 0x80;
      for (let j = 0; j < 16; j += 1) {
        const byte = this.random[bytes + j] ?? 0;
        const pos = out + (AT[j] ?? 0);
        this.text[pos] = HEX[byte >> 4] ?? 0;
        this.text[pos + 1] = HEX[byte & 15] ?? 0;
      }
    }
    this.next = 0;
  }
}
