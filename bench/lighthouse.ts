import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureClientBuilt } from '../scripts/client-build';
import { freePort, waitHealthy } from './support/bench-setup';
import { withBenchServer } from './support/bench-server';
import { CHROMIUM_ARGS, loadAverage } from './support/browser';
import { median } from './support/stats';
import type { Bench } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const PAGES = ['/', '/auth'] as const;
/** The signed-in page measured: the dashboard of a trader with a few months of demo trades. */
const SIGNED_IN_PAGE = '/dashboard';
const SIGNED_IN_TRADES = 400;

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

/**
 * One Lighthouse run (default config = mobile: Moto G Power screen, simulated slow 4G, 4× CPU), its own Chromium;
 * `cookie` signs every request in (Lighthouse's documented way for pages behind a login).
 */
async function audit(url: string, cookie?: string): Promise<Audit> {
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
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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

/** `audit`, run again (twice at most) when Lighthouse could not record the load (NO_NAVSTART on a busy machine). */
async function auditWithRetry(url: string, cookie?: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie);
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('Lighthouse:')) throw err;
    }
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

/** Lighthouse (mobile) of the landing page, /auth and a signed-in /dashboard on the built client, medians of three runs. */
export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description:
    'Lighthouse mobile (desempenho, LCP, FCP, TBT, CLS) de /, /auth e /dashboard (com sessão) no cliente compilado, mediana de 3 execuções',
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
        for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(`${base}${page}`));
        out[page] = summarise(runs);
      }
      return out;
    });
    // The app's own pages: a signed-in trader's cold load of /dashboard (the server of the dashboard benches).
    pages[SIGNED_IN_PAGE] = await withBenchServer(
      'pglite',
      undefined,
      { trades: SIGNED_IN_TRADES, months: 3, clientDir },
      async (s) => {
        const runs: Audit[] = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await auditWithRetry(`${s.base}${SIGNED_IN_PAGE}`, s.cookie));
        return summarise(runs);
      },
    );
    return {
      pages,
      loadAverage: { before: loadBefore, after: loadAverage() },
      note: `Lighthouse 12 com a configuração padrão (celular, rede e CPU simuladas); mediana de ${RUNS} execuções, cada uma num Chromium novo; / e /auth sem sessão, ${SIGNED_IN_PAGE} com a sessão de um trader com ${SIGNED_IN_TRADES} trades de demonstração`,
    };
  },
};
