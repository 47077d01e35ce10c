import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { LoadStats } from './support/load-stats';
import { seedTraders } from './support/load-seed';
import { startLoadServers } from './support/load-servers';
import { runTrader, signIn, type TraderPlan } from './support/load-trader';
import {
  benchPostgresUrl,
  dropScratch,
  onMaintenance,
  round,
  scratchName,
  scratchPostgres,
} from './support/scratch-postgres';
import type { Bench } from './types';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/** Every knob: env variables, so a quick run (LOAD_SESSIONS=20 LOAD_SECONDS=10) is one command line. */
const settings = () => ({
  sessions: num('LOAD_SESSIONS', 200),
  seconds: num('LOAD_SECONDS', 60),
  tradesEach: num('LOAD_TRADES', 300),
  months: num('LOAD_MONTHS', 4),
  // PostgreSQL: this many server processes on consecutive ports; LOAD_WORKERS=N instead starts ONE process with
  // WORKERS=N (node:cluster, `npm start`'s way to use every core) and all traders use its port.
  processes: num('LOAD_PROCESSES', 2),
  workers: num('LOAD_WORKERS', 0),
  basePort: num('LOAD_PORT', 4700),
  only: process.env.LOAD_DB?.trim() as 'pglite' | 'postgres' | undefined,
  cpuProfDir: process.env.LOAD_CPU_PROF?.trim() || undefined,
  // LOAD_SEED_CACHE=1 keeps the seeded traders (a PGlite folder, a PostgreSQL template database) for the next run
  // of the same size on the same day: seeding 200 traders takes minutes; figures to publish use a fresh seed.
  seedCache: process.env.LOAD_SEED_CACHE === '1',
  plan: {
    thinkMs: num('LOAD_THINK_MS', 5000),
    writeShare: Math.min(1, num('LOAD_WRITE_SHARE', 0.25)),
    timeoutMs: num('LOAD_TIMEOUT_MS', 10_000),
    refetchDelayMs: 100,
  } satisfies TraderPlan,
});
type Settings = ReturnType<typeof settings>;

const SECRET = 'bench-secret-bench-secret-bench-secret-00';
const load = () => loadavg().map((l) => round(l));

async function runOn(kind: 'pglite' | 'postgres', s: Settings, baseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-load-'));
  const databaseUrl = kind === 'postgres' && baseUrl ? await scratchPostgres(baseUrl, 'load') : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    AUTH_SECRET: SECRET,
    APP_URL: `http://127.0.0.1:${s.basePort}`,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Each trader signs in from its own address (X-Forwarded-For), as 200 browsers would: the sign-in limit is
    // per address.
    TRUST_PROXY: 'true',
    // The access log stays on, as in production (its lines go to /dev/null here).
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    const seed = () =>
      seedTraders(env, {
        count: s.sessions,
        tradesEach: s.tradesEach,
        months: s.months,
        concurrency: kind === 'postgres' ? 4 : 1,
      });
    const seeded = s.seedCache ? await cachedSeed(kind, s, env, seed, baseUrl) : await seed();
    const cluster = kind === 'postgres' && s.workers > 0;
    const count = kind === 'pglite' || cluster ? 1 : s.processes;
    const ports = Array.from({ length: count }, (_, i) => s.basePort + i * 4);
    if (s.cpuProfDir) mkdirSync(s.cpuProfDir, { recursive: true });
    const { servers, stop } = await startLoadServers(
      cluster ? { ...env, WORKERS: String(s.workers) } : env,
      ports,
      { cpuProfDir: s.cpuProfDir },
    );
    try {
      const bases = servers.map((sv) => sv.base);
      const cookies: string[] = [];
      // Sign-ins (a password hash each) before the measured window, a few at a time.
      for (let i = 0; i < s.sessions; i += 8)
        cookies.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(8, s.sessions - i) }, (_, k) =>
              signIn(bases[(i + k) % bases.length] as string, i + k),
            ),
          )),
        );
      const stats = new LoadStats();
      const loadBefore = load();
      const cpuBefore = servers.map((sv) => sv.cpuSeconds());
      const started = Date.now();
      const deadline = started + s.seconds * 1000;
      await Promise.all(
        cookies.map((cookie, i) =>
          runTrader({
            index: i,
            // Requests stay on one process; the live feed is held by the next one, so every write's event crosses
            // processes when there are several.
            base: bases[i % bases.length] as string,
            feedBase: bases[(i + 1) % bases.length] as string,
            cookie,
            deadline,
            plan: s.plan,
            stats,
          }),
        ),
      );
      const elapsed = (Date.now() - started) / 1000;
      const cpu = servers.map((sv, i) => round((sv.cpuSeconds() - (cpuBefore[i] ?? 0)) / elapsed));
      const rssMb = servers.map((sv) => sv.rssMb());
      const summary = stats.summary(s.seconds);
      return {
        kind,
        processes: cluster ? `1 process, WORKERS=${s.workers}` : count,
        sessions: s.sessions,
        seconds: s.seconds,
        seededTrades: seeded.trades,
        seedMs: seeded.ms,
        plan: s.plan,
        goal: { errors: 0, p99Ms: 200 },
        met: summary.overall.errors === 0 && summary.feed.drops === 0 && summary.overall.p99Ms <= 200,
        ...summary,
        // Cores used per server process during the window (1 = one core busy all along).
        serverCpuCores: cpu,
        serverRssMb: rssMb,
        loadAverage: { before: loadBefore, after: load() },
      };
    } finally {
      await stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && baseUrl) await dropScratch(baseUrl, 'load');
  }
}

