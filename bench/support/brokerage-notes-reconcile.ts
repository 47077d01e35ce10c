import type { NoteParseResult, ParsedNote } from '../../src/shared/brokerage-notes/contract';
import { grossPnl } from '../../src/shared/trading/pnl';
import { zonedTimeToUtc } from '../../src/shared/time/zoned-time';
import { openDatabase } from '../../src/server/db/client';
import { trades, user } from '../../src/server/db/schema';
import { importNoteFiles } from '../../src/server/features/brokerage-notes/note-import';
import { dayReconciliation } from '../../src/server/features/brokerage-notes/reconcile.service';
import { pairRoundTrips } from '../../src/server/features/brokerage-notes/round-trips';
import { resolveInstrument } from '../../src/server/journal/instrument-resolve';
import { composeLedger } from '../../src/server/ledger-follow-ups';
import { ledgerWrite } from '../../src/server/ledger/ledger-write';
import { ensureDefaultAccount } from '../../src/server/user/trading-accounts';

const ZONE = 'America/Sao_Paulo';

/**
 * The notes read, imported into a user whose journal already has each note's round trips (as a Profit import would
 * leave it), through the real service (importNoteFiles: stored, and the day's costs apportioned by the ledger's
 * follow-up), then each note's day reconciled (dayReconciliation). PGlite in memory, migrated; the journal's seeding
 * is not timed. `sample` is called after each step, for the peak memory.
 */
export async function importAndReconcile(
  read: ReadonlyMap<string, ParsedNote[]>,
  sample: () => void,
): Promise<Record<string, unknown>> {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    // PGlite's own memory (its WebAssembly heap) is most of the peak: the baseline the import starts from.
    const rssDatabaseMb = Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10;
    composeLedger();
    const { db } = database;
    const userId = 'bench-notes-trader';
    await db.insert(user).values({ id: userId, name: 'Trader Exemplo', email: 'notas@example.test' });
    const account = await ensureDefaultAccount(db, userId);
    const notes = [...read.values()].flat();

    let journalTrades = 0;
    for (const note of notes) {
      const values: (typeof trades.$inferInsert)[] = [];
      for (const [i, trip] of pairRoundTrips(note.executions).trips.entries()) {
        const instrument = await resolveInstrument(db, userId, trip.instrument);
        if (!instrument) throw new Error(`instrumento ${trip.instrument} desconhecido`);
        const minutes = 9 * 60 + i;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
        values.push({
          userId,
          accountId: account.id,
          tradeDate: note.tradeDate,
          tradeTime: time,
          openedAt: zonedTimeToUtc(note.tradeDate, time, ZONE),
          side: trip.side,
          contracts: trip.contracts,
          instrument: instrument.symbol,
          entryPrice: trip.entry,
          exitPrice: trip.exit,
          costs: '0.00',
          pointValue: instrument.pointValue,
          currency: instrument.currency,
          pnl: grossPnl({ ...trip, pointValue: instrument.pointValue })
            .round(2)
            .toFixed(2),
          stopUnknown: true,
        });
      }
      journalTrades += values.length;
      await ledgerWrite(db, { userId, now: new Date() }, async (tx, change) => {
        await tx.insert(trades).values(values);
        change.tradesOn([{ accountId: account.id, day: note.tradeDate }]);
      });
    }
    sample();

    const files = [...read.keys()].map((fileName) => ({ fileName, bytes: new Uint8Array(0) }));
    const parsed = async (fileName: string): Promise<NoteParseResult> => ({
      ok: true,
      notes: read.get(fileName) ?? [],
    });
    const importStart = performance.now();
    const imported = await importNoteFiles(
      db,
      { userId, now: () => new Date() },
      account.id,
      files,
      undefined,
      parsed,
    );
    const importMs = performance.now() - importStart;
    sample();

    const days = [...new Set(notes.map((n) => n.tradeDate))].sort();
    const lines: Record<string, number> = {};
    const perDay: number[] = [];
    const reconcileStart = performance.now();
    for (const day of days) {
      const t0 = performance.now();
      const r = await dayReconciliation(db, userId, account.id, day);
      perDay.push(performance.now() - t0);
      for (const line of r.lines) lines[line.kind] = (lines[line.kind] ?? 0) + 1;
      sample();
    }
    const reconcileMs = performance.now() - reconcileStart;
    perDay.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round((perDay[Math.min(perDay.length - 1, Math.floor(p * perDay.length))] ?? 0) * 10) / 10;
    return {
      rssDatabaseMb,
      journalTrades,
      imported: imported.imported,
      importFailed: imported.failed,
      importMs: Math.round(importMs),
      reconciledDays: days.length,
      reconcileMs: Math.round(reconcileMs),
      msPerDay: { p50: at(0.5), p95: at(0.95), max: at(1) },
      lines,
    };
  } finally {
    await database.close();
  }
}
