import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from '../scripts/client-build';
import { FIRST_PAINT_BUDGET_BYTES, firstPaintFiles, gzipSize, readManifest } from './bundle-size';
import type { Bench } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Gzip bytes of every JS chunk of a production build, and what `/` loads before first paint. */
export const bundleBench: Bench = {
  name: 'bundle',
  description: 'JavaScript gzip por chunk e o total que / carrega (orçamento de 100 KB)',
  run() {
    const clientDir = path.join(root, '.tmp/bench-client');
    ensureClientBuilt(clientDir);
    const manifest = readManifest(clientDir);
    const sizeOf = (file: string) => gzipSize(readFileSync(path.join(clientDir, file)));
    const chunks = Object.fromEntries(
      readdirSync(path.join(clientDir, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .sort()
        .map((f) => [`assets/${f}`, sizeOf(`assets/${f}`)]),
    );
    const entryChunks = Object.values(manifest)
      .filter((c) => c.isEntry || c.isDynamicEntry)
      .map((c) => c.file)
      .sort();
    const firstPaint = firstPaintFiles(manifest).filter((f) => f.endsWith('.js'));
    const firstPaintGzipBytes = firstPaint.reduce((sum, f) => sum + sizeOf(f), 0);
    return {
      chunksGzipBytes: chunks,
      entryChunks: Object.fromEntries(entryChunks.map((f) => [f, sizeOf(f)])),
      firstPaint: {
        files: firstPaint,
        gzipBytes: firstPaintGzipBytes,
        budgetBytes: FIRST_PAINT_BUDGET_BYTES,
        withinBudget: firstPaintGzipBytes <= FIRST_PAINT_BUDGET_BYTES,
      },
    };
  },
};
