import { sql } from 'drizzle-orm';
import pg from 'pg';
import { testDatabaseUrl, testWorkerId } from '../config';
import { openDatabase, type Database } from '../db/client';
import { ledgerFollowUps } from '../ledger/ledger-write';
import { composeLedger } from '../ledger-follow-ups';

declare global {
  var __mctradingTestDatabase: Promise<Database> | undefined;
}

/**
 * One migrated database per test worker, reused by every test file the worker runs (server tests run with
 * `isolate: false`): in-process PGlite by default, or a database of its own on the PostgreSQL server named by
 * `TEST_DATABASE_URL`. Starting a PGlite per test would cost seconds and hundreds of MB each time.
 */
export function getTestDatabase(): Promise<Database> {
  // Services called without an app (testkits, direct calls) still run every trade write's follow-ups.
  if (!ledgerFollowUps().length) composeLedger();
  globalThis.__mctradingTestDatabase ??= createTestDatabase();
  return globalThis.__mctradingTestDatabase;
}

async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  let database: Database;
  if (url) {
    const workerDbUrl = await createWorkerDatabase(url);
    database = await openDatabase({ databaseUrl: workerDbUrl });
  } else {
    database = await openDatabase({ memory: true });
  }
  await database.migrate();
  return database;
}

async function createWorkerDatabase(baseUrl: string, label = 'test'): Promise<string> {
  const worker = testWorkerId();
  const u = new URL(baseUrl);
  const base = u.pathname.replace(/^\//, '') || 'mctrading';
  // The process id keeps two test runs against one server (two terminals, two engineers) out of each other's way.
  const name = `${base}_${label}_p${process.pid}_w${worker}`;
  // Connect to the maintenance database, so the database named in the URL need not exist.
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await dropDatabasesOfEndedRuns(admin, base);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  u.pathname = `/${name}`;
  return u.toString();
}

/** Databases left by test runs whose process has ended on this machine (a run never drops another live run's). */
async function dropDatabasesOfEndedRuns(admin: pg.Client, base: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
  const prefix = `${base}_`;
  for (const { datname } of rows) {
    if (!datname.startsWith(prefix)) continue;
    const pid = /_p(\d+)_w[^_]*$/.exec(datname)?.[1];
    if (!pid || processIsAlive(Number(pid))) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Empties every application table (the migrations journal lives in its own schema and is kept). */
export async function resetTestDatabase(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.rows.map((r) => `"public"."${r.tablename}"`);
  if (tables.length)
    await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

/**
 * A fresh, empty database for tests of start-up itself (migrations from nothing): a new database on the
 * PostgreSQL test server, or undefined when tests run on PGlite (callers then use a fresh DATA_DIR).
 */
export async function createScratchDatabaseUrl(label: string): Promise<string | undefined> {
  const url = testDatabaseUrl();
  return url ? createWorkerDatabase(url, label) : undefined;
}
