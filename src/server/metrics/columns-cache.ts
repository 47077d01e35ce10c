import { isIsoDateText } from '@/shared/time/calendar-date';
import { and, eq, inArray } from 'drizzle-orm';
import { NO_PLAYBOOK } from '@/shared/playbooks/contract';
import type { TradeColumns } from '@/shared/trading/metrics/columns';
import type { Db } from '../db/client';
import { trades } from '../db/schema';
import type { Exec } from '../db/tx';
import { columnsInFlight } from '../realtime/column-events';
import type { TradesFeed } from '../realtime/trades-feed';
import { isUuid } from '../user/trading-accounts';
import { contextTrades, type DashboardContext } from './metrics-context';
import { readTradeColumns } from './trade-columns';
import { filterRows, replaceDays, type FilterableRead } from './trade-rows';
import { readUserColumns } from './user-columns';

const EXTRAS = ['account', 'playbook'] as const;

interface UserColumns {
  read: FilterableRead | undefined;
  /** Days whose rows changed since `read` was taken; 'all': read everything again. */
  stale: Set<string> | 'all';
  /** The running refresh: one at a time per user, so a notification is never applied to a read in between. */
  busy: Promise<unknown>;
}

/**
 * Which rows of a user's read a dashboard context selects: `contextTrades` evaluated on the columns, or null when
 * the context holds something only the database compares the same way (a period bound not written yyyy-mm-dd).
 */
function contextFilter(read: FilterableRead, ctx: DashboardContext): ((row: number) => boolean) | null {
  const { from, to } = ctx.period;
  if ((from && !isIsoDateText(from)) || (to && !isIsoDateText(to))) return null;
  const c = read.columns;
  const dayIn = c.days.map((d) => (!from || d >= from) && (!to || d <= to));
  const instrumentIn = c.instruments.map((i) => ctx.instrument === undefined || i === ctx.instrument);
  const account = ctx.account?.id;
  const playbook = ctx.playbookId;
  // A uuid compares by value in the database: the read's ids are its lower-case text.
  const playbookId =
    playbook === undefined || playbook === NO_PLAYBOOK
      ? null
      : isUuid(playbook)
        ? playbook.toLowerCase()
        : '';
  return (i) =>
    (dayIn[c.day[i] as number] as boolean) &&
    (instrumentIn[c.instrument[i] as number] as boolean) &&
    (account === undefined || read.accountId[i] === account) &&
    (playbook === undefined ||
      (playbook === NO_PLAYBOOK ? read.playbookId[i] === null : read.playbookId[i] === playbookId));
}

/** The user's rows of these days (null: of every day) are to be read again. */
function markStale(u: UserColumns, days: readonly string[] | null): void {
  if (days === null) u.stale = 'all';
  else if (u.stale !== 'all') for (const d of days) u.stale.add(d);
}

/** The context selects every trade of the user. */
const wholeRange = (ctx: DashboardContext) =>
  !ctx.period.from &&
  !ctx.period.to &&
  !ctx.account &&
  ctx.instrument === undefined &&
  ctx.playbookId === undefined;

/**
 * Each user's trades as the engine's columns, kept in memory between dashboard reads and brought up to date by
 * re-reading only the days a write touched (the feed's columns notifications, sent in the write's transaction):
 * the read right after a write reads one day instead of every trade. Equal to the bit to `readTradeColumns` with
 * the context's filter. Bypassed (a plain read) while the feed is down; the days of this process's writes not yet
 * announced here are re-read on every read until they are (ADR 051).
 */
