import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a zip: its text (or bytes), produced piece by piece when the zip reaches it. */
export interface ZipEntry {
  name: string;
  content: () => AsyncIterable<string | Uint8Array>;
  /** Kept as is, not deflated: bytes already compressed (an image) only cost time to deflate again. */
  stored?: boolean;
}

/**
 * A zip written as it is read: each entry's pieces are deflated (fflate's streaming Zip + ZipDeflate) and handed to
 * the reader, and the next piece is produced only when the reader asks for more (the stream's pull). Memory holds
 * one piece and the compressor's window, whatever the size of the whole. A failure while producing errors the
 * stream, so the download is cut short instead of ending as a valid-looking but incomplete file.
 */
export function zipStream(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  level: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 = 6,
) {
  const encoder = new TextEncoder();
  const ready: Uint8Array[] = [];
  let finished = false;
  let failure: unknown;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else {
      ready.push(chunk);
      if (final) finished = true;
    }
  });

  async function* produce(): AsyncGenerator<void> {
    for await (const entry of entries) {
      const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level });
      zip.add(file);
      for await (const piece of entry.content()) {
        if (piece.length) file.push(typeof piece === 'string' ? encoder.encode(piece) : piece);
        yield;
      }
      file.push(new Uint8Array(0), true);
      yield;
    }
    zip.end();
  }
  const steps = produce();

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        while (ready.length === 0 && !finished) {
          if (failure) throw failure;
          const step = await steps.next();
          if (step.done && ready.length === 0 && !finished)
            throw new Error('zip ended without its last chunk');
        }
        if (failure) throw failure;
        if (ready.length) {
          const out = ready.length === 1 ? (ready[0] as Uint8Array) : concat(ready);
          ready.length = 0;
          controller.enqueue(out);
        }
        if (finished && ready.length === 0) controller.close();
      } catch (err) {
        controller.error(err);
        await steps.return(undefined);
      }
    },
    async cancel() {
      await steps.return(undefined);
    },
  });
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
