import { and, asc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { toSpreadsheetCsv } from '@/shared/trading/export';
import { exportReadme } from '@/shared/i18n/privacy';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { exportTradeColumns, toExportTrade } from '../trades/trades-query';
import { EXPORTED, tableName, USER_TABLES, type Person } from './user-data';
import { zipStream, type ZipEntry } from './zip-stream';

/** Rows per query: a page is held in memory, never the whole table. */
export const EXPORT_PAGE = 2_000;

/** A cast the keyset comparison can use (serial types are not types PostgreSQL casts to). */
const castType = (column: PgColumn): string =>
  ({ bigserial: 'bigint', serial: 'integer' })[column.getSQLType()] ?? column.getSQLType();

/**
 * The rows of `where`, page by page along `key` (unique, in that order). The cursor is read back as text and cast
 * to the column's type, so a timestamp's microseconds survive the round trip (a JS Date would drop them and repeat
 * a row). No transaction spans the pages: on PGlite one would hold the only connection for the whole download.
 */
export async function* keysetPages<Columns extends Record<string, PgColumn | SQL.Aliased>>(
  db: Db,
  table: PgTable,
  columns: Columns,
  where: SQL,
  key: PgColumn[],
  pageSize = EXPORT_PAGE,
): AsyncGenerator<Record<string, unknown>[]> {
  const cursor = sql<string[]>`json_build_array(${sql.join(
    key.map((k) => sql`${k}::text`),
    sql`, `,
  )})`;
  let after: string[] | undefined;
  for (;;) {
    const past = after
      ? sql`(${sql.join(key, sql`, `)}) > (${sql.join(
          key.map((k, i) => sql`cast(${after?.[i]} as ${sql.raw(castType(k))})`),
          sql`, `,
        )})`
      : undefined;
    const rows = (await db
      .select({ ...columns, __cursor: cursor })
      .from(table)
      .where(and(where, past))
      .orderBy(...key.map((k) => asc(k)))
      .limit(pageSize)) as Record<string, unknown>[];
    if (rows.length === 0) return;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    after = last.__cursor as string[];
    for (const r of rows) delete r.__cursor;
    yield rows;
    if (rows.length < pageSize) return;
  }
}

function withoutColumns(table: PgTable, omit: PgColumn[] = []): Record<string, PgColumn> {
  const omitted = new Set(omit.map((c) => c.name));
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([, c]) => !omitted.has(c.name)));
}

/** A JSON array written as it is read: one row per line. */
async function* jsonArray(pages: AsyncIterable<Record<string, unknown>[]>, count: (n: number) => void) {
  yield '[';
  let first = true;
  for await (const page of pages) {
    count(page.length);
    yield page.map((r) => (first ? ((first = false), '\n') : ',\n') + JSON.stringify(r)).join('');
  }
  yield first ? ']\n' : '\n]\n';
}

async function* tradesCsv(db: Db, person: Person, count: (n: number) => void) {
  let header = true;
  const pages = keysetPages(db, trades, exportTradeColumns, sql`${trades.userId} = ${person.id}`, [
    trades.openedAt,
    trades.id,
  ]);
  for await (const page of pages) {
    count(page.length);
    yield toSpreadsheetCsv(
      page.map((r) => toExportTrade(r as Parameters<typeof toExportTrade>[0])),
      { header },
    );
    header = false;
  }
  if (header) yield toSpreadsheetCsv([]);
}

/**
 * Everything the product holds about a person, as the files of a zip (docs/privacy.md): LEIA-ME.txt, one JSON per
 * table of USER_TABLES that is exported (dados/<table>.json), the trades as a spreadsheet CSV, and manifesto.json
 * last (how many rows each file has, and what was left out and why). Read lazily: a file's rows are queried when
 * the zip asks for them.
 */
export function exportEntries(db: Db, person: Person, generatedAt: Date): ZipEntry[] {
  const counts: Record<string, number> = {};
  const counter = (file: string) => (n: number) => {
    counts[file] = (counts[file] ?? 0) + n;
  };
  const tables: ZipEntry[] = EXPORTED.map((t) => ({
    name: t.file,
    content: () => {
      counts[t.file] = 0;
      return jsonArray(
        keysetPages(db, t.table, withoutColumns(t.table, t.export.omit), t.rows(person), t.export.key),
        counter(t.file),
      );
    },
  }));
  return [
    {
      name: 'LEIA-ME.txt',
      content: async function* () {
        yield exportReadme;
      },
    },
    ...tables,
    {
      name: 'trades.csv',
      content: () => {
        counts['trades.csv'] = 0;
        return tradesCsv(db, person, counter('trades.csv'));
      },
    },
    {
      name: 'manifesto.json',
      content: async function* () {
        yield JSON.stringify(
          {
            geradoEm: generatedAt.toISOString(),
            usuario: { id: person.id, email: person.email },
            arquivos: counts,
            foraDoArquivo: Object.fromEntries(
              USER_TABLES.flatMap((t) =>
                'excluded' in t.export ? [[tableName(t.table), t.export.excluded]] : [],
              ),
            ),
            colunasOmitidas: Object.fromEntries(
              EXPORTED.flatMap((t) =>
                t.export.omit?.length ? [[t.file, t.export.omit.map((c) => c.name)]] : [],
              ),
            ),
          },
          null,
          2,
        );
      },
    },
  ];
}

/** The export as a zip stream: bytes leave as the rows are read and compressed. */
export function exportZip(db: Db, person: Person, generatedAt: Date): ReadableStream<Uint8Array> {
  return zipStream(exportEntries(db, person, generatedAt));
}
