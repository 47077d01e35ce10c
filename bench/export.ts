import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { trades } from '../src/server/db/schema';
import { ensureDefaultAccount } from '../src/server/user/trading-accounts';
import { createLogger } from '../src/server/logger';
import { createServices } from '../src/server/services';
import { TestClient } from '../src/server/testing/test-client';
import { dropScratch, onBothDatabases, round, scratchPostgres } from './support/scratch-postgres';
import { tradeRow } from './trades-query';
import type { Bench } from './types';

const TRADES = 100_000;
const BATCH = 1_000;
const SCRATCH = 'export';
const mb = (bytes: number) => round(bytes / 1024 / 1024);

async function runOn(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-'));
  let database: Database | undefined;
  try {
    database = await openDatabase(
      databaseUrl ? { databaseUrl: await scratchPostgres(databaseUrl, SCRATCH) } : { memory: true },
    );
    await database.migrate();
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
    for (let from = 0; from < TRADES; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, TRADES - from) }, (_, k) =>
        tradeRow(from + k, userId, account.id),
      );
      await database.db.insert(trades).values(rows);
    }

    // Peak memory while the zip streams: sampled, against the process's size just before.
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 10);
    const start = performance.now();
    const res = await client.request('/api/me/export');
    const firstByte = performance.now() - start;
    const reader = res.body?.getReader();
    let bytes = 0;
    // The last 64 KB is kept only to check the file ends as a zip does (its central directory).
    const chunks: Uint8Array[] = [];
    for (;;) {
      const r = await reader?.read();
      if (!r || r.done) break;
      bytes += r.value.length;
      chunks.push(r.value);
      while (
        chunks.length > 1 &&
        chunks.reduce((n, c) => n + c.length, 0) - (chunks[0]?.length ?? 0) > 65_536
      )
        chunks.shift();
    }
    const totalMs = performance.now() - start;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const tail = Buffer.concat(chunks);
    const endOfCentralDirectory = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    await services.mailer.stop();
    return {
      kind,
      trades: TRADES,
      status: res.status,
      zipMb: mb(bytes),
      firstByteMs: Math.round(firstByte),
      totalMs: Math.round(totalMs),
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
      rssGrowthMb: mb(rssPeak - rssBefore),
      endsAsZip: endOfCentralDirectory >= 0,
    };
  } finally {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropScratch(databaseUrl, SCRATCH);
  }
}

/** GET /api/me/export with 100k trades: the time to the whole zip and the memory it costs (≤ 10 s). */
export const exportBench: Bench = {
  name: 'export',
  description:
    'GET /api/me/export (LGPD) com 100 mil trades: tempo até o primeiro byte e até o zip inteiro, pico de memória (RSS)',
  run: () => onBothDatabases(runOn),
};
