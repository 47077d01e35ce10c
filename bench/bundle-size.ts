import { gzipSync } from 'node:zlib';
import { entryKey, type Manifest, staticClosure } from '../scripts/vite-manifest.js';

export { readManifest, type Manifest } from '../scripts/vite-manifest.js';

/** The most JavaScript, gzipped, that `/` may load before first paint (docs/decisions/005-client-bundle-budget.md). */
export const FIRST_PAINT_BUDGET_BYTES = 100 * 1024;

/** One definition of "gzip size" for the bench and the e2e budget test, so their figures agree. */
export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** The files `/` loads at first paint: the HTML entry and everything it imports statically, transitively. */
export function firstPaintFiles(manifest: Manifest): string[] {
  return staticClosure(manifest, [entryKey(manifest)]);
}
