import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ensureClientBuilt } from '../scripts/client-build';
import { staticClosure } from '../scripts/vite-manifest';
import { firstPaintFiles, gzipSize, readManifest } from './bundle-size';
import { benchPostgresUrl, withBenchServer } from './support/bench-server';
import { CHROMIUM_ARGS, loadAverage } from './support/browser';
import { median } from './support/stats';
import type { Bench } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TRADES = 100_000;
const WARM_RUNS = 7;
const FIRST_RUNS = 5;
const CURVE = '[data-testid="equity-chart"] svg path';

/** The JavaScript /dashboard loads beyond what `/` already loaded: its lazy route chunk and what only it imports. */
function dashboardChunks(clientDir: string) {
  const manifest = readManifest(clientDir);
  const already = new Set(firstPaintFiles(manifest));
  const key = Object.keys(manifest).find((k) => k.endsWith('app/routes/dashboard.tsx'));
  if (!key) throw new Error('O manifesto não tem a rota /dashboard');
  const files = staticClosure(manifest, [key], already);
  const list = files.filter((f) => f.endsWith('.js')).sort();
  const size = (f: string) => gzipSize(readFileSync(path.join(clientDir, f)));
  const route = manifest[key]?.file ?? '';
  return {
    /** The dashboard's own code (its lazy chunk). */
    routeChunk: { file: route, gzipBytes: size(route) },
    /** Everything opening /dashboard downloads after `/`: the route chunk plus shared chunks (trade dialog, zod, …). */
    totalAfterLanding: { files: list, gzipBytes: list.reduce((sum, f) => sum + size(f), 0) },
  };
}

/** One load of /dashboard?preset=all, all times in ms from navigation start. */
interface Run {
  /** The animation frame in which the curve's <path> is in the DOM (it is painted at the end of that frame). */
  curve: number;
  /** When the page asked for /api/me and /api/dashboard, and when the dashboard's answer had arrived. */
  meStart: number;
  dashboardStart: number;
  dashboardEnd: number;
}

async function loadOnce(page: Page, url: string): Promise<Run> {
  await page.goto(url, { waitUntil: 'commit' });
  const drawn = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    CURVE,
    { timeout: 120_000, polling: 'raf' },
  );
  const curve = (await drawn.jsonValue()) as number;
  const api = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => ({
        path: new URL(e.name).pathname,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
  );
  const me = api.find((e) => e.path === '/api/me');
  const dashboard = api.find((e) => e.path === '/api/dashboard');
  return {
    curve,
    meStart: me?.start ?? NaN,
    dashboardStart: dashboard?.start ?? NaN,
    dashboardEnd: dashboard?.end ?? NaN,
  };
}

function summarise(runs: Run[]) {
  const pick = (f: (r: Run) => number) => Math.round(median(runs.map(f)));
  return {
    medianMs: pick((r) => r.curve),
    runsMs: runs.map((r) => Math.round(r.curve)),
    apiMeStartMs: pick((r) => r.meStart),
    apiDashboardStartMs: pick((r) => r.dashboardStart),
    apiDashboardEndMs: pick((r) => r.dashboardEnd),
    /** From the dashboard's answer to the curve on screen: parsing, rendering the page, drawing the curve. */
    renderAfterAnswerMs: pick((r) => r.curve - r.dashboardEnd),
  };
}

/**
 * The first load (an empty browser cache: every chunk downloaded) in a fresh context each time, then warm loads
 * (chunks from the browser's cache) in one context; the server's dashboard cache is warm for both after the very
 * first load, which is reported apart (`coldServerMs`: the server also builds the dashboard of 100k trades).
 */
async function timeCurve(base: string, cookie: string) {
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const url = `${base}/dashboard?preset=all`;
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const i = pair.indexOf('=');
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url: base };
      }),
    );
    return context;
  };
  try {
    const first: Run[] = [];
    let coldServerMs = NaN;
    for (let run = 0; run <= FIRST_RUNS; run++) {
      const context = await newContext();
      const result = await loadOnce(await context.newPage(), url);
      if (run === 0) coldServerMs = Math.round(result.curve);
      else first.push(result);
      await context.close();
    }
    const context = await newContext();
    const page = await context.newPage();
    await loadOnce(page, url);
    const warm: Run[] = [];
    for (let run = 0; run < WARM_RUNS; run++) warm.push(await loadOnce(page, url));
    await context.close();
    return { warm: summarise(warm), firstLoad: summarise(first), coldServerMs };
  } finally {
    await browser.close();
  }
}

/** The dashboard's JavaScript (gzip) and how long Chromium takes to show the equity curve of 100,000 trades. */
export const dashboardClientBench: Bench = {
  name: 'dashboard-client',
  description:
    'JS do /dashboard (gzip, além do que / já carregou) e tempo até a curva de capital de 100.000 trades aparecer no Chromium (carga quente e primeira carga, medianas)',
  async run() {
    // BENCH_CLIENT_DIR measures a client built elsewhere (e.g. from main, for a before/after on one machine).
    const clientDir = process.env.BENCH_CLIENT_DIR
      ? path.resolve(process.env.BENCH_CLIENT_DIR)
      : path.join(root, '.tmp/bench-client');
    if (!process.env.BENCH_CLIENT_DIR) ensureClientBuilt(clientDir);
    const chunks = dashboardChunks(clientDir);
    const url = benchPostgresUrl();
    const kind = url ? 'postgres' : 'pglite';
    const loadBefore = loadAverage();
    const curve = await withBenchServer(kind, url, { trades: TRADES, months: 36, clientDir }, (s) =>
      timeCurve(s.base, s.cookie),
    );
    return {
      dashboardJs: chunks,
      trades: TRADES,
      database: kind,
      equityCurveOnScreen: curve,
      loadAverage: { before: loadBefore, after: loadAverage() },
      note: `do início da navegação ao quadro em que o <path> da curva existe (1280×900); quente: mediana de ${WARM_RUNS} cargas com o cache do navegador; primeira carga: mediana de ${FIRST_RUNS} contextos novos (cache vazio), com o cache do servidor já quente (coldServerMs: a primeiríssima, servidor frio)`,
    };
  },
};
