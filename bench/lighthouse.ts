import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureClientBuilt } from '../scripts/client-build';
import { freePort, waitHealthy } from './support/bench-setup';
import { CHROMIUM_ARGS, loadAverage, median } from './support/browser';
import type { Bench } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const PAGES = ['/', '/auth'] as const;

/** The real server (as `npm start` runs it) on a scratch PGlite DATA_DIR, serving the built client; no user. */
async function withServer<T>(clientDir: string, fn: (base: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-lh-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      APP_URL: base,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      CLIENT_DIR: clientDir,
    },
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
    return await fn(base);
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))]);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Audit {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement?: string;
}

/** One Lighthouse run (default config = mobile: Moto G Power screen, simulated slow 4G, 4× CPU), its own Chromium. */
async function audit(url: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items?.[0]?.items;
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      lcpMs: Math.round(num('largest-contentful-paint')),
      fcpMs: Math.round(num('first-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
      lcpElement: lcpItems?.[0]?.node?.snippet,
    };
  } finally {
    chrome.kill();
  }
}

function summarise(runs: Audit[]) {
  const m = (f: (a: Audit) => number) => median(runs.map(f));
  return {
    performance: m((a) => a.score),
    lcpMs: m((a) => a.lcpMs),
    fcpMs: m((a) => a.fcpMs),
    tbtMs: m((a) => a.tbtMs),
    cls: m((a) => a.cls),
    scores: runs.map((a) => a.score),
    lcpElement: runs[0]?.lcpElement,
  };
}

/** Lighthouse (mobile) of the landing page and /auth against the built client, medians of three runs each. */
export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description:
    'Lighthouse mobile (desempenho, LCP, FCP, TBT, CLS) de / e /auth no cliente compilado, mediana de 3 execuções',
  async run() {
    // BENCH_CLIENT_DIR measures a client built elsewhere (e.g. from main, for a before/after on one machine).
    const clientDir = process.env.BENCH_CLIENT_DIR
      ? path.resolve(process.env.BENCH_CLIENT_DIR)
      : path.join(root, '.tmp/bench-client');
    if (!process.env.BENCH_CLIENT_DIR) ensureClientBuilt(clientDir);
    const loadBefore = loadAverage();
    const pages = await withServer(clientDir, async (base) => {
      const out: Record<string, ReturnType<typeof summarise>> = {};
      for (const page of PAGES) {
        const runs: Audit[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${page}`));
        out[page] = summarise(runs);
      }
      return out;
    });
    return {
      pages,
      loadAverage: { before: loadBefore, after: loadAverage() },
      note: `Lighthouse 12 com a configuração padrão (celular, rede e CPU simuladas); mediana de ${RUNS} execuções, cada uma num Chromium novo; visitante sem sessão`,
    };
  },
};
