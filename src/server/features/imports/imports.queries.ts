import { and, desc, eq } from 'drizzle-orm';
import type { ImportListItem } from '@/shared/trading/api-contract';
import type { RowError } from '@/shared/trading/imports';
import type { Db } from '../../db/client';
import { tradeImports, trades } from '../../db/schema';
import { ledgerWrite } from '../../ledger/ledger-write';
import { isUuid } from '../../user/trading-accounts';

/** The user's imports, newest first. */
export async function listImports(db: Db, userId: string): Promise<ImportListItem[]> {
  const rows = await db
    .select({
      id: tradeImports.id,
      fileName: tradeImports.fileName,
      format: tradeImports.format,
      accountId: tradeImports.accountId,
      sourceTimezone: tradeImports.sourceTimezone,
      totalRows: tradeImports.totalRows,
      imported: tradeImports.imported,
      duplicates: tradeImports.duplicates,
      rejected: tradeImports.rejected,
      createdAt: tradeImports.createdAt,
    })
    .from(tradeImports)
    .where(eq(tradeImports.userId, userId))
    .orderBy(desc(tradeImports.createdAt), desc(tradeImports.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Undo: one DELETE; the trades go with it through import_id ON DELETE CASCADE. Scoped by user, so another user's
 * id deletes nothing and reads as not found.
 */
export async function deleteImport(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    // The account-days its trades leave, read before the cascade removes them: they are evaluated again.
    const days = await tx
      .selectDistinct({ accountId: trades.accountId, day: trades.tradeDate })
      .from(trades)
      .where(and(eq(trades.importId, id), eq(trades.userId, userId)));
    const deleted = await tx
      .delete(tradeImports)
      .where(and(eq(tradeImports.id, id), eq(tradeImports.userId, userId)))
      .returning({ id: tradeImports.id });
    if (deleted.length === 0) return false;
    // Open dashboards refresh when the undo commits.
    change.tradesOn(days);
    return true;
  });
}

export async function importRejects(db: Db, userId: string, id: string): Promise<RowError[] | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ rejects: tradeImports.rejects })
    .from(tradeImports)
    .where(and(eq(tradeImports.id, id), eq(tradeImports.userId, userId)));
  return row ? (row.rejects as RowError[]) : undefined;
}

const quote = (text: string): string => {
  // A cell starting with = + - @ would run as a formula in a spreadsheet: prefix it, as our exports do.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** 'linha;motivo' CSV, with a BOM so spreadsheet programs read the accents as UTF-8. */
export function rejectsCsv(rejects: RowError[]): string {
  const lines = ['linha;motivo', ...rejects.map((r) => `${r.line};${quote(r.message)}`)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
