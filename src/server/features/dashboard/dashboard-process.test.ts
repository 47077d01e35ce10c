import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../testing/spawn-server';
import { createScratchDatabaseUrl } from '../../testing/test-database';
import { emptyDataDir, fakeClientDir } from '../../testing/temp-dirs';

describe('dashboard events in the real server process', () => {
  it(
    'streams trades-changed to a cookie-authenticated EventSource-like request and lets SIGTERM end it at once',
    { timeout: 120_000 },
    async () => {
      const databaseUrl = await createScratchDatabaseUrl('dashboard_process');
      const server = spawnServer({
        DATA_DIR: await emptyDataDir('dashboard-events'),
        CLIENT_DIR: fakeClientDir({}),
        ENABLE_TEST_ROUTES: 'true',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const port = await server.listening;
      const base = `http://localhost:${port}`;
      const post = (path: string, body: unknown, cookie?: string) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });

      const email = `sse-${Date.now()}@example.test`;
      expect(
        (await post('/api/testing/users', { email, password: 'segredo123', name: 'SSE', allowed: true }))
          .status,
      ).toBe(201);
      const signIn = await post('/api/auth/sign-in/email', { email, password: 'segredo123' });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      // What a browser's EventSource sends on the same origin: the session cookie and Accept: text/event-stream.
      const stream = await fetch(`${base}/api/dashboard/events`, {
        headers: { cookie, accept: 'text/event-stream' },
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Not compressed (a gzip stream would hold events back in its buffer).
      expect(stream.headers.get('content-encoding')).toBeNull();
      const reader = stream.body?.pipeThrough(new TextDecoderStream()).getReader();
      if (!reader) throw new Error('no body');
      let text = '';
      const until = async (pattern: RegExp) => {
        while (!pattern.test(text)) {
          const { done, value } = await reader.read();
          if (done) return false;
          text += value;
        }
        return true;
      };
      expect(await until(/: connected/)).toBe(true);

      const trade = await post(
        '/api/trades',
        {
          date: '2025-03-10',
          time: '09:05',
          type: 'compra',
          contracts: 1,
          instrument: 'WIN',
          entry: '125000',
          exit: '125100',
        },
        cookie,
      );
      expect(trade.status).toBe(201);
      expect(await until(/event: trades-changed\ndata: \{"at":\d+\}/)).toBe(true);

      // The open stream does not hold the shutdown for the 10 s grace period.
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await until(/never/)).toBe(false); // the server ended the stream
      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(8_000);
    },
  );
});
