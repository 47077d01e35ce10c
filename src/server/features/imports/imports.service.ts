import { and, eq } from 'drizzle-orm';
import type { ImportOptions, ImportPreview, ImportSummary } from '@/shared/trading/api-contract';
import { FORMAT_LABELS, type ParsedTrade, type RowError } from '@/shared/trading/imports';
import { hasStopColumn } from '@/shared/trading/imports/stop-column';
import type { Db } from '../../db/client';
import { tradeImports, tradingSettings } from '../../db/schema';
import { type LedgerTx, ledgerWrite } from '../../ledger/ledger-write';
import { ApiError } from '../../http/api-error';
import { newChoiceError } from '../../journal/trade-playbook';
import { type IncomingTrade, judgeIncoming } from '../../ledger/incoming-judge';
import { type ImportContext, storedFingerprints } from './import-context';
import { isRowError, type TradeRow, toTradeRow } from './import-rows';
import { type ParsedFile } from './parse';
import { type BatchScope, createStage, insertStaged } from './trade-insert';
import { withoutForeignKeyChecks } from './foreign-keys';
import { settleHeap } from '../../heap';
import { stageBatches } from './import-stage';
import { RowIds } from './row-ids';

export const PREVIEW_ROWS = 50;
/**
 * Rows per INSERT (one array parameter per column). Measured on 100,000 Profit rows (bench/import-profit.ts):
 * time is flat from 5,000 to 20,000 rows a batch on both drivers, while the batch's strings add to the peak
 * memory (PostgreSQL peak RSS ~400 MB at 20,000, ~380 MB at 10,000); 10,000 keeps both low.
 */
export const INSERT_BATCH = 10_000;
/** Rejects kept on the import (and in its CSV); the count past them is summed in one last entry. */
export const MAX_STORED_REJECTS = 5000;

/** The preview answer: the contract's preview plus the column mapping this user used last time (or null). */
export type PreviewAnswer = ImportPreview & { mapping: Record<string, string> | null };

/** The preview: nothing is stored. */
export async function previewImport(db: Db, ctx: ImportContext, file: ParsedFile): Promise<PreviewAnswer> {
  const stored = await storedFingerprints(
    db,
    ctx.userId,
    ctx.accountId,
    file.trades.map((t) => t.fingerprint),
  );
  const unknown = new Set<string>();
  let validRows = 0;
  let duplicateRows = 0;
  const rows: ImportPreview['rows'] = [];
  for (const t of file.trades) {
    const row = toTradeRow(t, ctx);
    const duplicate = stored.has(t.fingerprint);
    if (isRowError(row) && !ctx.resolver.info(ctx.resolver.symbolOf(t))) unknown.add(t.sourceSymbol.trim());
    if (duplicate) duplicateRows += 1;
    else if (!isRowError(row)) validRows += 1;
    if (rows.length >= PREVIEW_ROWS) continue;
    rows.push({
      line: t.line,
      date: isRowError(row) ? t.date : row.tradeDate,
      time: isRowError(row) ? t.time : row.tradeTime,
      type: t.type,
      contracts: t.contracts,
      instrument: isRowError(row) ? t.instrument : row.instrument,
      sourceSymbol: t.sourceSymbol,
      entry: t.entry,
      exit: t.exit,
      pnl: isRowError(row) ? null : row.pnl,
      currency: isRowError(row) ? (t.currency ?? null) : row.currency,
      duplicate,
      errors: isRowError(row) ? [row.message] : [],
    });
  }
  return {
    format: file.format,
    formatLabel: FORMAT_LABELS[file.format],
    encoding: file.encoding ?? 'utf-8',
    totalRows: file.trades.length + file.failedRows,
    validRows,
    duplicateRows,
    rows,
    errors: file.errors,
    notices: file.notices ?? [],
    unknownSymbols: [...unknown].sort(),
    headers: file.headers,
    mapping: ctx.rememberedMapping,
  };
}

export interface ImportRequest {
  fileName: string;
  options: Pick<ImportOptions, 'mapping' | 'format'>;
  /** The app's clock: "today" of the alerts. */
  now?: Date;
  timings?: ImportTimings;
}

/**
 * The parsed trades as rows to store, one at a time. Each parsed trade is dropped from the file as soon as its row
 * is built, so a big file's parsed rows are freed while the import runs instead of living to its end.
 */
function* rowsOf(trades: (ParsedTrade | undefined)[], ctx: ImportContext): Generator<TradeRow | RowError> {
  for (let k = 0; k < trades.length; k += 1) {
    const t = trades[k];
    if (!t) continue;
    trades[k] = undefined;
    yield toTradeRow(t, ctx);
  }
}

/**
 * Parsed file → stored import, in one transaction: either every row below is there, or none is. Consumes the
 * file: its trades are released as they are written.
 */
