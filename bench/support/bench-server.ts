import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedDemo } from '../../src/server/features/dashboard/demo-seed';
import { benchServerEnv, freePort, signIn, waitHealthy, withSeedDatabase } from './bench-setup';

const EMAIL = 'bench-dashboard@example.test';
const PASSWORD = 'segredo123';

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

/** The user and its trades (the demo generator: WIN/WDO/NQ), written before the server starts. */
async function seed(env: Record<string, string>, trades: number, months: number) {
  return withSeedDatabase(env, async (deps) => {
    const result = await seedDemo(deps, { email: EMAIL, password: PASSWORD, months, tradeCount: trades });
    return result.trades.BRL + result.trades.USD;
  });
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
  // The access log stays on, as in production (its lines go to /dev/null here).
  const env: Record<string, string> = {
    ...benchServerEnv({ port, dataDir, databaseUrl }),
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
      const cookie = await signIn(base, EMAIL, PASSWORD);
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
export { benchPostgresUrl } from './scratch-postgres';
