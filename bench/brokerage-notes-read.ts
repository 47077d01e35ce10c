import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { renderNotes } from '../fixtures/brokerage-notes/note-pdf';
import { yearNotes } from '../fixtures/brokerage-notes/note-sets';
import { SERVER_EXTERNALS } from '../scripts/server-build';
import type { Bench } from './types';

/*
 * A year of a busy day trader's BM&F notes (100 notes, WIN and WDO, ~2 pages each) read one PDF after the other, as
 * an upload of a year is, then imported into a user whose journal has their round trips (stored, costs apportioned)
 * and each day reconciled: the time of each step and the process's peak memory. The PDFs are made first (invented
 * notes, fixtures/brokerage-notes) and not timed; the reading runs bundled, in plain Node, as the server runs it
 * (under tsx, pdf.js's own 2 MB of modules are transformed in memory and the figures would be tsx's).
 */
const NOTES = Number(process.env.BENCH_NOTES ?? 100);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const brokerageNotesReadBench: Bench = {
  name: 'brokerage-notes-read',
  description: `${NOTES} notas BM&F (~2 páginas cada) lidas do PDF, importadas e conciliadas com o diário: tempo e pico de memória`,
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-notes-'));
    try {
      let i = 0;
      for (const note of yearNotes(NOTES)) {
        writeFileSync(path.join(dir, `nota-${String(i).padStart(3, '0')}.pdf`), await renderNotes([note]));
        i += 1;
      }
      // Inside the repository, so the bundle resolves pdfjs-dist from its node_modules.
      const child = path.join(root, 'node_modules/.cache/brokerage-notes-bench/read-child.mjs');
      await build({
        entryPoints: [path.join(root, 'bench/support/brokerage-notes-read-child.ts')],
        outfile: child,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        alias: { '@': path.join(root, 'src') },
        external: SERVER_EXTERNALS,
        // As the server's build: CommonJS packages (pino, under the import's ledger) call require().
        banner: {
          js: "import { createRequire as __mctCreateRequire } from 'node:module'; const require = __mctCreateRequire(import.meta.url);",
        },
        logLevel: 'error',
      });
      const out = execFileSync(process.execPath, [child, dir], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
