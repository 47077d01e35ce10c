import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { user } from '../src/server/db/schema';
import { loadImportContext } from '../src/server/features/imports/import-context';
import { isRowError, toTradeRow, type TradeInsert } from '../src/server/features/imports/import-rows';
import { writeImport } from '../src/server/features/imports/imports.service';
import { parseUpload } from '../src/server/features/imports/parse';
import type { RowError } from '../src/shared/trading/imports';
import type { Bench } from './types';

const ROWS = 100_000;
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

/** Peak memory, sampled on a timer and at every phase boundary (a synchronous phase blocks the timer). */
class MemoryPeak {
  rssMb = 0;
  heapMb = 0;
  private timer = setInterval(() => this.sample(), 25);
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

async function runOn(database: Database, bytes: Uint8Array) {
  await database.migrate();
  const userId = 'bench-import-user';
  await database.db
    .insert(user)
    .values({ id: userId, name: 'Bench', email: 'bench-import@example.test', emailVerified: true });
  const context = await loadImportContext(database.db, userId, { symbolMap: {} });
  if (!context.ok) throw new Error(context.reason);
  const ctx = context.ctx;
  global.gc?.();
  // What the process holds before the file arrives (PGlite's WASM heap is most of it), to read the peak against.
  const baselineRssMb = Math.round(process.memoryUsage().rss / 1048576);
  const memory = new MemoryPeak();
  const t0 = performance.now();
  const file = parseUpload(bytes, {});
  memory.sample();
  const t1 = performance.now();
  const rows: TradeInsert[] = [];
  const rejects: RowError[] = [];
  for (const t of file.trades) {
    const row = toTradeRow(t, ctx);
    if (isRowError(row)) rejects.push(row);
    else rows.push(row);
  }
  memory.sample();
  const t2 = performance.now();
  const write = { fileName: 'bench.csv', format: file.format, totalRows: file.trades.length, rejects };
  const summary = await writeImport(database.db, ctx, {
    ...write,
    rows,
    rejectedCount: rejects.length,
    mapping: null,
  });
  const t3 = performance.now();
  const again = await writeImport(database.db, ctx, {
    ...write,
    rows,
    rejectedCount: rejects.length,
    mapping: null,
  });
  const t4 = performance.now();
  const total = secs(t3 - t0);
  const mem = memory.stop();
  return {
    rows: file.trades.length,
    skipped: file.skipped,
    imported: summary.imported,
    rejected: summary.rejected,
    parseSeconds: secs(t1 - t0),
    validateSeconds: secs(t2 - t1),
    insertSeconds: secs(t3 - t2),
    totalSeconds: total,
    reimportSeconds: secs(t4 - t3),
    reimportDuplicates: again.duplicates,
    baselineRssMb,
    ...mem,
    withinTarget: total < TARGET_SECONDS && mem.peakRssMb < TARGET_RSS_MB,
  };
}

/** The target: a 100,000-row Profit file parsed, validated and stored in < 10 s and < 400 MB. */
export const importProfitBench: Bench = {
  name: 'import-profit',
  description: `Importação Profit de ${ROWS.toLocaleString('pt-BR')} linhas: parse, validação e gravação (meta < ${TARGET_SECONDS} s, < ${TARGET_RSS_MB} MB)`,
  async run() {
    const g0 = performance.now();
    const bytes = profitFile(ROWS);
    const generated = {
      fileMb: Math.round((bytes.length / 1048576) * 10) / 10,
      generateSeconds: secs(performance.now() - g0),
    };
    const results: Record<string, unknown> = {
      target: { seconds: TARGET_SECONDS, rssMb: TARGET_RSS_MB },
      ...generated,
    };
    const pglite = await openDatabase({ memory: true });
    try {
      results.pglite = await runOn(pglite, bytes);
    } finally {
      await pglite.close();
    }
    const url = process.env.BENCH_DATABASE_URL;
    if (url) {
      const postgres = await openDatabase({ databaseUrl: await scratchPostgres(url) });
      try {
        results.postgres = await runOn(postgres, bytes);
      } finally {
        await postgres.close();
      }
    }
    return results;
  },
};
