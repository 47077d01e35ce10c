import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@/shared/i18n/errors';
import { IMPORT_MAX_BYTES } from '@/shared/trading/api-contract';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';
import { uniqueEmail } from '../testing/test-client';
import { listenHttp } from './unread-body';

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

const app = (await createTestApp({ enableTestRoutes: true })).app;
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

/** An answer as it came over the wire. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** How a request's body is sent: its pieces in order, framed by Content-Length or chunked. */
interface Body {
  pieces: () => Iterable<Buffer>;
  length: number;
  chunked?: boolean;
}

/**
 * One keep-alive connection spoken by hand, so the test sees exactly what the server does: the answer, its FIN, or
 * a reset. The body is written as fast as the socket takes it, to the end, as a naive client does (Node's own
 * http client keeps writing after an early answer too): the server must neither reset it nor lose its answer.
 */
class RawConnection {
  private received = Buffer.alloc(0);
  private wake: () => void = () => {};
  /** The server's FIN. */
  ended = false;
  closed = false;
  /** A reset or a broken pipe, if any. */
  error: NodeJS.ErrnoException | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (d: Buffer) => {
      this.received = Buffer.concat([this.received, d]);
      this.wake();
    });
    socket.on('end', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      this.error ??= err;
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  static async open(port: number): Promise<RawConnection> {
    // Half-open allowed: the server's FIN after an early answer must not stop the body (a client keeps writing).
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    await once(socket, 'connect');
    return new RawConnection(socket);
  }

  /** Sends a request and reads its answer, while the body is still being written if the answer comes early. */
  async exchange(method: string, path: string, headers: Record<string, string>, body?: Body) {
    const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    if (body) head.push(body.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`);
    this.socket.write(`${head.join('\r\n')}\r\n\r\n`);
    const answer = this.readAnswer();
    // The answer is awaited alongside, so a reset while writing fails the read rather than hiding behind it.
    answer.catch(() => {});
    const written = body ? this.writeBody(body) : Promise.resolve(true);
    const result = await answer;
    const bodySent = await written;
    return { answer: result, bodySent };
  }

  private async writeBody(body: Body): Promise<boolean> {
    const put = async (chunk: Buffer | string) => {
      if (this.closed || this.error) return false;
      if (!this.socket.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            this.socket.off('drain', done);
            this.socket.off('close', done);
            resolve();
          };
          this.socket.on('drain', done);
          this.socket.on('close', done);
        });
      }
      return !this.closed && !this.error;
    };
    for (const piece of body.pieces()) {
      const ok = body.chunked
        ? (await put(`${piece.length.toString(16)}\r\n`)) && (await put(piece)) && (await put('\r\n'))
        : await put(piece);
      if (!ok) return false;
    }
    return body.chunked ? put('0\r\n\r\n') : true;
  }

  private async readAnswer(): Promise<Answer> {
    for (;;) {
      const parsed = this.parseAnswer();
      if (parsed) return parsed;
      if (this.error) throw new Error(`${this.error.code ?? this.error.message} before the answer was read`);
      if (this.ended || this.closed) throw new Error('connection closed before the answer was read');
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** A whole answer framed by Content-Length (all of the API's are) at the start of what came in, taken off it. */
  private parseAnswer(): Answer | undefined {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine = '', ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length)) throw new Error(`answer without Content-Length: ${statusLine}`);
    if (this.received.length < end + 4 + length) return undefined;
    const body = this.received.subarray(end + 4, end + 4 + length).toString('utf8');
    this.received = this.received.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  /** After `Connection: close`: the server's FIN comes, and no reset ever did. */
  async closedCleanly(): Promise<void> {
    while (!this.ended && !this.closed && !this.error)
      await new Promise<void>((resolve) => (this.wake = resolve));
    expect(this.error).toBeUndefined();
    expect(this.ended).toBe(true);
    this.socket.end();
  }

  close(): void {
    this.socket.destroy();
  }
}

const MB_OF_A = Buffer.alloc(MB, 'A');
const repeated = (prefix: string, mb: number, suffix: string): Body => ({
  length: Buffer.byteLength(prefix) + mb * MB + Buffer.byteLength(suffix),
  *pieces() {
    yield Buffer.from(prefix);
    for (let i = 0; i < mb; i++) yield MB_OF_A;
    yield Buffer.from(suffix);
  },
});
const upload60 = (chunked = false): Body => ({
  ...repeated(
    '--cerca\r\nContent-Disposition: form-data; name="file"; filename="grande.csv"\r\n' +
      'Content-Type: text/csv\r\n\r\n',
    60,
    '\r\n--cerca--\r\n',
  ),
  chunked,
});
const json = (mb: number, chunked = false): Body => ({ ...repeated('{"email":"', mb, '"}'), chunked });

describe('an answer given before the body is read arrives whole over a real connection', () => {
  let server: Server;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    server = await listenHttp(app.fetch, 0, '127.0.0.1');
    port = (server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
    const email = uniqueEmail('upload');
    const password = 'segredo123';
    const created = await fetch(`${base}/api/testing/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, name: 'Pessoa Importadora', allowed: true }),
    });
    expect(created.status).toBe(201);
    const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const payloadTooLarge = {
    code: 'PAYLOAD_TOO_LARGE',
    message: errorMessages.PAYLOAD_TOO_LARGE({ maxMb: 1 }),
  };
  const fileTooLarge = {
    code: 'FILE_TOO_LARGE',
    message: errorMessages.FILE_TOO_LARGE({ maxMb: IMPORT_MAX_BYTES / MB }),
  };
  const uploadHeaders = () => ({ cookie, 'content-type': 'multipart/form-data; boundary=cerca' });
  const signInHeaders = { 'content-type': 'application/json' };

  /** Health over the same connection: it was kept open and is usable. */
  async function reused(conn: RawConnection) {
    const { answer } = await conn.exchange('GET', '/api/health', {});
    expect(answer.status).toBe(200);
  }

  it('keeps an idle connection open past the 5 s Node closes at by default, so a client reusing it gets no reset', async () => {
    const conn = await RawConnection.open(port);
    await reused(conn);
    // A trader's tab (or a proxy) reuses a connection after more than Node's 5 s of quiet: the server must
    // still hold it, or the request sent as it closes is lost to ECONNRESET.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(conn.ended || conn.closed || conn.error).toBeFalsy();
    await reused(conn);
    conn.close();
  }, 20_000);

  it('ten uploads of 60 MB to /api/imports each get the 413 and its message, then a clean close', async () => {
    for (let i = 0; i < 10; i++) {
      const conn = await RawConnection.open(port);
      // The last one without a length: refused once the count passes the limit, halfway through the body.
      const { answer, bodySent } = await conn.exchange(
        'POST',
        '/api/imports',
        uploadHeaders(),
        upload60(i === 9),
      );
      expect(answer.status, `upload ${i + 1}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(fileTooLarge);
      expect(answer.headers.connection).toBe('close');
      // The server read and dropped the rest instead of resetting the connection under the client.
      expect(bodySent).toBe(true);
      await conn.closedCleanly();
    }
  }, 120_000);

  it('an anonymous 60 MB upload gets the gate’s 401 whole the same way', async () => {
    const conn = await RawConnection.open(port);
    const { answer, bodySent } = await conn.exchange(
      'POST',
      '/api/imports/preview',
      {
        'content-type': 'multipart/form-data; boundary=cerca',
      },
      upload60(),
    );
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(bodySent).toBe(true);
    await conn.closedCleanly();
  }, 60_000);

  it('ten JSON bodies of 2 MB on one connection each get the 413, and the connection is kept', async () => {
    const conn = await RawConnection.open(port);
    for (let i = 0; i < 10; i++) {
      const { answer } = await conn.exchange('POST', '/api/auth/sign-in/email', signInHeaders, json(2));
      expect(answer.status, `body ${i + 1}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(payloadTooLarge);
      // A few MB past the limit are read and dropped before the answer: no reason to close.
      expect(answer.headers.connection).toBe('keep-alive');
    }
    await reused(conn);
    conn.close();
  }, 60_000);

  it('a chunked JSON body without a length gets the 413 once it passes 1 MB, small or huge', async () => {
    const conn = await RawConnection.open(port);
    const small = await conn.exchange('POST', '/api/auth/sign-in/email', signInHeaders, json(3, true));
    expect(small.answer.status).toBe(413);
    expect(JSON.parse(small.answer.body)).toEqual(payloadTooLarge);
    expect(small.answer.headers.connection).toBe('keep-alive');
    await reused(conn);

    const huge = await conn.exchange('POST', '/api/auth/sign-in/email', signInHeaders, json(60, true));
    expect(huge.answer.status).toBe(413);
    expect(JSON.parse(huge.answer.body)).toEqual(payloadTooLarge);
    expect(huge.answer.headers.connection).toBe('close');
    expect(huge.bodySent).toBe(true);
    await conn.closedCleanly();
  }, 60_000);
});
