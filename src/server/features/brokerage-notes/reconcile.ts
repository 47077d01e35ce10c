import type { ReconciliationDto, ReconciliationLine, RoundTripDto } from '@/shared/brokerage-notes/api';
import { toDecimal } from '@/shared/trading/decimal';

/** A trade of the journal on the note's day and account, as the reconciliation compares it. */
export interface JournalTrip extends RoundTripDto {
  id: string;
  /** Its result before costs, in centavos. */
  grossCents: number;
}

export interface ReconcileInput {
  accountId: string;
  day: string;
  /** Every note of the day's round trips, in the notes' order (pairRoundTrips). */
  noteTrips: readonly RoundTripDto[];
  open: Record<string, number>;
  /** The sum of the day's notes' day-trade results, in centavos. */
  noteResultCents: number;
  journal: readonly JournalTrip[];
}

const sameInstrument = (a: RoundTripDto, b: RoundTripDto) =>
  a.instrument.toUpperCase() === b.instrument.toUpperCase() && a.side === b.side;
const samePrices = (a: RoundTripDto, b: RoundTripDto) =>
  toDecimal(a.entry).eq(b.entry) && toDecimal(a.exit).eq(b.exit);

const plain = (t: JournalTrip): RoundTripDto => ({
  instrument: t.instrument,
  side: t.side,
  contracts: t.contracts,
  entry: toDecimal(t.entry).toString(),
  exit: toDecimal(t.exit).toString(),
});

/**
 * Lines the note's round trips up with the journal's trades of the same day and account: first the exact pairs
 * (instrument, side, contracts, entry and exit), then, of what is left, a trade of the same instrument and side
 * (the same contracts first) is "different" in contracts and/or price; the rest is missing on one side. The
 * money compares the notes' day-trade result with the journal's gross result (costs are apportioned apart).
 */
export function reconcileDay(input: ReconcileInput): ReconciliationDto {
  const used = new Set<string>();
  const exact = input.noteTrips.map((trip) => {
    const found = input.journal.find(
      (t) =>
        !used.has(t.id) && sameInstrument(trip, t) && t.contracts === trip.contracts && samePrices(trip, t),
    );
    if (found) used.add(found.id);
    return found;
  });
  const lines: ReconciliationLine[] = input.noteTrips.map((trip, i) => {
    const match = exact[i];
    if (match) return { kind: 'matched', note: trip, tradeId: match.id };
    return { kind: 'missing-in-journal', note: trip };
  });
  for (const pass of ['same-contracts', 'any'] as const) {
    lines.forEach((line, i) => {
      if (line.kind !== 'missing-in-journal') return;
      const trip = line.note;
      const found = input.journal.find(
        (t) =>
          !used.has(t.id) && sameInstrument(trip, t) && (pass === 'any' || t.contracts === trip.contracts),
      );
      if (!found) return;
      used.add(found.id);
      const fields: ('contracts' | 'price')[] = [];
      if (found.contracts !== trip.contracts) fields.push('contracts');
      if (!samePrices(trip, found)) fields.push('price');
      lines[i] = { kind: 'different', note: trip, trade: plain(found), tradeId: found.id, fields };
    });
  }
  for (const t of input.journal)
    if (!used.has(t.id)) lines.push({ kind: 'missing-in-note', trade: plain(t), tradeId: t.id });
  const journalResultCents = input.journal.reduce((sum, t) => sum + t.grossCents, 0);
  const differenceCents = input.noteResultCents - journalResultCents;
  return {
    accountId: input.accountId,
    day: input.day,
    lines,
    noteResultCents: input.noteResultCents,
    journalResultCents,
    differenceCents,
    openQuantity: input.open,
    agrees: differenceCents === 0 && lines.every((l) => l.kind === 'matched'),
  };
}