/** The seed of an earlier run (same size, same day) when there is one, else a fresh one that is then kept. */
async function cachedSeed(
  kind: 'pglite' | 'postgres',
  s: Settings,
  env: Record<string, string>,
  seed: () => Promise<{ trades: number; ms: number }>,
  baseUrl?: string,
): Promise<{ trades: number; ms: number; cached?: boolean }> {
  const key = `${s.sessions}_${s.tradesEach}_${s.months}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  if (kind === 'pglite') {
    const kept = path.join(tmpdir(), `mct-bench-load-seed-${key}`);
    if (existsSync(kept)) {
      cpSync(kept, env.DATA_DIR as string, { recursive: true });
      return { trades: NaN, ms: 0, cached: true };
    }
    const fresh = await seed();
    cpSync(env.DATA_DIR as string, kept, { recursive: true });
    return fresh;
  }
  if (!baseUrl) throw new Error('PostgreSQL sem URL');
  const template = scratchName(baseUrl, `load_seed_${key}`);
  const target = scratchName(baseUrl, 'load');
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = (await client.query('select 1 from pg_database where datname = $1', [template])).rowCount;
  await client.end();
  if (!exists) {
    const fresh = await seed();
    await onMaintenance(baseUrl, [`CREATE DATABASE "${template}" TEMPLATE "${target}"`]);
    return fresh;
  }
  await onMaintenance(baseUrl, [
    `DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`,
    `CREATE DATABASE "${target}" TEMPLATE "${template}"`,
  ]);
  return { trades: NaN, ms: 0, cached: true };
}

/**
 * 200 signed-in traders for 60 s against the real server: each holds the dashboard's live feed open and loops
 * over opening the dashboard (/api/me + /api/dashboard), listing trades (first page) and, one visit in four,
 * registering a trade, with a pause of ~5 s between visits. On PostgreSQL with two server processes (the goal:
 * 0 errors, p99 ≤ 200 ms) and on PGlite with one (its limit). Prints p50/p95/p99 per route and overall, req/s,
 * errors, feed drops and event delivery, the servers' CPU and the machine's load average. docs/performance.md.
 */
export const loadBench: Bench = {
  name: 'load',
  description:
    '200 traders conectados × 60 s (dashboard, lista, novo trade, fluxo ao vivo): PostgreSQL com 2 processos e PGlite',
  async run() {
    const s = settings();
    const url = benchPostgresUrl();
    const results: Record<string, unknown> = {};
    if (url && s.only !== 'pglite') results.postgres = await runOn('postgres', s, url);
    else if (s.only === 'postgres')
      throw new Error('LOAD_DB=postgres pede BENCH_DATABASE_URL ou TEST_DATABASE_URL');
    if (s.only !== 'postgres') results.pglite = await runOn('pglite', s);
    return results;
  },
};
