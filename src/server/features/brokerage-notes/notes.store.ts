import { and, asc, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { NoteExecutionDto, NoteSummaryDto } from '@/shared/brokerage-notes/api';
import type { ParsedNote } from '@/shared/brokerage-notes/contract';
import type { Db } from '../../db/client';
import { brokerageNoteExecutions, brokerageNotes } from '../../db/schema';
import { imageQuotaRefusal, usedImageBytes } from '../../images/image-quota';
import { unqueueBlobDeletions } from '../../jobs/attachment-blobs';
import { ledgerWrite } from '../../ledger/ledger-write';

type NoteRow = typeof brokerageNotes.$inferSelect;

export const noteSummary = (r: NoteRow): NoteSummaryDto => ({
  id: r.id,
  accountId: r.accountId,
  broker: r.broker,
  noteNumber: r.noteNumber,
  tradeDate: r.tradeDate,
  segment: r.segment,
  dayTradeResultCents: r.dayTradeResultCents,
  totalCostsCents: r.totalCostsCents,
  irrfDayTradeCents: r.irrfDayTradeCents,
  netTotalCents: r.netTotalCents,
  warnings: r.warnings,
  acceptedAt: r.acceptedAt?.toISOString() ?? null,
  pdfBytes: r.pdfKey ? r.pdfBytes : null,
});

export type StoreOutcome = { status: 'imported' | 'already-imported'; note: NoteSummaryDto };

/** A note's PDF already written to the blob store (its key queued for deletion until a row names it). */
export interface StagedNotePdf {
  key: string;
  bytes: number;
  /** The image quota the kept PDFs count in. */
  quotaBytes: number;
}

/**
 * One note, in its own transaction: stored with its executions, then the day's costs follow from it (the ledger's
 * follow-up apportions them to the account's trades of that day). A note already stored (same client code,
 * number, date and segment) changes nothing and is answered as it is. With `pdf`, the row names the blob and takes
 * its key off the deletion queue in the same transaction; past the quota (counted under the user's lock, so two
 * uploads see each other) the transaction is refused and the blob stays queued.
 */
export async function storeNote(
  db: Db,
  scope: { userId: string; now: Date },
  accountId: string,
  note: ParsedNote,
  pdf?: StagedNotePdf,
): Promise<StoreOutcome> {
  return ledgerWrite(db, scope, async (tx, change) => {
    const [row] = await tx
      .insert(brokerageNotes)
      .values({
        userId: scope.userId,
        accountId,
        broker: note.broker,
        noteNumber: note.noteNumber,
        tradeDate: note.tradeDate,
        clientCode: note.clientCode,
        segment: note.segment,
        pages: note.pages,
        businessValueCents: note.businessValueCents,
        dayTradeResultCents: note.dayTradeResultCents,
        ...note.costs,
        totalCostsCents: note.totalCostsCents,
        irrfDayTradeCents: note.irrfDayTradeCents,
        irrfDayTradeBaseCents: note.irrfDayTradeBaseCents,
        netTotalCents: note.netTotalCents,
        warnings: note.warnings,
        ...(pdf ? { pdfKey: pdf.key, pdfBytes: pdf.bytes } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(brokerageNotes)
        .where(
          and(
            eq(brokerageNotes.userId, scope.userId),
            eq(brokerageNotes.clientCode, note.clientCode),
            eq(brokerageNotes.noteNumber, note.noteNumber),
            eq(brokerageNotes.tradeDate, note.tradeDate),
            eq(brokerageNotes.segment, note.segment),
          ),
        )
        .limit(1);
      if (!existing) throw new Error('brokerage note conflict without a stored note');
      return { status: 'already-imported' as const, note: noteSummary(existing) };
    }
    if (pdf) {
      const used = await usedImageBytes(tx, scope.userId);
      if (used > pdf.quotaBytes) throw imageQuotaRefusal(pdf.quotaBytes, used - pdf.bytes);
      await unqueueBlobDeletions(tx, [pdf.key]);
    }
    if (note.executions.length)
      await tx.insert(brokerageNoteExecutions).values(
        note.executions.map((e, position) => ({
          noteId: row.id,
          position,
          side: e.side,
          instrument: e.instrument,
          symbol: e.symbol,
          maturity: e.maturity,
          quantity: e.quantity,
          price: e.price,
          valueCents: e.valueCents,
          dayTrade: e.dayTrade,
        })),
      );
    change.tradesOn([{ accountId, day: note.tradeDate }]);
    return { status: 'imported' as const, note: noteSummary(row) };
  });
}

export async function listNotes(
  db: Db,
  userId: string,
  filter: { month?: string; accountId?: string },
): Promise<NoteSummaryDto[]> {
  const where: SQL[] = [eq(brokerageNotes.userId, userId)];
  if (filter.accountId) where.push(eq(brokerageNotes.accountId, filter.accountId));
  if (filter.month) {
    const [y, m] = filter.month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    where.push(gte(brokerageNotes.tradeDate, `${filter.month}-01`), lt(brokerageNotes.tradeDate, next));
  }
  const rows = await db
    .select()
    .from(brokerageNotes)
    .where(and(...where))
    .orderBy(desc(brokerageNotes.tradeDate), asc(brokerageNotes.segment), asc(brokerageNotes.noteNumber));
  return rows.map(noteSummary);
}

export async function findNote(db: Db, userId: string, id: string): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(brokerageNotes)
    .where(and(eq(brokerageNotes.id, id), eq(brokerageNotes.userId, userId)))
    .limit(1);
  return row;
}

/** The notes of an account's day, in a stable order, with their executions in each note's order. */
export async function notesOfDay(db: Db, userId: string, accountId: string, day: string) {
  const notes = await db
    .select()
    .from(brokerageNotes)
    .where(
      and(
        eq(brokerageNotes.userId, userId),
        eq(brokerageNotes.accountId, accountId),
        eq(brokerageNotes.tradeDate, day),
      ),
    )
    .orderBy(asc(brokerageNotes.segment), asc(brokerageNotes.noteNumber), asc(brokerageNotes.id));
  const executions = new Map<string, NoteExecutionDto[]>();
  for (const n of notes) executions.set(n.id, await executionsOf(db, n.id));
  return notes.map((n) => ({ note: n, executions: executions.get(n.id) ?? [] }));
}

export async function executionsOf(db: Db, noteId: string): Promise<NoteExecutionDto[]> {
  const rows = await db
    .select()
    .from(brokerageNoteExecutions)
    .where(eq(brokerageNoteExecutions.noteId, noteId))
    .orderBy(asc(brokerageNoteExecutions.position));
  return rows.map((e) => ({
    side: e.side,
    instrument: e.instrument,
    symbol: e.symbol,
    maturity: e.maturity,
    quantity: e.quantity,
    price: e.price,
    valueCents: e.valueCents,
    dayTrade: e.dayTrade,
  }));
}

/** Deletes a note; its day's trades share what notes are left, or get the per-contract setting back. */
export async function deleteNote(db: Db, scope: { userId: string; now: Date }, id: string): Promise<boolean> {
  return ledgerWrite(db, scope, async (tx, change) => {
    const [row] = await tx
      .delete(brokerageNotes)
      .where(and(eq(brokerageNotes.id, id), eq(brokerageNotes.userId, scope.userId)))
      .returning({ accountId: brokerageNotes.accountId, day: brokerageNotes.tradeDate });
    if (!row) return false;
    change.tradesOn([row]);
    return true;
  });
}

/**
 * Lets go of a note's kept PDF (the note stays): the row's update queues the blob's key for deletion in the same
 * transaction (the table's trigger). False when the note has no PDF (or is not the user's).
 */
export async function dropNotePdf(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(brokerageNotes)
    .set({ pdfKey: null, pdfBytes: null })
    .where(
      and(eq(brokerageNotes.id, id), eq(brokerageNotes.userId, userId), isNotNull(brokerageNotes.pdfKey)),
    )
    .returning({ id: brokerageNotes.id });
  return rows.length > 0;
}

/** The identities of the notes the user already has among `notes` (a re-import stores nothing of them). */
export async function storedIdentities(db: Db, userId: string, notes: readonly ParsedNote[]) {
  const known = new Set<string>();
  if (!notes.length) return known;
  const rows = await db
    .select({
      clientCode: brokerageNotes.clientCode,
      noteNumber: brokerageNotes.noteNumber,
      tradeDate: brokerageNotes.tradeDate,
      segment: brokerageNotes.segment,
    })
    .from(brokerageNotes)
    .where(
      and(
        eq(brokerageNotes.userId, userId),
        inArray(brokerageNotes.noteNumber, [...new Set(notes.map((n) => n.noteNumber))]),
      ),
    );
  for (const r of rows) known.add(noteIdentity(r));
  return known;
}

export const noteIdentity = (n: Pick<ParsedNote, 'clientCode' | 'noteNumber' | 'tradeDate' | 'segment'>) =>
  JSON.stringify([n.clientCode, n.noteNumber, n.tradeDate, n.segment]);
