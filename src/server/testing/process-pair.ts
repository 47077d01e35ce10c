import type { Hono } from 'hono';
import { TEST_ORIGIN } from './test-app';
import type { ServerProcess } from './spawn-server';

/**
 * Tests of several real server processes: the in-process TestClient's app, but over HTTP to a spawned
 * process. Requests keep the app's Origin (APP_URL is TEST_ORIGIN in those processes), so the same client with its
 * cookies can talk to either process (`client.on(overHttp(otherPort))`).
 */
export function overHttp(port: number): Pick<Hono, 'request'> {
  return {
    request: (input: string | URL | Request, init?: RequestInit) =>
      fetch(String(input).replace(TEST_ORIGIN, `http://127.0.0.1:${port}`), init),
  } as Pick<Hono, 'request'>;
}

/**
 * Waits until the process's stdout has `count` lines matching `pattern` (what an operator would read in the log),
 * or fails after `timeoutMs` with the output so far. Never a fixed sleep: it resolves on the line itself.
 */
export function logLines(
  server: Pick<ServerProcess, 'child' | 'output'>,
  pattern: RegExp,
  count = 1,
  timeoutMs = 30_000,
): Promise<string[]> {
  const matches = () =>
    server
      .output()
      .stdout.split('\n')
      .filter((line) => pattern.test(line));
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = matches();
      if (found.length < count) return;
      done();
      resolve(found);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${count}× ${String(pattern)} in:\n${server.output().stdout.slice(-4000)}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      server.child.stdout?.off('data', check);
    };
    server.child.stdout?.on('data', check);
    check();
  });
}

/** How many lines of the process's stdout match now. */
export const countLines = (server: ServerProcess, pattern: RegExp) =>
  server
    .output()
    .stdout.split('\n')
    .filter((line) => pattern.test(line)).length;

/** Server-sent events of a streaming response, read as they arrive. */
export function readEvents(res: Response) {
  if (!res.body) throw new Error('no response body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const seen: { event: string; data: string }[] = [];
  async function next(event: string, timeoutMs = 15_000): Promise<{ event: string; data: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = seen.findIndex((e) => e.event === event);
      const [found] = index >= 0 ? seen.splice(index, 1) : [];
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${event}' event within ${timeoutMs} ms`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no '${event}' event within ${timeoutMs} ms`)), left).unref(),
        ),
      ]);
      if (chunk.done) throw new Error('event stream ended');
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: ?(.*)$/m.exec(block)?.[1] ?? (block.startsWith(':') ? 'comment' : 'message');
        const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
        seen.push({ event: name, data });
      }
    }
  }
  return { next, close: () => reader.cancel().catch(() => {}) };
}
