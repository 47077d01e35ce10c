import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedDemo } from '../src/server/features/dashboard/demo-seed';
import { parseUpload } from '../src/server/features/imports/parse';
import { benchPostgresUrl } from './support/bench-server';
import {
  benchServerEnv,
  freePort,
  signIn,
  stopServer,
  waitHealthy,
  withSeedDatabase,
} from './support/bench-setup';
import { profitFile } from './support/profit-file';
import type { Bench } from './types';

export { profitFile };

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** Runs per driver, each against a fresh server process on a fresh database; medians reported. */
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const TARGET_SECONDS = 5;
const TARGET_RSS_MB = 400;
const EMAIL = 'bench-import@example.test';
const PASSWORD = 'segredo123';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server as `npm start` runs it (scripts/start.mjs: the prebuilt bundle, built first when the sources
 * changed), or with BENCH_IMPORT_SERVER=tsx the sources compiled at start, as this bench ran before the bundle
 * (~50 MB more resident: tsx's loader and its compiled modules).
 */
const SERVER_ARGS =
  process.env.BENCH_IMPORT_SERVER === 'tsx'
    ? ['--import', 'tsx', 'src/server/index.ts']
    : ['scripts/start.mjs'];

/** `npm start` builds what changed before it serves: done once here, so no run waits for a build. */
function buildOnce(): void {
  if (SERVER_ARGS[0] !== 'scripts/start.mjs') return;
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('npm run build falhou');
}

const secs = (ms: number) => Math.round(ms) / 1000;
const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const at = (k: number) => sorted[k] ?? NaN;
  return sorted.length % 2 ? at(mid) : Math.round(((at(mid - 1) + at(mid)) / 2) * 1000) / 1000;
};

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

/** VmRSS / VmHWM of a process in MB (VmHWM: the peak resident set since it started, kept by the kernel). */
function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

/** The bench user, allowed and with a default account, written before the server starts (a few demo trades). */
async function seed(env: Record<string, string>) {
  await withSeedDatabase(env, (deps) =>
    seedDemo(deps, { email: EMAIL, password: PASSWORD, months: 1, tradeCount: 20 }),
  );
}

/** The server's phase times for one request, from its log line 'import timings' (absent from older servers). */
type Phases = { parseMs?: number; validateMs?: number; insertMs?: number; rows?: number };

