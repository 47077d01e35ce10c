import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchPostgresUrl, withBenchServer } from './support/bench-server';
import type { Bench } from './types';

const TRADES = 10_000;
const DURATION_S = 8;
const WARM_UP_S = 2;
const MISSES = 15;
/** Sequential cached requests over which the server's CPU time is read. */
const CPU_REQUESTS = 1_000;
/** In the mixed run one writer registers a trade this often while 20 connections read. */
const WRITE_EVERY_MS = 250;
const CONNECTIONS = [1, 20] as const;
const TARGET_P50_MS = 20;
const TARGET_P99_MS = 60;
const ROUTE = '/api/dashboard?preset=all';

const TRADE = JSON.stringify({
  date: '2024-03-11',
  time: '09:05',
  type: 'compra',
  contracts: 1,
  instrument: 'WIN',
  entry: '125000',
  exit: '125100',
});

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
};
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

/** utime + stime of a process, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The load generator on fewer cores than the server: this process (autocannon) is pinned to the last core once
 * the server child has been spawned with every core; a no-op where taskset or a second core is missing.
 */
function pinSelf(cores: string): boolean {
  // cpus(), not availableParallelism(): the latter shrinks to the cores this process is pinned to.
  if (cpus().length < 2) return false;
  // Thread by thread: `taskset -a` stops at the first thread that ended while it walked them.
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      execFileSync('taskset', ['-cp', cores, tid], { stdio: 'ignore' });
    } catch {
      // that thread is gone
    }
  }
  const allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return allowed === cores;
}

function cannon(url: string, cookie: string, connections: number, duration: number) {
  return autocannon({ url, connections, duration, headers: { cookie, 'accept-encoding': 'gzip' } });
}

async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string) {
  return withBenchServer(
    kind,
    baseUrl,
    { trades: TRADES, months: 36 },
    async ({ base, cookie, trades, pid }) => {
      const all = cpus().length;
      const pinned = pinSelf(String(all - 1));
      try {
        const url = `${base}${ROUTE}`;
        const get = async () => {
          const started = performance.now();
          const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`GET ${ROUTE} → ${res.status}`);
          return performance.now() - started;
        };
        const post = async () => {
          const started = performance.now();
          const res = await fetch(`${base}/api/trades`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', origin: base },
            body: TRADE,
          });
          await res.arrayBuffer();
          if (res.status !== 201) throw new Error(`POST /api/trades → ${res.status}`);
          return performance.now() - started;
        };
        const check = await fetch(url, { headers: { cookie } });
        const body = (await check.json()) as { metrics?: { totalTrades: number }; currency?: string };
        if (!check.ok) throw new Error(`GET ${ROUTE} → ${check.status}`);

        // The server's own CPU per cached request: sequential hits, so nothing else runs in it meanwhile.
        await get();
        const cpuBefore = cpuMsOf(pid);
        const cpuRun = await autocannon({
          url,
          connections: 1,
          amount: CPU_REQUESTS,
          headers: { cookie, 'accept-encoding': 'gzip' },
        });
        const cpuPerCachedRequestMs = round((cpuMsOf(pid) - cpuBefore) / cpuRun.requests.total);

        // Misses: the read right after a trade is registered (the user's cached dashboard was dropped by it).
        const writes: number[] = [];
        const misses: number[] = [];
        for (let i = 0; i < MISSES; i++) {
          writes.push(await post());
          misses.push(await get());
        }

        const hits: Record<string, unknown> = {};
        for (const connections of CONNECTIONS) {
          await cannon(url, cookie, connections, WARM_UP_S);
          const cpu0 = cpuMsOf(pid);
          const r = await cannon(url, cookie, connections, DURATION_S);
          hits[`c${connections}`] = {
            connections,
            p50Ms: r.latency.p50,
            p99Ms: r.latency.p99,
            meanMs: r.latency.average,
            rps: r.requests.average,
            requests: r.requests.total,
            serverCpuPerRequestMs: round((cpuMsOf(pid) - cpu0) / r.requests.total),
            non2xx: r.non2xx,
            errors: r.errors,
            loadAvg: load(),
          };
        }

        // Mixed: 20 connections reading while one writer registers a trade every WRITE_EVERY_MS (each write drops
        // the cached dashboard, so the read after it misses); reads and writes are reported apart.
        const connections = 20;
        const mixedWrites: number[] = [];
        let writing = true;
        const writer = (async () => {
          while (writing) {
            const started = performance.now();
            mixedWrites.push(await post());
            const rest = WRITE_EVERY_MS - (performance.now() - started);
            if (rest > 0 && writing) await new Promise((r) => setTimeout(r, rest));
          }
        })();
        const cpu0 = cpuMsOf(pid);
        const mixedRun = await cannon(url, cookie, connections, DURATION_S);
        writing = false;
        await writer;
        const mixed = {
          connections,
          writeEveryMs: WRITE_EVERY_MS,
          reads: {
            p50Ms: mixedRun.latency.p50,
            p99Ms: mixedRun.latency.p99,
            rps: mixedRun.requests.average,
            requests: mixedRun.requests.total,
            non2xx: mixedRun.non2xx,
            errors: mixedRun.errors,
          },
          writes: summary(mixedWrites),
          serverCpuPerRequestMs: round(
            (cpuMsOf(pid) - cpu0) / (mixedRun.requests.total + mixedWrites.length),
          ),
          loadAvg: load(),
        };

        return {
          kind,
          trades,
          route: ROUTE,
          tradesInResponse: body.metrics?.totalTrades,
          currency: body.currency,
          target: { p50Ms: TARGET_P50_MS, p99Ms: TARGET_P99_MS, cpuPerCachedRequestMs: 1 },
          loadGeneratorPinnedToOneCore: pinned,
          cpuPerCachedRequestMs,
          hits,
          missAfterWrite: { reads: summary(misses), writes: summary(writes) },
          mixed,
          loadAvg: load(),
        };
      } finally {
        if (pinned) pinSelf(`0-${all - 1}`);
      }
    },
  );
}

/**
 * GET /api/dashboard?preset=all for a user with 10,000 trades, against the real server process (gate, session,
 * queries, engine, JSON, gzip, access log), the load generator pinned to one core and the server free on all:
 * - `cpuPerCachedRequestMs`: the server's CPU time (/proc) over 1,000 sequential cached requests;
 * - `hits`: autocannon at 1 and 20 connections with no writes (p50/p99, req/s, server CPU per request);
 * - `missAfterWrite`: sequential pairs of a registered trade and the read right after it (a miss);
 * - `mixed`: 20 connections reading while a trade is registered every 250 ms; reads and writes reported apart.
 * On PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL.
 */
export const dashboardApiBench: Bench = {
  name: 'dashboard-api',
  description: `GET /api/dashboard com ${TRADES.toLocaleString('pt-BR')} trades: acertos e faltas do cache, p50/p99, req/s e CPU por requisição (autocannon num núcleo, servidor real)`,
  async run() {
    const url = benchPostgresUrl();
    const results: Record<string, unknown> = { pglite: await runOn('pglite') };
    if (url) results.postgres = await runOn('postgres', url);
    return results;
  },
};
