import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → the plain TrueType/OpenType file it wraps (https://www.w3.org/TR/WOFF/): each table inflated once.
 * Why: fontkit reads a WOFF's compressed tables again on every access — each glyph inflated the whole `glyf`
 * table, and a year's report spent over a second in zlib. (WOFF2 is decoded once but breaks fontkit's subsetting
 * of composite glyphs, so it is no way out.)
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);

  const tables = Array.from({ length: numTables }, (_, k) => {
    const at = 44 + k * 20;
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const checksum = view.getUint32(at + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag, checksum, data };
  });

  const headerLength = 12 + numTables * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + padded(t.data.byteLength), headerLength);
  const out = new Uint8Array(total);
  const sfnt = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(numTables));
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, 2 ** log2 * 16);
  sfnt.setUint16(8, log2);
  sfnt.setUint16(10, numTables * 16 - 2 ** log2 * 16);
  let offset = headerLength;
  tables.forEach((t, k) => {
    const at = 12 + k * 16;
    sfnt.setUint32(at, t.tag);
    sfnt.setUint32(at + 4, t.checksum);
    sfnt.setUint32(at + 8, offset);
    sfnt.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += padded(t.data.byteLength);
  });
  return out;
}
