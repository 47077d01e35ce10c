/**
 * A streaming multipart/form-data reader for the uploads (an import file, a chart screenshot). Hono's parseBody
 * (undici's formData) holds the whole body, then a File copy of it, then the arrayBuffer() copy the parser read:
 * three copies of a 50 MB file. Here the body is read chunk by chunk as it arrives and each part's bytes are handed
 * on at once, so the file exists once, in the parser's hands. Only what the upload forms send is understood: named
 * fields and files.
 */

export interface PartStart {
  type: 'part';
  name: string;
  /** Present for a file part (possibly ''), absent for a plain field. */
  filename?: string;
}
export interface PartData {
  type: 'data';
  chunk: Uint8Array;
}
export interface PartEnd {
  type: 'end';
}
export type MultipartEvent = PartStart | PartData | PartEnd;

/** A body that is not the multipart the form sends (no boundary, cut, headers too long). */
export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data; boundary=…` content type, or undefined for any other type. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const CRLF_CRLF = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;

type State = 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done';

/**
 * Push parser: `write` each chunk of the body, then `end`; each returns the events completed so far. A part's data
 * comes as it arrives, except the last bytes that could be the start of the next boundary (held until known).
 */
export class MultipartParser {
  private readonly delimiter: Buffer;
  private readonly first: Buffer;
  private carry: Buffer = Buffer.alloc(0);
  private state: State = 'preamble';

  constructor(boundary: string) {
    this.first = Buffer.from(`--${boundary}`);
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  get finished(): boolean {
    return this.state === 'done';
  }

  write(chunk: Uint8Array): MultipartEvent[] {
    const events: MultipartEvent[] = [];
    if (this.state === 'done') return events;
    let buf = this.carry.length
      ? Buffer.concat([this.carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (;;) {
      if (this.state === 'preamble') {
        // The first boundary may start the body (no CRLF before it) or follow a preamble.
        const at = buf.indexOf(this.first);
        if (at < 0) {
          buf = buf.subarray(Math.max(0, buf.length - this.first.length));
          break;
        }
        buf = buf.subarray(at + this.first.length);
        this.state = 'after-boundary';
      } else if (this.state === 'after-boundary') {
        if (buf.length < 2) break;
        if (buf[0] === 0x2d && buf[1] === 0x2d) {
          this.state = 'done';
          events.push({ type: 'end' });
          buf = Buffer.alloc(0);
          break;
        }
        const eol = buf.indexOf('\r\n');
        if (eol < 0) {
          if (buf.length > 256) throw new MultipartError('bad boundary line');
          break;
        }
        buf = buf.subarray(eol + 2);
        this.state = 'headers';
      } else if (this.state === 'headers') {
        const at = buf.indexOf(CRLF_CRLF);
        if (at < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long');
          // A part without headers ("\r\n" right away) has none to read.
          if (buf.length >= 2 && buf[0] === 0x0d && buf[1] === 0x0a) {
            events.push(partStart(''));
            buf = buf.subarray(2);
            this.state = 'body';
            continue;
          }
          break;
        }
        events.push(partStart(buf.subarray(0, at).toString('utf8')));
        buf = buf.subarray(at + 4);
        this.state = 'body';
      } else if (this.state === 'body') {
        const at = buf.indexOf(this.delimiter);
        if (at < 0) {
          // Everything but a tail that could be the start of the delimiter is surely data.
          const safe = buf.length - (this.delimiter.length - 1);
          if (safe > 0) {
            events.push({ type: 'data', chunk: buf.subarray(0, safe) });
            buf = buf.subarray(safe);
          }
          break;
        }
        if (at > 0) events.push({ type: 'data', chunk: buf.subarray(0, at) });
        buf = buf.subarray(at + this.delimiter.length);
        this.state = 'after-boundary';
      } else {
        break;
      }
    }
    // The carry is copied: a data event may still point into the chunk it came from.
    this.carry = Buffer.from(buf);
    return events;
  }

  /** The body ended; a body cut before its closing boundary is refused. */
  end(): void {
    if (this.state !== 'done') throw new MultipartError('body ended before the closing boundary');
  }
}

function partStart(headerText: string): PartStart {
  let name = '';
  let filename: string | undefined;
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const params = line.slice(colon + 1);
    name = param(params, 'name') ?? '';
    const extended = param(params, 'filename*');
    filename = extended !== undefined ? decodeExtended(extended) : param(params, 'filename');
  }
  return filename === undefined ? { type: 'part', name } : { type: 'part', name, filename };
}

/** A parameter of a Content-Disposition header: quoted (browsers escape " as %22) or a bare token. */
function param(params: string, key: string): string | undefined {
  const escaped = key.replace(/[*]/g, '\\*');
  const re = new RegExp(`;\\s*${escaped}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i');
  const match = re.exec(`;${params}`);
  if (!match) return undefined;
  return match[1] !== undefined ? unescapeQuoted(match[1]) : (match[2] ?? '');
}

// The HTML form serialisation writes " CR LF in a name as %22 %0D %0A (and undici reads them back the same way).
const FORM_ESCAPES: Record<string, string> = { '%22': '"', '%0d': '\r', '%0a': '\n' };
const unescapeQuoted = (value: string): string =>
  value.replace(/%(22|0d|0a)/gi, (code) => FORM_ESCAPES[code.toLowerCase()] ?? code);

/** RFC 5987: UTF-8''na%C3%A7%C3%A3o.csv */
function decodeExtended(value: string): string {
  const quote = value.indexOf("''");
  const encoded = quote >= 0 ? value.slice(quote + 2) : value;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
