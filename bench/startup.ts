import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemo } from '../src/server/features/dashboard/demo-seed';
import { ensureClientBuilt } from '../scripts/client-build';
import { ensurePgliteTemplate, ensureServerBuilt } from '../scripts/server-build';
import { freePort, signIn, treeRssMb, withSeedDatabase } from './support/bench-setup';
import { benchPostgresUrl, dropScratch, scratchPostgres } from './support/scratch-postgres';
import type { Bench } from './types';

const RUNS = Number(process.env.STARTUP_RUNS) || 5;
const TRADES = 10_000;
/** How long after /api/health answers the resident memory is read: the start's garbage has had time to go. */
const IDLE_MS = 5_000;
const TARGET_START_MS = 1_000;
const TARGET_RSS_MB = { pglite: 300, postgres: 150 } as const;
const EMAIL = 'bench-startup@example.test';
const PASSWORD = 'segredo123';
const SECRET = 'bench-startup-secret-bench-startup-secret';

/**
 * The checkout whose server is started (STARTUP_ROOT, default this one): pointing it at an export of an older
 * commit gives the BEFORE figures with the same bench.
 */
const root = path.resolve(
  process.env.STARTUP_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);

/**
 * `npm-start`: the command of package.json's "start" script, run without npm itself (npm adds ~0.6 s of its own
 * on this machine, the same before and after); `bundle`: the prebuilt server alone; `tsx`: the sources compiled
 * at start, as `npm start` did before the bundle.
 */
function command(runner: string): string[] {
  if (runner === 'tsx') return [process.execPath, '--import', 'tsx', 'src/server/index.ts'];
  if (runner === 'bundle') return [process.execPath, '--enable-source-maps', 'dist/server/index.mjs'];
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [bin = '', ...args] = pkg.scripts.start.split(/\s+/);
  if (bin === 'node') return [process.execPath, ...args];
  return [path.join(root, 'node_modules/.bin', bin), ...args];
}

/** node:http rather than fetch: undici's first call would load in the middle of the first measurement. */
function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

/** Resident memory of the server's process tree (tsx runs the code in a child of its own), MB; null once it is gone. */
const serverRssMb = (pid: number): number | null =>
  existsSync(`/proc/${pid}/status`) ? treeRssMb(pid) : null;

async function seed(env: Record<string, string>): Promise<void> {
  await withSeedDatabase(env, (deps) =>
    seedDemo(deps, { email: EMAIL, password: PASSWORD, months: 36, tradeCount: TRADES }),
  );
}

interface Run {
  startMs: number;
  idleRssMb: number | null;
  dashboardRssMb?: number | null;
}

/** One start: spawn → GET /api/health 200, the memory after IDLE_MS, optionally after one dashboard of 10k trades. */
async function startOnce(runner: string, env: Record<string, string>, withDashboard: boolean): Promise<Run> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [cmd = '', ...args] = command(runner);
  const started = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), APP_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void done.then(() => (exited = true));
  try {
    while (!(await healthy(port))) {
      if (exited) throw new Error(`${runner}: the server exited before answering`);
      if (performance.now() - started > 120_000) throw new Error(`${runner}: no answer in 120 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const startMs = Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const run: Run = { startMs, idleRssMb: serverRssMb(child.pid ?? 0) };
    if (withDashboard) {
      const cookie = await signIn(base, EMAIL, PASSWORD);
      const res = await fetch(`${base}/api/dashboard?preset=all`, { headers: { cookie } });
      const body = (await res.json()) as { metrics?: { totalTrades: number } };
      if (!res.ok || !body.metrics?.totalTrades) throw new Error(`dashboard: ${res.status}`);
      await new Promise((r) => setTimeout(r, 1_000));
      run.dashboardRssMb = serverRssMb(child.pid ?? 0);
    }
    return run;
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    }
  }
}

const median = (xs: (number | null | undefined)[]): number | null => {
  const v = xs.filter((x): x is number => typeof x === 'number').sort((a, b) => a - b);
  return v.length ? (v[Math.floor(v.length / 2)] ?? null) : null;
};

async function series(
  runner: string,
  env: () => Record<string, string>,
  withDashboard: boolean,
  cleanup?: (env: Record<string, string>) => void,
) {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const e = env();
    try {
      runs.push(await startOnce(runner, e, withDashboard));
    } finally {
      cleanup?.(e);
    }
  }
  return {
    startMsMedian: median(runs.map((r) => r.startMs)),
    startMs: runs.map((r) => r.startMs),
    idleRssMbMedian: median(runs.map((r) => r.idleRssMb)),
    ...(withDashboard ? { dashboardRssMbMedian: median(runs.map((r) => r.dashboardRssMb)) } : {}),
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const runnersWanted = () =>
  (process.env.STARTUP_RUNNERS ?? 'npm-start,bundle,tsx').split(',').filter(Boolean);

/**
 * Start to healthy (spawn → GET /api/health 200; median of 5) and resident memory (idle 5 s after start, and after
 * one dashboard of 10k trades), for `npm start`'s command, the prebuilt bundle alone and the sources under tsx; on
 * PGlite with a fresh DATA_DIR and an existing one (10k trades), and on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL). The builds are brought up to date first: what is timed is a start with nothing to build.
 */
export const startupBench: Bench = {
  name: 'startup',
  description:
    'npm start até GET /api/health 200 (mediana de 5) e memória residente ociosa, PGlite e PostgreSQL',
  async run() {
    if (!process.env.STARTUP_ROOT) {
      ensureClientBuilt();
      await ensureServerBuilt();
      await ensurePgliteTemplate();
    }
    const base: Record<string, string> = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
    const results: Record<string, unknown> = {
      runs: RUNS,
      idleMs: IDLE_MS,
      targetStartMs: TARGET_START_MS,
      targetRssMb: TARGET_RSS_MB,
      cpus: (await import('node:os')).cpus().length,
    };

    const existing = mkdtempSync(path.join(tmpdir(), 'mct-bench-startup-'));
    const pgUrl = benchPostgresUrl();
    let scratch: string | undefined;
    try {
      await seed({ ...base, DATA_DIR: existing });
      if (pgUrl) {
        scratch = await scratchPostgres(pgUrl, 'startup');
        await seed({ ...base, DATA_DIR: existing, DATABASE_URL: scratch });
      }
      for (const runner of runnersWanted()) {
        const byDb: Record<string, unknown> = {};
        byDb.pgliteFresh = await series(
          runner,
          () => ({ ...base, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mct-bench-startup-fresh-')) }),
          false,
          (e) => rmSync(e.DATA_DIR ?? '', { recursive: true, force: true }),
        );
        byDb.pgliteExisting = await series(runner, () => ({ ...base, DATA_DIR: existing }), true);
        if (scratch) {
          const url = scratch;
          byDb.postgres = await series(
            runner,
            () => ({ ...base, DATA_DIR: existing, DATABASE_URL: url }),
            true,
          );
        }
        results[runner] = byDb;
      }
    } finally {
      rmSync(existing, { recursive: true, force: true });
      if (pgUrl && scratch) await dropScratch(pgUrl, 'startup');
    }
    return results;
  },
};
