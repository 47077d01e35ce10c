import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TradeRow } from './import-rows';
import { COLUMNS, STAGE_NAMES, type Tx } from './trade-insert';

/** Rows of the file on their way into the staging table, one batch at a time. */
export interface StageBatch {
  readonly size: number;
  /**
   * `id`: a random (v4) uuid (node:crypto's randomUUID: PGlite's gen_random_uuid() costs ~1 s per 100,000 rows).
   */
  add(row: TradeRow, id: string): void;
  /** Sends the batch into import_stage and empties it (its strings can be collected once sent). */
  send(): Promise<void>;
}

/** The connection under a transaction: node-postgres's client (COPY works there), or PGlite's. */
function clientOf(tx: Tx): unknown {
  return (tx as unknown as { session?: { client?: unknown } }).session?.client;
}

/** The transaction runs on PostgreSQL (node-postgres), not PGlite. */
export const onPostgres = (tx: Tx): boolean => clientOf(tx) instanceof pg.Client;

/**
 * A batch factory for this transaction's driver. Both stage the rows as COPY text: over the connection on
 * PostgreSQL, as a Blob that PGlite reads as a file.
 */
export function stageBatches(tx: Tx): () => StageBatch {
  const client = clientOf(tx);
  let seq = 0;
  const next = (count: number) => {
    const first = seq;
    seq += count;
    return first;
  };
  const sink = client instanceof pg.Client ? copyOverConnection(client) : copyFromBlob(pgliteClient(client));
  return () => new CopyBatch(sink, next);
}

/** PGlite's client under a transaction: its `query` takes a Blob that `COPY … FROM '/dev/blob'` reads. */
interface PgliteClient {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}
function pgliteClient(client: unknown): PgliteClient {
  if (typeof (client as { query?: unknown } | undefined)?.query !== 'function')
    throw new Error('import staging: no database client under this transaction');
  return client as PgliteClient;
}

const COPY_INTO = `copy import_stage (${STAGE_NAMES.join(', ')}) from`;
const COPY_SQL = `${COPY_INTO} stdin`;

/** Sends one batch's COPY text into import_stage. */
type CopySink = (text: string) => Promise<void>;

/** PostgreSQL: the text goes over the connection as COPY data. */
const copyOverConnection =
  (client: pg.Client): CopySink =>
  (text) => {
    const stream = client.query(copyFrom(COPY_SQL));
    return new Promise<void>((resolve, reject) => {
      stream.once('finish', resolve);
      stream.once('error', reject);
      stream.end(text);
    });
  };

/**
 * PGlite: the same text as a Blob that the database reads as a file (PGlite's /dev/blob device), in small pieces.
 * It replaced one array parameter per column (ADR 023, fourth addendum): PGlite parsed megabytes of array
 * literals inside its WebAssembly memory, which grew by ~25 MB per import and never shrinks, and the file's
 * staging took ~0.5 s longer per 100,000 rows.
 */
const COPY_BLOB_SQL = `${COPY_INTO} '/dev/blob'`;
const copyFromBlob =
  (client: PgliteClient): CopySink =>
  async (text) => {
    await client.query(COPY_BLOB_SQL, [], { blob: new Blob([text]) });
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
const copyText = (value: string | null): string =>
  value === null
    ? '\\N'
    : hasCopySpecial(value)
      ? value.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] ?? c)
      : value;

/** Each column's value reader, in order (an indexed loop, no tuple destructured per row and column). */
const VALUES: readonly ((row: TradeRow) => string | null)[] = COLUMNS.map((c) => c[2]);

/**
 * Each row is one line of COPY text, built as it is added; the batch goes to the database in one COPY (no
 * parameters, no SQL to parse per batch), and PostgreSQL stores it while the next batch is built.
 */
class CopyBatch implements StageBatch {
  private lines: string[] = [];
  /** One row's cells, reused from row to row (only its joined line is kept). */
  private readonly cells: string[] = new Array<string>(VALUES.length + 2).fill('');

  constructor(
    private readonly sink: CopySink,
    private readonly nextSeq: (count: number) => number,
  ) {}

  get size() {
    return this.lines.length;
  }

  add(row: TradeRow, id: string): void {
    // Joined, not concatenated: `+=` builds a rope of ~25 nodes per row that lives until the batch is sent.
    const cells = this.cells;
    cells[0] = id;
    for (let c = 0; c < VALUES.length; c += 1)
      cells[c + 1] = copyText((VALUES[c] as (r: TradeRow) => string | null)(row));
    cells[VALUES.length + 1] = '';
    this.lines.push(cells.join('\t'));
  }

  async send(): Promise<void> {
    if (!this.lines.length) return;
    const first = this.nextSeq(this.lines.length);
    const text = this.lines.map((line, k) => line + String(first + k)).join('\n') + '\n';
    this.lines = [];
    await this.sink(text);
  }
}
