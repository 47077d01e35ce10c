import { withBenchServer, benchPostgresUrl } from './support/bench-server';
import type { Bench } from './types';
import { median } from './support/stats';

const TRADES = 5_000;
const MONTHS = 12;
const RUNS = 15;
const WARM_UP = 5;
const TARGET_MS = 1_000;
const ROUTES = {
  month: '/api/reports?preset=all',
  week: '/api/reports?preset=all&granularity=week',
  'last-6-months': '/api/reports?preset=last-6-months',
  csv: '/api/reports/csv?preset=all',
} as const;

const max = (xs: number[]) => Math.max(...xs);
const round = (ms: number) => Math.round(ms * 10) / 10;

async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string) {
  return withBenchServer(
    kind,
    baseUrl,
    { trades: TRADES, months: MONTHS },
    async ({ base, cookie, trades }) => {
      const results: Record<string, unknown> = {};
      for (const [name, route] of Object.entries(ROUTES)) {
        const get = async () => {
          const res = await fetch(`${base}${route}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
          if (!res.ok) throw new Error(`GET ${route} → ${res.status}`);
          return res;
        };
        const first = await get();
        const body = route.includes('/csv')
          ? null
          : ((await first.json()) as { cuts: unknown[]; summary: { current: { trades: number } } });
        for (let i = 1; i < WARM_UP; i++) await (await get()).arrayBuffer();
        const ms: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          await (await get()).arrayBuffer();
          ms.push(performance.now() - started);
        }
        results[name] = {
          route,
          ...(body ? { cuts: body.cuts.length, tradesInReport: body.summary.current.trades } : {}),
          p50Ms: round(median(ms)),
          maxMs: round(max(ms)),
        };
      }
      return { kind, trades, targetMs: TARGET_MS, ...results };
    },
  );
}

/**
 * GET /api/reports for a trader with a year of daily trading (~5,000 trades, the demo generator), against the real
 * server process (gate, session, the trades' query, the challenge days, the engine, JSON): month and ISO-week cuts,
 * the last 6 months (which also reads the previous 6 for the comparison) and the CSV. Sequential requests (the
 * report is not cached), median and max. On PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL.
 */
export const reportsApiBench: Bench = {
  name: 'reports-api',
  description: `GET /api/reports com ${TRADES.toLocaleString('pt-BR')} trades em ${MONTHS} meses: mês, semana, 6 meses e CSV (servidor real)`,
  async run() {
    const url = benchPostgresUrl();
    const results: Record<string, unknown> = { pglite: await runOn('pglite') };
    if (url) results.postgres = await runOn('postgres', url);
    return results;
  },
};
