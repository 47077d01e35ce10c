import autocannon from 'autocannon';
import { benchPostgresUrl, withBenchServer } from './support/bench-server';
import type { Bench } from './types';

const TRADES = 10_000;
const DURATION_S = 8;
const WARM_UP_S = 2;
const MISSES = 15;
const CONNECTIONS = [1, 20] as const;
const TARGET_P50_MS = 30;
const ROUTE = '/api/dashboard?preset=all';

function cannon(url: string, cookie: string, connections: number, duration: number) {
  return autocannon({ url, connections, duration, headers: { cookie, 'accept-encoding': 'gzip' } });
}

async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string) {
  return withBenchServer(kind, baseUrl, { trades: TRADES, months: 36 }, async ({ base, cookie, trades }) => {
    const url = `${base}${ROUTE}`;
    const check = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
    const body = (await check.json()) as { metrics?: { totalTrades: number }; currency?: string };
    if (!check.ok) throw new Error(`GET ${ROUTE} → ${check.status}`);
    // Misses: every query a new cache key (a custom range covering all trades, ending on a different day), so each
    // one runs the queries and the engine — the cost of the first load after a trade changes.
    const misses: number[] = [];
    for (let i = 0; i < MISSES; i++) {
      const to = new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10);
      const started = performance.now();
      const res = await fetch(`${base}/api/dashboard?preset=custom&from=2000-01-01&to=${to}`, {
        headers: { cookie, 'accept-encoding': 'gzip' },
      });
      await res.arrayBuffer();
      misses.push(performance.now() - started);
    }
    misses.sort((a, b) => a - b);
    const uncached = {
      requests: MISSES,
      p50Ms: Math.round(misses[Math.floor(MISSES / 2)] ?? NaN),
      maxMs: Math.round(misses.at(-1) ?? NaN),
    };
    const byConnections: Record<string, unknown> = {};
    for (const connections of CONNECTIONS) {
      await cannon(url, cookie, connections, WARM_UP_S);
      const r = await cannon(url, cookie, connections, DURATION_S);
      byConnections[`c${connections}`] = {
        connections,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        meanMs: r.latency.average,
        rps: r.requests.average,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      };
    }
    return {
      kind,
      trades,
      route: ROUTE,
      tradesInResponse: body.metrics?.totalTrades,
      currency: body.currency,
      targetP50Ms: TARGET_P50_MS,
      ...byConnections,
      uncached,
    };
  });
}
/**
 * GET /api/dashboard?preset=all for a user with 10,000 trades, against the real server process (gate, session,
 * queries, engine, JSON, gzip, access log), with autocannon at 1 and at 20 concurrent connections: p50/p99 and
 * requests per second (repeats are served by the dashboard cache until the user's trades change); and `uncached`:
 * sequential requests that each miss the cache. On PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on
 * PostgreSQL.
 */
export const dashboardApiBench: Bench = {
  name: 'dashboard-api',
  description: `GET /api/dashboard com ${TRADES.toLocaleString('pt-BR')} trades: p50/p99 e req/s com 1 e 20 conexões (autocannon, servidor real)`,
  async run() {
    const url = benchPostgresUrl();
    const results: Record<string, unknown> = { pglite: await runOn('pglite') };
    if (url) results.postgres = await runOn('postgres', url);
    return results;
  },
};
