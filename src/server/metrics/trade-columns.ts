import { inArray, type SQL, sql } from 'drizzle-orm';
import { EMOTIONS } from '@/shared/trading/emotions';
import { NO_EMOTION } from '@/shared/trading/metrics/columns';
import { copyBinaryOut } from '../db/copy';
import { trades } from '../db/schema';
import type { Exec } from '../db/tx';
import {
  columnsOfCopy,
  columnsOfCopyByUser,
  EXTRA_ORDER,
  type TradeExtra,
  type TradeRead,
} from './trade-copy';

export type { TradeExtra, TradeRead } from './trade-copy';

/** The app's own constants (never user text): written into the query as they are. */
const emotionList = sql.raw(`array[${EMOTIONS.map((e) => `'${e}'`).join(', ')}]::text[]`);

/**
 * The one trade row the engines read (field by field in trade-copy.ts): money, prices and points as the stored
 * numerics (trade-copy.ts computes cents, points and risk exactly), the side, currency, rule break, emotion and
 * hour as one small integer. No text is made per trade but the instrument.
 */
const tradeRow = sql`${trades.openedAt}, ${trades.id}, ${trades.tradeDate},
  (date_part('hour', ${trades.tradeTime})::int4
    + 32 * ((case ${trades.side} when 'compra' then 0 when 'venda' then 1 else 2 end)
    + 4 * ((case ${trades.currency} when 'BRL' then 0 when 'USD' then 1 else 2 end)
    + 4 * ((cardinality(${trades.ruleBreaks}) > 0)::int4
    + 2 * coalesce(array_position(${emotionList}, ${trades.emotion}) - 1, ${sql.raw(String(NO_EMOTION))}))))),
  ${trades.instrument}, ${trades.pnl}, ${trades.costs}, ${trades.entryPrice}, ${trades.exitPrice}, ${trades.mep},
  ${trades.men}, ${trades.stopPrice}, ${trades.pointValue}, ${trades.contracts}`;

const extraFields: Record<TradeExtra, SQL> = {
  tags: sql`case when cardinality(${trades.tags}) > 0 then ${trades.tags} end`,
  exit: sql`${trades.exitDate}, ${trades.exitTime}::text`,
  account: sql`${trades.accountId}::text`,
  playbook: sql`${trades.playbookId}::text`,
  criteria: sql`case when cardinality(${trades.criteriaMet}) > 0 then ${trades.criteriaMet}::text[] end`,
};

/**
 * The trades matching `where`, in (opened_at, id) order, as the engines' columns (ADR 042): one COPY in binary
 * format (trade-copy.ts reads it), the same on PostgreSQL and PGlite. `extras` adds index-aligned columns some
 * readers need besides the engine's (the report's tags; the tax's exit date and time and account).
 */
export async function readTradeColumns(
  db: Exec,
  where: SQL | undefined,
  options: { extras?: readonly TradeExtra[] } = {},
): Promise<TradeRead> {
  const extras = EXTRA_ORDER.filter((extra) => options.extras?.includes(extra));
  return columnsOfCopy(await copyBinaryOut(db, tradeQuery(where, extras)), extras);
}

/**
 * Each user's trades (of `userIds`) as `readTradeColumns` reads them for that user alone, in one query: users
 * without trades are left out of the map.
 */
export async function readTradeColumnsByUser(
  db: Exec,
  userIds: readonly string[],
  options: { extras?: readonly TradeExtra[] } = {},
): Promise<Map<string, TradeRead>> {
  if (!userIds.length) return new Map();
  const extras = EXTRA_ORDER.filter((extra) => options.extras?.includes(extra));
  const query = tradeQuery(inArray(trades.userId, [...userIds]), extras, true);
  return columnsOfCopyByUser(await copyBinaryOut(db, query), extras);
}

/** The reader's query (the benches time its parts); `byUser`: the user id last, rows grouped by user. */
export function tradeQuery(where: SQL | undefined, extras: readonly TradeExtra[] = [], byUser = false): SQL {
  const fields = [tradeRow, ...extras.map((extra) => extraFields[extra])];
  if (byUser) fields.push(sql`${trades.userId}`);
  // No ORDER BY but the users': the rows are put in (opened_at, id) order as they are read (trade-copy.ts).
  return sql`select ${sql.join(fields, sql`, `)} from ${trades}
    ${where ? sql`where ${where}` : sql``} ${byUser ? sql`order by ${trades.userId}` : sql``}`;
}
