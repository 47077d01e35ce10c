import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { TradesFeed } from '../realtime/trades-feed';
import { writeInFlight } from '../realtime/trade-events';

const gzipAsync = promisify(gzip);

/** A response body: the JSON, and its gzip once cached (compressed once, not on every hit). */
export interface CachedBody {
  json: string;
  gzip?: Buffer;
}

interface Entry {
  userId: string;
  body: Required<CachedBody>;
  at: number;
}

/**
 * The computed dashboard (as JSON text) per user and context key (filters, resolved period, settings, accounts),
 * kept until that user's trades change. It is trusted only while the trades feed is live (a lost LISTEN connection
 * could hide changes); a computation that overlapped a change is not stored; and while a write of this process is
 * on its way to the database's notification, the cache is bypassed, so a client that refetches right after its own
 * write never sees the figures from before it (readers then share only builds that started after they arrived).
 * Identical concurrent misses share one computation.
 */
export function createDashboardCache(
  feed: Pick<TradesFeed, 'onAnyChange' | 'isLive'>,
  opts: { maxEntries?: number; maxAgeMs?: number; clock?: () => number } = {},
) {
  const maxEntries = opts.maxEntries ?? 200;
  const maxAgeMs = opts.maxAgeMs ?? 10 * 60_000;
  const clock = opts.clock ?? Date.now;
  // Map order is insertion order: re-inserting on a hit makes it an LRU.
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Promise<CachedBody>>();
  const generations = new Map<string, number>();
  let allGeneration = 0;

  const generation = (userId: string) => `${allGeneration}:${generations.get(userId) ?? 0}`;

  // While a write is unannounced the cache is bypassed, but 20 readers of that trader then meant 20 builds of the
  // same figures (measured as "reads under writes": CPU 5 ms per request, writes waiting behind the builds). A
  // reader may share a build only if the build started after it arrived (a build already running may predate a
  // write the reader knows of, such as its own): it waits for the running one to end and shares the next, which
  // every reader arriving meanwhile shares too. At most two builds per key, and none is kept.
  const windowBuilds = new Map<string, { running: Promise<string>; next?: Promise<string> }>();
  const buildInWindow = (full: string, compute: () => Promise<string>): Promise<string> => {
    const start = (): Promise<string> => {
      const running = compute();
      const slot = windowBuilds.get(full);
      if (slot) slot.running = running;
      else windowBuilds.set(full, { running });
      void running
        .catch(() => undefined)
        .then(() => {
          const now = windowBuilds.get(full);
          if (now?.running === running && !now.next) windowBuilds.delete(full);
        });
      return running;
    };
    const slot = windowBuilds.get(full);
    if (!slot) return start();
    slot.next ??= slot.running
      .catch(() => undefined)
      .then(() => {
        slot.next = undefined;
        return start();
      });
    return slot.next;
  };

  feed.onAnyChange((userId) => {
    if (userId === null) {
      allGeneration++;
      entries.clear();
      return;
    }
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
    for (const [key, e] of entries) if (e.userId === userId) entries.delete(key);
  });

  return {
    /** The JSON of `compute()`, from the cache when it can be trusted. */
    async get(userId: string, key: string, compute: () => Promise<string>): Promise<CachedBody> {
      const full = `${userId}\u0000${key}`;
      if (!feed.isLive()) return { json: await compute() };
      if (writeInFlight(userId)) return { json: await buildInWindow(full, compute) };
      const hit = entries.get(full);
      if (hit && clock() - hit.at < maxAgeMs) {
        entries.delete(full);
        entries.set(full, hit);
        return hit.body;
      }
      const gen = generation(userId);
      const flightKey = `${full}\u0000${gen}`;
      const running = computing.get(flightKey);
      if (running) return running;
      const trusted = () => generation(userId) === gen && feed.isLive() && !writeInFlight(userId);
      const promise = compute().then(async (json): Promise<CachedBody> => {
        // A change during the computation may or may not be in it: serve it, but do not keep it.
        if (!trusted()) return { json };
        const body = { json, gzip: await gzipAsync(json) };
        if (trusted()) {
          entries.set(full, { userId, body, at: clock() });
          while (entries.size > maxEntries) {
            const oldest = entries.keys().next().value;
            if (oldest === undefined) break;
            entries.delete(oldest);
          }
        }
        return body;
      });
      computing.set(flightKey, promise);
      try {
        return await promise;
      } finally {
        computing.delete(flightKey);
      }
    },
    /** Entries held (for tests). */
    size: () => entries.size,
  };
}
