import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { notifyTradesChanged, writeSettled } from '../realtime/trade-events';
import { createDashboardCache } from './figures-cache';

/** A feed the test drives: `change(userId)` is a notification arriving, `live` the LISTEN connection's state. */
function fakeFeed() {
  const listeners = new Set<(userId: string | null) => void>();
  const feed = {
    live: true,
    onAnyChange(l: (userId: string | null) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isLive: () => feed.live,
    change(userId: string | null) {
      for (const l of listeners) l(userId);
    },
  };
  return feed;
}

/** A computation that counts its runs and returns "<label>#<run>". */
function counter(label: string) {
  let runs = 0;
  const compute = async () => `${label}#${++runs}`;
  return { compute, runs: () => runs };
}

describe('dashboard cache', () => {
  it("keeps a user's figures until that user's trades change", async () => {
    const feed = fakeFeed();
    const cache = createDashboardCache(feed);
    const a = counter('a');
    const b = counter('b');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#1');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#1');
    expect((await cache.get('bia', 'k', b.compute)).json).toBe('b#1');
    // Another key (another period or filter) is another entry.
    expect((await cache.get('ana', 'k2', a.compute)).json).toBe('a#2');
    feed.change('ana');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#3');
    // Bia's entry survived Ana's change.
    const cached = await cache.get('bia', 'k', b.compute);
    expect(cached.json).toBe('b#1');
    // Kept compressed too, so a hit costs no gzip.
    expect(gunzipSync(cached.gzip ?? Buffer.alloc(0)).toString()).toBe('b#1');
    // A reconnection (null) may have hidden changes of anyone.
    feed.change(null);
    expect((await cache.get('bia', 'k', b.compute)).json).toBe('b#2');
  });

  it('does not keep a result computed while the trades changed', async () => {
    const feed = fakeFeed();
    const cache = createDashboardCache(feed);
    let runs = 0;
    const slow = async () => {
      runs++;
      if (runs === 1) feed.change('ana'); // the write lands during the first computation
      return `r${runs}`;
    };
    expect((await cache.get('ana', 'k', slow)).json).toBe('r1');
    expect((await cache.get('ana', 'k', slow)).json).toBe('r2');
    expect((await cache.get('ana', 'k', slow)).json).toBe('r2');
  });

  it('is bypassed while the feed is down and while a write of this process is unannounced', async () => {
    const feed = fakeFeed();
    const cache = createDashboardCache(feed);
    const a = counter('a');
    feed.live = false;
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#1');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#2');
    feed.live = true;
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#3');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#3');
    // A write's NOTIFY is queued (inside its transaction) but not yet back: computed fresh, not kept.
    await notifyTradesChanged({ execute: async () => ({ rows: [] }) } as never, 'ana');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#4');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#5');
    writeSettled('ana');
    feed.change('ana');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#6');
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#6');
  });

  it('while a write is unannounced, a reader shares only a build that started after it arrived', async () => {
    const feed = fakeFeed();
    const cache = createDashboardCache(feed);
    await notifyTradesChanged({ execute: async () => ({ rows: [] }) } as never, 'rui');
    let runs = 0;
    const release: (() => void)[] = [];
    // Each build waits until the test releases it, and says which build it was.
    const build = () =>
      new Promise<string>((resolve) => {
        const n = ++runs;
        release.push(() => resolve(`b${n}`));
      });
    const early = cache.get('rui', 'k', build);
    await Promise.resolve();
    // Build 1 is running: these three arrived after it started, so they wait for one next build and share it.
    const late = [cache.get('rui', 'k', build), cache.get('rui', 'k', build), cache.get('rui', 'k', build)];
    expect(runs).toBe(1);
    release[0]?.();
    expect((await early).json).toBe('b1');
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(2);
    release[1]?.();
    expect((await Promise.all(late)).map((r) => r.json)).toEqual(['b2', 'b2', 'b2']);
    // Nothing was kept: the next reader builds again (the write is still unannounced).
    const again = cache.get('rui', 'k', build);
    await new Promise((r) => setImmediate(r));
    release[2]?.();
    expect((await again).json).toBe('b3');
    writeSettled('rui');
  });

  it('shares one computation between identical concurrent requests and stays bounded', async () => {
    const feed = fakeFeed();
    const cache = createDashboardCache(feed, { maxEntries: 2 });
    const a = counter('a');
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('ana', 'k', a.compute)));
    expect(new Set(results.map((r) => r.json))).toEqual(new Set(['a#1']));
    expect(a.runs()).toBe(1);
    await cache.get('ana', 'k2', a.compute);
    await cache.get('ana', 'k', a.compute); // k is now the most recent
    await cache.get('ana', 'k3', a.compute); // evicts k2
    expect(cache.size()).toBe(2);
    expect((await cache.get('ana', 'k', a.compute)).json).toBe('a#1');
    expect((await cache.get('ana', 'k2', a.compute)).json).toBe('a#4');
  });
});
