import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { setupAuth } from '../../src/server/auth/setup';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/features/dashboard/demo-seed';
import { createLogger } from '../../src/server/logger';

const EMAIL = 'bench-dashboard@example.test';
const PASSWORD = 'segredo123';
const SECRET = 'bench-secret-bench-secret-bench-secret-00';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const scratchName = (baseUrl: string) =>
  `${new URL(baseUrl).pathname.replace(/^\//, '') || 'mctrading'}_bench_dashboard`;

async function onMaintenance(baseUrl: string, statements: string[]): Promise<void> {
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    for (const s of statements) await admin.query(s);
  } finally {
    await admin.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The user and its trades (the demo generator: WIN/WDO/NQ), written before the server starts. */
async function seed(env: Record<string, string>, trades: number, months: number) {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const { auth } = setupAuth({
      config,
      db: database.db,
      mailer: { send: async () => {}, stop: async () => {} },
      logger: createLogger('silent'),
    });
    const result = await seedDemo(
      { db: database.db, auth },
      { email: EMAIL, password: PASSWORD, months, tradeCount: trades },
    );
    return result.trades.BRL + result.trades.USD;
  } finally {
    await database.close();
  }
}

async function waitHealthy(base: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('server exited before answering');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not answer /api/health within 60 s');
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface BenchServer {
  kind: 'pglite' | 'postgres';
  /** http://127.0.0.1:port */
  base: string;
  /** The signed-in bench user's session cookie header. */
  cookie: string;
  /** Trades the seed wrote (both currencies). */
  trades: number;
  /** The server process's id (to read its CPU time). */
  pid: number;
}

/**
 * Runs `fn` against the real server process (as `npm start` runs it, NODE_ENV=production) on a scratch PGlite
 * DATA_DIR, or on a scratch database of the PostgreSQL at `baseUrl`, with one signed-in user holding `trades` demo
 * trades over `months` months; everything is removed afterwards.
 */
export async function withBenchServer<T>(
  kind: 'pglite' | 'postgres',
  baseUrl: string | undefined,
  opts: { trades: number; months: number; clientDir?: string },
  fn: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-dash-'));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    if (!baseUrl) throw new Error('PostgreSQL sem URL');
    const name = scratchName(baseUrl);
    await onMaintenance(baseUrl, [
      `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
      `CREATE DATABASE "${name}"`,
    ]);
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    AUTH_SECRET: SECRET,
    APP_URL: base,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    // The access log stays on, as in production (its lines go to /dev/null here).
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(opts.clientDir ? { CLIENT_DIR: opts.clientDir } : {}),
  };
  try {
    const trades = await seed(env, opts.trades, opts.months);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let exited = false;
    const done = new Promise<void>((resolve) =>
      child.once('exit', () => {
        exited = true;
        resolve();
      }),
    );
    try {
      await waitHealthy(base, () => exited);
      const cookie = await signIn(base);
      return await fn({ kind, base, cookie, trades, pid: child.pid ?? 0 });
    } finally {
      if (!exited) {
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))]);
        if (!exited) child.kill('SIGKILL');
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl && kind === 'postgres')
      await onMaintenance(baseUrl, [`DROP DATABASE IF EXISTS "${scratchName(baseUrl)}" WITH (FORCE)`]);
  }
}

/** PostgreSQL for the benches: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none (PGlite only). */
export const benchPostgresUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
