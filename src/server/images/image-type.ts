import type { AttachmentType } from '@/shared/attachments/contract';

/** What the first bytes say a file is; the name and the declared type are never asked. */
export type SniffedType =
  | { kind: 'accepted'; type: AttachmentType; lossless: boolean }
  | { kind: 'other-image'; name: string }
  | { kind: 'not-an-image' };

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * A WebP is lossless when its image chunk is VP8L (after a VP8X header and its metadata chunks, when present);
 * a lossy one (VP8) is a photo or was already compressed, and is re-encoded lossy.
 */
function webpIsLossless(bytes: Uint8Array): boolean {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const fourCC = ascii(bytes, at, at + 4);
    if (fourCC === 'VP8L') return true;
    if (fourCC === 'VP8 ') return false;
    const size =
      (bytes[at + 4] ?? 0) |
      ((bytes[at + 5] ?? 0) << 8) |
      ((bytes[at + 6] ?? 0) << 16) |
      ((bytes[at + 7] ?? 0) << 24);
    at += 8 + (size >>> 0) + (size & 1);
  }
  return false;
}

/** Reads the file's magic number: PNG, JPEG and WebP are accepted; other image formats are named for the log. */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, PNG)) return { kind: 'accepted', type: 'image/png', lossless: true };
  if (startsWith(bytes, JPEG)) return { kind: 'accepted', type: 'image/jpeg', lossless: false };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'accepted', type: 'image/webp', lossless: webpIsLossless(bytes) };

  const head = ascii(bytes, 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { kind: 'other-image', name: 'gif' };
  if (head.startsWith('BM')) return { kind: 'other-image', name: 'bmp' };
  if (head.startsWith('II*\0') || head.startsWith('MM\0*')) return { kind: 'other-image', name: 'tiff' };
  if (startsWith(bytes, [0, 0, 1, 0])) return { kind: 'other-image', name: 'ico' };
  if (head.slice(4, 8) === 'ftyp') {
    const brand = head.slice(8, 12);
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand)) return { kind: 'other-image', name: 'heic' };
    if (/^avi[fs]$/.test(brand)) return { kind: 'other-image', name: 'avif' };
  }
  if (startsWith(bytes, [0xff, 0x0a]) || startsWith(bytes, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20]))
    return { kind: 'other-image', name: 'jxl' };
  // An SVG is a text file that can carry scripts: named so the trader hears "format", not "not an image".
  const text = ascii(bytes, 0, 512)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg')))
    return { kind: 'other-image', name: 'svg' };
  return { kind: 'not-an-image' };
}
