import type { LoadStats } from './load-stats';
import { LOAD_PASSWORD, traderEmail } from './load-seed';

/** How one simulated trader behaves (see docs/performance.md for the rate it gives). */
export interface TraderPlan {
  /** Mean pause between two visits (uniform from half to one and a half times it). */
  thinkMs: number;
  /** Share of visits that register a trade. */
  writeShare: number;
  /** A request with no answer after this long counts as a timeout. */
  timeoutMs: number;
  /** The client's pause before refetching after a `trades-changed` event (live-events.ts debounces 100 ms). */
  refetchDelayMs: number;
}

const TRADES_PAGE = '/api/trades?page=1&pageSize=25&sort=date&dir=desc';

/** mulberry32: each trader's choices are the same from run to run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Today in São Paulo (the demo traders' zone): the trades they register are today's, like a day trader's. */
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

/** A distinct address per trader: the servers run with TRUST_PROXY, so each sign-in has its own rate limit. */
const addressOf = (i: number) => `10.77.${(i >> 8) & 255}.${(i & 255) + 1}`;

/** Signs trader `i` in through better-auth, as the browser does: the session cookie it sets. */
export async function signIn(base: string, i: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': addressOf(i) },
    body: JSON.stringify({ email: traderEmail(i), password: LOAD_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of trader ${i} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * One signed-in trader for the measured window: the dashboard's live feed open all along (on `feedBase`, which
 * may be another process than `base`: a write through one process must reach a stream held by the other), and a
 * loop of visits: GET /api/me with GET /api/dashboard (the dashboard opening), GET /api/trades (the first page),
 * and sometimes POST /api/trades; then a pause. Each `trades-changed` event makes it refetch the dashboard, as the
 * page does. Resolves when `deadline` has passed and its last request has answered.
 */
export async function runTrader(opts: {
  index: number;
  base: string;
  feedBase: string;
  cookie: string;
  deadline: number;
  plan: TraderPlan;
  stats: LoadStats;
}): Promise<void> {
  const { base, cookie, deadline, plan, stats } = opts;
  const random = rng(7919 * (opts.index + 1));
  const headers = { cookie, origin: base, 'accept-encoding': 'gzip' };
  const inFlight = new Set<Promise<unknown>>();

  const request = async (route: string, path: string, init: RequestInit = {}): Promise<void> => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
        signal: AbortSignal.timeout(plan.timeoutMs),
      });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      if (res.ok) stats.ok(route, ms);
      else stats.failed(route, 'non2xx', ms, res.status);
    } catch (err) {
      const ms = performance.now() - started;
      stats.failed(route, (err as Error).name === 'TimeoutError' ? 'timeout' : 'network', ms);
    }
  };
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  // Start times of this trader's writes whose event has not come yet (each write notifies once).
  const pendingWrites: number[] = [];
  const feed = openFeed(`${opts.feedBase}/api/dashboard/events`, cookie, opts.feedBase, stats, () => {
    const started = pendingWrites.shift();
    if (started !== undefined) stats.feed.deliveryMs.push(performance.now() - started);
    if (Date.now() < deadline)
      track(
        new Promise((r) => setTimeout(r, plan.refetchDelayMs)).then(() =>
          request('GET /api/dashboard (live)', '/api/dashboard'),
        ),
      );
  });
  await feed.opened;

  const pause = () => new Promise((r) => setTimeout(r, plan.thinkMs * (0.5 + random())));
  // Traders do not all arrive in the same millisecond.
  await new Promise((r) => setTimeout(r, plan.thinkMs * random()));
  while (Date.now() < deadline) {
    await Promise.all([request('GET /api/me', '/api/me'), request('GET /api/dashboard', '/api/dashboard')]);
    if (Date.now() >= deadline) break;
    await request('GET /api/trades', TRADES_PAGE);
    if (Date.now() < deadline && random() < plan.writeShare) {
      pendingWrites.push(performance.now());
      const minute = 9 * 60 + Math.floor(random() * 8 * 60);
      const entry = 125000 + 5 * Math.floor(random() * 400);
      await request('POST /api/trades', '/api/trades', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          date: today(),
          time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
          type: random() < 0.5 ? 'compra' : 'venda',
          contracts: 1 + Math.floor(random() * 3),
          instrument: 'WIN',
          entry: String(entry),
          // Never the entry itself: a trade at equal prices is refused (400) unless imported.
          exit: String(entry + 5 * (1 + Math.floor(random() * 30)) * (random() < 0.5 ? -1 : 1)),
        }),
      });
    }
    await pause();
  }
  await Promise.all([...inFlight]);
  // The last writes' events may still be on their way: a short grace before they count as missed.
  const graceEnd = Date.now() + 2000;
  while (pendingWrites.length && Date.now() < graceEnd) await new Promise((r) => setTimeout(r, 50));
  stats.feed.missed += pendingWrites.length;
  feed.close();
  await feed.closed;
}

/** The dashboard's event stream, read as EventSource would: `onChange` on each `trades-changed`. */
function openFeed(url: string, cookie: string, origin: string, stats: LoadStats, onChange: () => void) {
  const controller = new AbortController();
  let closing = false;
  let resolveOpened = () => {};
  const opened = new Promise<void>((r) => (resolveOpened = r));
  const closed = (async () => {
    try {
      const res = await fetch(url, {
        headers: { cookie, origin, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`feed ${res.status}`);
      stats.feed.opened++;
      resolveOpened();
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: trades-changed$/m.test(message)) {
            stats.feed.events++;
            onChange();
          }
        }
      }
      // The server ended the stream before the trader left.
      if (!closing) stats.feed.drops++;
    } catch {
      if (!closing) stats.feed.drops++;
    } finally {
      resolveOpened();
    }
  })();
  return {
    opened,
    closed,
    close: () => {
      closing = true;
      controller.abort();
    },
  };
}
