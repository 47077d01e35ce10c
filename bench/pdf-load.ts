import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemo } from '../src/server/features/dashboard/demo-seed';
import { ensurePgliteTemplate } from '../scripts/server-build';
import {
  benchServerEnv,
  freePort,
  signIn,
  stopServer,
  treeRssMb,
  waitHealthy,
  withSeedDatabase,
} from './support/bench-setup';
import { dropScratch, onBothDatabases, percentile, round, scratchPostgres } from './support/scratch-postgres';
import type { Bench } from './types';

/*
 * One trader's PDF must not freeze everyone. A trader with 25 years of trades asks for the report
 * PDF of all of them (cut by month) from the server as `npm start` runs it (the prebuilt bundle, NODE_ENV=production,
 * the render in the worker pool: ADR 027); while it renders, /api/health and another trader's GET /api/trades are
 * sent one after the other, and their latencies are compared with the same requests on the idle server. Then the
 * same PDF once more (the worker and its React-PDF already loaded).
 */
const YEARS = 25;
const TRADES = 25_000;
const OTHER_TRADES = 2_000;
const IDLE_SAMPLES = 60;
const PASSWORD = 'segredo123';
const OWNER = 'bench-pdf-owner@example.test';
const OTHER = 'bench-pdf-other@example.test';
const NOW = new Date('2025-12-30T20:00:00Z');
const PDF_PATH = '/api/reports/pdf?preset=custom&from=2001-01-01&to=2025-12-31&granularity=month';

/**
 * The checkout whose server is measured (PDF_LOAD_ROOT, default this one): an export of an older commit (with this
 * node_modules linked in) gives the figures from before the worker pool with the same bench.
 */
const root = path.resolve(
  process.env.PDF_LOAD_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);

/** That checkout's server bundle, built by its own script when its sources changed (as `npm start` does). */
function buildServer(): void {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/server-build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`server build failed in ${root}`);
}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? NaN),
  };
}

async function timed(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, cookie ? { headers: { cookie } } : {});
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
  return performance.now() - started;
}

/** Health and the other trader's trades, alternately, until `until` says stop (or `count` of each). */
async function probe(base: string, cookie: string, until: () => boolean, count = Infinity) {
  const health: number[] = [];
  const trades: number[] = [];
  while (!until() && health.length < count) {
    health.push(await timed(`${base}/api/health`));
    trades.push(await timed(`${base}/api/trades?pageSize=50`, cookie));
  }
  return { health, trades };
}

async function renderWhileProbing(base: string, owner: string, other: string) {
  let done = false;
  const started = performance.now();
  const pdf = fetch(`${base}${PDF_PATH}`, { headers: { cookie: owner } }).then(async (res) => {
    const bytes = (await res.arrayBuffer()).byteLength;
    done = true;
    return { status: res.status, bytes, ms: performance.now() - started };
  });
  const during = await probe(base, other, () => done);
  const answer = await pdf;
  return {
    pdf: { status: answer.status, kb: Math.round(answer.bytes / 1024), ms: Math.round(answer.ms) },
    healthWhileRendering: stats(during.health),
    otherTradesWhileRendering: stats(during.trades),
  };
}

async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-pdf-'));
  const databaseUrl = baseUrl ? await scratchPostgres(baseUrl, 'pdf_load') : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({ port, dataDir, databaseUrl, logLevel: 'warn' });
  try {
    const seeded = await withSeedDatabase(env, async (deps) => {
      const owner = await seedDemo(deps, {
        email: OWNER,
        password: PASSWORD,
        now: NOW,
        months: YEARS * 12,
        tradeCount: TRADES,
        seed: 27,
      });
      await seedDemo(deps, {
        email: OTHER,
        password: PASSWORD,
        now: NOW,
        months: 12,
        tradeCount: OTHER_TRADES,
        seed: 28,
      });
      return owner.trades.BRL + owner.trades.USD;
    });
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.mjs'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitHealthy(base, () => child.exitCode !== null, { pollMs: 100 });
      const owner = await signIn(base, OWNER, PASSWORD);
      const other = await signIn(base, OTHER, PASSWORD);
      const idle = await probe(base, other, () => false, IDLE_SAMPLES);
      const load1 = loadavg()[0] ?? NaN;
      const first = await renderWhileProbing(base, owner, other);
      const rssAfterMb = treeRssMb(child.pid ?? 0);
      const again = await renderWhileProbing(base, owner, other);
      return {
        kind,
        checkout: root,
        ownerTrades: seeded,
        years: YEARS,
        route: PDF_PATH,
        load1: round(load1),
        idle: { health: stats(idle.health), otherTrades: stats(idle.trades) },
        firstPdf: first,
        serverTreeRssAfterFirstPdfMb: rssAfterMb,
        secondPdf: again,
      };
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl) await dropScratch(baseUrl, 'pdf_load');
  }
}

export const pdfLoadBench: Bench = {
  name: 'pdf-load',
  description:
    'PDF do relatório de 25 anos de trades pelo servidor real (npm start), e o p50/p99 de /api/health e do GET /api/trades de outro trader enquanto ele é gerado',
  async run() {
    buildServer();
    await ensurePgliteTemplate(path.join(root, 'dist/pglite-template'));
    return onBothDatabases(runOn);
  },
};
