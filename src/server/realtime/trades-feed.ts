import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { columnsSettled, parseColumnsPayload, TRADE_COLUMNS_CHANNEL } from './column-events';
import { TRADES_CHANGED_CHANNEL, writeSettled } from './trade-events';

export interface TradesSubscriber {
  /** The user's trades changed (or may have: after a lost connection every subscriber is told). */
  changed(at: number): void;
  /** The feed stopped (server shutting down): end the stream. */
  closed(): void;
}

/**
 * The process's one LISTEN on TRADES_CHANGED_CHANNEL, fanned out in memory to the subscribers of each user id
 * (the dashboard's event streams and its cache). Every process on a PostgreSQL database has its own feed, and a
 * NOTIFY reaches all of them, so a write through any process wakes every open dashboard of that user.
 */
export interface TradesFeed {
  subscribe(userId: string, subscriber: TradesSubscriber): () => void;
  /** Every change: the user id, or null when notifications may have been lost (reconnected) — all users. */
  onAnyChange(listener: (userId: string | null) => void): () => void;
  /**
   * The trade days (yyyy-mm-dd) a committed write touched, before its `onAnyChange`; days null: any day; userId
   * null: any user (notifications may have been lost).
   */
  onColumnsChange(listener: (userId: string | null, days: readonly string[] | null) => void): () => void;
  /** True while notifications flow (a cache may rely on them to learn of changes). */
  isLive(): boolean;
  /** Unlistens and closes every subscriber, so open event streams do not hold the server's shutdown. */
  stop(): Promise<void>;
}

export async function startTradesFeed(
  database: Pick<Database, 'listen'>,
  logger: Pick<Logger, 'warn' | 'info'>,
  now: () => number = Date.now,
): Promise<TradesFeed> {
  const byUser = new Map<string, Set<TradesSubscriber>>();
  const anyChange = new Set<(userId: string | null) => void>();
  const columnsChange = new Set<(userId: string | null, days: readonly string[] | null) => void>();
  let live = false;
  let columnsLive = false;
  let stopped = false;

  const tell = (subscribers: Iterable<TradesSubscriber>) => {
    const at = now();
    for (const s of [...subscribers]) s.changed(at);
  };

  const unlisten = await database.listen(
    TRADES_CHANGED_CHANNEL,
    (userId) => {
      writeSettled(userId);
      // The cache drops the user's entries before any stream is told, so the refetch it triggers is fresh.
      for (const l of anyChange) l(userId);
      const subscribers = byUser.get(userId);
      if (subscribers) tell(subscribers);
    },
    (isLive) => {
      live = isLive;
      for (const l of anyChange) l(null);
      if (isLive) {
        logger.info({ channel: TRADES_CHANGED_CHANNEL }, 'trades feed listening again');
        // Changes made while the connection was down were never announced: every dashboard refetches.
        tell([...byUser.values()].flatMap((s) => [...s]));
      } else {
        logger.warn({ channel: TRADES_CHANGED_CHANNEL }, 'trades feed connection lost; reconnecting');
      }
    },
  );
  live = true;

  const unlistenColumns = await database
    .listen(
      TRADE_COLUMNS_CHANNEL,
      (payload) => {
        const { userId, days } = parseColumnsPayload(payload);
        columnsSettled(userId);
        for (const l of columnsChange) l(userId, days);
      },
      (isLive) => {
        columnsLive = isLive;
        for (const l of columnsChange) l(null, null);
      },
    )
    .catch(async (err: unknown) => {
      await unlisten().catch(() => {});
      throw err;
    });
  columnsLive = true;

  return {
    subscribe(userId, subscriber) {
      if (stopped) {
        subscriber.closed();
        return () => {};
      }
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(subscriber);
      return () => {
        const current = byUser.get(userId);
        if (current?.delete(subscriber) && !current.size) byUser.delete(userId);
      };
    },
    onAnyChange(listener) {
      anyChange.add(listener);
      return () => anyChange.delete(listener);
    },
    onColumnsChange(listener) {
      columnsChange.add(listener);
      return () => columnsChange.delete(listener);
    },
    isLive: () => live && columnsLive && !stopped,
    async stop() {
      if (stopped) return;
      stopped = true;
      live = false;
      const all = [...byUser.values()].flatMap((s) => [...s]);
      byUser.clear();
      for (const s of all) s.closed();
      await unlisten().catch(() => {});
      await unlistenColumns().catch(() => {});
    },
  };
}
