import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { getTestDatabase } from '../testing/test-database';
import { REQUEST_CACHE_CHANNEL, startRequestCache, type RequestCache } from './request-cache';
import { dropped } from './request-cache.testkit';

const DAY = 24 * 60 * 60;
let database: Database;
let cache: RequestCache;
let now = Date.UTC(2026, 0, 10);

beforeAll(async () => {
  database = await getTestDatabase();
  cache = await startRequestCache(
    database,
    createLogger('silent'),
    { expiresIn: 30 * DAY, updateAge: DAY },
    { clock: () => now, maxSessions: 2, maxAgeMs: 60_000 },
  );
});
afterAll(() => cache.stop());

/** A loader standing for better-auth: counts its calls and answers a session expiring `expiresInMs` from now. */
function loader(userId: string, expiresInMs: number | null) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n++;
    return expiresInMs === null
      ? null
      : { session: { expiresAt: new Date(now + expiresInMs) }, user: { id: userId } };
  };
  return { calls, load };
}

describe('request cache rules', () => {
  it('asks better-auth again once the session expired or its daily refresh is due', async () => {
    const fresh = loader('u-exp', 30 * DAY * 1000);
    await cache.session('c=expiry', fresh.load);
    await cache.session('c=expiry', fresh.load);
    expect(fresh.calls.n).toBe(1);
    // A day later the refresh is due: better-auth extends the session (the loader answers a new expiry).
    now += DAY * 1000 + 1;
    await cache.session('c=expiry', fresh.load);
    expect(fresh.calls.n).toBe(2);
    await cache.session('c=expiry', fresh.load);
    expect(fresh.calls.n).toBe(2);

    // A session better-auth did not extend ("don't remember me") is served until it expires, then asked again.
    const short = loader('u-short', 1000);
    await cache.session('c=short', short.load);
    await cache.session('c=short', short.load);
    expect(short.calls.n).toBe(1);
    now += 1001;
    await cache.session('c=short', short.load);
    expect(short.calls.n).toBe(2);
  });

  it('never keeps a refusal, nor a request without a cookie', async () => {
    const refused = loader('u-none', null);
    expect(await cache.session('c=forged', refused.load)).toBeNull();
    expect(await cache.session('c=forged', refused.load)).toBeNull();
    await cache.session(undefined, refused.load);
    expect(refused.calls.n).toBe(3);
  });

  it('holds a bounded number of sessions, dropping the least recently used', async () => {
    const one = loader('u-1', 30 * DAY * 1000);
    const two = loader('u-2', 30 * DAY * 1000);
    const three = loader('u-3', 30 * DAY * 1000);
    await cache.session('c=1', one.load);
    await cache.session('c=2', two.load);
    await cache.session('c=1', one.load);
    await cache.session('c=3', three.load);
    expect(cache.stats().sessions).toBe(2);
    await cache.session('c=1', one.load);
    await cache.session('c=2', two.load);
    expect([one.calls.n, two.calls.n]).toEqual([1, 2]);
  });

  it('does not keep a value read while its user changed, and forgets it on the notification', async () => {
    let reads = 0;
    const load = async () => {
      reads++;
      if (reads === 1) {
        // A change committed while this read was on its way: the value may predate it.
        const heard = dropped(cache, 'u-race');
        await database.db.execute(sql`select pg_notify(${REQUEST_CACHE_CHANNEL}, 'u-race')`);
        await heard;
      }
      return { n: reads };
    };
    expect(await cache.user('u-race', 'settings', load)).toEqual({ n: 1 });
    expect(await cache.user('u-race', 'settings', load)).toEqual({ n: 2 });
    expect(await cache.user('u-race', 'settings', load)).toEqual({ n: 2 });
    const heard = dropped(cache, 'u-race');
    await database.db.execute(sql`select pg_notify(${REQUEST_CACHE_CHANNEL}, 'u-race')`);
    await heard;
    expect(await cache.user('u-race', 'settings', load)).toEqual({ n: 3 });
  });
});
