import type { RoundTripDto } from '@/shared/brokerage-notes/api';
import type { NoteExecution } from '@/shared/brokerage-notes/contract';
import { toDecimal } from '@/shared/trading/decimal';

export interface NoteRoundTrips {
  trips: RoundTripDto[];
  /** Contracts still open at the end of the note, per instrument (+ long, − short). */
  open: Record<string, number>;
}

interface Lot {
  side: 'C' | 'V';
  quantity: number;
  price: string;
}

/**
 * The note's executions paired into round trips, first in first out per instrument, in the note's order: an
 * execution against an open position closes its oldest lots (one round trip per lot it closes, at that lot's
 * price), and what is left of it opens a new lot. The note prints no times, so the order is the note's.
 */
export function pairRoundTrips(
  executions: readonly Pick<NoteExecution, 'side' | 'instrument' | 'quantity' | 'price'>[],
): NoteRoundTrips {
  const lots = new Map<string, Lot[]>();
  const trips: RoundTripDto[] = [];
  for (const e of executions) {
    const queue = lots.get(e.instrument) ?? [];
    lots.set(e.instrument, queue);
    let left = e.quantity;
    for (let lot = queue[0]; left > 0 && lot && lot.side !== e.side; lot = queue[0]) {
      const closed = Math.min(lot.quantity, left);
      trips.push({
        instrument: e.instrument,
        side: lot.side === 'C' ? 'compra' : 'venda',
        contracts: closed,
        entry: toDecimal(lot.price).toString(),
        exit: toDecimal(e.price).toString(),
      });
      lot.quantity -= closed;
      left -= closed;
      if (lot.quantity === 0) queue.shift();
    }
    if (left > 0) queue.push({ side: e.side, quantity: left, price: e.price });
  }
  const open: Record<string, number> = {};
  for (const [instrument, queue] of lots) {
    const net = queue.reduce((sum, lot) => sum + (lot.side === 'C' ? lot.quantity : -lot.quantity), 0);
    if (net !== 0) open[instrument] = net;
  }
  return { trips, open };
}
