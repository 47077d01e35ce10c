import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { LruMap } from './lru-map';

/** The channel of migration 0009's triggers: a user id whose cached rows changed, or '*' for everything. */
export const REQUEST_CACHE_CHANNEL = 'request_cache';
export const ALL_USERS = '*';
/** Payloads this process sends to itself to learn that every earlier notification has arrived. */
const FENCE_PREFIX = '~';

export interface RequestCacheOptions {
  /** Sessions (by Cookie header) held at most; the least recently used go first. */
  maxSessions?: number;
  /** Users whose profile, settings and accounts are held at most. */
  maxUsers?: number;
  /** An entry is read again from the database after this long, even with no notification (a safety net). */
  maxAgeMs?: number;
  /** How long a write's request waits for its fence before dropping the whole cache instead. */
  fenceTimeoutMs?: number;
  clock?: () => number;
}

/** What a user's entry may hold; each slot is filled by the first request that needs it. */
export interface UserSlots {
  profile: unknown;
  schoolAdmin: boolean;
  settings: unknown;
  dashboardAccounts: unknown;
}

interface Timed<T> {
  value: T;
  at: number;
}
interface SessionEntry<S> extends Timed<S> {
  userId: string;
  /** better-auth did not refresh it when it was due (a "don't remember me" session): do not ask again. */
  refreshSkipped: boolean;
}

/**
 * The request path's in-memory cache (ADR 020): the session of each Cookie header and, per user, the rows the gate
 * and the dashboard read on every request. It is trusted only while this process's LISTEN on
 * REQUEST_CACHE_CHANNEL is up; every change to the rows behind it (migration 0009's triggers, any writer, any
 * process) drops the user's entries, and a value read while a change arrived is served but not kept.
 */
export interface RequestCache {
  /** The cached session of this exact Cookie header, or `load()` (better-auth) when it must be asked. */
  session<S extends CachedSession>(
    cookie: string | undefined,
    load: () => Promise<S | null>,
  ): Promise<S | null>;
  /** One slot of the user's entry, loaded on a miss. */
  user<K extends keyof UserSlots, T extends UserSlots[K]>(
    userId: string,
    slot: K,
    load: () => Promise<T>,
  ): Promise<T>;
  /** A product-wide value (app_settings), dropped on '*'. */
  global<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Resolves once every change committed before the call has reached this process (its own NOTIFY came back), so
   * a response sent after it is never followed on this process by a stale hit. Immediate on PGlite, whose
   * notifications arrive before the committing query returns.
   */
  settle(): Promise<void>;
  isLive(): boolean;
  /** Called with each user id dropped (or '*'), after the drop: tests wait on it instead of sleeping. */
  onInvalidate(listener: (userId: string) => void): () => void;
  stats(): { hits: number; misses: number; sessions: number; users: number };
  stop(): Promise<void>;
}

/** The fields of better-auth's session answer the cache reads. */
export interface CachedSession {
  session: { expiresAt: Date | string };
  user: { id: string };
}

