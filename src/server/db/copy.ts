import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Exec, Tx } from './tx';

/**
 * The connection under a transaction or a database: node-postgres's client (COPY works there) or pool, or PGlite's
 * instance or transaction.
 */
function clientOf(tx: Exec): unknown {
  return (tx as unknown as { session?: { client?: unknown } }).session?.client;
}

/** The transaction runs on PostgreSQL (node-postgres), not PGlite. */
export const onPostgres = (tx: Tx): boolean => clientOf(tx) instanceof pg.Client;

/** PGlite's client under a transaction: its `query` takes a Blob that `COPY … FROM '/dev/blob'` reads. */
interface PgliteClient {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}
function pgliteClient(client: unknown): PgliteClient {
  if (typeof (client as { query?: unknown } | undefined)?.query !== 'function')
    throw new Error('COPY: no database client under this transaction');
  return client as PgliteClient;
}

/** Sends one batch of COPY text into the table. */
export type CopySink = (text: string) => Promise<void>;

/**
 * Where a transaction sends COPY text into `table (columns)`: over the connection on PostgreSQL, as a Blob that
 * PGlite reads as a file.
 */
export function copySink(tx: Tx, table: string, columns: readonly string[]): CopySink {
  const client = clientOf(tx);
  const into = `copy ${table} (${columns.join(', ')}) from`;
  return client instanceof pg.Client
    ? copyOverConnection(client, `${into} stdin`)
    : copyFromBlob(pgliteClient(client), `${into} '/dev/blob'`);
}

/** PostgreSQL: the text goes over the connection as COPY data. */
const copyOverConnection =
  (client: pg.Client, copySql: string): CopySink =>
  (text) => {
    const stream = client.query(copyFrom(copySql));
    return new Promise<void>((resolve, reject) => {
      stream.once('finish', resolve);
      stream.once('error', reject);
      stream.end(text);
    });
  };

/**
 * PGlite: the same text as a Blob that the database reads as a file (PGlite's /dev/blob device), in small pieces.
 * It replaced one array parameter per column (ADR 039): PGlite parsed megabytes of array
 * literals inside its WebAssembly memory, which grew by ~25 MB per import and never shrinks, and the file's
 * staging took ~0.5 s longer per 100,000 rows.
 */
const copyFromBlob =
  (client: PgliteClient, copySql: string): CopySink =>
  async (text) => {
    await client.query(copySql, [], { blob: new Blob([text]) });
  };

// COPY's text format: tab between columns, a line per row, \N for NULL, backslash escapes.
const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** Whether a value holds a backslash, tab, LF or CR (most hold none: dates, numbers, enums, a fingerprint). */
function hasCopySpecial(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c === 92 || c === 9 || c === 10 || c === 13) return true;
  }
  return false;
}
/** One cell in COPY's text format. */
export const copyText = (value: string | null): string =>
  value === null
    ? '\\N'
    : hasCopySpecial(value)
      ? value.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] ?? c)
      : value;

/** A string as a PostgreSQL literal that reads the same whatever `standard_conforming_strings` says. */
export function sqlLiteral(value: string): string {
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return value.includes('\\') ? `E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

/**
 * The text of `COPY (query) TO target (FORMAT binary)`. COPY takes no bind parameters, so the query's parameters
 * are written into its text as literals (strings by `sqlLiteral`; numbers and booleans as they print).
 */
function copyOutText(db: Exec, query: SQL, target: string): string {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const rendered = query.toQuery({
    casing: (dialect as unknown as { casing: Parameters<SQL['toQuery']>[0]['casing'] }).casing,
    escapeName: (name) => dialect.escapeName(name),
    escapeParam: (num) => dialect.escapeParam(num),
    escapeString: sqlLiteral,
    inlineParams: true,
  });
  if (rendered.params.length) throw new Error('COPY: a parameter was not written into the text');
  return `copy (${rendered.sql}) to ${target} (format binary)`;
}

/**
 * The rows of `query` in COPY's binary format, as one byte array: streamed over the connection on PostgreSQL (no
 * row object per row, as a result set would make), and as the file PGlite writes to its /dev/blob device.
 */
export async function copyBinaryOut(db: Exec, query: SQL): Promise<Uint8Array> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    const pooled = await client.connect();
    let bytes: Uint8Array;
    try {
      bytes = await copyOutOverConnection(pooled, copyOutText(db, query, 'stdout'));
    } catch (error) {
      // A COPY cut short can leave the connection mid-protocol: the pool drops it instead of reusing it.
      pooled.release(error instanceof Error ? error : true);
      throw error;
    }
    pooled.release();
    return bytes;
  }
  if (client instanceof pg.Client) return copyOutOverConnection(client, copyOutText(db, query, 'stdout'));
  const result = (await pgliteClient(client).query(copyOutText(db, query, "'/dev/blob'"))) as { blob?: Blob };
  if (!result.blob) throw new Error('COPY: PGlite wrote no file');
  return new Uint8Array(await result.blob.arrayBuffer());
}

function copyOutOverConnection(client: pg.Client | pg.PoolClient, text: string): Promise<Uint8Array> {
  const stream = client.query(copyTo(text));
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise<Uint8Array>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.once('end', () =>
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)),
    );
    stream.once('error', reject);
  });
}
