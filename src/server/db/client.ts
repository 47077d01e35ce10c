import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type * as schema from './schema';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/**
 * The two drivers share one query-builder type (both are `PgDatabase`); services take this type and never know
 * which database is behind it.
 */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload (after the notifying transaction commits, from any
   * process on the same database). Resolves once listening, with the function that stops. On PostgreSQL the
   * notifications come over one dedicated connection (not a pool client), reconnected with backoff when it drops;
   * `onState(false)` tells it dropped (notifications may be lost until…) `onState(true)`, listening again.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState?: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
}

/** PostgreSQL: `poolMax` connections (default 10; the server passes DATABASE_POOL_MAX). */
export type DatabaseOptions =
  { databaseUrl: string; poolMax?: number } | { dataDir: string } | { memory: true };

/**
 * Each driver is loaded in its own mode only: a PostgreSQL server never loads PGlite's WebAssembly glue, and an
 * embedded one never loads node-postgres (ADR 037).
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in opts) return (await import('./postgres')).openPostgres(opts.databaseUrl, opts.poolMax);
  return (await import('./pglite')).openPglite('dataDir' in opts ? opts.dataDir : undefined);
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
