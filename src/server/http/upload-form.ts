import { MultipartError, MultipartParser, multipartBoundary } from './multipart';

/** An upload form as sent: the file's name and bytes (one buffer), and the text of the fields asked for. */
export interface UploadForm {
  file?: { name: string; bytes: Uint8Array };
  /** The `options` field (the import's). */
  options?: string;
  /** Every text field asked for (`options` included), by name. */
  fields: Record<string, string>;
}

/** Why a form could not be read: not multipart or cut ('malformed'), or a file past the limit ('too-large'). */
export class UploadFormError extends Error {
  constructor(readonly reason: 'malformed' | 'too-large') {
    super(reason);
  }
}

/** What the body may hold besides the file: the multipart envelope and the text fields. */
export const ENVELOPE_BYTES = 1024 * 1024;
/** A plain field longer than this is not the options JSON the client sends. */
const MAX_FIELD_BYTES = 256 * 1024;

/**
 * Reads the multipart body as it arrives. The file's chunks are kept as received and joined once at the end (one
 * copy of the file in memory, not the three of formData → File → arrayBuffer); a file past `maxFileBytes` stops
 * the reading at once, and so does a body past the file's limit plus the envelope's (a body sent without a
 * Content-Length is counted as it comes, never buffered first). The fields named in `textFields` are kept as
 * text; other parts are dropped.
 */
export async function readUploadForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  maxFileBytes: number,
  textFields: readonly string[] = ['options'],
): Promise<UploadForm> {
  const boundary = multipartBoundary(contentType);
  if (!boundary || !body) throw new UploadFormError('malformed');
  const parser = new MultipartParser(boundary);
  const form: UploadForm = { fields: {} };
  const wanted = new Set(textFields);
  let part: { name: string; filename?: string } | undefined;
  let chunks: Uint8Array[] = [];
  let size = 0;
  let total = 0;
  const close = () => {
    if (!part) return;
    if (part.name === 'file' && part.filename !== undefined && !form.file) {
      form.file = { name: part.filename, bytes: join(chunks, size) };
    } else if (wanted.has(part.name) && part.filename === undefined) {
      const text = new TextDecoder().decode(join(chunks, size));
      form.fields[part.name] = text;
      if (part.name === 'options') form.options = text;
    }
    part = undefined;
    chunks = [];
    size = 0;
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxFileBytes + ENVELOPE_BYTES) throw new UploadFormError('too-large');
      for (const event of parser.write(value)) {
        if (event.type === 'part') {
          close();
          part = event;
        } else if (event.type === 'data') {
          if (!part) continue;
          const keep = part.name === 'file' || wanted.has(part.name);
          if (!keep) continue;
          size += event.chunk.byteLength;
          const limit = part.filename !== undefined ? maxFileBytes : MAX_FIELD_BYTES;
          if (size > limit) throw new UploadFormError('too-large');
          // A view, not a copy: the parser never writes into the buffers it hands out.
          chunks.push(event.chunk);
        } else {
          close();
        }
      }
      if (parser.finished) break;
    }
    parser.end();
  } catch (err) {
    if (err instanceof MultipartError) throw new UploadFormError('malformed');
    throw err;
  } finally {
    // The rest of a refused body is not read here: the HTTP server drops it after the answer (http/unread-body.ts).
    await reader.cancel().catch(() => {});
  }
  return form;
}

function join(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