export function createColumnsCache(
  feed: Pick<TradesFeed, 'onColumnsChange' | 'isLive'>,
  opts: {
    maxRows?: number;
    /** The days of this process's writes not yet announced (tests give their own). */
    inFlight?: (userId: string) => readonly (readonly string[] | null)[];
  } = {},
) {
  const maxRows = opts.maxRows ?? 1_000_000;
  const inFlight = opts.inFlight ?? columnsInFlight;
  // Map order is insertion order: re-inserting on a read makes it an LRU.
  const users = new Map<string, UserColumns>();
  const stats = { fullReads: 0, dayReads: 0 };
  const oversized = new Set<string>();
  // The rows of every held user's read, kept as reads come and go so a read does not sum them all.
  let heldRows = 0;
  const rowsOf = (u: UserColumns) => u.read?.columns.length ?? 0;
  /**
   * Sets a user's read; its rows count in the budget while it is the entry the map holds (an evicted entry's
   * refresh may still finish).
   */
  const setRead = <R extends FilterableRead | undefined>(userId: string, u: UserColumns, read: R): R => {
    if (users.get(userId) === u) heldRows += (read?.columns.length ?? 0) - rowsOf(u);
    u.read = read;
    return read;
  };
  const drop = (userId: string) => {
    const u = users.get(userId);
    if (!u) return;
    users.delete(userId);
    heldRows -= rowsOf(u);
  };

  feed.onColumnsChange((userId, days) => {
    if (userId === null) {
      for (const u of users.values()) u.stale = 'all';
      return;
    }
    oversized.delete(userId);
    const u = users.get(userId);
    if (u) markStale(u, days);
  });

  // Every trade of the user: from the stored month segments, the months a write made stale re-read (ADR 051); their
  // write-back is not waited for.
  const readAll = async (db: Exec, userId: string) => {
    stats.fullReads++;
    return (await readUserColumns(db, userId)).read;
  };

  async function refresh(db: Exec, userId: string, u: UserColumns): Promise<FilterableRead> {
    const stale = u.stale;
    u.stale = new Set();
    try {
      if (stale === 'all' || !u.read) return setRead(userId, u, await readAll(db, userId));
      if (!stale.size) return u.read;
      stats.dayReads++;
      const fresh = (await readTradeColumns(
        db,
        and(eq(trades.userId, userId), inArray(trades.tradeDate, [...stale])),
        { extras: EXTRAS },
      ).catch(() => null)) as FilterableRead | null;
      // A day the database refused, or rows that need their ids to be ordered: every trade is read again.
      return setRead(userId, u, (fresh && replaceDays(u.read, stale, fresh)) ?? (await readAll(db, userId)));
    } catch (err) {
      setRead(userId, u, undefined);
      u.stale = 'all';
      throw err;
    }
  }

  const evict = (keep: string) => {
    for (const id of users.keys()) {
      if (heldRows <= maxRows) break;
      if (id !== keep) drop(id);
    }
  };

  return {
    /** The columns of the user's trades the context selects, as `readTradeColumns(db, contextTrades(...))`. */
    async columns(db: Db, userId: string, ctx: DashboardContext): Promise<TradeColumns> {
      if (!feed.isLive()) return (await readTradeColumns(db, contextTrades(userId, ctx))).columns;
      if (oversized.has(userId)) {
        // Too many trades to hold: a context without a period reads every time from the stored month segments
        // (ADR 051), filtered here; a period (a month, say) reads only its own trades, far fewer than all of them.
        if (!ctx.period.from && !ctx.period.to) {
          const { read } = await readUserColumns(db, userId);
          const keep = contextFilter(read, ctx);
          if (keep) return filterRows(read, keep).columns;
        }
        return (await readTradeColumns(db, contextTrades(userId, ctx))).columns;
      }
      let u = users.get(userId);
      if (u) users.delete(userId);
      else u = { read: undefined, stale: 'all', busy: Promise.resolve() };
      users.set(userId, u);
      const state = u;
      const running = state.busy.then(() => {
        // This process's writes whose notification has not come back (committed or not): their days are
        // re-read as the notification would have them, so a read right after a write never misses it.
        for (const days of inFlight(userId)) markStale(state, days);
        return refresh(db, userId, state);
      });
      state.busy = running.catch(() => undefined);
      // A narrower context is not kept waiting for every trade of the user: it is read as before while the
      // user's columns are read beside it for the next requests.
      if (state.stale === 'all' && !wholeRange(ctx)) {
        void running.catch(() => undefined);
        return (await readTradeColumns(db, contextTrades(userId, ctx))).columns;
      }
      const read = await running;
      // A user past the whole budget alone is not held (read from the segments each time) until their trades change.
      if (read.columns.length > maxRows) {
        drop(userId);
        oversized.add(userId);
      } else evict(userId);
      const keep = contextFilter(read, ctx);
      if (!keep) return (await readTradeColumns(db, contextTrades(userId, ctx))).columns;
      return filterRows(read, keep).columns;
    },
    /** Users held (for tests). */
    size: () => users.size,
    /** Rows held, as counted against the budget (for tests). */
    rows: () => heldRows,
    /** Reads of every trade of a user and reads of some days, since the cache was made (tests, benches). */
    stats: () => ({ ...stats }),
  };
}
