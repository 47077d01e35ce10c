import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

declare global {
  var __mctradingEmptyDataDir: Promise<string> | undefined;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `mctrading-${prefix}-`));
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

/**
 * A DATA_DIR holding an initialised but empty PGlite cluster (no migrations). Initialising one costs 5 to 10 s,
 * copying one a few ms, so each worker makes one and every test that needs a fresh DATA_DIR gets a copy.
 */
export async function emptyDataDir(prefix = 'data'): Promise<string> {
  globalThis.__mctradingEmptyDataDir ??= (async () => {
    const template = tempDir('template');
    const pglite = new PGlite(path.join(template, 'pglite'));
    await pglite.waitReady;
    await pglite.close();
    return template;
  })();
  const dir = tempDir(prefix);
  cpSync(await globalThis.__mctradingEmptyDataDir, dir, { recursive: true });
  return dir;
}
