import { and, asc, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { NoteExecutionDto, NoteOutcome, NoteSummaryDto } from '@/shared/brokerage-notes/api';
import type { NoteCosts, NoteExecution, ParsedNote } from '@/shared/brokerage-notes/contract';
import type { Db } from '../../db/client';
import type { Exec } from '../../db/tx';
import { brokerageNoteExecutions, brokerageNotes } from '../../db/schema';
import { imageQuotaRefusal, usedImageBytes } from '../../images/image-quota';
import { unqueueBlobDeletions } from '../../jobs/attachment-blobs';
import { ledgerWrite } from '../../ledger/ledger-write';
import { noteVersion } from './note-version';

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
  correctedAt: r.correctedAt?.toISOString() ?? null,
  pdfBytes: r.pdfKey ? r.pdfBytes : null,
});

export type StoreOutcome = { status: NoteOutcome; note: NoteSummaryDto };

/** A note's PDF already written to the blob store (its key queued for deletion until a row names it). */
export interface StagedNotePdf {
  key: string;
  bytes: number;
  /** The image quota the kept PDFs count in. */
  quotaBytes: number;
}

/** The columns a version of a note fills: what a broker's correction replaces. */
const noteFigureColumns = (note: ParsedNote) => ({
  broker: note.broker,
  pages: note.pages,
  businessValueCents: note.businessValueCents,
  dayTradeResultCents: note.dayTradeResultCents,
  ...note.costs,
  totalCostsCents: note.totalCostsCents,
  irrfDayTradeCents: note.irrfDayTradeCents,
  irrfDayTradeBaseCents: note.irrfDayTradeBaseCents,
  netTotalCents: note.netTotalCents,
  warnings: note.warnings,
});

/** An execution's fields, the same both ways (stored and read back). */
const executionFields = (e: NoteExecution): NoteExecutionDto => ({
  side: e.side,
  instrument: e.instrument,
  symbol: e.symbol,
  maturity: e.maturity,
  quantity: e.quantity,
  price: e.price,
  valueCents: e.valueCents,
  dayTrade: e.dayTrade,
});

/** A stored note's costs, each as printed (the columns keep NoteCosts' names). */
export const noteCostsOf = (r: NoteRow): NoteCosts => ({
  brokerageCents: r.brokerageCents,
  exchangeFeesCents: r.exchangeFeesCents,
  registrationFeeCents: r.registrationFeeCents,
  settlementFeeCents: r.settlementFeeCents,
  issCents: r.issCents,
  operationalFeeCents: r.operationalFeeCents,
  otherCostsCents: r.otherCostsCents,
});

/** The stored version of a note, fingerprinted as noteVersion does a parsed one. */
const storedVersion = (r: NoteRow, executions: readonly NoteExecution[]) =>
  noteVersion({ ...r, costs: noteCostsOf(r), executions });

const sameIdentity = (userId: string, note: ParsedNote) =>
  and(
    eq(brokerageNotes.userId, userId),
    eq(brokerageNotes.clientCode, note.clientCode),
    eq(brokerageNotes.noteNumber, note.noteNumber),
    eq(brokerageNotes.tradeDate, note.tradeDate),
    eq(brokerageNotes.segment, note.segment),
  );

/**
 * One note, in its own transaction: stored with its executions, then the day's costs follow from it (the ledger's
 * follow-up apportions them to the account's trades of that day). A note already stored (same client code,
 * number, date and segment) with the same figures, or an older version of one since corrected, changes nothing
 * and is answered as it is. With other figures it is the broker's correction: its figures and executions replace
 * the stored ones, the acceptance of the old figures' differences is withdrawn (the trader accepted other figures),
 * a kept PDF of the old version goes (the row's trigger queues its blob) and the day's costs are apportioned again.
 * With `pdf`, the row names the blob and takes its key off the deletion queue in the same transaction; past the
 * quota (counted under the user's lock, so two uploads see each other) the transaction is refused and the blob
 * stays queued.
 */
