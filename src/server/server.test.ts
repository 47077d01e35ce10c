import { once } from 'node:events';
import { createServer, connect, type Server } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHIPPED_EVENTS } from '@/shared/calendar/events-2026-2027';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer, type RunningServer } from './server';
import { createScratchDatabaseUrl } from './testing/test-database';
import { spawnServer } from './testing/spawn-server';
import { emptyDataDir, fakeClientDir } from './testing/temp-dirs';

// Well past the socket buffers on both sides, so the response cannot finish while the client is not reading.
const BIG = 16 * 1024 * 1024;

/** Sends a raw GET for a big file and stops reading after the first bytes, so the response stays in flight. */
async function startSlowDownload(port: number) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET /assets/big-abc123.bin HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'data');
  socket.pause();
  const ended = once(socket, 'end');
  return {
    resume: () => socket.resume(),
    received: async () => {
      await ended;
      const all = Buffer.concat(chunks);
      const headerEnd = all.indexOf('\r\n\r\n');
      return { head: all.subarray(0, headerEnd).toString(), bodyBytes: all.length - headerEnd - 4 };
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown of the real process', () => {
  it(
    'on SIGTERM refuses new connections, finishes the request in flight, exits 0 and can restart',
    { timeout: 120_000 },
    async () => {
      const dataDir = await emptyDataDir('shutdown');
      const clientDir = fakeClientDir({ 'assets/big-abc123.bin': Buffer.alloc(BIG, 7) });
      const env = { DATA_DIR: dataDir, CLIENT_DIR: clientDir };
      const server = spawnServer(env);
      const port = await server.listening;

      const download = await startSlowDownload(port);
      server.child.kill('SIGTERM');
      // Once it says it is shutting down it stops listening (close() follows that log line in the same tick), yet
      // it stays alive while the download is held.
      await vi.waitFor(() => expect(server.output().stdout).toContain('"msg":"shutting down"'), 30_000);
      await expect.poll(() => canConnect(port), { timeout: 30_000 }).toBe(false);
      expect(server.child.exitCode).toBeNull();

      download.resume();
      const { head, bodyBytes } = await download.received();
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      expect(bodyBytes).toBe(BIG);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output().stdout).toContain('"msg":"stopped"');
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

      const again = spawnServer(env);
      const againPort = await again.listening;
      expect((await fetch(`http://127.0.0.1:${againPort}/api/health`)).status).toBe(200);
      again.child.kill('SIGINT');
      expect((await again.exited).code).toBe(0);
    },
  );
});

describe('a busy port', () => {
  let blocker: Server | undefined;
  afterEach(() => blocker?.close());

  it(
    'stops the start with a message in Portuguese, exit 1, and DATA_DIR unlocked',
    { timeout: 120_000 },
    async () => {
      blocker = createServer();
      blocker.listen(0, '127.0.0.1');
      await once(blocker, 'listening');
      const port = (blocker.address() as { port: number }).port;
      const dataDir = await emptyDataDir('port');

      const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect((await server.exited).code).toBe(1);
      expect(server.output().stderr).toContain(`A porta ${port} já está em uso`);
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    },
  );
});

describe('start-up migrations', () => {
  let running: RunningServer | undefined;
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  // PostgreSQL when TEST_DATABASE_URL is set (a new, empty database), PGlite in a fresh DATA_DIR otherwise.
  it('creates the schema on an empty database, and a restart finds it migrated', async () => {
    const databaseUrl = await createScratchDatabaseUrl('startup');
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'x'.repeat(32),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: await emptyDataDir('migrate'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const tables = async (server: RunningServer) => {
      const result = await server.database.db.execute<{
        name: string | null;
        applied: number;
        shipped: number;
      }>(
        sql`select to_regclass('public.app_meta')::text as name,
                   (select count(*)::int from drizzle.__drizzle_migrations) as applied,
                   (select count(*)::int from economic_events where source_key like 'data:%') as shipped`,
      );
      return result.rows[0];
    };

    running = await startServer(config, { logger: createLogger('silent') });
    expect(running.database.kind).toBe(databaseUrl ? 'postgres' : 'pglite');
    const first = await tables(running);
    expect(first?.name).toBe('app_meta');
    expect(first?.applied).toBeGreaterThan(0);
    // The calendar's shipped events are seeded right after the migrations, once (the restart adds none).
    expect(first?.shipped).toBe(SHIPPED_EVENTS.length);
    expect((await fetch(`${running.url.replace('localhost', '127.0.0.1')}/api/health`)).status).toBe(200);
    await running.stop();

    running = await startServer(config, { logger: createLogger('silent') });
    expect(await tables(running)).toEqual(first);
  });
});
