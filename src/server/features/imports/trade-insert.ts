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

/**
 * A row's value as text, in the form both PostgreSQL's array input and COPY's text format read; null for NULL.
 * Dates, times, ISO instants, decimal text, integers and enums as written; tags as the text of a text[] literal.
 */
type Value = (row: TradeRow) => string | null;

// An element of a PostgreSQL array literal: text quoted with " and \ escaped.
export const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;
const str = (value: string | number | null): string | null => (value === null ? null : String(value));

/**
 * The trades columns an import fills from each row, in the order staged (the id comes first, `seq` last), with
 * the SQL type their values are sent as (tags: the text of a text[], cast on the way in).
 */
export const COLUMNS: readonly (readonly [string, string, Value])[] = [
  ['trade_date', 'date', (r) => r.tradeDate],
  ['trade_time', 'time', (r) => r.tradeTime],
  ['opened_at', 'timestamptz', (r) => r.openedAt.toISOString()],
  ['exit_date', 'date', (r) => r.exitDate],
  ['exit_time', 'time', (r) => r.exitTime],
  ['side', 'text', (r) => r.side],
  ['contracts', 'integer', (r) => str(r.contracts)],
  ['instrument', 'text', (r) => r.instrument],
  ['contract_month', 'text', (r) => r.contractMonth],
  ['contract_year', 'integer', (r) => str(r.contractYear)],
  ['entry_price', 'numeric', (r) => r.entryPrice],
  ['exit_price', 'numeric', (r) => r.exitPrice],
  ['mep', 'numeric', (r) => r.mep],
  ['men', 'numeric', (r) => r.men],
  ['stop_price', 'numeric', (r) => r.stopPrice],
  ['costs', 'numeric', (r) => r.costs],
  ['point_value', 'numeric', (r) => r.pointValue],
  ['currency', 'text', (r) => r.currency],
  ['pnl', 'numeric', (r) => r.pnl],
  ['emotion', 'text', (r) => r.emotion],
  ['notes', 'text', (r) => r.notes],
  ['tags', 'text', (r) => (r.tags.length ? `{${r.tags.map(quoted).join(',')}}` : '{}')],
  ['fingerprint', 'text', (r) => r.fingerprint],
];

/** The staged columns: the trades row's id, its values, and the row's place in the file (first one wins). */
export const STAGE_NAMES = ['id', ...COLUMNS.map(([name]) => name), 'seq'];

/**
 * The staging table: the rows of one import as they are read, before the day's rule breaks are known. Temporary
 * (this session only, no WAL), dropped at commit and gone with a rollback; its columns have the trades columns'
 * own types, so a value the trades table would refuse is refused here, while staging.
 */
export async function createStage(tx: Tx): Promise<void> {
  const columns = STAGE_NAMES.slice(0, -1).join(', ');
  await tx.execute(
    sql.raw(
      `create temp table import_stage on commit drop as select ${columns}, 0::bigint as seq from trades with no data`,
    ),
  );
}

/** The rule breaks to insert with each row, by id (a row missing from it has none). */
export type BreaksOf = ReadonlyMap<string, readonly string[]>;

const VALUES = COLUMNS.map(([name]) => `s.${name}`).join(', ');
const INTO = sql.raw(
  `with inserted as (insert into trades (user_id, account_id, import_id, id, ${COLUMNS.map(([n]) => n).join(', ')}, rule_breaks) select `,
);
// The conflict target is the partial unique index trades_fingerprint_uq: a row already stored is skipped, and
// only the rows really inserted are counted (one number comes back, not one row per trade). Rows go in file order,
// so of two rows with the same fingerprint the first is the one stored.
const FROM = sql.raw(
  `, s.id, ${VALUES}, coalesce(b.kinds::text[], '{}'::text[]) from import_stage s left join unnest(`,
);
const TAIL = sql.raw(
  ') as b(id, kinds) on b.id = s.id order by s.seq ' +
    'on conflict (user_id, account_id, fingerprint) where fingerprint is not null ' +
    'do nothing returning 1) select count(*)::int as n from inserted',
);

/**
 * The staged rows into trades, with their rule breaks, in one INSERT … SELECT; returns the rows inserted (the
 * others were already stored). The breaks go as two arrays (ids, and the text of each one's text[]), only for the
 * rows that have any.
 */
export async function insertStaged(
  tx: Tx,
  scope: BatchScope,
  breaksOf: BreaksOf = new Map(),
): Promise<number> {
  const ids: string[] = [];
  const kinds: string[] = [];
  for (const [id, list] of breaksOf) {
    if (!list.length) continue;
    ids.push(id);
    kinds.push(quoted(`{${list.join(',')}}`));
  }
  const result = await tx.execute(
    sql`${INTO}${scope.userId}::text, ${scope.accountId}::uuid, ${scope.importId}::uuid${FROM}${`{${ids.join(',')}}`}::uuid[], ${`{${kinds.join(',')}}`}::text[]${TAIL}`,
  );
  return Number((result.rows[0] as { n?: number | string } | undefined)?.n ?? 0);
}
