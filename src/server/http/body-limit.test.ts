import { describe, expect, it } from 'vitest';
import { errorMessages } from '@/shared/i18n/errors';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';

const MB = 1024 * 1024;

/** A JSON body of `total` bytes that counts what the server pulls from it. */
function countingBody(total: number) {
  const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024 - 2)}"`.padEnd(64 * 1024, ' '));
  const read = { bytes: 0 };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(new TextEncoder().encode('{"email":'));
        sent += 9;
        read.bytes += 9;
        return;
      }
      if (sent >= total) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
      read.bytes += chunk.length;
    },
  });
  return { stream, read };
}

const app = (await createTestApp()).app;
const signIn = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  app.request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('JSON bodies are limited to 1 MB', () => {
  it('refuses an anonymous 60 MB sign-in by its Content-Length, without reading it', async () => {
    const { stream, read } = countingBody(60 * MB);
    const res = await signIn(stream, { 'content-length': String(60 * MB) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: errorMessages.PAYLOAD_TOO_LARGE({ maxMb: 1 }),
    });
    // The stream pulls ahead a little on its own; nothing near the body's size was read.
    expect(read.bytes).toBeLessThan(256 * 1024);
  });

  it('refuses a body sent without a length once it passes 1 MB, and stops reading there', async () => {
    const { stream, read } = countingBody(60 * MB);
    const res = await signIn(stream, { 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
    expect(read.bytes).toBeLessThan(1.5 * MB);
  });

  it('lets a body under the limit through to the route', async () => {
    const res = await signIn(JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(900 * 1024) }));
    expect(res.status).not.toBe(413);
  });

  it('leaves the upload route its own 50 MB limit', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2 * MB).fill(0x41)]), 'grande.csv');
    const res = await app.request(`${TEST_ORIGIN}/api/imports/preview`, { method: 'POST', body: form });
    // Anonymous: the gate answers, after the size check let the 2 MB through.
    expect(res.status).toBe(401);
  });
});