export async function storeNote(
  db: Db,
  scope: { userId: string; now: Date },
  accountId: string,
  note: ParsedNote,
  pdf?: StagedNotePdf,
): Promise<StoreOutcome> {
  return ledgerWrite(db, scope, async (tx, change) => {
    const keptPdf = pdf ? { pdfKey: pdf.key, pdfBytes: pdf.bytes } : {};
    const [row] = await tx
      .insert(brokerageNotes)
      .values({
        userId: scope.userId,
        accountId,
        noteNumber: note.noteNumber,
        tradeDate: note.tradeDate,
        clientCode: note.clientCode,
        segment: note.segment,
        ...noteFigureColumns(note),
        ...keptPdf,
      })
      .onConflictDoNothing()
      .returning();
    let stored: NoteRow;
    let status: NoteOutcome = 'imported';
    if (row) stored = row;
    else {
      const [existing] = await tx
        .select()
        .from(brokerageNotes)
        .where(sameIdentity(scope.userId, note))
        .limit(1);
      if (!existing) throw new Error('brokerage note conflict without a stored note');
      const was = storedVersion(existing, await executionsOf(tx, existing.id));
      const version = noteVersion(note);
      if (version === was || existing.replacedVersions.includes(version))
        return { status: 'already-imported' as const, note: noteSummary(existing) };
      const [corrected] = await tx
        .update(brokerageNotes)
        .set({
          ...noteFigureColumns(note),
          correctedAt: scope.now,
          replacedVersions: [...existing.replacedVersions, was],
          acceptedAt: null,
          acceptanceNote: null,
          ...(pdf ? keptPdf : { pdfKey: null, pdfBytes: null }),
        })
        .where(eq(brokerageNotes.id, existing.id))
        .returning();
      if (!corrected) throw new Error('brokerage note vanished under its lock');
      await tx.delete(brokerageNoteExecutions).where(eq(brokerageNoteExecutions.noteId, existing.id));
      stored = corrected;
      status = 'corrected';
    }
    if (pdf) {
      const used = await usedImageBytes(tx, scope.userId);
      if (used > pdf.quotaBytes) throw imageQuotaRefusal(pdf.quotaBytes, used - pdf.bytes);
      await unqueueBlobDeletions(tx, [pdf.key]);
    }
    if (note.executions.length)
      await tx
        .insert(brokerageNoteExecutions)
        .values(
          note.executions.map((e, position) => ({ noteId: stored.id, position, ...executionFields(e) })),
        );
    change.tradesOn([{ accountId: stored.accountId, day: note.tradeDate }]);
    return { status, note: noteSummary(stored) };
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
  const executions = await executionsOfNotes(
    db,
    notes.map((n) => n.id),
  );
  return notes.map((n) => ({ note: n, executions: executions.get(n.id) ?? [] }));
}

export async function executionsOf(db: Exec, noteId: string): Promise<NoteExecutionDto[]> {
  return (await executionsOfNotes(db, [noteId])).get(noteId) ?? [];
}

/** The executions of some notes, in one query: each note's in its own order. */
async function executionsOfNotes(db: Exec, noteIds: readonly string[]) {
  const byNote = new Map<string, NoteExecutionDto[]>();
  if (!noteIds.length) return byNote;
  const rows = await db
    .select()
    .from(brokerageNoteExecutions)
    .where(inArray(brokerageNoteExecutions.noteId, [...noteIds]))
    .orderBy(asc(brokerageNoteExecutions.noteId), asc(brokerageNoteExecutions.position));
  for (const e of rows) {
    const list = byNote.get(e.noteId);
    if (list) list.push(executionFields(e));
    else byNote.set(e.noteId, [executionFields(e)]);
  }
  return byNote;
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

/**
 * The versions already stored of the notes among `notes`, by identity: each stored note's current version and the
 * versions it replaced. A note of the upload whose version is among them stores nothing.
 */
export async function storedVersions(
  db: Db,
  userId: string,
  notes: readonly ParsedNote[],
): Promise<Map<string, Set<string>>> {
  const known = new Map<string, Set<string>>();
  if (!notes.length) return known;
  const rows = await db
    .select()
    .from(brokerageNotes)
    .where(
      and(
        eq(brokerageNotes.userId, userId),
        inArray(brokerageNotes.noteNumber, [...new Set(notes.map((n) => n.noteNumber))]),
      ),
    );
  const wanted = new Set(notes.map(noteIdentity));
  const mine = rows.filter((r) => wanted.has(noteIdentity(r)));
  const executions = await executionsOfNotes(
    db,
    mine.map((r) => r.id),
  );
  for (const r of mine)
    known.set(
      noteIdentity(r),
      new Set([storedVersion(r, executions.get(r.id) ?? []), ...r.replacedVersions]),
    );
  return known;
}

export const noteIdentity = (n: Pick<ParsedNote, 'clientCode' | 'noteNumber' | 'tradeDate' | 'segment'>) =>
  JSON.stringify([n.clientCode, n.noteNumber, n.tradeDate, n.segment]);
