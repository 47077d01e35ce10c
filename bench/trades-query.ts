import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tradePnl } from '../src/shared/trading/pnl';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { trades } from '../src/server/db/schema';
import { seedShippedEvents } from '../src/server/features/calendar/calendar.service';
import { ensureDefaultAccount } from '../src/server/user/trading-accounts';
import { createLogger } from '../src/server/logger';
import { createServices } from '../src/server/services';
import { TestClient } from '../src/server/testing/test-client';
import { dropScratch, onBothDatabases, percentile, round, scratchPostgres } from './support/scratch-postgres';
import type { Bench } from './types';

const TRADES = 100_000;
const BATCH = 1_000;
const RUNS = 60;
const WARM_UP = 5;

const QUERIES = {
  defaultPage1: '/api/trades',
  filteredSorted:
    '/api/trades?from=2024-03-01&to=2025-06-30&instrument=WIN&result=gain&sort=pnl&dir=desc&page=3',
} as const;

const SCRATCH = 'trades';

const SYMBOLS = [
  { instrument: 'WIN', pointValue: '0.2', currency: 'BRL', base: 125000 },
  { instrument: 'WDO', pointValue: '10', currency: 'BRL', base: 5000 },
  { instrument: 'NQ', pointValue: '20', currency: 'USD', base: 18000 },
] as const;
const EMOTIONS = ['calmo', 'ansioso', 'disciplinado', null] as const;

/** Deterministic spread of trades over ~3 years, instruments, sides and results (no Math.random: runs compare). */
export function tradeRow(i: number, userId: string, accountId: string) {
  const s = SYMBOLS[i % SYMBOLS.length] ?? SYMBOLS[0];
  const day = new Date(Date.UTC(2023, 0, 1) + (i % 1100) * 86_400_000);
  const side = i % 2 ? 'compra' : 'venda';
  const entry = s.base + (i % 200);
  const exit = entry + ((i * 7) % 41) - 20 || entry + 1;
  const contracts = 1 + (i % 5);
  const pnl = tradePnl({ side, contracts, entry, exit, pointValue: s.pointValue, costs: '1' }).toFixed(2);
  const hour = 9 + (i % 8);
  return {
    userId,
    accountId,
    tradeDate: day.toISOString().slice(0, 10),
    tradeTime: `${String(hour).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
    openedAt: new Date(day.getTime() + (hour + 3) * 3_600_000 + (i % 60) * 60_000),
    side,
    contracts,
    instrument: s.instrument,
    entryPrice: String(entry),
    exitPrice: String(exit),
    costs: '1.00',
    pointValue: s.pointValue,
    currency: s.currency,
    pnl,
    emotion: EMOTIONS[i % EMOTIONS.length] ?? null,
    tags: i % 10 === 0 ? ['rompimento'] : [],
  } as const;
}

async function runOn(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-'));
  let database: Database | undefined;
  try {
    database = await openDatabase(
      databaseUrl ? { databaseUrl: await scratchPostgres(databaseUrl, SCRATCH) } : { memory: true },
    );
    await database.migrate();
    // As the server does at start-up: the shipped calendar events are there, so the list's near-event tag is measured.
    await seedShippedEvents(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      ENABLE_TEST_ROUTES: 'true',
    });
    const logger = createLogger('silent');
    const services = await createServices({ config, database, logger, mailPollMs: 60 * 60 * 1000 });
    const app = createApp({ ...services, config, database, logger });
    const client = new TestClient(app);
    const created = await client.json<{ userId: string }>('/api/testing/users', {
      json: { email: 'bench@example.test', password: 'segredo123', name: 'Bench', allowed: true },
    });
    await client.json('/api/auth/sign-in/email', {
      json: { email: 'bench@example.test', password: 'segredo123' },
    });
    const userId = created.body.userId;
    const account = await ensureDefaultAccount(database.db, userId);

    const insertStart = performance.now();
    for (let from = 0; from < TRADES; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, TRADES - from) }, (_, k) =>
        tradeRow(from + k, userId, account.id),
      );
      await database.db.insert(trades).values(rows);
    }
    const insertMs = performance.now() - insertStart;

    const timings: Record<
      string,
      { p50Ms: number; p99Ms: number; runs: number; items: number; total: number }
    > = {};
    for (const [name, url] of Object.entries(QUERIES)) {
      let last = { items: [] as unknown[], total: 0 };
      for (let i = 0; i < WARM_UP; i++) await client.request(url);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await client.request(url);
        last = (await res.json()) as typeof last;
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      timings[name] = {
        p50Ms: round(percentile(samples, 50)),
        p99Ms: round(percentile(samples, 99)),
        runs: RUNS,
        items: last.items.length,
        total: last.total,
      };
    }
    await services.mailer.stop();
    return { kind, trades: TRADES, insertMs: Math.round(insertMs), queries: timings };
  } finally {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    // 100k rows are of no use after the run.
    if (databaseUrl) await dropScratch(databaseUrl, SCRATCH);
  }
}

/** GET /api/trades over 100k trades of one user, through the whole app (gate, session, query, JSON). */
export const tradesQueryBench: Bench = {
  name: 'trades-query',
  description:
    'GET /api/trades com 100 mil trades: p50/p99 da página padrão e de uma consulta filtrada e ordenada',
  run: () => onBothDatabases(runOn),
};
