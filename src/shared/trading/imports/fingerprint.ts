/**
 * A stable 64-bit hash (two 32-bit FNV-1a lanes) of a row's identifying source fields, as 16 hex digits. Not
 * cryptographic: it only has to tell a re-imported row from a new one, quickly, without node:crypto.
 */
export function fingerprint(parts: readonly string[]): string {
  return fingerprintOf(undefined, parts);
}

/**
 * fingerprint([first, ...parts]) without building that array or the joined text: the same lanes fed the same
 * characters (each part, then U+001F between parts) one part at a time. `first` undefined: parts alone.
 */
export function fingerprintOf(first: string | undefined, parts: readonly string[]): string {
  h1 = 0x811c9dc5;
  h2 = 0x01000193 ^ 0x5bd1e995;
  let separate = false;
  if (first !== undefined) {
    feed(first);
    separate = true;
  }
  for (let k = 0; k < parts.length; k += 1) {
    if (separate) feedChar(0x1f);
    feed(parts[k] ?? '');
    separate = true;
  }
  return hex(h1 >>> 0, h2 >>> 0);
}

// The lanes of the hash being computed (module state: the hash runs synchronously, start to end).
let h1 = 0;
let h2 = 0;

function feedChar(c: number): void {
  h1 = Math.imul(h1 ^ c, 0x01000193);
  h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  h2 ^= h2 >>> 15;
}

function feed(text: string): void {
  for (let i = 0; i < text.length; i += 1) feedChar(text.charCodeAt(i));
}

const HEX = '0123456789abcdef';
const digit = (value: number, shift: number): number => HEX.charCodeAt((value >>> shift) & 15);

/** Both lanes as 8 lowercase hex digits each, zero-padded: what toString(16).padStart(8, '0') writes. */
function hex(a: number, b: number): string {
  return String.fromCharCode(
    digit(a, 28),
    digit(a, 24),
    digit(a, 20),
    digit(a, 16),
    digit(a, 12),
    digit(a, 8),
    digit(a, 4),
    digit(a, 0),
    digit(b, 28),
    digit(b, 24),
    digit(b, 20),
    digit(b, 16),
    digit(b, 12),
    digit(b, 8),
    digit(b, 4),
    digit(b, 0),
  );
}
