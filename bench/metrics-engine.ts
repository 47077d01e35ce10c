import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { MetricTrade, Metrics } from '../src/shared/trading/dashboard-contract';
import { EMOTIONS } from '../src/shared/trading/emotions';
import {
  buildDashboard,
  buildDashboardOfColumns,
  columnsOf,
  computeMetrics,
} from '../src/shared/trading/metrics';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { copyBinaryOut } from '../src/server/db/copy';
import type { Exec } from '../src/server/db/tx';
import { readTradeColumns, tradeQuery } from '../src/server/metrics/trade-columns';
import { columnsOfCopy, type TradeRead } from '../src/server/metrics/trade-copy';
import type { Bench } from './types';
import { benchPostgresUrl } from './support/scratch-postgres';
import { median } from './support/stats';

const SIZES = [10_000, 100_000, 1_000_000] as const;
const RUNS = 9;
const WARM_UP = 3;
const SQL_RUNS = 5;
const TARGET_MS = 100;
/** The whole dashboard build (what a trader waits for on a cache miss), 1M trades. */
const DASHBOARD_TARGET_MS = 50;
const DATABASE = 'mctrading_bench_engine';
/** The cache-miss read from the database to the engine's columns, 1M trades. */
const DATABASE_TO_COLUMNS_TARGET_MS = 200;
/** Enough memory for the query's sorts to stay in RAM: the fair baseline, not PostgreSQL's 4 MB default. */
const WORK_MEM = '256MB';
const OPTIONS = { currency: 'BRL', startingCapital: 5_000_000, breakevenTolerance: 500 } as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * A deterministic trader (a fixed-seed LCG, so every run and the SQL see the same trades): ~20 WIN/WDO day trades
 * a day over business days, results skewed a little positive, MEP/MEN, stops on most trades, all in BRL.
 */
export function generateTrades(count: number): MetricTrade[] {
  let seed = 20_260_101;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
  const dates = new Map<number, string>();
  const start = Date.UTC(2020, 0, 6); // a Monday
  const out = new Array<MetricTrade>(count);
  for (let i = 0; i < count; i++) {
    const businessDay = Math.floor(i / 20);
    const day = Math.floor(businessDay / 5) * 7 + (businessDay % 5); // Monday…Friday
    let date = dates.get(day);
    if (date === undefined)
      dates.set(day, (date = new Date(start + day * 86_400_000).toISOString().slice(0, 10)));
    const hour = 9 + (i % 20) * 0.4;
    const win = random() < 0.7;
    const contracts = 1 + Math.floor(random() * 5);
    const pointValue = win ? 20 : 1_000; // cents per point: WIN R$ 0,20, WDO R$ 10,00
    const points = win
      ? Math.round(((random() - 0.47) * 300) / 5) * 5
      : Math.round((random() - 0.47) * 30 * 2) / 2;
    const costs = contracts * (win ? 50 : 250);
    const mep = Math.abs(points) + (win ? 5 : 0.5) * Math.floor(random() * 20);
    out[i] = {
      openedAt: start + day * 86_400_000 + Math.floor(hour * 3_600_000),
      date,
      hour: Math.floor(hour),
      weekday: (day + 1) % 7,
      instrument: win ? 'WIN' : 'WDO',
      side: random() < 0.5 ? 'compra' : 'venda',
      currency: 'BRL',
      pnl: Math.round(points * pointValue * contracts) - costs,
      costs,
      points,
      mep: i % 4 ? mep : null,
      men: i % 4 ? (win ? 5 : 0.5) * Math.floor(random() * 40) : null,
      risk: i % 3 ? (win ? 150 : 10) * pointValue * contracts : null,
      emotion: i % 7 ? (EMOTIONS[i % EMOTIONS.length] ?? null) : null,
      // Without a stop is a rule break, as the detector stores it: the "Custo da indisciplina" curves have work.
      broke: i % 3 === 0,
    };
  }
  return out;
}

const money = (cents: number) => (cents < 0 ? '-' : '') + (Math.abs(cents) / 100).toFixed(2);
const decimal = (value: number, scale: number) => value.toFixed(scale);

