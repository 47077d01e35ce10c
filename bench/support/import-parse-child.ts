/**
 * One process of the import-parse bench (bench/import-parse.ts runs it with --expose-gc): argv is the checkout
 * whose code is measured, the rows and the iterations. It parses the bench's Profit file and builds its rows and
 * staged batches as the server's import does, and prints one JSON line: per iteration, CPU and wall time and the
 * bytes allocated by each step. The code is imported from the checkout given, so one bench can time two commits.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import pg from 'pg';
import type * as RowsTypes from '../../src/server/features/imports/import-rows';
import type * as StageTypes from '../../src/server/features/imports/import-stage';
import type * as ParseTypes from '../../src/server/features/imports/parse';
import { profitFile } from './profit-file';
import type { Tx } from '../../src/server/db/tx';

type ParseModule = typeof ParseTypes;
type RowsModule = typeof RowsTypes;
type StageModule = typeof StageTypes;

const [codeRoot = '.', rowsArg = '100000', iterationsArg = '3'] = process.argv.slice(2);
const load = <T>(file: string) => import(pathToFileURL(path.resolve(codeRoot, file)).href) as Promise<T>;
const { parseUpload } = await load<ParseModule>('src/server/features/imports/parse.ts');
const { InstrumentResolver, toTradeRow } = await load<RowsModule>(
  'src/server/features/imports/import-rows.ts',
);
const { stageBatches } = await load<StageModule>('src/server/features/imports/import-stage.ts');

/** What the server's staging loop sends per batch (imports.service.ts INSERT_BATCH). */
const BATCH = 10_000;
const ID = '00000000-0000-4000-8000-000000000000';
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** A pg.Client whose COPY goes nowhere: CopyBatch (the PostgreSQL path) builds its text as it would. */
function nullCopyClient(): pg.Client {
  const client = Object.create(pg.Client.prototype) as pg.Client;
  const stream = () => {
    let finish = () => {};
    return {
      once: (event: string, listener: () => void) => void (event === 'finish' && (finish = listener)),
      end: () => finish(),
    };
  };
  return Object.assign(client, { query: stream });
}

interface Step {
  cpuMs: number;
  wallMs: number;
  /** Bytes allocated on the JS heap during the step (GC profiler: growth between collections, summed). */
  allocatedMb: number;
  gcCount: number;
  gcMs: number;
}

/** Runs `fn` after a full collection and measures it; `exclude` is time inside it that belongs to another step. */
type Exclude = (cpuMs: number, wallMs: number) => void;

async function measure<T>(fn: (exclude: Exclude) => T | Promise<T>): Promise<[T, Step]> {
  gc();
  const profiler = new v8.GCProfiler();
  profiler.start();
  const heap0 = v8.getHeapStatistics().used_heap_size;
  let excludedCpu = 0;
  let excludedWall = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const value = await fn((cpuMs, wallMs) => {
    excludedCpu += cpuMs;
    excludedWall += wallMs;
  });
  const wall = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  const heap1 = v8.getHeapStatistics().used_heap_size;
  const stats = profiler.stop().statistics;
  let allocated = 0;
  let after = heap0;
  let gcMicros = 0;
  for (const s of stats) {
    allocated += Math.max(0, s.beforeGC.heapStatistics.usedHeapSize - after);
    after = s.afterGC.heapStatistics.usedHeapSize;
    gcMicros += s.cost;
  }
  allocated += Math.max(0, heap1 - after);
  const cpuMs = (cpu.user + cpu.system) / 1000 - excludedCpu;
  return [
    value,
    {
      cpuMs: Math.round(cpuMs),
      wallMs: Math.round(wall - excludedWall),
      allocatedMb: Math.round(allocated / 1048576),
      gcCount: stats.length,
      gcMs: Math.round(gcMicros / 1000),
    },
  ];
}

const bytes = profitFile(Number(rowsArg));
const results: { parse: Step; validate: Step; rows: number }[] = [];

for (let k = 0; k < Number(iterationsArg); k += 1) {
  const [file, parse] = await measure(() => parseUpload(bytes, {}));
  const ctx = {
    sourceTimezone: 'America/Sao_Paulo',
    userTimezone: 'America/Sao_Paulo',
    resolver: new InstrumentResolver(new Map(), {}),
  };
  /** toTradeRow and the staging batch's add for every row: the server's "validate" minus its own bookkeeping. */
  const validate = (tx: Tx) => async (exclude: Exclude) => {
    const next = stageBatches(tx);
    let batch = next();
    let stored = 0;
    // Sending a batch is the insert step's time (as in writeImport): measured and left out.
    const send = async () => {
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      await batch.send();
      const c = process.cpuUsage(c0);
      exclude((c.user + c.system) / 1000, performance.now() - w0);
      batch = next();
    };
    for (const t of file.trades) {
      const row = toTradeRow(t, ctx);
      if ('message' in row) continue;
      batch.add(row, ID);
      stored += 1;
      if (batch.size >= BATCH) await send();
    }
    await send();
    return stored;
  };
  const copyTx = { session: { client: nullCopyClient() } } as unknown as Tx;
  const [rows, copy] = await measure(validate(copyTx));
  results.push({ parse, validate: copy, rows });
}

console.log(JSON.stringify(results));
