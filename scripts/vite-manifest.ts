import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's `.vite/manifest.json` (build.manifest), keyed by its source path under src/client. */
export interface ManifestChunk {
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

/** The key of the HTML entry (what index.html loads). */
export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('O manifesto do Vite não tem entrada (build.manifest ligado?)');
  return entry;
}

/**
 * The files loading the chunks `keys` brings in: each one and what it imports statically, transitively, in the
 * order first met, leaving out the files in `except` (e.g. what the entry already loaded) and what only they import.
 */
export function staticClosure(manifest: Manifest, keys: string[], except = new Set<string>()): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`O manifesto do Vite não tem ${key}`);
    if (files.has(chunk.file) || except.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...files];
}