/** Warm-up until the JIT has settled (at least WARM_UP runs and 300 ms), then the median and minimum of `runs`. */
function time(fn: () => unknown, runs: number): { medianMs: number; minMs: number; runs: number } {
  const warmUntil = performance.now() + 300;
  for (let k = 0; k < WARM_UP || performance.now() < warmUntil; k++) fn();
  const samples: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return { medianMs: round(median(samples)), minMs: round(Math.min(...samples)), runs };
}

/* ---------------- The baseline: the same figures in one PostgreSQL query ---------------- */

/** Totals, counts, gross profit/loss, ratios, extremes, average R, max drawdown (running peak by a window) and the
 * streaks (gaps-and-islands: consecutive trades of the same result share row_number() − row_number() by result). */
const SQL = `
WITH t AS (
  SELECT seq, pnl, costs, risk,
         CASE WHEN pnl > $1 THEN 1 WHEN pnl < -$1 THEN -1 ELSE 0 END AS r
  FROM bench_trades
),
w AS (
  SELECT seq, r,
         sum(pnl) OVER (ORDER BY seq ROWS UNBOUNDED PRECEDING) AS cum,
         row_number() OVER (ORDER BY seq) - row_number() OVER (PARTITION BY r ORDER BY seq) AS island
  FROM t
),
d AS (
  SELECT seq, r, island, cum,
         greatest(0, max(cum) OVER (ORDER BY seq ROWS UNBOUNDED PRECEDING)) AS peak
  FROM w
),
islands AS (
  SELECT r, island, count(*) AS len, max(seq) AS last_seq FROM d GROUP BY r, island
),
agg AS (
  SELECT count(*)::float8 AS total_trades,
         count(*) FILTER (WHERE r = 1)::float8 AS winners,
         count(*) FILTER (WHERE r = -1)::float8 AS losers,
         count(*) FILTER (WHERE r = 0)::float8 AS breakevens,
         coalesce(sum(pnl), 0)::float8 AS total_pnl,
         coalesce(sum(pnl) FILTER (WHERE r = 1), 0)::float8 AS gross_profit,
         coalesce(sum(pnl) FILTER (WHERE r = -1), 0)::float8 AS gross_loss,
         coalesce(sum(costs), 0)::float8 AS total_costs,
         max(pnl) FILTER (WHERE r = 1)::float8 AS largest_win,
         min(pnl) FILTER (WHERE r = -1)::float8 AS largest_loss,
         avg(pnl::float8 / risk) FILTER (WHERE risk > 0) AS average_r
  FROM t
),
dd AS (
  SELECT coalesce(max(peak - cum), 0)::float8 AS max_drawdown,
         CASE WHEN $2 > 0 THEN coalesce(max((peak - cum)::float8 / ($2 + peak)), 0) END AS max_drawdown_pct
  FROM d
),
st AS (
  SELECT coalesce(max(len) FILTER (WHERE r = 1), 0)::float8 AS longest_win_streak,
         coalesce(max(len) FILTER (WHERE r = -1), 0)::float8 AS longest_loss_streak,
         coalesce((SELECT (r * len)::float8 FROM islands ORDER BY last_seq DESC LIMIT 1), 0) AS current_streak
  FROM islands
)
SELECT agg.*,
       winners / nullif(winners + losers, 0) AS win_rate,
       gross_profit / nullif(-gross_loss, 0) AS profit_factor,
       total_pnl / nullif(total_trades, 0) AS expectancy,
       (gross_profit / nullif(winners, 0)) / nullif(-gross_loss / nullif(losers, 0), 0) AS payoff,
       dd.*, st.*
FROM agg, dd, st`;

/** SQL column → engine field, to check that both computed the same figures. */
const SAME: Record<string, keyof Metrics> = {
  total_trades: 'totalTrades',
  winners: 'winners',
  losers: 'losers',
  breakevens: 'breakevens',
  total_pnl: 'totalPnl',
  gross_profit: 'grossProfit',
  gross_loss: 'grossLoss',
  total_costs: 'totalCosts',
  largest_win: 'largestWin',
  largest_loss: 'largestLoss',
  average_r: 'averageR',
  win_rate: 'winRate',
  profit_factor: 'profitFactor',
  expectancy: 'expectancy',
  payoff: 'payoff',
  max_drawdown: 'maxDrawdown',
  max_drawdown_pct: 'maxDrawdownPct',
  longest_win_streak: 'longestWinStreak',
  longest_loss_streak: 'longestLossStreak',
  current_streak: 'currentStreak',
};

