import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TradeInsert } from './import-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Trades columns an import writes, with their SQL types (the rest keep their defaults). */
const COLUMNS = [
  ['user_id', 'text', 'userId'],
  ['account_id', 'uuid', 'accountId'],
  ['import_id', 'uuid', 'importId'],
  ['trade_date', 'date', 'tradeDate'],
  ['trade_time', 'time', 'tradeTime'],
  ['opened_at', 'timestamptz', 'openedAt'],
  ['side', 'text', 'side'],
  ['contracts', 'integer', 'contracts'],
  ['instrument', 'text', 'instrument'],
  ['contract_month', 'text', 'contractMonth'],
  ['contract_year', 'integer', 'contractYear'],
  ['entry_price', 'numeric', 'entryPrice'],
  ['exit_price', 'numeric', 'exitPrice'],
  ['mep', 'numeric', 'mep'],
  ['men', 'numeric', 'men'],
  ['stop_price', 'numeric', 'stopPrice'],
  ['costs', 'numeric', 'costs'],
  ['point_value', 'numeric', 'pointValue'],
  ['currency', 'text', 'currency'],
  ['pnl', 'numeric', 'pnl'],
  ['emotion', 'text', 'emotion'],
  ['notes', 'text', 'notes'],
  ['tags', 'text[]', 'tags'],
  ['fingerprint', 'text', 'fingerprint'],
] as const satisfies readonly (readonly [string, string, keyof TradeInsert | 'importId'])[];

const names = COLUMNS.map(([name]) => name).join(', ');
const recordType = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
const STATEMENT_HEAD = sql.raw(`insert into trades (${names}) select ${names} from jsonb_to_recordset(`);
// The conflict target is the partial unique index trades_fingerprint_uq: a row already stored is skipped.
const STATEMENT_TAIL = sql.raw(
  `::jsonb) as r(${recordType}) on conflict (user_id, account_id, fingerprint) where fingerprint is not null ` +
    'do nothing returning 1 as inserted',
);

/**
 * One multi-row INSERT for a batch, with the whole batch as a single JSON parameter. Drizzle's builder sends ~24
 * parameters per row and costs most of the import's time on 100,000 rows; one JSON document is parsed by the
 * database in one pass on both PGlite and PostgreSQL, and has no 65,535-parameter cap. Returns rows inserted.
 */
export async function insertTradeBatch(tx: Tx, importId: string, batch: TradeInsert[]): Promise<number> {
  const json = JSON.stringify(
    batch.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [name, , key] of COLUMNS) record[name] = key === 'importId' ? importId : row[key];
      return record;
    }),
  );
  const result = await tx.execute(sql`${STATEMENT_HEAD}${json}${STATEMENT_TAIL}`);
  return result.rows.length;
}
