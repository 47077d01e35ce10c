import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most JavaScript, gzipped, that `/` may load before first paint (docs/decisions/005-client-bundle-budget.md). */
export const FIRST_PAINT_BUDGET_BYTES = 100 * 1024;

/** One definition of "gzip size" for the bench and the e2e budget test, so their figures agree. */
export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files `/` loads at first paint: the HTML entry and everything it imports statically, transitively. */
export function firstPaintFiles(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('O manifesto do Vite não tem entrada (build.manifest ligado?)');
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  return [...files];
}
