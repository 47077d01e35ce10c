import { withBenchServer, benchPostgresUrl } from './support/bench-server';
import type { Bench } from './types';

const TRADES = 10_000;
const MONTHS = 12;
const CRITERIA = 5;
const RUNS = 30;
const WARM_UP = 3;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string) {
  return withBenchServer(
    kind,
    baseUrl,
    { trades: TRADES, months: MONTHS },
    async ({ base, cookie, trades }) => {
      const call = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
        const res = await fetch(`${base}${path}`, {
          method: init.method ?? (init.json ? 'POST' : 'GET'),
          headers: { cookie, 'content-type': 'application/json', origin: base },
          ...(init.json ? { body: JSON.stringify(init.json) } : {}),
        });
        if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
        return (await res.json()) as T;
      };
      const playbook = await call<{ id: string; criteria: { id: string }[] }>('/api/playbooks', {
        json: {
          name: 'Rompimento',
          criteria: Array.from({ length: CRITERIA }, (_, i) => ({
            label: `Critério ${i + 1}`,
            required: i === 0,
          })),
        },
      });
      const criteria = playbook.criteria.map((c) => c.id);
      // Every trade of the seed gets the playbook; each batch ticks a different subset of the criteria.
      let assigned = 0;
      for (let page = 1; ; page++) {
        const list = await call<{ items: { id: string }[] }>(
          `/api/trades?preset=all&pageSize=200&page=${page}`,
        );
        if (!list.items.length) break;
        const ticked = criteria.filter((_, i) => (page >> i) % 2 === 0);
        await call('/api/trades/bulk-playbook', {
          json: { ids: list.items.map((t) => t.id), playbookId: playbook.id, criteriaMet: ticked },
        });
        assigned += list.items.length;
      }
      const route = `/api/playbooks/${playbook.id}/stats?preset=all`;
      for (let i = 0; i < WARM_UP; i++) await call(route);
      const ms: number[] = [];
      let figures: unknown = null;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const body = await call<{ figures: { trades: number } }>(route);
        ms.push(performance.now() - started);
        figures = body.figures.trades;
      }
      return {
        kind,
        seeded: trades,
        assigned,
        criteria: CRITERIA,
        tradesInStats: figures,
        p50Ms: round(pct(ms, 0.5)),
        p99Ms: round(pct(ms, 0.99)),
      };
    },
  );
}

/**
 * GET /api/playbooks/:id/stats for a playbook of ~10,000 trades (a year of the demo generator, every trade on the
 * playbook, 5 criteria ticked in varying subsets), against the real server process. Sequential requests, p50/p99.
 */
export const playbookPageBench: Bench = {
  name: 'playbook-page',
  description: `GET /api/playbooks/:id/stats com ${TRADES.toLocaleString('pt-BR')} trades e ${CRITERIA} critérios (servidor real)`,
  async run() {
    const url = benchPostgresUrl();
    const results: Record<string, unknown> = { pglite: await runOn('pglite') };
    if (url) results.postgres = await runOn('postgres', url);
    return results;
  },
};
