import { describe, expect, it } from 'vitest';
import { MultipartError, MultipartParser, multipartBoundary } from './multipart';
import { readUploadForm, UploadFormError } from './upload-form';

/** What the browser sends for the import form, serialised by the platform's own FormData. */
async function formBody(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await req.arrayBuffer()), type: req.headers.get('content-type') ?? '' };
}

/** The bytes as a stream cut into pieces of `size` bytes. */
function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe('the import form read as it streams', () => {
  it('gives the same file and options whatever the chunk sizes, a boundary cut anywhere', async () => {
    const file = new TextEncoder().encode('Ativo;Abertura\r\n--not-a-boundary\r\nWINJ26;ç\r\n'.repeat(50));
    const form = new FormData();
    form.append('file', new Blob([file]), 'operações "março".csv');
    form.append('options', JSON.stringify({ sourceTimezone: 'America/Sao_Paulo' }));
    const { bytes, type } = await formBody(form);
    for (const size of [1, 2, 3, 7, 61, 64, 1000, bytes.length]) {
      const read = await readUploadForm(streamOf(bytes, size), type, 1024 * 1024);
      expect(read.file?.name).toBe('operações "março".csv');
      expect([...(read.file?.bytes ?? [])]).toEqual([...file]);
      expect(JSON.parse(read.options ?? '')).toEqual({ sourceTimezone: 'America/Sao_Paulo' });
    }
  });

  it('stops reading a file past the limit, and refuses what is not a multipart form', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(5000).fill(65)]), 'a.csv');
    const { bytes, type } = await formBody(form);
    await expect(readUploadForm(streamOf(bytes, 100), type, 4000)).rejects.toEqual(
      new UploadFormError('too-large'),
    );
    await expect(readUploadForm(streamOf(bytes, 100), 'application/json', 1e6)).rejects.toEqual(
      new UploadFormError('malformed'),
    );
    // Cut before the closing boundary: a broken upload, never half a file.
    await expect(readUploadForm(streamOf(bytes.slice(0, 3000), 100), type, 1e6)).rejects.toEqual(
      new UploadFormError('malformed'),
    );
  });

  it('reads the boundary of the content type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('text/plain; boundary=abc')).toBeUndefined();
    const parser = new MultipartParser('abc');
    parser.write(new TextEncoder().encode('--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\n1'));
    expect(() => parser.end()).toThrow(MultipartError);
  });
});
