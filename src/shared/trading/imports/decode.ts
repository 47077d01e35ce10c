import { ImportError } from './errors';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Bytes → text. UTF-8 (with or without BOM) when the bytes are valid UTF-8, UTF-16 when a BOM says so, else
 * windows-1252 (Profit writes latin-1/cp1252, a superset of latin-1 for the printable range). Refuses what is
 * not text at all, so a spreadsheet or an image never reaches the CSV reader.
 */
export function decodeBytes(
  bytes: Uint8Array,
  maxBytes = MAX_FILE_BYTES,
): { text: string; encoding: TextEncoding } {
  if (bytes.length > maxBytes)
    throw new ImportError('tooLarge', `máximo ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (bytes.length === 0) throw new ImportError('empty');
  refuseKnownBinary(bytes);

  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xff && b1 === 0xfe)
    return finish(new TextDecoder('utf-16le').decode(bytes.subarray(2)), 'utf-16le');
  if (b0 === 0xfe && b1 === 0xff)
    return finish(new TextDecoder('utf-16be').decode(bytes.subarray(2)), 'utf-16be');

  // Checked on bytes for 8-bit encodings: a NUL never appears in a text CSV (UTF-16 without BOM lands here too).
  if (bytes.includes(0)) throw new ImportError('binary');
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  let utf8: string | null = null;
  try {
    utf8 = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Not UTF-8: read as cp1252 below.
  }
  if (utf8 !== null) return finish(utf8, 'utf-8');
  const { text, high } = readWindows1252(bytes);
  // Bytes 0x81 0x8D 0x8F 0x90 0x9D are unassigned in cp1252 and decode to C1 controls: neither UTF-8 nor
  // latin-1 text, so probably another encoding (UTF-32, GB18030, ...). Say so rather than import mojibake.
  if (high && /[\u0081\u008d\u008f\u0090\u009d]/.test(text)) throw new ImportError('encoding');
  return finish(text, 'windows-1252');
}

function finish(text: string, encoding: TextEncoding): { text: string; encoding: TextEncoding } {
  if (text.includes('\u0000')) throw new ImportError('binary');
  // Control characters other than tab/CR/LF/form feed in more than 1% of the first 8k chars: not text.
  const sample = text.slice(0, 8192);
  let controls = 0;
  for (let k = 0; k < sample.length; k += 1) {
    const c = sample.charCodeAt(k);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 127) controls += 1;
  }
  if (controls > Math.max(2, sample.length / 100)) throw new ImportError('binary');
  if (!text.replace(/^\uFEFF/, '').trim()) throw new ImportError('empty');
  return { text: text.replace(/^\uFEFF/, ''), encoding };
}

// cp1252's 0x80–0x9F (euro sign, curly quotes, dashes...); the unassigned five stay as C1 controls.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * TextDecoder('windows-1252') is native and fast, but Node reads 0x80–0x9F as ISO-8859-1 C1 controls (browsers
 * map them to €, curly quotes...). The server and the client must read a file the same way, so those few
 * characters are mapped here; on browsers the replace finds nothing to do.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return readWindows1252(bytes).text;
}

/** The text, and whether it had any of 0x80–0x9F (most files have none: one scan of the text, not two). */
function readWindows1252(bytes: Uint8Array): { text: string; high: boolean } {
  const text = new TextDecoder('windows-1252').decode(bytes);
  if (!/[\u0080-\u009f]/.test(text)) return { text, high: false };
  return {
    text: text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH.charAt(c.charCodeAt(0) - 0x80)),
    high: true,
  };
}

const startsWith = (bytes: Uint8Array, magic: number[]): boolean => magic.every((b, i) => bytes[i] === b);

function refuseKnownBinary(bytes: Uint8Array): void {
  // xlsx is a zip (PK\3\4); xls is an OLE compound file. Users often send these instead of the CSV.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw new ImportError('spreadsheet');
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) throw new ImportError('binary'); // %PDF
}