async function upload(base: string, cookie: string, bytes: Uint8Array, logs: string[]) {
  const form = new FormData();
  form.append('options', JSON.stringify({}));
  form.append('file', new Blob([bytes as BlobPart]), 'profit-100k.csv');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/imports`, {
    method: 'POST',
    headers: { origin: base, cookie },
    body: form,
  });
  const body = (await res.json()) as { imported?: number; duplicates?: number; rejected?: number };
  const ms = performance.now() - t0;
  if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(body)}`);
  const reqId = res.headers.get('x-request-id');
  let phases: Phases = {};
  // The log line is written before the answer; give the pipe a moment to deliver it.
  for (let k = 0; k < 50 && reqId; k += 1) {
    const line = logs.find((l) => l.includes(reqId) && l.includes('import timings'));
    if (line) {
      phases = JSON.parse(line) as Phases;
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { ms, body, phases };
}

type Driver = 'pglite' | 'postgres';

/** One run: a fresh server (child process) on a fresh on-disk DATA_DIR or PostgreSQL database, two uploads. */
async function runOnce(driver: Driver, bytes: Uint8Array, pgUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-import-'));
  const dbName = pgUrl ? `${new URL(pgUrl).pathname.replace(/^\//, '') || 'mctrading'}_bench_import` : '';
  let databaseUrl: string | undefined;
  if (driver === 'postgres') {
    if (!pgUrl) throw new Error('PostgreSQL sem URL');
    await onMaintenance(pgUrl, [
      `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`,
      `CREATE DATABASE "${dbName}"`,
    ]);
    const u = new URL(pgUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({
    port,
    dataDir,
    databaseUrl,
    // Passed through, to compare with V8's own heap growth during the upload (=0; ADR 026).
    extra: process.env.IMPORT_HEAP_GROWING_PERCENT
      ? { IMPORT_HEAP_GROWING_PERCENT: process.env.IMPORT_HEAP_GROWING_PERCENT }
      : {},
  });
  try {
    await seed(env);
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        // Flags for the server alone (e.g. --import a tracer, --heap-growing-percent).
        ...(process.env.BENCH_SERVER_NODE_OPTIONS
          ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
          : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const logs: string[] = [];
    let rest = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (l.includes('import timings')) logs.push(l);
    });
    try {
      await waitHealthy(base, () => child.exitCode !== null, { pollMs: 100 });
      const cookie = await signIn(base, EMAIL, PASSWORD);
      const pid = child.pid ?? 0;
      const idle = memoryOf(pid);
      const load = loadavg()[0] ?? NaN;
      const first = await upload(base, cookie, bytes, logs);
      const afterFirst = memoryOf(pid);
      // The same file again: every row is a duplicate and nothing is stored twice.
      const again = await upload(base, cookie, bytes, logs);
      const afterAgain = memoryOf(pid);
      return {
        load1: Math.round(load * 100) / 100,
        imported: first.body.imported,
        rejected: first.body.rejected,
        totalSeconds: secs(first.ms),
        parseSeconds: first.phases.parseMs === undefined ? null : secs(first.phases.parseMs),
        validateSeconds: first.phases.validateMs === undefined ? null : secs(first.phases.validateMs),
        insertSeconds: first.phases.insertMs === undefined ? null : secs(first.phases.insertMs),
        reimportSeconds: secs(again.ms),
        reimportImported: again.body.imported,
        reimportDuplicates: again.body.duplicates,
        idleRssMb: idle.rssMb,
        peakRssMb: afterFirst.peakRssMb,
        peakRssWithReimportMb: afterAgain.peakRssMb,
      };
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl && driver === 'postgres')
      await onMaintenance(pgUrl, [`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`]);
  }
}

type RunResult = Awaited<ReturnType<typeof runOnce>>;

async function measure(driver: Driver, bytes: Uint8Array, pgUrl: string | undefined) {
  const runs: RunResult[] = [];
  for (let k = 0; k < RUNS; k += 1) runs.push(await runOnce(driver, bytes, pgUrl));
  const pick = (key: keyof RunResult) => median(runs.map((r) => (r[key] === null ? NaN : Number(r[key]))));
  const totalSeconds = pick('totalSeconds') ?? NaN;
  const peakRssMb = pick('peakRssMb') ?? NaN;
  return {
    runs: runs.length,
    median: {
      totalSeconds,
      parseSeconds: pick('parseSeconds'),
      validateSeconds: pick('validateSeconds'),
      insertSeconds: pick('insertSeconds'),
      reimportSeconds: pick('reimportSeconds'),
      idleRssMb: pick('idleRssMb'),
      peakRssMb,
      peakRssWithReimportMb: pick('peakRssWithReimportMb'),
      load1: pick('load1'),
    },
    withinTarget: totalSeconds <= TARGET_SECONDS && peakRssMb <= TARGET_RSS_MB,
    each: runs,
  };
}

/**
 * CPU seconds (user + system, median of RUNS, in this process) to parse the file alone: the figure to compare
 * reader changes with, since wall-clock time on a shared machine says more about the neighbours than the code.
 */
export function parseCpuSeconds(bytes: Uint8Array, runs = RUNS): number | null {
  const each: number[] = [];
  for (let k = 0; k < Math.max(runs, 1); k += 1) {
    const since = process.cpuUsage();
    parseUpload(bytes, {});
    const used = process.cpuUsage(since);
    each.push(Math.round((used.user + used.system) / 1000) / 1000);
  }
  return median(each);
}

/**
 * The target: a 100,000-row Profit file sent through POST /api/imports of a real server process (on-disk
 * DATA_DIR, and PostgreSQL when BENCH_DATABASE_URL/TEST_DATABASE_URL is set) in ≤ 5 s, with the server's peak RSS
 * (VmHWM, not growth) ≤ 400 MB. Parse / validate / insert times come from the server's 'import timings' log line.
 */
export const importProfitBench: Bench = {
  name: 'import-profit',
  description: `Importação Profit de ${ROWS.toLocaleString('pt-BR')} linhas pelo upload HTTP de um servidor real: tempo total e por fase, pico de RSS do servidor (meta ≤ ${TARGET_SECONDS} s, ≤ ${TARGET_RSS_MB} MB); mediana de ${RUNS} execuções, cada uma num servidor novo`,
  async run() {
    const bytes = profitFile(ROWS);
    const pgUrl = benchPostgresUrl();
    buildOnce();
    const drivers = (process.env.BENCH_IMPORT_DRIVERS ?? 'pglite,postgres').split(',') as Driver[];
    const results: Record<string, unknown> = {
      target: { seconds: TARGET_SECONDS, rssMb: TARGET_RSS_MB },
      rows: ROWS,
      fileMb: Math.round((bytes.length / 1048576) * 10) / 10,
      server:
        process.env.BENCH_IMPORT_SERVER === 'tsx'
          ? 'tsx src/server/index.ts'
          : 'npm start (scripts/start.mjs)',
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      parseCpuSeconds: parseCpuSeconds(bytes),
    };
    if (drivers.includes('pglite')) results.pglite = await measure('pglite', bytes, undefined);
    if (drivers.includes('postgres') && pgUrl) results.postgres = await measure('postgres', bytes, pgUrl);
    results.loadAverageAfter = loadavg().map((l) => Math.round(l * 100) / 100);
    return results;
  },
};
