/**
 * A stable 64-bit hash (two 32-bit FNV-1a lanes) of a row's identifying source fields, as 16 hex digits. Not
 * cryptographic: it only has to tell a re-imported row from a new one, quickly, without node:crypto.
 */
export function fingerprint(parts: readonly string[]): string {
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
