import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TradeRow } from './import-rows';
import { COLUMNS, quoted, STAGE_NAMES, type Tx } from './trade-insert';

/** Rows of the file on their way into the staging table, one batch at a time. */
export interface StageBatch {
  readonly size: number;
  /**
   * `id`: a random (v4) uuid (node:crypto's randomUUID: PGlite's gen_random_uuid() costs ~1 s per 100,000 rows).
   * `later`: an earlier row of the file has this row's fingerprint (it is checked, never inserted).
   */
  add(row: TradeRow, id: string, later: boolean): void;
  /** Sends the batch into import_stage and empties it (its strings can be collected once sent). */
  send(): Promise<void>;
}

/** The connection under a transaction: node-postgres's client (COPY works there), or PGlite's. */
function clientOf(tx: Tx): unknown {
  return (tx as unknown as { session?: { client?: unknown } }).session?.client;
}

/** The transaction runs on PostgreSQL (node-postgres), not PGlite. */
export const onPostgres = (tx: Tx): boolean => clientOf(tx) instanceof pg.Client;

/** A batch factory for this transaction's driver: COPY on PostgreSQL, array parameters on PGlite. */
export function stageBatches(tx: Tx): () => StageBatch {
  const client = clientOf(tx);
  let seq = 0;
  const next = (count: number) => {
    const first = seq;
    seq += count;
    return first;
  };
  if (client instanceof pg.Client) return () => new CopyBatch(client, next);
  return () => new ArrayBatch(tx, next);
}

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
const COPY_SQL = `copy import_stage (${STAGE_NAMES.join(', ')}) from stdin`;

/**
 * PostgreSQL: each row is one line of COPY text, built as it is added; the batch goes over the connection in one
 * COPY (no parameters, no SQL to parse per batch), and the server stores it while the next batch is built.
 */
class CopyBatch implements StageBatch {
  private lines: string[] = [];
  /** One row's cells, reused from row to row (only its joined line is kept). */
  private readonly cells: string[] = new Array<string>(VALUES.length + 3).fill('');

  constructor(
    private readonly client: pg.Client,
    private readonly nextSeq: (count: number) => number,
  ) {}

  get size() {
    return this.lines.length;
  }

  add(row: TradeRow, id: string, later: boolean): void {
    // Joined, not concatenated: `+=` builds a rope of ~25 nodes per row that lives until the batch is sent.
    const cells = this.cells;
    cells[0] = id;
    for (let c = 0; c < VALUES.length; c += 1)
      cells[c + 1] = copyText((VALUES[c] as (r: TradeRow) => string | null)(row));
    cells[VALUES.length + 1] = later ? 't' : 'f';
    cells[VALUES.length + 2] = '';
    this.lines.push(cells.join('\t'));
  }

  async send(): Promise<void> {
    if (!this.lines.length) return;
    const first = this.nextSeq(this.lines.length);
    const text = this.lines.map((line, k) => line + String(first + k)).join('\n') + '\n';
    this.lines = [];
    const stream = this.client.query(copyFrom(COPY_SQL));
    await new Promise<void>((resolve, reject) => {
      stream.once('finish', resolve);
      stream.once('error', reject);
      stream.end(text);
    });
  }
}

// An element of an array literal: NULL unquoted; dates, times, ISO instants, decimal text, integers and enums as
// written; anything else quoted, so no value can ever shift a column's elements.
/** /^[\w.:+-]+$/ by char code: one or more of [A-Za-z0-9_.:+-]. */
function isSafe(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    const word = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
    if (!word && c !== 46 && c !== 58 && c !== 43 && c !== 45) return false;
  }
  return true;
}
const element = (value: string | null): string =>
  value === null
    ? 'NULL'
    : isSafe(value) && (value.length !== 4 || value.toUpperCase() !== 'NULL')
      ? value
      : quoted(value);

const ARRAY_INSERT = sql.raw(
  `insert into import_stage (${STAGE_NAMES.join(', ')}) select u.id, ${COLUMNS.map(([n]) => (n === 'tags' ? 'u.tags::text[]' : `u.${n}`)).join(', ')}, u.later, u.ord + `,
);
const ARRAY_FROM = sql.raw(' from unnest(');
const ARRAY_TAIL = sql.raw(`) with ordinality as u(id, ${COLUMNS.map(([n]) => n).join(', ')}, later, ord)`);
const CASTS = COLUMNS.map(([, type]) => sql.raw(`::${type}[]`));

/**
 * PGlite (and any other driver): one `insert … select … from unnest($1::uuid[], $2::date[], …)`, one array
 * parameter per column whatever the batch size (no 65,535-parameter cap, no per-row binding). Each row is
 * written into the columns' element lists as it is added.
 */
class ArrayBatch implements StageBatch {
  private ids: string[] = [];
  private columns: string[][] = COLUMNS.map(() => []);
  private laters: string[] = [];

  constructor(
    private readonly tx: Tx,
    private readonly nextSeq: (count: number) => number,
  ) {}

  get size() {
    return this.ids.length;
  }

  add(row: TradeRow, id: string, later: boolean): void {
    this.ids.push(id);
    this.laters.push(later ? 't' : 'f');
    for (let c = 0; c < VALUES.length; c += 1)
      (this.columns[c] as string[]).push(element((VALUES[c] as (r: TradeRow) => string | null)(row)));
  }

  async send(): Promise<void> {
    if (!this.ids.length) return;
    const first = this.nextSeq(this.ids.length) - 1;
    const arrays = [
      sql`${`{${this.ids.join(',')}}`}::uuid[]`,
      ...this.columns.map((values, c) => sql`${`{${values.join(',')}}`}${CASTS[c]}`),
      sql`${`{${this.laters.join(',')}}`}::boolean[]`,
    ];
    this.ids = [];
    this.columns = COLUMNS.map(() => []);
    this.laters = [];
    await this.tx.execute(
      sql`${ARRAY_INSERT}${sql.raw(String(Math.max(first, -1)))}${ARRAY_FROM}${sql.join(arrays, sql`, `)}${ARRAY_TAIL}`,
    );
  }
}
