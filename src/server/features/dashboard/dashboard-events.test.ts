import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeDto } from '@/shared/trading/api-contract';
import { testDatabaseUrl } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { getTestDatabase } from '../../testing/test-database';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { dashboardTestApp, getDashboard, openEvents, type DashboardTestApp } from './dashboard.testkit';

let t: DashboardTestApp;
const onPostgres = Boolean(testDatabaseUrl());

beforeAll(async () => {
  t = await dashboardTestApp();
});

describe('GET /api/dashboard/events', () => {
  it('sends trades-changed after each write of this user, and nothing for other users', async () => {
    const { client } = await allowedCaller(t);
    const other = (await allowedCaller(t)).client;
    const events = await openEvents(client);
    try {
      expect(await events.next('comment', 2000)).toBeDefined();

      // Another user's trade wakes nobody here.
      expect((await other.json('/api/trades', { json: tradeBody() })).status).toBe(201);
      expect(await events.next('trades-changed', 500)).toBeUndefined();

      const before = Date.now();
      const created = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
      expect(created.status).toBe(201);
      const event = await events.next('trades-changed');
      expect(event).toBeDefined();
      const at = (JSON.parse(event?.data ?? '{}') as { at: number }).at;
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);

      // Edit, delete, bulk delete and reset each announce themselves too.
      const id = created.body.id;
      expect(
        (await client.json(`/api/trades/${id}`, { method: 'PUT', json: tradeBody({ exit: '125300' }) }))
          .status,
      ).toBe(200);
      expect(await events.next('trades-changed')).toBeDefined();
      expect((await client.json(`/api/trades/${id}`, { method: 'DELETE' })).status).toBe(200);
      expect(await events.next('trades-changed')).toBeDefined();
      const two = [
        (await client.json<TradeDto>('/api/trades', { json: tradeBody() })).body.id,
        (await client.json<TradeDto>('/api/trades', { json: tradeBody() })).body.id,
      ];
      expect(await events.next('trades-changed')).toBeDefined();
      expect((await client.json('/api/trades/bulk-delete', { json: { ids: two } })).status).toBe(200);
      // Drain the creations' events, then the delete's.
      while (await events.next('trades-changed', 300));
      await client.json('/api/trades', { json: tradeBody() });
      expect(await events.next('trades-changed')).toBeDefined();
      expect((await client.json('/api/trades/reset', { json: { confirm: 'RESET' } })).status).toBe(200);
      expect(await events.next('trades-changed')).toBeDefined();

      // A refused write (validation) changes nothing and announces nothing.
      expect((await client.json('/api/trades', { json: tradeBody({ exit: '125000' }) })).status).toBe(400);
      expect(await events.next('trades-changed', 500)).toBeUndefined();
    } finally {
      await events.close();
    }
  });

  it('the dashboard refetched after the event shows the new trade', async () => {
    const { client } = await allowedCaller(t);
    expect((await getDashboard(client, 'preset=all')).metrics.totalTrades).toBe(0);
    const events = await openEvents(client);
    try {
      await client.json('/api/trades', { json: tradeBody() });
      expect(await events.next('trades-changed')).toBeDefined();
      expect((await getDashboard(client, 'preset=all')).metrics.totalTrades).toBe(1);
      await client.json('/api/trades', { json: tradeBody() });
      // Asked at once, before the notification is read: the write's own process never answers stale figures.
      expect((await getDashboard(client, 'preset=all')).metrics.totalTrades).toBe(2);
    } finally {
      await events.close();
    }
  });

  it('reaches a stream opened on another app instance (another process on PostgreSQL)', async () => {
    // On PostgreSQL the second instance has its own pool and its own LISTEN connection, as a second server process
    // would; on PGlite (one process per database) it is a second app with its own feed on the same database.
    let second: Database | undefined;
    if (onPostgres) {
      const main = await getTestDatabase();
      const name = (await main.db.execute<{ db: string }>(sql`select current_database() as db`)).rows[0]?.db;
      const url = new URL(testDatabaseUrl() ?? '');
      url.pathname = `/${name}`;
      second = await openDatabase({ databaseUrl: url.toString() });
    }
    try {
      const other = await dashboardTestApp({ database: second });
      const { client } = await allowedCaller(t);
      const onOther = client.on(other.app);
      const events = await openEvents(onOther);
      try {
        expect(await events.next('comment', 2000)).toBeDefined();
        expect((await client.json('/api/trades', { json: tradeBody() })).status).toBe(201);
        expect(await events.next('trades-changed')).toBeDefined();
        // And the other instance's figures include it.
        expect((await getDashboard(onOther, 'preset=all')).metrics.totalTrades).toBe(1);
      } finally {
        await events.close();
        await other.tradesFeed.stop();
      }
    } finally {
      await second?.close();
    }
  });

  it('ends open streams when the feed stops (server shutdown), and unsubscribes closed ones', async () => {
    const app = await dashboardTestApp();
    const { client } = await allowedCaller(app);
    const events = await openEvents(client);
    expect(await events.next('comment', 2000)).toBeDefined();
    await app.tradesFeed.stop();
    expect(await events.ended()).toBe(true);
    // A stream opened after the stop ends at once instead of hanging.
    const late = await openEvents(client);
    expect(await late.ended()).toBe(true);
  });
});

afterAll(async () => {
  await t.tradesFeed.stop();
});
