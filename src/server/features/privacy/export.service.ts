import { and, asc, eq, getTableColumns, gt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { toSpreadsheetCsv, type ExportTrade } from '@/shared/trading/export';
import { exportReadme } from '@/shared/i18n/privacy';
import type { Db } from '../../db/client';
import { brokerageNotes, playbooks, tradeAttachments, trades } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import { EXPORTED, tableName, USER_TABLES, type Person } from './user-data';
import { zipStream, type ZipEntry } from './zip-stream';

/** About this many rows per query: a page is held in memory, never the whole table. */
export const EXPORT_PAGE = 5_000;

/** A cast back from text (serial types are not types PostgreSQL casts to). */
const castType = (column: PgColumn): string =>
  ({ bigserial: 'bigint', serial: 'integer' })[column.getSQLType()] ?? column.getSQLType();
const typed = (value: string, column: PgColumn) => sql`cast(${value} as ${sql.raw(castType(column))})`;

/**
 * Ranges of the first key column that hold about `pageSize` of the rows each (bounds read as text and cast back,
 * so a timestamp keeps its microseconds). A range query touches only its rows whatever plan the database picks:
 * a LIMIT page after a cursor would be planned as "every remaining row, then sort" when the table's statistics are
 * stale (PGlite never analyses on its own), turning 100k rows into 20 scans of the rest.
 */
async function ranges(db: Db, table: PgTable, where: SQL, first: PgColumn, pageSize: number) {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  const n = counted?.n ?? 0;
  if (n === 0) return [];
  if (n <= pageSize) return [undefined];
  const parts = Math.ceil(n / pageSize);
  const fractions = Array.from({ length: parts - 1 }, (_, i) => ((i + 1) / parts).toFixed(6));
  const [found] = await db
    .select({
      bounds: sql<
        string[]
      >`(percentile_disc(${sql.raw(`array[${fractions.join(',')}]::float8[]`)}) within group (order by ${first}))::text[]`,
    })
    .from(table)
    .where(where);
  const bounds = [...new Set(found?.bounds ?? [])];
  return [undefined, ...bounds].map((from, i) =>
    and(
      from === undefined ? undefined : sql`${first} >= ${typed(from, first)}`,
      bounds[i] === undefined ? undefined : sql`${first} < ${typed(bounds[i] as string, first)}`,
    ),
  );
}

/**
 * The answers of `query` for each range in order, the next one already asked while the current one is being
 * written: on PostgreSQL the database builds a page while this process compresses the last (two pages in memory at
 * most). A failure of the page asked ahead is handled when its turn comes.
 */
async function* prefetched<R>(rangeList: (SQL | undefined)[], query: (range: SQL | undefined) => Promise<R>) {
  let next: Promise<R> | undefined = rangeList.length ? query(rangeList[0]) : undefined;
  for (let i = 0; next; i++) {
    const current = next;
    next = i + 1 < rangeList.length ? query(rangeList[i + 1]) : undefined;
    // Awaited here so a rejection of `next` is never left unobserved while `current` is written.
    next?.catch(() => undefined);
    yield await current;
  }
}

/**
 * A table's rows of `where` as JSON objects (SQL column names), one range at a time, each range serialised by
 * the database itself (row_to_json: one text value to read instead of every typed column).
 */
async function* jsonRows(
  db: Db,
  table: PgTable,
  columns: PgColumn[],
  where: SQL,
  key: PgColumn[],
  pageSize: number,
) {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const order = sql.join(
    key.map((k) => sql`x.${sql.identifier(k.name)}`),
    sql`, `,
  );
  const query = (range: SQL | undefined) =>
    db.execute<{ n: number; json: string | null }>(
      sql`select count(*)::int as n, string_agg(row_to_json(x)::text, ${',\n'} order by ${order}) as json
          from (select ${names} from ${table} where ${and(where, range)}) x`,
    );
  for await (const result of prefetched(
    await ranges(db, table, where, key[0] as PgColumn, pageSize),
    query,
  )) {
    const page = result.rows[0];
    if (page?.n) yield { n: page.n, json: page.json ?? '' };
  }
}

/** A JSON array written as it is read: one row per line. */
async function* jsonArray(pages: AsyncIterable<{ n: number; json: string }>, count: (n: number) => void) {
  yield '[';
  let first = true;
  for await (const page of pages) {
    count(page.n);
    yield (first ? '\n' : ',\n') + page.json;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

function exportedColumns(table: PgTable, omit: PgColumn[] = []): PgColumn[] {
  const omitted = new Set(omit.map((c) => c.name));
  return Object.values(getTableColumns(table)).filter((c) => !omitted.has(c.name));
}

/**
 * One trade of the CSV as export.ts's ExportTrade, built by the database as JSON: one text value per range to read
 * instead of every typed column of every row, and numbers already in their plain exact form (trim_scale drops the
 * storage scale's trailing zeros), so no per-trade decimal arithmetic runs here. On 100k trades those two costs
 * were most of the export's time. privacy.test.ts checks the file against the trades export's own mapping
 * (exportTrades + toSpreadsheetCsv), so the two cannot drift apart.
 */
const csvTradeJson = sql`json_strip_nulls(json_build_object(
  'date', ${trades.tradeDate}, 'time', ${trades.tradeTime},
  'exitDate', ${trades.exitDate}, 'exitTime', ${trades.exitTime},
  'type', ${trades.side}, 'contracts', ${trades.contracts}, 'instrument', ${trades.instrument},
  'contractMonth', ${trades.contractMonth}, 'contractYear', ${trades.contractYear},
  'entry', trim_scale(${trades.entryPrice})::text, 'exit', trim_scale(${trades.exitPrice})::text,
  'mep', trim_scale(${trades.mep})::text, 'men', trim_scale(${trades.men})::text,
  'stop', trim_scale(${trades.stopPrice})::text, 'stopUnknown', ${trades.stopUnknown} and ${trades.stopPrice} is null,
  'costs', ${trades.costs}::text, 'pnl', ${trades.pnl}::text,
  'currency', ${trades.currency}, 'emotion', ${trades.emotion}, 'tags', ${trades.tags},
  'accountId', ${trades.accountId}, 'notes', ${trades.notes}, 'fingerprint', ${trades.fingerprint}
))::text`;

async function* tradesCsv(db: Db, person: Person, count: (n: number) => void, pageSize: number) {
  let header = true;
  const mine = sql`${trades.userId} = ${person.id}`;
  const query = (range: SQL | undefined) =>
    db.execute<{ rows: string | null }>(
      sql`select string_agg(${csvTradeJson}, ',' order by ${trades.openedAt}, ${trades.id}) as rows
          from ${trades} where ${and(mine, range)}`,
    );
  for await (const result of prefetched(await ranges(db, trades, mine, trades.openedAt, pageSize), query)) {
    const rows = JSON.parse(`[${result.rows[0]?.rows ?? ''}]`) as ExportTrade[];
    count(rows.length);
    yield toSpreadsheetCsv(rows, { header });
    header = false;
  }
  if (header) yield toSpreadsheetCsv([]);
}

/** A stored file as an entry of the zip, read from the store now; nothing (counted missing) when the store lost it. */
async function* storedFile(
  blobs: BlobStore,
  key: string | null,
  name: string,
  counts: { files: number; missing: number },
): AsyncGenerator<ZipEntry> {
  const bytes = key ? await blobs.get(key) : null;
  if (!bytes) {
    counts.missing++;
    return;
  }
  counts.files++;
  yield {
    name,
    stored: true,
    content: async function* () {
      yield bytes;
    },
  };
}

/** The folder of the zip holding the screenshots, one file per image: `<attachment id>.<png|jpg|webp>`. */
export const ATTACHMENTS_FOLDER = 'attachments/';
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Rows of stored files per query: a page's files are read one at a time, so a page only holds their keys. */
const FILES_PAGE = 200;

/** Rows a page at a time, each page asked for after the last row of the one before (keyset paging). */
async function* pagesAfter<R>(
  // The rows' type comes from what a page returns; the caller names only the columns it pages by.
  page: (after: NoInfer<R> | undefined, limit: number) => Promise<R[]>,
): AsyncGenerator<R> {
  let after: R | undefined;
  for (;;) {
    const rows = await page(after, FILES_PAGE);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < FILES_PAGE) return;
    after = last;
  }
}

/**
 * The person's screenshots as files of the zip, read from the store one at a time as the zip reaches them (the
 * rows' metadata, trade and caption included, is in dados/trade_attachments.json under the same id). A file the
 * store no longer has is left out and counted in the manifest.
 */
async function* attachmentEntries(
  db: Db,
  person: Person,
  blobs: BlobStore,
  counts: { files: number; missing: number },
): AsyncGenerator<ZipEntry> {
  const rows = pagesAfter((after: { createdAt: Date; id: string } | undefined, limit) =>
    db
      .select({
        id: tradeAttachments.id,
        type: tradeAttachments.type,
        key: tradeAttachments.imageKey,
        createdAt: tradeAttachments.createdAt,
      })
      .from(tradeAttachments)
      .where(
        and(
          eq(tradeAttachments.userId, person.id),
          after
            ? or(
                gt(tradeAttachments.createdAt, after.createdAt),
                and(eq(tradeAttachments.createdAt, after.createdAt), gt(tradeAttachments.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(tradeAttachments.createdAt), asc(tradeAttachments.id))
      .limit(limit),
  );
  for await (const row of rows)
    yield* storedFile(
      blobs,
      row.key,
      `${ATTACHMENTS_FOLDER}${row.id}.${EXTENSION[row.type] ?? 'bin'}`,
      counts,
    );
}

/** The folder of the zip holding the playbooks' pictures: `<playbook id>.<png|jpg|webp>` (dados/playbooks.json). */
export const PLAYBOOK_PICTURES_FOLDER = 'playbooks/';

/** The person's playbook pictures (at most PLAYBOOKS_MAX: one query), read from the store one at a time. */
async function* playbookPictureEntries(
  db: Db,
  person: Person,
  blobs: BlobStore,
  counts: { files: number; missing: number },
): AsyncGenerator<ZipEntry> {
  const rows = await db
    .select({ id: playbooks.id, type: playbooks.imageType, key: playbooks.imageKey })
    .from(playbooks)
    .where(and(eq(playbooks.userId, person.id), sql`${playbooks.imageKey} is not null`))
    .orderBy(asc(playbooks.createdAt), asc(playbooks.id));
  for (const row of rows)
    yield* storedFile(
      blobs,
      row.key,
      `${PLAYBOOK_PICTURES_FOLDER}${row.id}.${EXTENSION[row.type ?? ''] ?? 'bin'}`,
      counts,
    );
}

/** The folder of the zip holding the brokerage notes' kept PDFs: `<note id>.pdf` (dados/brokerage_notes.json). */
export const NOTE_PDFS_FOLDER = 'notas/';

/** The person's kept note PDFs, read from the store one at a time as the zip reaches them. */
async function* notePdfEntries(
  db: Db,
  person: Person,
  blobs: BlobStore,
  counts: { files: number; missing: number },
): AsyncGenerator<ZipEntry> {
  const rows = pagesAfter((after: { id: string } | undefined, limit) =>
    db
      .select({ id: brokerageNotes.id, key: brokerageNotes.pdfKey })
      .from(brokerageNotes)
      .where(
        and(
          eq(brokerageNotes.userId, person.id),
          sql`${brokerageNotes.pdfKey} is not null`,
          after ? gt(brokerageNotes.id, after.id) : undefined,
        ),
      )
      .orderBy(asc(brokerageNotes.id))
      .limit(limit),
  );
  for await (const row of rows) yield* storedFile(blobs, row.key, `${NOTE_PDFS_FOLDER}${row.id}.pdf`, counts);
}

/**
 * Everything the product holds about a person, as the files of a zip (docs/privacy.md): LEIA-ME.txt, one JSON per
 * table of USER_TABLES that is exported (dados/<table>.json), the trades as a spreadsheet CSV, the screenshots
 * (attachments/, when a store is given), the playbooks' pictures (playbooks/), the kept brokerage-note PDFs (notas/)
 * and manifesto.json last (how many rows each file has, and what was left out and why). Read lazily: a file's rows
 * are queried when the zip asks for them.
 */
export async function* exportEntries(
  db: Db,
  person: Person,
  generatedAt: Date,
  pageSize = EXPORT_PAGE,
  blobs?: BlobStore,
): AsyncGenerator<ZipEntry> {
  const counts: Record<string, number> = {};
  const counter = (file: string) => (n: number) => {
    counts[file] = (counts[file] ?? 0) + n;
  };
  const tables: ZipEntry[] = EXPORTED.map((t) => ({
    name: t.file,
    content: () => {
      counts[t.file] = 0;
      return jsonArray(
        jsonRows(
          db,
          t.table,
          exportedColumns(t.table, t.export.omit),
          t.rows(person),
          t.export.key,
          pageSize,
        ),
        counter(t.file),
      );
    },
  }));
  yield {
    name: 'LEIA-ME.txt',
    content: async function* () {
      yield exportReadme;
    },
  };
  yield* tables;
  yield {
    name: 'trades.csv',
    content: () => {
      counts['trades.csv'] = 0;
      return tradesCsv(db, person, counter('trades.csv'), pageSize);
    },
  };
  const images = { files: 0, missing: 0 };
  if (blobs) yield* attachmentEntries(db, person, blobs, images);
  const pictures = { files: 0, missing: 0 };
  if (blobs) yield* playbookPictureEntries(db, person, blobs, pictures);
  const notePdfs = { files: 0, missing: 0 };
  if (blobs) yield* notePdfEntries(db, person, blobs, notePdfs);
  yield {
    name: 'manifesto.json',
    content: async function* () {
      yield JSON.stringify(
        {
          geradoEm: generatedAt.toISOString(),
          usuario: { id: person.id, email: person.email },
          arquivos: counts,
          ...(blobs
            ? { imagens: { pasta: ATTACHMENTS_FOLDER, arquivos: images.files, ausentes: images.missing } }
            : {}),
          ...(pictures.files + pictures.missing > 0
            ? {
                imagensDePlaybooks: {
                  pasta: PLAYBOOK_PICTURES_FOLDER,
                  arquivos: pictures.files,
                  ausentes: pictures.missing,
                },
              }
            : {}),
          ...(notePdfs.files + notePdfs.missing > 0
            ? {
                pdfsDeNotas: {
                  pasta: NOTE_PDFS_FOLDER,
                  arquivos: notePdfs.files,
                  ausentes: notePdfs.missing,
                },
              }
            : {}),
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
  };
}

/** The export as a zip stream: bytes leave as the rows are read and compressed. */
export function exportZip(
  db: Db,
  person: Person,
  generatedAt: Date,
  pageSize = EXPORT_PAGE,
  blobs?: BlobStore,
): ReadableStream<Uint8Array> {
  return zipStream(exportEntries(db, person, generatedAt, pageSize, blobs));
}
