import { and, eq } from 'drizzle-orm';
import type { NoteExecutionDto, ReconciliationDto } from '@/shared/brokerage-notes/api';
import { normalizeSymbol } from '@/shared/trading/instruments';
import { grossPnl } from '@/shared/trading/pnl';
import { zonedTimeToUtc } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { brokerageNotes, trades } from '../../db/schema';
import { resolveInstrument, type ResolvedInstrument } from '../../journal/instrument-resolve';
import { tradeValues } from '../../journal/trade-values';
import { ledgerWrite } from '../../ledger/ledger-write';
import { userZone } from '../../user/trading-settings';
import { notesOfDay } from './notes.store';
import { reconcileDay } from './reconcile';
import { pairRoundTrips } from './round-trips';

/** The account's day as its notes and its journal tell it (reconcileDay), read from the database. */
export async function dayReconciliation(
  db: Db,
  userId: string,
  accountId: string,
  day: string,
): Promise<ReconciliationDto> {
  const notes = await notesOfDay(db, userId, accountId, day);
  const { trips, open } = pairRoundTrips(notes.flatMap((n) => n.executions));
  const journal = await db
    .select({
      id: trades.id,
      instrument: trades.instrument,
      side: trades.side,
      contracts: trades.contracts,
      entry: trades.entryPrice,
      exit: trades.exitPrice,
      pointValue: trades.pointValue,
    })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.accountId, accountId), eq(trades.tradeDate, day)))
    .orderBy(trades.openedAt, trades.id);
  return reconcileDay({
    accountId,
    day,
    noteTrips: trips,
    open,
    noteResultCents: notes.reduce((sum, n) => sum + n.note.dayTradeResultCents, 0),
    journal: journal.map((t) => ({
      id: t.id,
      instrument: t.instrument,
      side: t.side,
      contracts: t.contracts,
      entry: t.entry,
      exit: t.exit,
      grossCents: Number(
        grossPnl({ ...t, pointValue: t.pointValue })
          .mul(100)
          .round(0)
          .toString(),
      ),
    })),
  });
}

export type CreateMissingResult =
  { ok: true; created: number } | { ok: false; reason: 'instrument-not-found'; instrument: string };

/**
 * "Criar trades que faltam": the day's round trips the journal lacks, created in one ledger write (the day's costs
 * are then the notes', apportioned by the follow-up). The note prints no times: they are set a minute apart from
 * 09:00 in the trader's zone, in the note's order. Each carries the note's number in its fingerprint, so asking
 * twice creates nothing twice, and a note on it saying where it came from.
 */
export async function createMissingTrades(
  db: Db,
  scope: { userId: string; now: Date },
  accountId: string,
  day: string,
): Promise<CreateMissingResult> {
  const reconciliation = await dayReconciliation(db, scope.userId, accountId, day);
  const notes = await notesOfDay(db, scope.userId, accountId, day);
  const missing = reconciliation.lines.flatMap((line, position) =>
    line.kind === 'missing-in-journal' ? [{ trip: line.note, position }] : [],
  );
  if (!missing.length) return { ok: true, created: 0 };
  const symbolOf = new Map<string, NoteExecutionDto>();
  for (const n of notes)
    for (const e of n.executions) if (!symbolOf.has(e.instrument)) symbolOf.set(e.instrument, e);
  const resolved = new Map<string, Awaited<ReturnType<typeof resolveInstrument>>>();
  for (const { trip } of missing) {
    if (resolved.has(trip.instrument)) continue;
    const instrument = await resolveInstrument(db, scope.userId, trip.instrument);
    if (!instrument) return { ok: false, reason: 'instrument-not-found', instrument: trip.instrument };
    resolved.set(trip.instrument, instrument);
  }
  const zone = await userZone(db, scope.userId);
  const numbers = notes.map((n) => n.note.noteNumber).join(', ');
  const values = missing.map(({ trip, position }, i) => {
    const instrument = resolved.get(trip.instrument) as ResolvedInstrument;
    const symbol = normalizeSymbol(
      symbolOf.get(trip.instrument)?.symbol ?? trip.instrument,
      Number(day.slice(0, 4)),
    );
    const minutes = 9 * 60 + i;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    const gross = grossPnl({ ...trip, pointValue: instrument.pointValue })
      .round(2)
      .toFixed(2);
    return {
      ...tradeValues(
        {
          type: trip.side,
          contracts: trip.contracts,
          entry: trip.entry,
          exit: trip.exit,
          contractMonth: symbol.contractMonth ?? undefined,
          contractYear: symbol.contractYear ?? undefined,
          notes: `Criado da nota de corretagem nº ${numbers}`,
          tags: [],
        },
        {
          userId: scope.userId,
          accountId,
          tradeDate: day,
          tradeTime: time,
          openedAt: zonedTimeToUtc(day, time, zone),
        },
        instrument,
        // The day's costs are the notes', apportioned by the ledger's follow-up in the same write.
        { costs: '0.00', pnl: gross },
      ),
      stopUnknown: true,
      fingerprint: `nota:${accountId}:${day}:${position}:${trip.side}:${trip.contracts}:${trip.entry}:${trip.exit}`,
    };
  });
  const created = await ledgerWrite(db, scope, async (tx, change) => {
    const rows = await tx.insert(trades).values(values).onConflictDoNothing().returning({ id: trades.id });
    change.tradesOn([{ accountId, day }]);
    return rows.length;
  });
  return { ok: true, created };
}

/** "Aceitar diferenças": the account's day is taken as it is, with the trader's reason when given. */
export async function acceptDifferences(
  db: Db,
  userId: string,
  accountId: string,
  day: string,
  note: string | undefined,
  now: Date,
): Promise<void> {
  await db
    .update(brokerageNotes)
    .set({ acceptedAt: now, acceptanceNote: note?.trim() || null })
    .where(
      and(
        eq(brokerageNotes.userId, userId),
        eq(brokerageNotes.accountId, accountId),
        eq(brokerageNotes.tradeDate, day),
      ),
    );
}
