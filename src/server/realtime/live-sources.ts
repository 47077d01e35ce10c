import type { Db } from '../db/client';

/**
 * Something a trade write may leave for the trader's open pages (a limit alert, a level-up): each stream opens a
 * cursor on it (what exists now is old news), and after every change notice reads what is new since.
 */
export interface LiveSource {
  /** The SSE event name the client listens for. */
  event: string;
  /** Lower is sent first, after the same notice (alerts before the XP they may cost). */
  order: number;
  /** The stream's cursor; the function it returns reads (and marks sent) what arrived since. */
  open(db: Db, userId: string): Promise<() => Promise<readonly unknown[]>>;
}

const sources = new Map<string, LiveSource>();

/** A feature's source, registered by the composition root (ledger-follow-ups.ts); the same event replaces. */
export function registerLiveSource(source: LiveSource): void {
  sources.set(source.event, source);
}

/** The registered sources, in the order a stream sends them. */
export function liveSources(): readonly LiveSource[] {
  return [...sources.values()].sort((a, b) => a.order - b.order);
}
