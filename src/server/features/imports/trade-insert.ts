import { sql } from 'drizzle-orm';
import { textArray } from '../../db/sql-arrays';
import type { Tx } from '../../db/tx';
import type { LedgerTx } from '../../ledger/ledger-write';
import type { TradeRow } from './import-rows';

/** What every row of one import shares: sent once per statement, not once per row. */
export interface BatchScope {
  userId: string;
  accountId: string;
  importId: string;
  /**
   * The file's format has no stop column: a row's missing stop is unknown (trades.stop_unknown), unless the row
   * itself says (TradeRow.stopUnknown).
   */
  stopUnknown: boolean;
  /** The playbook every row is recorded with (criteria unticked); absent: none. */
  playbookId?: string | null;
}

/**
 * A row's value as text, in the form both PostgreSQL's array input and COPY's text format read; null for NULL.
 * Dates, times, ISO instants, decimal text, integers and enums as written; tags as the text of a text[] literal.
 */
type Value = (row: TradeRow) => string | null;

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
  // Decided per row before staging (the row's own value, else the import's rule): never NULL here.
  ['stop_unknown', 'boolean', (r) => (r.stopUnknown ? 't' : 'f')],
  ['costs', 'numeric', (r) => r.costs],
  ['point_value', 'numeric', (r) => r.pointValue],
  ['currency', 'text', (r) => r.currency],
  ['pnl', 'numeric', (r) => r.pnl],
  ['emotion', 'text', (r) => r.emotion],
  ['notes', 'text', (r) => r.notes],
  ['tags', 'text', (r) => textArray(r.tags)],
  ['fingerprint', 'text', (r) => r.fingerprint],
];

/**
 * The staged columns: the trades row's id, its values and its place in the file. Every row of the file is staged,
 * so the database checks its values; which of them are inserted is the INSERT's list (insertStaged).
 */
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

/**
 * The staged rows to insert: each one's place in the file (its `seq`) and its rule breaks (often none). A staged
 * row not listed is not inserted: a later row of the file with an earlier one's fingerprint, or a row whose
 * fingerprint the account already holds.
 */
export type StagedRows = Iterable<readonly [seq: number, kinds: readonly string[]]>;

const VALUES = COLUMNS.map(([name]) => `s.${name}`).join(', ');
const INTO = sql.raw(
  `with inserted as (insert into trades (user_id, account_id, import_id, playbook_id, id, ${COLUMNS.map(([n]) => n).join(', ')}, rule_breaks) select `,
);
// Each row is looked up by its place in the file: `slots` holds, for every seq, the index of its breaks in `sets`
// (0: none; -1: not inserted), so no join and no sort is needed. `slots` is an int4[] without NULLs, whose
// elements PostgreSQL reaches by offset; `sets` holds the few distinct lists, each the text of a text[]. Both are
// sent once and read from a one-row subquery.
const FROM = sql.raw(
  `, s.id, ${VALUES}, coalesce(p.sets[p.slots[s.seq + 1]]::text[], '{}'::text[]) from import_stage s, (select `,
);
const SLOTS = sql.raw('::text[] as sets, ');
// A plain INSERT, not ON CONFLICT DO NOTHING: the rows were chosen under the user's trade lock (lockUserTrades),
// which every trade write takes, so no other transaction can store one of these fingerprints before this one
// commits. ON CONFLICT's speculative insertion cost ~1 s per 100,000 rows on PGlite; the unique index
// trades_fingerprint_uq still refuses a duplicate, and the import would roll back whole.
const TAIL = sql.raw(
  '::int4[] as slots) p where p.slots[s.seq + 1] >= 0 returning 1) select count(*)::int as n from inserted',
);

/**
 * The staged rows listed in `rows` into trades, with their rule breaks, in one INSERT … SELECT; returns the rows
 * inserted. `staged`: how many rows were staged (seq 0 to staged - 1).
 */
export async function insertStaged(
  tx: LedgerTx,
  scope: BatchScope,
  staged: number,
  rows: StagedRows,
): Promise<number> {
  const slots = new Int32Array(staged).fill(-1);
  const sets = new Map<string, number>();
  for (const [seq, kinds] of rows) {
    if (!kinds.length) {
      slots[seq] = 0;
      continue;
    }
    const text = `{${kinds.join(',')}}`;
    let slot = sets.get(text);
    if (slot === undefined) sets.set(text, (slot = sets.size + 1));
    slots[seq] = slot;
  }
  const setsText = textArray([...sets.keys()]);
  const result = await tx.execute(
    sql`${INTO}${scope.userId}::text, ${scope.accountId}::uuid, ${scope.importId}::uuid, ${scope.playbookId ?? null}::uuid${FROM}${setsText}${SLOTS}${`{${slots.join(',')}}`}${TAIL}`,
  );
  return Number((result.rows[0] as { n?: number | string } | undefined)?.n ?? 0);
}
