import type { Db } from '../db/client';

/** Brings what one feature derives from the calendar (a challenge day over, a goal's period ended) to today. */
export type LedgerCatchUp = (db: Db, userId: string, now: Date) => Promise<void>;

const catchUps = new Map<string, LedgerCatchUp>();

/** Registered by the composition root (ledger-follow-ups.ts) beside the follow-ups; the same name replaces. */
export function registerLedgerCatchUp(name: string, fn: LedgerCatchUp): void {
  catchUps.set(name, fn);
}

/**
 * Before a read of derived figures (the trader's own score): what the write follow-ups derive, caught up with the
 * calendar, so a page of one feature never shows figures another feature has not brought to today yet.
 */
export async function catchUpLedger(db: Db, userId: string, now: Date): Promise<void> {
  if (!catchUps.size) throw new Error('catchUpLedger before the catch-ups were registered (composeLedger)');
  for (const fn of catchUps.values()) await fn(db, userId, now);
}
