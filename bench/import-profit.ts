import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { user } from '../src/server/db/schema';
import { loadImportContext } from '../src/server/features/imports/import-context';
import { toTradeRow } from '../src/server/features/imports/import-rows';
import { runImport, writeImport } from '../src/server/features/imports/imports.service';
import { parseUpload } from '../src/server/features/imports/parse';
import type { ParsedTrade } from '../src/shared/trading/imports';
import type { Bench } from './types';

const ROWS = 100_000;
/** Runs per driver, each in a fresh process (so one run's memory never counts in the next); medians reported. */
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const TARGET_SECONDS = 10;
const TARGET_RSS_MB = 400;

const pad = (n: number) => String(n).padStart(2, '0');
/** 125.100,00 — Profit's pt-BR number with thousands dots and a decimal comma. */
const brl = (n: number) => {
  const [int = '0', frac = '00'] = n.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
};

/**
 * A deterministic Profit "Relatório de Performance": preamble, header variant 1, WIN and WDO day trades spread
 * over business hours of ~2 years, a few [R] rollovers. Encoded as cp1252 (every character here is latin-1).
 */
export function profitFile(rows: number): Uint8Array {
  const lines = [
    'Conta: 123456',
    'Titular: João da Silva Conceição',
    'Data Inicial: 02/01/2025',
    'Data Final: 30/12/2026',
    '',
    'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Preço de Mercado;MEP;MEN;Res. Operação;Res. Operação (%);Drawdown;Total',
  ];
  let total = 0;
  for (let i = 0; i < rows; i += 1) {
    const win = i % 3 !== 2;
    const day = new Date(Date.UTC(2025, 0, 2) + Math.floor(i / 150) * 86_400_000);
    const date = `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
    const minute = 9 * 60 + (i % 150) * 3;
    const open = `${date} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(i % 60)}`;
    const close = `${date} ${pad(Math.floor((minute + 2) / 60))}:${pad((minute + 2) % 60)}:${pad((i * 7) % 60)}`;
    const qty = 1 + (i % 5);
    const buy = win ? 120_000 + ((i * 35) % 10_000) : 5_000 + ((i * 3) % 400) / 2;
    const move = win ? (((i * 13) % 61) - 30) * 5 : (((i * 7) % 21) - 10) / 2 || 0.5;
    const sell = buy + (move || (win ? 5 : 0.5));
    const side = i % 2 ? 'C' : 'V';
    const pnl = (side === 'C' ? sell - buy : buy - sell) * qty * (win ? 0.2 : 10);
    total += pnl;
    const symbol = win ? 'WINZ25' : 'WDOF26';
    const prefix = i % 5000 === 4999 ? '[R] ' : '';
    lines.push(
      `${prefix}${symbol};${open};${close};${qty};${qty};${side};${brl(buy)};${brl(sell)};${brl(sell)};${brl(Math.abs(move) * 2)};${brl(-Math.abs(move))};R$ ${brl(pnl)};0,01;0,00;R$ ${brl(total)}`,
    );
  }
  return new Uint8Array(Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'));
}

/** Peak memory, sampled on a timer and at phase boundaries and every 1,000 rows (synchronous work blocks timers). */
class MemoryPeak {
  rssMb = 0;
  heapMb = 0;
  private timer = setInterval(() => this.sample(), 20);
  sample() {
    const m = process.memoryUsage();
    this.rssMb = Math.max(this.rssMb, m.rss / 1048576);
    this.heapMb = Math.max(this.heapMb, m.heapUsed / 1048576);
  }
  stop() {
    this.sample();
    clearInterval(this.timer);
    return { peakRssMb: Math.round(this.rssMb), peakHeapMb: Math.round(this.heapMb) };
  }
}

async function scratchPostgres(baseUrl: string): Promise<string> {
  const u = new URL(baseUrl);
  const name = `${u.pathname.replace(/^\//, '') || 'mctrading'}_bench_import`;
  const maintenance = Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString();
  const admin = new pg.Client({ connectionString: maintenance });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  u.pathname = `/${name}`;
  return u.toString();
}

const secs = (ms: number) => Math.round(ms) / 1000;

/**
 * CPU seconds used so far by the PostgreSQL backends serving this database, read from /proc (the bench's
 * PostgreSQL runs on this machine); null where that is not readable. With the process's own CPU time it gives a
 * figure that does not depend on how busy the machine is, unlike wall-clock seconds.
 */
async function backendCpuSeconds(database: Database): Promise<number | null> {
  if (database.kind !== 'postgres') return 0;
  try {
    const result = await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database()`,
    );
    let ticks = 0;
    for (const row of result.rows as { pid: number }[]) {
      const fields = readFileSync(`/proc/${row.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    }
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);

/**
 * One import of the file, the way the server runs it (parse, then one transaction that builds each row and
 * inserts them in batches), with the row building timed apart: validate = building rows from parsed trades
 * (instrument, P&L, time zone, limits), insert = the rest of the transaction.
 */
async function runOnce(database: Database) {
  await database.migrate();
  const userId = 'bench-import-user';
  await database.db
    .insert(user)
    .values({ id: userId, name: 'Bench', email: 'bench-import@example.test', emailVerified: true });
  const context = await loadImportContext(database.db, userId, { symbolMap: {} });
  if (!context.ok) throw new Error(context.reason);
  const ctx = context.ctx;
  global.gc?.();
  // The process with the database open and empty, before the file exists (PGlite's WASM heap is most of it).
  const baselineRssMb = rssMb();
  const bytes = profitFile(ROWS);
  global.gc?.();
  const backend0 = await backendCpuSeconds(database);
  const cpu0 = process.cpuUsage();
  const memory = new MemoryPeak();
  const t0 = performance.now();
  const file = parseUpload(bytes, {});
  memory.sample();
  const t1 = performance.now();
  let validateMs = 0;
  let count = 0;
  const trades: (ParsedTrade | undefined)[] = file.trades;
  // The same generator as runImport's, with a clock around the row building.
  function* timedRows() {
    for (let k = 0; k < trades.length; k += 1) {
      const t = trades[k];
      if (!t) continue;
      trades[k] = undefined;
      const start = performance.now();
      const row = toTradeRow(t, ctx);
      validateMs += performance.now() - start;
      count += 1;
      if (count % 1000 === 0) memory.sample();
      yield row;
    }
  }
  const summary = await writeImport(database.db, ctx, {
    fileName: 'bench.csv',
    format: file.format,
    totalRows: file.trades.length + file.failedRows,
    rows: timedRows(),
    rejects: file.errors.filter((e) => e.line > 0),
    rejectedCount: file.failedRows,
    mapping: null,
  });
  const t2 = performance.now();
  const nodeCpu = cpuSeconds(cpu0);
  const backend1 = await backendCpuSeconds(database);
  const mem = memory.stop();
  const total = t2 - t0;
  // The same file again, through runImport: every row is a duplicate and nothing is stored twice.
  const t3 = performance.now();
  const again = await runImport(database.db, ctx, parseUpload(bytes, {}), {
    fileName: 'bench.csv',
    options: {},
  });
  const t4 = performance.now();
  return {
    rows: count,
    skipped: file.skipped,
    imported: summary.imported,
    rejected: summary.rejected,
    parseSeconds: secs(t1 - t0),
    validateSeconds: secs(validateMs),
    insertSeconds: secs(t2 - t1 - validateMs),
    totalSeconds: secs(total),
    // CPU time of the import: this process (parse, rows and, for PGlite, the database itself) and, for
    // PostgreSQL, its backends. Less sensitive to a busy machine than wall-clock time.
    cpuSeconds: Math.round(nodeCpu * 1000) / 1000,
    databaseCpuSeconds:
      backend0 === null || backend1 === null ? null : Math.round((backend1 - backend0) * 1000) / 1000,
    reimportSeconds: secs(t4 - t3),
    reimportImported: again.imported,
    reimportDuplicates: again.duplicates,
    baselineRssMb,
    ...mem,
    peakRssOverBaselineMb: mem.peakRssMb - baselineRssMb,
  };
}

type RunResult = Awaited<ReturnType<typeof runOnce>>;
type Driver = 'pglite' | 'postgres';

/** Child-process entry: one run on one driver, printed as one JSON line. */
async function child(driver: Driver) {
  const url = process.env.BENCH_DATABASE_URL;
  const database =
    driver === 'pglite'
      ? await openDatabase({ memory: true })
      : await openDatabase({ databaseUrl: await scratchPostgres(url ?? '') });
  try {
    console.log(JSON.stringify(await runOnce(database)));
  } finally {
    await database.close();
  }
}

const self = fileURLToPath(import.meta.url);

function spawnRun(driver: Driver): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', self, '--import-bench-child', driver],
      { maxBuffer: 1024 * 1024, env: process.env },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${driver}: ${error.message}\n${stderr}`));
        const line = stdout.trim().split('\n').pop() ?? '';
        resolve(JSON.parse(line) as RunResult);
      },
    );
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (k: number) => sorted[k] ?? NaN;
  return sorted.length % 2 ? at(mid) : Math.round(((at(mid - 1) + at(mid)) / 2) * 1000) / 1000;
};

async function measure(driver: Driver) {
  const runs: RunResult[] = [];
  for (let k = 0; k < RUNS; k += 1) runs.push(await spawnRun(driver));
  const pick = (key: keyof RunResult) => median(runs.map((r) => Number(r[key])));
  const totalSeconds = pick('totalSeconds');
  // PGlite's database lives in the process (its WASM heap is ~650 MB before any data), so for it the import's
  // own memory is the peak over that baseline; with PostgreSQL the process peak itself is the figure.
  const importRssMb = driver === 'pglite' ? pick('peakRssOverBaselineMb') : pick('peakRssMb');
  return {
    runs: runs.length,
    median: {
      parseSeconds: pick('parseSeconds'),
      validateSeconds: pick('validateSeconds'),
      insertSeconds: pick('insertSeconds'),
      totalSeconds,
      cpuSeconds: pick('cpuSeconds'),
      databaseCpuSeconds: pick('databaseCpuSeconds'),
      reimportSeconds: pick('reimportSeconds'),
      baselineRssMb: pick('baselineRssMb'),
      peakRssMb: pick('peakRssMb'),
      peakRssOverBaselineMb: pick('peakRssOverBaselineMb'),
      peakHeapMb: pick('peakHeapMb'),
    },
    memoryMeasure:
      driver === 'pglite' ? 'peakRssOverBaselineMb (RSS growth over the open, empty PGlite)' : 'peakRssMb',
    withinTarget: totalSeconds < TARGET_SECONDS && importRssMb < TARGET_RSS_MB,
    each: runs,
  };
}

/**
 * CPU seconds (user + system, median of RUNS, in this process) to parse the file alone: the figure to compare
 * reader changes with, since wall-clock time on a shared machine says more about the neighbours than the code.
 */
export function parseCpuSeconds(bytes: Uint8Array, runs = RUNS): number {
  const each: number[] = [];
  for (let k = 0; k < Math.max(runs, 1); k += 1) {
    const since = process.cpuUsage();
    parseUpload(bytes, {});
    const used = process.cpuUsage(since);
    each.push(Math.round((used.user + used.system) / 1000) / 1000);
  }
  return median(each);
}

/** The target: a 100,000-row Profit file parsed, validated and stored in < 10 s and < 400 MB. */
export const importProfitBench: Bench = {
  name: 'import-profit',
  description: `Importação Profit de ${ROWS.toLocaleString('pt-BR')} linhas: parse, validação e gravação (meta < ${TARGET_SECONDS} s, < ${TARGET_RSS_MB} MB); mediana de ${RUNS} execuções, cada uma num processo novo`,
  async run() {
    const bytes = profitFile(ROWS);
    const results: Record<string, unknown> = {
      target: { seconds: TARGET_SECONDS, rssMb: TARGET_RSS_MB },
      rows: ROWS,
      fileMb: Math.round((bytes.length / 1048576) * 10) / 10,
      parseCpuSeconds: parseCpuSeconds(bytes),
    };
    results.pglite = await measure('pglite');
    if (process.env.BENCH_DATABASE_URL) results.postgres = await measure('postgres');
    return results;
  },
};

const childAt = process.argv.indexOf('--import-bench-child');
if (childAt >= 0) await child(process.argv[childAt + 1] as Driver);
