import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../testing/test-database';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { dashboardTestApp, openEvents, type DashboardTestApp } from './dashboard.testkit';

// PostgreSQL only (vitest.config.ts includes *.pg.test.ts only when TEST_DATABASE_URL is set): PGlite has no
// separate LISTEN connection to lose.
let t: DashboardTestApp;

beforeAll(async () => {
  t = await dashboardTestApp();
});

describe('GET /api/dashboard/events on PostgreSQL', () => {
  it('listens again after the LISTEN connection is killed', async () => {
    const { client } = await allowedCaller(t);
    const events = await openEvents(client);
    try {
      expect(await events.next('comment', 2000)).toBeDefined();
      const main = await getTestDatabase();
      const killed = await main.db.execute<{ ok: boolean }>(
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
            where application_name = 'mctrading-listen' and datname = current_database()`,
      );
      expect(killed.rows.length).toBeGreaterThan(0);
      // Back online, the feed tells every stream to refetch (changes while it was down were never announced).
      expect(await events.next('trades-changed', 10_000)).toBeDefined();
      expect((await client.json('/api/trades', { json: tradeBody() })).status).toBe(201);
      expect(await events.next('trades-changed')).toBeDefined();
    } finally {
      await events.close();
    }
  });
});

afterAll(async () => {
  await t.tradesFeed.stop();
});
