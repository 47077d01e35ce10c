import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureClientBuilt } from '../scripts/client-build';
import { firstPaintFiles, gzipSize, readManifest } from './bundle-size';
import { benchPostgresUrl, withBenchServer } from './support/bench-server';
import type { Bench } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TRADES = 100_000;
const RUNS = 5;
const CURVE = '[data-testid="equity-chart"] svg path';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The JavaScript /dashboard loads beyond what `/` already loaded: its lazy route chunk and what only it imports. */
function dashboardChunks(clientDir: string) {
  const manifest = readManifest(clientDir);
  const already = new Set(firstPaintFiles(manifest));
  const key = Object.keys(manifest).find((k) => k.endsWith('app/routes/dashboard.tsx'));
  if (!key) throw new Error('O manifesto não tem a rota /dashboard');
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file) || already.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  const list = [...files].filter((f) => f.endsWith('.js')).sort();
  const size = (f: string) => gzipSize(readFileSync(path.join(clientDir, f)));
  const route = manifest[key]?.file ?? '';
  return {
    /** The dashboard's own code (its lazy chunk). */
    routeChunk: { file: route, gzipBytes: size(route) },
    /** Everything opening /dashboard downloads after `/`: the route chunk plus shared chunks (trade dialog, zod, …). */
    totalAfterLanding: { files: list, gzipBytes: list.reduce((sum, f) => sum + size(f), 0) },
  };
}

/** Navigation start → the equity curve's <path> in the DOM, for /dashboard?preset=all; the first load apart. */
async function timeCurve(base: string, cookie: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const i = pair.indexOf('=');
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url: base };
      }),
    );
    const page = await context.newPage();
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(`${base}/dashboard?preset=all`, { waitUntil: 'commit' });
      const drawn = await page.waitForFunction(
        (selector) => (document.querySelector(selector) ? performance.now() : 0),
        CURVE,
        { timeout: 120_000, polling: 'raf' },
      );
      times.push(Math.round((await drawn.jsonValue()) as number));
    }
    const [first = NaN, ...warm] = times;
    return { firstLoadMs: first, medianMs: median(warm), runsMs: warm };
  } finally {
    await browser.close();
  }
}

/** The dashboard's JavaScript (gzip) and how long Chromium takes to draw the equity curve of 100,000 trades. */
export const dashboardClientBench: Bench = {
  name: 'dashboard-client',
  description:
    'JS do /dashboard (gzip, além do que / já carregou) e tempo até a curva de capital de 100.000 trades aparecer no Chromium',
  async run() {
    const clientDir = path.join(root, '.tmp/bench-client');
    ensureClientBuilt(clientDir);
    const chunks = dashboardChunks(clientDir);
    const url = benchPostgresUrl();
    const kind = url ? 'postgres' : 'pglite';
    const curve = await withBenchServer(kind, url, { trades: TRADES, months: 36, clientDir }, (s) =>
      timeCurve(s.base, s.cookie),
    );
    return {
      dashboardJs: chunks,
      trades: TRADES,
      database: kind,
      equityCurveDrawn: curve,
      note: 'do início da navegação até o <path> da curva existir (1280×900); a primeira carga à parte',
    };
  },
};
