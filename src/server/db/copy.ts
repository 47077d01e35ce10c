import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './tx';

/** The connection under a transaction: node-postgres's client (COPY works there), or PGlite's. */
function clientOf(tx: Tx): unknown {
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
