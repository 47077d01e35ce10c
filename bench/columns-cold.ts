import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { copyBinaryOut } from '../src/server/db/copy';
import { tradeColumnSegments, tradingAccounts, trades, user } from '../src/server/db/schema';
import { readTradeColumns } from '../src/server/metrics/trade-columns';
import { readUserColumns } from '../src/server/metrics/user-columns';
import { benchPostgresUrl, dropScratch, round, scratchPostgres } from './support/scratch-postgres';
import { median } from './support/stats';
import type { Bench } from './types';

const TRADES = Number(process.env.BENCH_COLUMNS_TRADES) || 1_000_000;
/** Four years of a very active trader: ~21k trades a month. */
const MONTHS = 48;
const RUNS = 5;
const TARGET_MS = 200;
const USER = 'bench-columns-cold';

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}

/** One trader with TRADES trades spread over MONTHS months, written by the database itself. */
async function seed(database: Database): Promise<string> {
  const { db } = database;
  await db.insert(user).values({ id: USER, name: 'Bench', email: `${USER}@example.test` });
  const [account] = await db
    .insert(tradingAccounts)
    .values({ userId: USER, name: 'Principal', currency: 'BRL' })
    .returning({ id: tradingAccounts.id });
  const accountId = account?.id as string;
  const perDay = Math.ceil(TRADES / (MONTHS * 21));
  const BATCH = 100_000;
  for (let from = 0; from < TRADES; from += BATCH) {
    const to = Math.min(TRADES, from + BATCH) - 1;
    await db.execute(sql`insert into trades (user_id, account_id, trade_date, trade_time, opened_at, side, contracts,
        instrument, entry_price, exit_price, mep, men, stop_price, point_value, currency, pnl, costs, emotion,
        rule_breaks)
      select ${USER}, ${accountId}::uuid, d::date, t::time, (d::date + t) at time zone 'America/Sao_Paulo',
        case when g % 3 = 0 then 'venda' else 'compra' end, 1 + g % 4,
        case when g % 5 = 0 then 'WDO' else 'WIN' end, 125000, 125000 + (g % 41 - 20) * 5,
        case when g % 2 = 0 then 100 end, case when g % 2 = 0 then 40 end,
        case when g % 7 = 0 then null else 124800 end, 0.2, 'BRL', ((g % 41 - 20) * 5 * 0.2 * (1 + g % 4))::numeric,
        (0.5 * (1 + g % 4))::numeric, case when g % 6 = 0 then 'confiante' end,
        case when g % 7 = 0 then array['no-stop'] else '{}'::text[] end
      from (select g, date '2021-01-04' + ((g / ${perDay}) / 5 * 7 + (g / ${perDay}) % 5) as d,
              interval '9 hours' + (g % ${perDay}) * (interval '8 hours' / ${perDay}) as t
            from generate_series(${from}::int, ${to}::int) g) s`);
  }
  await db.execute(sql`analyze trades`);
  return accountId;
}

async function measure(database: Database) {
  const { db } = database;
  const plain = () => readTradeColumns(db, eq(trades.userId, USER), { extras: ['account', 'playbook'] });
  await seed(database);
  const before: number[] = [];
  let reference;
  for (let k = 0; k < 3; k++) {
    const [read, ms] = await timed(plain);
    reference = read;
    before.push(ms);
  }
  // The first read after the trades came: every month is read from `trades` and its segment written back.
  const [first, firstMs] = await timed(() => readUserColumns(db, USER));
  const [kept, keepMs] = await timed(() => first.saved);
  const [stored] = await db
    .select({ bytes: sql<string>`sum(octet_length(${tradeColumnSegments.data}))::text` })
    .from(tradeColumnSegments)
    .where(eq(tradeColumnSegments.userId, USER));
  // A cold process reading a warm database: nothing of the trader is in this process's memory.
  const cold: number[] = [];
  let same = true;
  for (let k = 0; k < RUNS; k++) {
    const [read, ms] = await timed(() => readUserColumns(db, USER));
    cold.push(ms);
    if (read.rebuilt) same = false;
    if (k === 0) same &&= isDeepStrictEqual(read.read, reference);
  }
  // Of which the bytes alone (the database's part): the segments' COPY, nothing decoded.
  const bytesOnly: number[] = [];
  for (let k = 0; k < RUNS; k++)
    bytesOnly.push(
      (
        await timed(() =>
          copyBinaryOut(
            db,
            sql`select ${tradeColumnSegments.data} from ${tradeColumnSegments} where ${tradeColumnSegments.userId} = ${USER}`,
          ),
        )
      )[1],
    );
  // After one trade is written: its month is read from `trades`, the others from their segments.
  const afterWrite: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    await db.execute(sql`update trades set pnl = pnl + 1 where id = (select id from trades
      where user_id = ${USER} and trade_date = date '2023-05-08' + ${k}::int limit 1)`);
    const [read, ms] = await timed(() => readUserColumns(db, USER));
    await read.saved;
    afterWrite.push(ms);
    if (read.rebuilt !== 1) same = false;
  }
  const medianCold = median(cold);
  return {
    trades: reference?.columns.length,
    months: first.rebuilt,
    segmentsMb: round(Number(stored?.bytes ?? 0) / 1024 / 1024),
    plainReadMedianMs: round(median(before)),
    firstReadMs: round(firstMs),
    writeBackMs: round(keepMs),
    segmentsKept: kept,
    coldReadMs: cold.map(round),
    coldReadMedianMs: round(medianCold),
    ofWhichSegmentBytesMedianMs: round(median(bytesOnly)),
    readAfterOneWriteMedianMs: round(median(afterWrite)),
    targetMs: TARGET_MS,
    met: medianCold <= TARGET_MS,
    sameAsPlainRead: same,
  };
}

export async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mct-columns-cold-'));
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await measure(database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function onPostgres(baseUrl: string) {
  const databaseUrl = await scratchPostgres(baseUrl, 'columns_cold');
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    return await measure(database);
  } finally {
    await database.close();
    await dropScratch(baseUrl, 'columns_cold');
  }
}

/**
 * The cold read of a large journal (ADR 051): database → the engine's columns for one trader's 1M trades, read
 * from the stored month segments by a process that holds nothing of them, against the plain read of every trade
 * (what the cold path did before); then the read right after one trade changed (one month re-read).
 */
export const columnsColdBench: Bench = {
  name: 'columns-cold',
  description: `leitura fria das colunas de ${TRADES.toLocaleString('pt-BR')} trades: segmentos por mês × leitura de todas as linhas`,
  async run() {
    const url = benchPostgresUrl();
    const results: Record<string, unknown> = { pglite: await onPglite() };
    if (url) results.postgres = await onPostgres(url);
    return results;
  },
};