function postgresUrl(): string {
  const env = benchPostgresUrl();
  if (env) return env;
  const out = execFileSync('bash', [path.join(root, 'scripts/pg-test-server.sh'), 'start'], {
    encoding: 'utf8',
  });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  if (!url) throw new Error(`pg-test-server.sh não informou a URL: ${out}`);
  return url;
}

async function onServer(baseUrl: string, database: string, statements: string[]) {
  const u = new URL(baseUrl);
  u.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/** A table shaped like `trades` (the columns the reader reads), holding `list`. */
export const TRADES_TABLE = `CREATE TEMP TABLE trades (
    id uuid NOT NULL DEFAULT gen_random_uuid(), opened_at timestamptz NOT NULL, trade_date date NOT NULL, trade_time time NOT NULL,
    instrument text NOT NULL, side text NOT NULL, currency text NOT NULL, pnl numeric(18, 2) NOT NULL,
    costs numeric(18, 2) NOT NULL, entry_price numeric(20, 8) NOT NULL, exit_price numeric(20, 8) NOT NULL,
    mep numeric(20, 8), men numeric(20, 8), stop_price numeric(20, 8), point_value numeric(20, 8) NOT NULL,
    contracts integer NOT NULL, rule_breaks text[] NOT NULL, emotion text)`;
const ENTRY = 100_000;

/** The INSERT of one batch and its parameters (one array per column). */
export function insertBatch(part: readonly MetricTrade[]): [string, unknown[]] {
  return [
    `INSERT INTO trades (opened_at, trade_date, trade_time, instrument, side, currency, pnl, costs, entry_price,
       exit_price, mep, men, stop_price, point_value, contracts, rule_breaks, emotion)
     SELECT o, d, t, i, s, c, p, k, ${ENTRY}, x, mep, men, st, 1, 1,
            CASE WHEN b THEN ARRAY['no-stop'] ELSE '{}'::text[] END, e
     FROM unnest($1::timestamptz[], $2::date[], $3::time[], $4::text[], $5::text[], $6::text[], $7::numeric[],
                 $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[], $13::boolean[],
                 $14::text[]) AS u(o, d, t, i, s, c, p, k, x, mep, men, st, b, e)`,
    [
      part.map((t) => new Date(t.openedAt).toISOString()),
      part.map((t) => t.date),
      part.map((t) => new Date(t.openedAt).toISOString().slice(11, 19)),
      part.map((t) => t.instrument),
      part.map((t) => t.side),
      part.map((t) => t.currency),
      part.map((t) => money(t.pnl)),
      part.map((t) => money(t.costs)),
      part.map((t) => decimal(ENTRY + (t.side === 'compra' ? t.points : -t.points), 8)),
      part.map((t) => (t.mep === null ? null : decimal(t.mep, 8))),
      part.map((t) => (t.men === null ? null : decimal(t.men, 8))),
      part.map((t) => (t.risk === null ? null : decimal(ENTRY - t.risk / 100, 8))),
      part.map((t) => t.broke),
      part.map((t) => t.emotion),
    ],
  ];
}

/**
 * The server's own cache-miss read on the same trades: its reader (`readTradeColumns`: one COPY in binary format,
 * then its bytes → columns) over a table shaped like `trades` — database → the engine's columns. `copy` is the
 * query and the transfer, `bytesToColumns` the parse.
 */
async function databaseToColumns(db: Exec, list: readonly MetricTrade[]) {
  const query = tradeQuery(undefined);
  await readTradeColumns(db, undefined);
  const copyMs: number[] = [];
  const columnsMs: number[] = [];
  let read: TradeRead | undefined;
  for (let k = 0; k < SQL_RUNS; k++) {
    const t0 = performance.now();
    const bytes = await copyBinaryOut(db, query);
    const t1 = performance.now();
    read = columnsOfCopy(bytes);
    columnsMs.push(performance.now() - t1);
    copyMs.push(t1 - t0);
  }
  const totals = copyMs.map((q, k) => q + (columnsMs[k] as number));
  return {
    rows: list.length,
    copyMedianMs: round(median(copyMs)),
    bytesToColumnsMedianMs: round(median(columnsMs)),
    totalMedianMs: round(median(totals)),
    runs: SQL_RUNS,
    targetMs: DATABASE_TO_COLUMNS_TARGET_MS,
    met: median(totals) <= DATABASE_TO_COLUMNS_TARGET_MS,
    // Zero points are ±(exit − entry) as the server reads them: +0 for a compra, −0 for a venda (the generator's
    // zeros have either sign).
    sameColumnsAsTrades: isDeepStrictEqual(
      read?.columns,
      columnsOf(list.map((t) => (t.points === 0 ? { ...t, points: t.side === 'venda' ? -0 : 0 } : t))),
    ),
  };
}

/** The same read on PGlite (in memory, the embedded server's engine), over the same trades. */
async function pgliteDatabaseToColumns(list: readonly MetricTrade[]) {
  const pglite = new PGlite();
  try {
    await pglite.exec(TRADES_TABLE);
    const BATCH = 50_000;
    for (let from = 0; from < list.length; from += BATCH)
      await pglite.query(...insertBatch(list.slice(from, from + BATCH)));
    await pglite.exec('ANALYZE trades');
    return await databaseToColumns(drizzlePglite(pglite) as unknown as Exec, list);
  } finally {
    await pglite.close();
  }
}

async function sqlBaseline(list: MetricTrade[], engine: Metrics) {
  const baseUrl = postgresUrl();
  await onServer(baseUrl, 'postgres', [
    `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`,
    `CREATE DATABASE "${DATABASE}"`,
  ]);
  const u = new URL(baseUrl);
  u.pathname = `/${DATABASE}`;
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    // A temporary table (no WAL) in a bench-only database; the primary key is built after the load.
    await client.query(`SET work_mem = '${WORK_MEM}'`);
    await client.query(
      'CREATE TEMP TABLE bench_trades (seq integer NOT NULL, pnl bigint NOT NULL, costs bigint NOT NULL, risk bigint)',
    );
    // Loaded in batches of 100 000 rows, one INSERT … SELECT FROM unnest(arrays) each.
    const loadStart = performance.now();
    const BATCH = 100_000;
    for (let from = 0; from < list.length; from += BATCH) {
      const part = list.slice(from, from + BATCH);
      await client.query(
        'INSERT INTO bench_trades SELECT * FROM unnest($1::integer[], $2::bigint[], $3::bigint[], $4::bigint[])',
        [
          part.map((_, k) => from + k),
          part.map((t) => t.pnl),
          part.map((t) => t.costs),
          part.map((t) => t.risk),
        ],
      );
    }
    await client.query('ALTER TABLE bench_trades ADD PRIMARY KEY (seq)');
    await client.query('ANALYZE bench_trades');
    const loadMs = performance.now() - loadStart;
    await client.query(TRADES_TABLE);
    for (let from = 0; from < list.length; from += 50_000)
      await client.query(...insertBatch(list.slice(from, from + 50_000)));
    await client.query('ANALYZE trades');

    const params = [OPTIONS.breakevenTolerance, OPTIONS.startingCapital];
    let row: Record<string, number | null> = {};
    await client.query(SQL, params);
    const samples: number[] = [];
    for (let k = 0; k < SQL_RUNS; k++) {
      const t0 = performance.now();
      row = (await client.query<Record<string, number | null>>(SQL, params)).rows[0] ?? {};
      samples.push(performance.now() - t0);
    }
    const differs = Object.entries(SAME).filter(([column, field]) => {
      const a = row[column] ?? null;
      const b = engine[field] as number | null;
      return a === null || b === null
        ? a !== b
        : Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
    });
    return {
      database: DATABASE,
      workMem: WORK_MEM,
      rows: list.length,
      loadMs: Math.round(loadMs),
      queryMedianMs: round(median(samples)),
      queryMinMs: round(Math.min(...samples)),
      runs: SQL_RUNS,
      nsPerTrade: round((median(samples) * 1e6) / list.length),
      figures: Object.keys(SAME).length,
      sameFiguresAsEngine: differs.length === 0,
      ...(differs.length
        ? { differences: differs.map(([c, f]) => ({ field: f, sql: row[c], engine: engine[f] })) }
        : {}),
      databaseToColumns: await databaseToColumns(drizzlePg(client) as unknown as Exec, list),
    };
  } finally {
    await client.end();
    await onServer(baseUrl, 'postgres', [`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`]);
  }
}

