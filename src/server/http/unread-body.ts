import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';

/*
 * An answer given before the request's body was read (a 413 by Content-Length, a 413 halfway through a chunked
 * body, the gate's 401 to an anonymous upload) must reach the client whole (ADR 011). Left to itself,
 * the server answers with `Connection: keep-alive`, @hono/node-server drains the rest for at most 500 ms or 64 MB
 * and then closes the socket with the rest of the body unread: the kernel answers unread data with a reset, which
 * can destroy the answer still on its way, and a client still writing its body gets EPIPE instead of the 413.
 * Two rules, as HTTP/1.1 intends (RFC 9112 §9.6):
 * 1. a rest of at most DRAIN_BEFORE_ANSWER_BYTES is read and dropped before the answer goes out: the connection
 *    stays open for the client's next request;
 * 2. past that, the answer says `Connection: close`, and the server half-closes (its FIN follows the answer) and
 *    keeps reading and dropping what the client still sends, until the body ends or LINGER_MS / LINGER_MAX_BYTES
 *    pass: only then is the socket closed, with nothing unread, so no reset.
 *
 * Why these numbers: 4 MB is a few JSON bodies over the 1 MB limit (what a fuzzer or a confused client sends) and
 * is read on loopback in milliseconds; 5 s lets a slow link deliver it. 128 MB is more than twice the largest body
 * we accept (a 50 MB file plus its envelope), and 30 s nginx's lingering_time: a client still sending after that
 * is not waiting for an answer, and by then it has had the answer for a long time.
 */
export const DRAIN_BEFORE_ANSWER_BYTES = 4 * 1024 * 1024;
const DRAIN_BEFORE_ANSWER_MS = 5_000;
const LINGER_MS = 30_000;
const LINGER_MAX_BYTES = 128 * 1024 * 1024;
/*
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than the idle time of the
 * clients that reuse connections (browsers, proxies, load balancers at 60 s, test runners' request contexts): a
 * client that sends on a connection just as the server closes it gets ECONNRESET for a request that never reached
 * us. The server must be the side that waits longer, so 65 s (above the usual 60 s of a proxy); the header
 * timeout stays above it, as Node requires of an idle connection's next request.
 */
const KEEP_ALIVE_MS = 65_000;
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_MS + 1_000;

type Fetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/**
 * The app's HTTP server (@hono/node-server), listening on `port` and `hostname`; rejects with the listen error
 * (EADDRINUSE). What startServer runs and what the tests of a real connection use.
 */
export function listenHttp(fetch: Fetch, port: number, hostname: string): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const answer = answerWholeBeforeUnreadBody(fetch);
    const server = serve(
      // HTTP/1.1 only (createServer is node:http's): the bindings are node:http's request and response.
      { fetch: (request, env) => answer(request, env as HttpBindings), port, hostname },
      () => resolve(server as Server),
    ) as Server;
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
    server.once('error', reject);
  });
}

/** `fetch`, with the two rules above around it. A request without a body (most) passes straight through. */
export function answerWholeBeforeUnreadBody(fetch: Fetch): Fetch {
  const withBody = async (request: Request, env: HttpBindings) => {
    const { incoming, outgoing } = env;
    closeIfUnreadAtAnswer(incoming, outgoing);
    const response = await fetch(request, env);
    const declared = Number(incoming.headers['content-length'] ?? 0);
    if (!incoming.complete && declared <= DRAIN_BEFORE_ANSWER_BYTES) await drainRest(incoming);
    return response;
  };
  return (request, env) => (hasBody(env.incoming) ? withBody(request, env) : fetch(request, env));
}

function hasBody(incoming: IncomingMessage): boolean {
  if (incoming.headers['transfer-encoding'] !== undefined) return true;
  const length = incoming.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Drops the data listeners of whoever read the body (hono's stream pauses the request once its own queue is full,
 * and nobody reads that queue any more) and lets the rest flow into `onData`, as Node's own dump of an unread body
 * does.
 */
function discardBody(incoming: IncomingMessage, onData: (chunk: Buffer) => void): void {
  incoming.removeAllListeners('data');
  incoming.on('data', onData);
  incoming.resume();
}

/** Rule 1: reads and drops the rest of the body, up to DRAIN_BEFORE_ANSWER_BYTES / _MS. */
function drainRest(incoming: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (incoming.complete || incoming.destroyed) return resolve();
    let bytes = 0;
    const done = () => {
      clearTimeout(timer);
      incoming.off('end', done);
      incoming.off('close', done);
      incoming.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_BEFORE_ANSWER_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_BEFORE_ANSWER_MS);
    incoming.once('end', done);
    incoming.once('close', done);
    discardBody(incoming, onData);
  });
}

/**
 * Rule 2: when the head goes out with the body still unread, it says `Connection: close`, and the close Node then
 * does (socket.destroySoon, once the answer is written) becomes a lingering one.
 */
function closeIfUnreadAtAnswer(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!incoming.complete && !incoming.destroyed) {
      this.setHeader('connection', 'close');
      const socket = incoming.socket;
      socket.destroySoon = () => linger(socket, incoming);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

const lingering = new WeakSet<Socket>();

function linger(socket: Socket, incoming: IncomingMessage): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  // Our FIN goes out after the answer: the client reads it whole, and knows nothing more comes.
  if (socket.writable) socket.end();
  const closeWhenWritten = () => {
    clearTimeout(timer);
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  // Past the bounds the socket goes, answer written or not (a client that does not read cannot hold it either).
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  if (incoming.complete) return closeWhenWritten();
  let bytes = 0;
  incoming.once('end', closeWhenWritten);
  discardBody(incoming, (chunk) => {
    bytes += chunk.length;
    if (bytes > LINGER_MAX_BYTES) socket.destroy();
  });
}
