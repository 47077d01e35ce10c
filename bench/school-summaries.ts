import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { trades, tradingSettings } from '../src/server/db/schema';
import { studentFigures, summariesOf } from '../src/server/features/schools/student-summary';
import { costDaysOfUsers } from '../src/server/metrics/cost-days';
import { readTradeColumnsByUser } from '../src/server/metrics/trade-columns';
import { newColumns } from '../src/shared/trading/metrics';
import { dropScratch, onBothDatabases, round, scratchPostgres } from './support/scratch-postgres';
import type { Bench } from './types';
import { median } from './support/stats';

const SCHOOLS = [
  { name: '50x2000', students: 50, trades: 2_000 },
  { name: '200x500', students: 200, trades: 500 },
] as const;
const RUNS = 15;
const WARM_UP = 3;

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  return { medianMs: round(median(ms)), minMs: round(Math.min(...ms)), maxMs: round(Math.max(...ms)) };
}

/**
 * The trade figures as the summary computed them before it read the dashboard's engine: one aggregate per student
 * and currency in SQL (the breakeven rule written into the query). Kept here as the baseline the engine's path is
 * compared with.
 */
function sqlFigures(database: Database, ids: string[]) {
  const tol = sql`coalesce(${tradingSettings.breakevenTolerance}, 0)`;
  return database.db
    .select({
      userId: trades.userId,
      currency: trades.currency,
      trades: sql<number>`count(*)::int`,
      wins: sql<number>`(count(*) filter (where ${trades.pnl} > ${tol}))::int`,
      losses: sql<number>`(count(*) filter (where ${trades.pnl} < -${tol}))::int`,
      grossProfit: sql<string>`coalesce(sum(${trades.pnl}) filter (where ${trades.pnl} > ${tol}), 0)::text`,
      grossLoss: sql<string>`coalesce(sum(${trades.pnl}) filter (where ${trades.pnl} < -${tol}), 0)::text`,
      net: sql<string>`coalesce(sum(${trades.pnl}), 0)::numeric(18, 2)::text`,
      ruleBreaks: sql<number>`(count(*) filter (where cardinality(${trades.ruleBreaks}) > 0))::int`,
    })
    .from(trades)
    .leftJoin(tradingSettings, eq(tradingSettings.userId, trades.userId))
    .where(inArray(trades.userId, ids))
    .groupBy(trades.userId, trades.currency);
}

/** The engine's half of summariesOf alone (the same work the SQL aggregates replace): read, columns, cards. */
async function engineFigures(database: Database, ids: string[]) {
  const read = await readTradeColumnsByUser(database.db, ids);
  return ids.map((id) => studentFigures(read.get(id)?.columns ?? newColumns(0), 500));
}

/**
 * A school of `students` users with `perStudent` trades each (one in ten in USD, one in seven breaking a rule),
 * half of them with brokerage notes.
 */
async function seedSchool(database: Database, prefix: string, students: number, perStudent: number) {
  const { db } = database;
  for (const statement of [
    `insert into "user" (id, name, email)
       select '${prefix}-' || g, 'Aluno ' || g, '${prefix}-' || g || '@bench.test' from generate_series(1, ${students}) g`,
    `insert into trading_settings (user_id, breakeven_tolerance)
       select '${prefix}-' || g, '5.00' from generate_series(1, ${students}) g`,
    `insert into trading_accounts (user_id, name, currency, is_default)
       select '${prefix}-' || g, 'Conta', 'BRL', true from generate_series(1, ${students}) g`,
  ])
    await db.execute(sql.raw(statement));
  await db.execute(
    sql.raw(`
    insert into trades (user_id, account_id, trade_date, trade_time, opened_at, side, contracts, instrument,
                        entry_price, exit_price, point_value, currency, pnl, costs, rule_breaks)
      select a.user_id, a.id,
             (timestamptz '2024-01-02 12:00Z' + (i || ' hours')::interval)::date, '09:00',
             timestamptz '2024-01-02 12:00Z' + (i || ' hours')::interval,
             case when i % 2 = 0 then 'compra' else 'venda' end, 1,
             case when i % 10 = 0 then 'NQ' else 'WIN' end, 125000, 125000 + (i % 41) - 20, 0.2,
             case when i % 10 = 0 then 'USD' else 'BRL' end,
             ((i * 37) % 401 - 200) * 0.25, 0.50,
             case when i % 7 = 0 then array['no-stop'] else '{}'::text[] end
      from trading_accounts a cross join generate_series(1, ${perStudent}) i
      where a.user_id like '${prefix}-%'`),
  );
  // Every other student has brokerage notes on the odd days of the month, whose trades took the notes' costs.
  await db.execute(
    sql.raw(`
    insert into brokerage_notes (user_id, account_id, broker, note_number, trade_date, segment)
      select distinct t.user_id, t.account_id, 'Bench', 'n-' || t.trade_date, t.trade_date, 'bmf'
      from trades t
      where t.user_id like '${prefix}-%' and split_part(t.user_id, '-', 2)::int % 2 = 0
        and extract(day from t.trade_date)::int % 2 = 1`),
  );
  await db.execute(
    sql.raw(`
    update trades t set costs_from_note = true
      from brokerage_notes n
      where n.user_id = t.user_id and n.account_id = t.account_id and n.trade_date = t.trade_date
        and t.currency = 'BRL' and n.user_id like '${prefix}-%'`),
  );
  return Array.from({ length: students }, (_, g) => `${prefix}-${g + 1}`);
}

async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string) {
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'mct-bench-school-')) : undefined;
  const url = baseUrl ? await scratchPostgres(baseUrl, 'school_summaries') : undefined;
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: dataDir as string });
  try {
    await database.migrate();
    const out: Record<string, unknown> = {};
    for (const school of SCHOOLS) {
      const ids = await seedSchool(database, `s${school.name}`, school.students, school.trades);
      await database.db.execute(sql`analyze`);
      const now = new Date('2026-06-01T12:00:00Z');
      out[school.name] = {
        students: school.students,
        tradesEach: school.trades,
        summaries: await time(() => summariesOf(database.db, ids, now)),
        engineFigures: await time(() => engineFigures(database, ids)),
        sqlAggregates: await time(() => sqlFigures(database, ids)),
        costDays: await time(() => costDaysOfUsers(database.db, ids)),
      };
    }
    return out;
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl) await dropScratch(baseUrl, 'school_summaries');
  }
}

/**
 * A school's student list summaries (GET /api/schools/:id/students' figures): the dashboard's engine over each
 * student's trades (with the days costed by notes, counted for all students in one statement: costDays alone),
 * against the SQL aggregates the summary used before, for 50 students × 2,000 trades and 200 × 500 (medians of 15
 * after 3 warm-ups), on PGlite and on PostgreSQL when one is given.
 */
export const schoolSummariesBench: Bench = {
  name: 'school-summaries',
  description:
    'Resumos dos alunos de uma escola (50 × 2.000 e 200 × 500 trades): motor do painel × agregados SQL',
  run: () => onBothDatabases(runOn),
};