/** The metrics engine at 10k, 100k and 1M trades (linear cost), against one SQL query over the same 1M trades. */
export const metricsEngineBench: Bench = {
  name: 'metrics-engine',
  description:
    'Motor de métricas (computeMetrics e buildDashboard sobre colunas) com 10 mil, 100 mil e 1 milhão de trades, contra a mesma conta em uma consulta SQL no PostgreSQL, e a leitura do banco → colunas (1 milhão) no PostgreSQL e no PGlite',
  async run() {
    const all = generateTrades(Math.max(...SIZES));
    const engine: Record<string, unknown> = {};
    const perTrade = (t: { medianMs: number }, size: number) => ({
      ...t,
      nsPerTrade: round((t.medianMs * 1e6) / size),
    });
    for (const size of SIZES) {
      const list = size === all.length ? all : all.slice(0, size);
      const columns = columnsOf(list);
      // More runs for the small sizes (each is short), so the median is as steady as at 1M.
      const runs = Math.max(RUNS, Math.min(101, Math.round((RUNS * 1_000_000) / size / 10)) | 1);
      const metrics = time(() => computeMetrics(list, OPTIONS), runs);
      // What the server runs on a cache miss after its read (databaseToColumns below): the build over the columns.
      const dashboard = time(() => buildDashboardOfColumns(columns, OPTIONS), runs);
      // For comparison: the build from trade objects (columnsOf + the same build).
      const fromObjects = time(() => buildDashboard(list, OPTIONS), runs);
      engine[String(size)] = {
        computeMetrics: perTrade(metrics, size),
        buildDashboard: perTrade(dashboard, size),
        buildDashboardFromObjects: perTrade(fromObjects, size),
      };
    }
    const oneMillion = engine[String(1_000_000)] as {
      computeMetrics: { medianMs: number };
      buildDashboard: { medianMs: number };
    };
    const loadAverage = os.loadavg().map((x) => Math.round(x * 100) / 100);
    const metrics = computeMetrics(all, OPTIONS);
    let postgres: Record<string, unknown>;
    try {
      postgres = await sqlBaseline(all, metrics);
    } catch (error) {
      postgres = { skipped: error instanceof Error ? error.message : String(error) };
    }
    let pglite: Record<string, unknown>;
    try {
      pglite = { databaseToColumns: await pgliteDatabaseToColumns(all) };
    } catch (error) {
      pglite = { skipped: error instanceof Error ? error.message : String(error) };
    }
    const sqlMs = typeof postgres.queryMedianMs === 'number' ? postgres.queryMedianMs : null;
    return {
      options: OPTIONS,
      engine,
      loadAverage,
      target: {
        computeMetrics1MUnderMs: TARGET_MS,
        met: oneMillion.computeMetrics.medianMs < TARGET_MS,
        buildDashboard1MAtMostMs: DASHBOARD_TARGET_MS,
        buildDashboardMet: oneMillion.buildDashboard.medianMs <= DASHBOARD_TARGET_MS,
      },
      postgres,
      pglite,
      engineVsSql1M: sqlMs
        ? `${round(sqlMs / oneMillion.computeMetrics.medianMs)}× mais rápido que o SQL`
        : null,
      sample1M: {
        totalTrades: metrics.totalTrades,
        totalPnl: metrics.totalPnl,
        winRate: metrics.winRate,
        maxDrawdown: metrics.maxDrawdown,
        longestLossStreak: metrics.longestLossStreak,
      },
    };
  },
};
