import { and, eq } from 'drizzle-orm';
import type { ImportOptions, ImportPreview, ImportSummary } from '@/shared/trading/api-contract';
import { FORMAT_LABELS, type RowError } from '@/shared/trading/imports';
import type { Db } from '../../db/client';
import { tradeImports, tradingSettings } from '../../db/schema';
import { type ImportContext, storedFingerprints } from './import-context';
import { isRowError, toTradeRow, type TradeInsert } from './import-rows';
import { type ParsedFile } from './parse';
import { insertTradeBatch } from './trade-insert';

export const PREVIEW_ROWS = 50;
/** Rows per INSERT (one JSON parameter each): big enough to amortise a round trip, small enough to stream. */
export const INSERT_BATCH = 2000;
/** Rejects kept on the import (and in its CSV); the count past them is summed in one last entry. */
export const MAX_STORED_REJECTS = 5000;

/** The preview: nothing is stored. */
export async function previewImport(db: Db, ctx: ImportContext, file: ParsedFile): Promise<ImportPreview> {
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
      time: isRowError(row) ? t.time : (row.tradeTime ?? t.time),
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
    unknownSymbols: [...unknown].sort(),
    headers: file.headers,
  };
}

export interface ImportRequest {
  fileName: string;
  options: Pick<ImportOptions, 'mapping' | 'format'>;
}

/** Parsed file → stored import, in one transaction: either every row below is there, or none is. */
export async function runImport(
  db: Db,
  ctx: ImportContext,
  file: ParsedFile,
  req: ImportRequest,
): Promise<ImportSummary> {
  const rows: TradeInsert[] = [];
  const rejects: RowError[] = file.errors.filter((e) => e.line > 0);
  let unstorable = 0;
  for (const t of file.trades) {
    const row = toTradeRow(t, ctx);
    if (isRowError(row)) {
      rejects.push(row);
      unstorable += 1;
    } else rows.push(row);
  }
  rejects.sort((a, b) => a.line - b.line);
  return writeImport(db, ctx, {
    fileName: req.fileName,
    format: file.format,
    totalRows: file.trades.length + file.failedRows,
    rows,
    rejects,
    rejectedCount: file.failedRows + unstorable,
    mapping: file.format === 'mapped' ? (req.options.mapping ?? null) : null,
  });
}

export interface ImportWrite {
  fileName: string;
  format: string;
  totalRows: number;
  rows: TradeInsert[];
  rejects: RowError[];
  rejectedCount: number;
  /** The column mapping to remember for next time ('mapped' imports only). */
  mapping: Record<string, string> | null;
}

/** The transaction itself; exported so tests can feed it a row the database refuses. */
export async function writeImport(db: Db, ctx: ImportContext, w: ImportWrite): Promise<ImportSummary> {
  const stored = w.rejects.slice(0, MAX_STORED_REJECTS);
  if (w.rejectedCount > stored.length) {
    stored.push({ line: 0, message: `… e mais ${w.rejectedCount - stored.length} linhas rejeitadas` });
  }
  return db.transaction(async (tx) => {
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
        rejected: w.rejectedCount,
        rejects: stored,
      })
      .returning({ id: tradeImports.id, createdAt: tradeImports.createdAt });
    if (!created) throw new Error('trade_imports insert returned nothing');
    let imported = 0;
    for (let k = 0; k < w.rows.length; k += INSERT_BATCH) {
      imported += await insertTradeBatch(tx, created.id, w.rows.slice(k, k + INSERT_BATCH));
    }
    const duplicates = w.rows.length - imported;
    await tx
      .update(tradeImports)
      .set({ imported, duplicates })
      .where(and(eq(tradeImports.id, created.id), eq(tradeImports.userId, ctx.userId)));
    if (w.mapping) {
      await tx
        .insert(tradingSettings)
        .values({ userId: ctx.userId, importMapping: w.mapping })
        .onConflictDoUpdate({ target: tradingSettings.userId, set: { importMapping: w.mapping } });
    }
    return {
      id: created.id,
      fileName: w.fileName,
      format: w.format,
      accountId: ctx.accountId,
      imported,
      duplicates,
      rejected: w.rejectedCount,
      rejects: stored,
      createdAt: created.createdAt.toISOString(),
    };
  });
}
