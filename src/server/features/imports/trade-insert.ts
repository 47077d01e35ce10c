import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TradeRow } from './import-rows';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What every row of one import shares: sent once per statement, not once per row. */
export interface BatchScope {
  userId: string;
  accountId: string;
  importId: string;
}

// An element of a PostgreSQL array literal: NULL unquoted, text quoted with " and \ escaped.
const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;
const text = (value: string | null): string => (value === null ? 'NULL' : quoted(value));
// Dates, times, ISO instants, decimal text, integers and enums go unquoted; anything else is quoted all the same,
// so no value can ever shift a column's elements (unnest would pair up the wrong rows without an error).
const SAFE = /^[\w.:+-]+$/;
const plain = (value: string | number | null): string => {
  if (value === null) return 'NULL';
  const written = String(value);
  return SAFE.test(written) && written.toUpperCase() !== 'NULL' ? written : quoted(written);
};

type Encode = (row: TradeRow) => string;

/** Columns sent as arrays (one array per column), their SQL array types, and how a row's value is written. */
const COLUMNS: readonly (readonly [string, string, Encode])[] = [
  // The same random (v4) uuid the column's default would give, made here: PGlite's gen_random_uuid() costs ~1 s
  // of CPU per 100,000 rows (measured), node:crypto a few milliseconds.
  ['id', 'uuid', () => randomUUID()],
  ['trade_date', 'date', (r) => plain(r.tradeDate)],
  ['trade_time', 'time', (r) => plain(r.tradeTime)],
  ['opened_at', 'timestamptz', (r) => plain(r.openedAt.toISOString())],
  ['side', 'text', (r) => plain(r.side)],
  ['contracts', 'integer', (r) => plain(r.contracts)],
  ['instrument', 'text', (r) => quoted(r.instrument)],
  ['contract_month', 'text', (r) => text(r.contractMonth)],
  ['contract_year', 'integer', (r) => plain(r.contractYear)],
  ['entry_price', 'numeric', (r) => plain(r.entryPrice)],
  ['exit_price', 'numeric', (r) => plain(r.exitPrice)],
  ['mep', 'numeric', (r) => plain(r.mep)],
  ['men', 'numeric', (r) => plain(r.men)],
  ['stop_price', 'numeric', (r) => plain(r.stopPrice)],
  ['costs', 'numeric', (r) => plain(r.costs)],
  ['point_value', 'numeric', (r) => plain(r.pointValue)],
  ['currency', 'text', (r) => plain(r.currency)],
  ['pnl', 'numeric', (r) => plain(r.pnl)],
  ['emotion', 'text', (r) => text(r.emotion)],
  ['notes', 'text', (r) => text(r.notes)],
  // text[] per row: sent as the text of each row's array literal, cast back to text[] in the SELECT.
  ['tags', 'text', (r) => quoted(r.tags.length ? `{${r.tags.map(quoted).join(',')}}` : '{}')],
  ['fingerprint', 'text', (r) => quoted(r.fingerprint)],
];

const names = COLUMNS.map(([name]) => name);
const INTO = sql.raw(
  `with inserted as (insert into trades (user_id, account_id, import_id, ${names.join(', ')}) select `,
);
const FROM = sql.raw(
  `, ${names.map((n) => (n === 'tags' ? 'u.tags::text[]' : `u.${n}`)).join(', ')} from unnest(`,
);
// The conflict target is the partial unique index trades_fingerprint_uq: a row already stored is skipped, and
// only the rows really inserted are counted (one number comes back, not one row per trade).
const TAIL = sql.raw(
  `) as u(${names.join(', ')}) on conflict (user_id, account_id, fingerprint) where fingerprint is not null ` +
    'do nothing returning 1) select count(*)::int as n from inserted',
);
const ENCODERS = COLUMNS.map(([, , encode]) => encode);
const CASTS = COLUMNS.map(([, type]) => sql.raw(`::${type}[]`));

/**
 * Rows of one INSERT, kept as array-literal elements per column: each row is written into the columns as it is
 * added, so a batch holds a few short strings per row until it is sent, and nothing of it after.
 */
export class TradeBatch {
  private columns: string[][] = COLUMNS.map(() => []);
  size = 0;

  add(row: TradeRow): void {
    this.columns.forEach((values, c) => values.push(ENCODERS[c]?.(row) ?? 'NULL'));
    this.size += 1;
  }

  /**
   * One `insert … select … from unnest($4::date[], $5::time[], …)`: 24 parameters whatever the batch size (no
   * 65,535-parameter cap, no per-row binding), read by PostgreSQL's array input in one pass, the same on PGlite
   * and node-postgres. Returns the rows inserted (the others were duplicates) and empties the batch.
   */
  async insert(tx: Tx, scope: BatchScope): Promise<number> {
    if (this.size === 0) return 0;
    const arrays = this.columns.map((values, c) => sql`${`{${values.join(',')}}`}${CASTS[c]}`);
    this.columns = COLUMNS.map(() => []);
    this.size = 0;
    const result = await tx.execute(
      sql`${INTO}${scope.userId}::text, ${scope.accountId}::uuid, ${scope.importId}::uuid${FROM}${sql.join(arrays, sql`, `)}${TAIL}`,
    );
    return Number((result.rows[0] as { n?: number | string } | undefined)?.n ?? 0);
  }
}