export async function startRequestCache(
  database: Pick<Database, 'listen' | 'kind' | 'db'>,
  logger: Pick<Logger, 'warn' | 'info'>,
  session: { expiresIn: number; updateAge: number },
  opts: RequestCacheOptions = {},
): Promise<RequestCache> {
  const clock = opts.clock ?? Date.now;
  const maxAgeMs = opts.maxAgeMs ?? 5 * 60_000;
  const fenceTimeoutMs = opts.fenceTimeoutMs ?? 2_000;
  const sessions = new LruMap<string, SessionEntry<CachedSession>>(opts.maxSessions ?? 5_000);
  const users = new LruMap<string, Partial<Record<keyof UserSlots, Timed<unknown>>>>(opts.maxUsers ?? 5_000);
  const globals = new Map<string, Timed<unknown>>();
  const listeners = new Set<(userId: string) => void>();
  const fences = new Map<string, () => void>();
  const instance = randomUUID();
  let fenceSeq = 0;
  // Bumped by every drop: a value loaded across a drop may predate the change, so it is not kept.
  let epoch = 0;
  let live = false;
  let stopped = false;
  let hits = 0;
  let misses = 0;

  const dropUser = (userId: string) => {
    epoch++;
    if (userId === ALL_USERS) {
      sessions.clear();
      users.clear();
      globals.clear();
    } else {
      users.delete(userId);
      sessions.deleteWhere((e) => e.userId === userId);
    }
    for (const l of listeners) l(userId);
  };

  const unlisten = await database.listen(
    REQUEST_CACHE_CHANNEL,
    (payload) => {
      if (payload.startsWith(FENCE_PREFIX)) {
        const resolve = fences.get(payload);
        fences.delete(payload);
        resolve?.();
        return;
      }
      dropUser(payload || ALL_USERS);
    },
    (isLive) => {
      // Changes made while the connection was down were never announced.
      live = isLive;
      dropUser(ALL_USERS);
      if (isLive) logger.info({ channel: REQUEST_CACHE_CHANNEL }, 'request cache listening again');
      else logger.warn({ channel: REQUEST_CACHE_CHANNEL }, 'request cache bypassed: LISTEN connection lost');
    },
  );
  live = true;

  const usable = () => live && !stopped;
  const fresh = (t: Timed<unknown>) => clock() - t.at < maxAgeMs;

  /** Loads, and keeps the value only when no drop happened meanwhile and the cache is still trusted. */
  async function through<T>(load: () => Promise<T>, keep: (value: T, at: number) => void): Promise<T> {
    misses++;
    const started = epoch;
    const at = clock();
    const value = await load();
    if (started === epoch && usable()) keep(value, at);
    return value;
  }

  const refreshDue = (expiresAt: number, now: number) =>
    expiresAt - session.expiresIn * 1000 + session.updateAge * 1000 <= now;

  return {
    async session(cookie, load) {
      // No cookie, no session; better-auth says so without a query.
      if (!usable() || !cookie) return load();
      const hit = sessions.get(cookie);
      if (hit && fresh(hit)) {
        const now = clock();
        const expiresAt = new Date(hit.value.session.expiresAt).getTime();
        // Expired, or due for its daily refresh: better-auth decides (deletes it, or extends it).
        if (expiresAt > now && (hit.refreshSkipped || !refreshDue(expiresAt, now))) {
          hits++;
          return hit.value as never;
        }
      }
      return through(load, (value, at) => {
        // Only what better-auth verified (signature, expiry) is kept: a forged or unknown cookie is never cached.
        if (!value) return;
        const expiresAt = new Date(value.session.expiresAt).getTime();
        sessions.set(cookie, {
          value,
          at,
          userId: value.user.id,
          refreshSkipped: refreshDue(expiresAt, clock()),
        });
      });
    },
    async user(userId, slot, load) {
      if (!usable()) return load();
      const hit = users.get(userId)?.[slot];
      if (hit && fresh(hit)) {
        hits++;
        return hit.value as never;
      }
      return through(load, (value, at) => {
        const entry = users.get(userId) ?? {};
        entry[slot] = { value, at };
        users.set(userId, entry);
      });
    },
    async global(key, load) {
      if (!usable()) return load();
      const hit = globals.get(key);
      if (hit && fresh(hit)) {
        hits++;
        return hit.value as never;
      }
      return through(load, (value, at) => globals.set(key, { value, at }));
    },
    async settle() {
      if (database.kind === 'pglite' || !usable()) return;
      const id = `${FENCE_PREFIX}${instance}:${++fenceSeq}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<boolean>((resolve) => {
        fences.set(id, () => resolve(true));
        timer = setTimeout(() => resolve(false), fenceTimeoutMs);
      });
      try {
        await database.db.execute(sql`select pg_notify(${REQUEST_CACHE_CHANNEL}, ${id})`);
        // Never arrived (a slow or lost connection): whatever changed is unknown, so everything goes.
        if (!(await arrived)) dropUser(ALL_USERS);
      } catch {
        dropUser(ALL_USERS);
      } finally {
        clearTimeout(timer);
        fences.delete(id);
      }
    },
    isLive: usable,
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stats: () => ({ hits, misses, sessions: sessions.size, users: users.size }),
    async stop() {
      if (stopped) return;
      stopped = true;
      dropUser(ALL_USERS);
      for (const resolve of fences.values()) resolve();
      await unlisten().catch(() => {});
    },
  };
}