export async function runImport(
  db: Db,
  ctx: ImportContext,
  file: ParsedFile,
  req: ImportRequest,
): Promise<ImportSummary> {
  const totalRows = file.trades.length + file.failedRows;
  return writeImport(db, ctx, {
    fileName: req.fileName,
    format: file.format,
    totalRows,
    rows: rowsOf(file.trades, ctx),
    rejects: file.errors.filter((e) => e.line > 0),
    rejectedCount: file.failedRows,
    mapping: file.format === 'mapped' ? (req.options.mapping ?? null) : null,
    hasStopColumn: hasStopColumn(file.format, file.headers, req.options.mapping),
    now: req.now,
    timings: req.timings,
  });
}

/** Where an import's time went, in ms: reading the file, building and checking rows, storing them. */
export interface ImportTimings {
  parseMs: number;
  validateMs: number;
  insertMs: number;
}

export interface ImportWrite {
  fileName: string;
  format: string;
  totalRows: number;
  /** Rows to store, or the reason one cannot be stored; read once, batch by batch, inside the transaction. */
  rows: Iterable<TradeRow | RowError>;
  /** Rows the parser already refused (listed), and how many it refused in all (listed or not). */
  rejects: RowError[];
  rejectedCount: number;
  /** The column mapping to remember for next time ('mapped' imports only). */
  mapping: Record<string, string> | null;
  /**
   * Whether the file's format can carry a stop (src/shared/trading/imports/stop-column.ts). False: the rows are
   * 'stop não informado' (trades.stop_unknown), never a 'no-stop' break. Absent: true.
   */
  hasStopColumn?: boolean;
  /** Rows per staged batch; tests use small batches to fail in the middle of an import. */
  batchSize?: number;
  /** Filled with the time spent building rows (validate) and storing them (insert), when given. */
  timings?: ImportTimings;
  /** The app's clock: "today" of the alerts. */
  now?: Date;
}

/** What the day's evaluation needs of a row (the rest of the row lives only in its batch's strings). */
const incomingTrade = (
  row: TradeRow,
  id: string,
  stopUnknown: boolean,
  playbookId: string | null,
): IncomingTrade => ({
  id,
  stopUnknown,
  playbookId,
  criteriaMet: [],
  day: row.tradeDate,
  openedAt: row.openedAt.getTime(),
  instrument: row.instrument,
  contracts: row.contracts,
  entry: row.entryPrice,
  stop: row.stopPrice,
  pointValue: row.pointValue,
  pnl: row.pnl,
  currency: row.currency,
});

const NO_BREAKS: readonly string[] = [];

/** The rows to insert (the first of each new fingerprint) with their breaks, by their place among the staged rows. */
function* breaksBySeq(
  rows: readonly { trade: IncomingTrade; seq: number }[],
  breaks: ReadonlyMap<string, readonly string[]> | undefined,
): Generator<readonly [number, readonly string[]]> {
  for (const { trade, seq } of rows) yield [seq, breaks?.get(trade.id) ?? NO_BREAKS];
}

/** The transaction itself; exported so tests can feed it a row the database refuses. */
export async function writeImport(db: Db, ctx: ImportContext, w: ImportWrite): Promise<ImportSummary> {
  // Without the app's clock (a direct call), the alerts' "today" is the real one.
  const now = w.now ?? new Date();
  return ledgerWrite(db, { userId: ctx.userId, now }, async (tx, change) => {
    // Checked again under the user's lock: the rows are inserted without foreign-key checks (foreign-keys.ts), and a
    // playbook deleted since the upload was read would leave them naming nothing.
    const playbookError = ctx.playbookId ? await newChoiceError(tx, ctx.userId, ctx.playbookId) : undefined;
    if (playbookError)
      throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { playbookId: [playbookError] } });
    const [created] = await tx
      .insert(tradeImports)
      .values({
        userId: ctx.userId,
        accountId: ctx.accountId,
        fileName: w.fileName,
        format: w.format,
        sourceTimezone: ctx.sourceTimezone,
        totalRows: w.totalRows,
        imported: 0,
        duplicates: 0,
        rejected: 0,
      })
      .returning({ id: tradeImports.id, createdAt: tradeImports.createdAt });
    if (!created) throw new Error('trade_imports insert returned nothing');
    const scope = {
      userId: ctx.userId,
      accountId: ctx.accountId,
      importId: created.id,
      stopUnknown: w.hasStopColumn === false,
      playbookId: ctx.playbookId ?? null,
    };
    const rejects = [...w.rejects];
    const { rowsToStore, imported, days } = await storeRows(tx, ctx, scope, { ...w, now }, rejects);
    // The parsed trades and what staging held per row are garbage now: the rest of the import starts from here.
    settleHeap();
    const finishing = performance.now();
    const rejectedCount = w.rejectedCount + rejects.length - w.rejects.length;
    rejects.sort((a, b) => a.line - b.line);
    const stored = rejects.slice(0, MAX_STORED_REJECTS);
    if (rejectedCount > stored.length) {
      stored.push({ line: 0, message: `… e mais ${rejectedCount - stored.length} linhas rejeitadas` });
    }
    const duplicates = rowsToStore - imported;
    await tx
      .update(tradeImports)
      .set({ imported, duplicates, rejected: rejectedCount, rejects: stored })
      .where(and(eq(tradeImports.id, created.id), eq(tradeImports.userId, ctx.userId)));
    if (w.mapping) {
      await tx
        .insert(tradingSettings)
        .values({ userId: ctx.userId, importMapping: w.mapping })
        .onConflictDoUpdate({ target: tradingSettings.userId, set: { importMapping: w.mapping } });
    }
    // XP, achievements and the ranking score of the days the file touched (ADR 014); the rule breaks were judged
    // before the INSERT. Open dashboards refresh when this transaction commits (never for one that rolls back).
    if (imported > 0) change.judgedOn([...days]);
    else change.announce();
    if (w.timings) w.timings.insertMs += performance.now() - finishing;
    return {
      id: created.id,
      fileName: w.fileName,
      format: w.format,
      accountId: ctx.accountId,
      imported,
      duplicates,
      rejected: rejectedCount,
      rejects: stored,
      createdAt: created.createdAt.toISOString(),
    };
  });
}

