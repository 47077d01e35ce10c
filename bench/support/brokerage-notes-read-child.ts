import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ParsedNote } from '../../src/shared/brokerage-notes/contract';
import { readNoteUpload } from '../../src/server/features/brokerage-notes/parse/read-notes';
import { importAndReconcile } from './brokerage-notes-reconcile';

/*
 * Run by bench/brokerage-notes-read.ts as the server runs it: bundled by esbuild with pdfjs-dist left outside
 * (SERVER_EXTERNALS), in plain Node. Reads every PDF in the folder given, one after the other, then imports and
 * reconciles what it read (brokerage-notes-reconcile.ts), and prints its figures.
 */
const dir = process.argv[2] ?? '.';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
let pages = 0;
let executions = 0;
let warnings = 0;
const perNote: number[] = [];
const read = new Map<string, ParsedNote[]>();
const started = performance.now();
for (const f of files) {
  const bytes = new Uint8Array(readFileSync(path.join(dir, f)));
  const t0 = performance.now();
  const result = await readNoteUpload(f, bytes, {});
  perNote.push(performance.now() - t0);
  if (!result.ok) throw new Error(`${f}: ${result.error.message}`);
  read.set(f, result.notes);
  for (const n of result.notes) {
    pages += n.pages;
    executions += n.executions.length;
    warnings += n.warnings.length;
  }
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}
const totalMs = performance.now() - started;
const rssReadPeak = rssPeak;
const reconciled = await importAndReconcile(read, () => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
});
const sorted = [...perNote].sort((a, b) => a - b);
const at = (p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
console.log(
  JSON.stringify({
    notes: files.length,
    pages,
    executions,
    warnings,
    totalMs: Math.round(totalMs),
    msPerNote: { p50: at(0.5), p95: at(0.95), max: at(1) },
    rssBeforeMb: mb(rssBefore),
    rssReadPeakMb: mb(rssReadPeak),
    ...reconciled,
    rssPeakMb: mb(rssPeak),
    maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
  }),
);
