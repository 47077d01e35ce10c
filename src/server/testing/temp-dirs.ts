import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { onTestFinished } from 'vitest';

/**
 * A temporary folder, removed when the test that made it finishes: a PGlite folder is ~40 MB, and test runs
 * would otherwise leave gigabytes in /tmp.
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `mctrading-${prefix}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A stand-in for the built client: enough files to exercise every static-serving rule. */
export function fakeClientDir(extra: Record<string, string | Buffer> = {}): string {
  const dir = tempDir('client');
  const files: Record<string, string | Buffer> = {
    'index.html':
      '<!doctype html><html lang="pt-BR"><head><meta name="app-config" content="" />' +
      '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>' +
      '<!-- ' +
      'padding so the page is worth compressing '.repeat(40) +
      '--></body></html>',
    'assets/index-abc123.js': `console.log(${JSON.stringify('MCTrading '.repeat(500))});\n`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.build-stamp': 'hash\n',
    '.vite/manifest.json': '{}',
    ...extra,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const pgliteVersion = (
  JSON.parse(
    readFileSync(
      path.resolve(
        fileURLToPath(import.meta.url),
        '../../../../node_modules/@electric-sql/pglite/package.json',
      ),
      'utf8',
    ),
  ) as { version: string }
).version;

/**
 * A DATA_DIR holding an initialised but empty PGlite cluster (no migrations). Initialising one costs 5 to 10 s,
 * copying one a few ms, so the cluster is made once per machine and PGlite version, in a fixed folder published
 * with an atomic rename (concurrent workers may both build one; the loser's is discarded), and copied per test.
 */
export async function emptyDataDir(prefix = 'data'): Promise<string> {
  const template = path.join(tmpdir(), `mctrading-pglite-template-${pgliteVersion}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(`${template}.building-`);
    const pglite = new PGlite(path.join(building, 'pglite'));
    await pglite.waitReady;
    await pglite.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = tempDir(prefix);
  cpSync(template, dir, { recursive: true });
  return dir;
}