/**
 * The file's rows staged, their days evaluated and moved into trades (one INSERT … SELECT). Its own function so
 * that what it holds per row (the first row of each fingerprint, the rule breaks) is garbage once the rows are
 * stored, before the gamification refresh reads the touched days back.
 */
async function storeRows(
  tx: LedgerTx,
  ctx: ImportContext,
  scope: BatchScope,
  w: ImportWrite & { now: Date },
  rejects: RowError[],
): Promise<{ rowsToStore: number; imported: number; days: Set<string> }> {
  const batchSize = w.batchSize ?? INSERT_BATCH;
  // A row's rule breaks depend on the whole local day (ADR 012), known only once every row is read: the rows go
  // into a staging table as they are built (batch N is stored while batch N+1 is built), the days are evaluated,
  // and one INSERT … SELECT moves them into trades with their breaks and the duplicate rule.
  await createStage(tx);
  const newBatch = stageBatches(tx);
  let batch = newBatch();
  let sending: Promise<void> = Promise.resolve();
  let rowsToStore = 0;
  // The local days the file touches (a late import into a past day changes that day's rule breaks too).
  const days = new Set<string>();
  // The first row of each fingerprint, with its place among the staged rows: the INSERT stores it unless the
  // account already holds that fingerprint (checked below); a later row with the same fingerprint is staged (so
  // its values are checked) but never inserted, so it is not evaluated.
  const firsts = new Map<string, { trade: IncomingTrade; seq: number }>();
  // Each row's id, a flat string: held for every new row until the INSERT (row-ids.ts).
  const ids = new RowIds();
  const clock = w.timings;
  let mark = performance.now();
  for (const row of w.rows) {
    if (isRowError(row)) {
      rejects.push(row);
      continue;
    }
    days.add(row.tradeDate);
    // The row's own word wins over the import's rule (our CSV writes it per row: 'stop_desconhecido').
    if (row.stopUnknown === undefined) row.stopUnknown = scope.stopUnknown;
    const id = ids.id();
    batch.add(row, id);
    if (!firsts.has(row.fingerprint))
      firsts.set(row.fingerprint, {
        trade: incomingTrade(row, id, row.stopUnknown, scope.playbookId ?? null),
        seq: rowsToStore,
      });
    rowsToStore += 1;
    if (batch.size >= batchSize) {
      const full = batch;
      batch = newBatch();
      // One batch in flight at a time: the previous one must be stored before this one is sent.
      if (clock) clock.validateMs += performance.now() - mark;
      mark = performance.now();
      await sending;
      sending = full.send();
      // Caught here so a refusal never goes unhandled while the next batch is built; re-thrown when awaited.
      sending.catch(() => {});
      if (clock) clock.insertMs += performance.now() - mark;
      mark = performance.now();
    }
  }
  if (clock) clock.validateMs += performance.now() - mark;
  mark = performance.now();
  await sending;
  await batch.send();
  for (const fingerprint of await storedFingerprints(tx, ctx.userId, ctx.accountId, [...firsts.keys()]))
    firsts.delete(fingerprint);
  const incoming = [...firsts.values()];
  firsts.clear();
  const breaks =
    incoming.length > 0
      ? await judgeIncoming(
          tx,
          ctx.userId,
          ctx.accountId,
          [...days],
          incoming.map((f) => f.trade),
          w.now,
        )
      : undefined;
  // Exactly the evaluated rows: the user's trade lock, held since the transaction began, keeps the fingerprints
  // read above current (trade-insert.ts).
  const imported =
    incoming.length > 0
      ? await withoutForeignKeyChecks(tx, () =>
          insertStaged(tx, scope, rowsToStore, breaksBySeq(incoming, breaks)),
        )
      : 0;
  if (clock) clock.insertMs += performance.now() - mark;
  return { rowsToStore, imported, days };
}
