import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradeDto } from '@/shared/trading/api-contract';
import { testDatabaseUrl } from '../../config';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { createLogger } from '../../logger';
import { startTradesFeed } from '../../realtime/trades-feed';
import { getTestDatabase } from '../../testing/test-database';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { dashboardTestApp, getDashboard, openEvents, type DashboardTestApp } from './dashboard.testkit';

let t: DashboardTestApp;

/**
 * The test app with a feed whose events say which notification caused them: its clock is the number of
 * notifications it has seen, so an event's `at` is the index (from 1) of its notification in `causes`, the user id
 * of each, in the order the feed got them. A test can then tell "the event of this write" from "an event of some
 * earlier one", and bound a "nothing happened" check by a later notification instead of a sleep.
 */
async function numberedApp() {
  const base = await dashboardTestApp();
  const causes: (string | null)[] = [];
  const logger = createLogger('silent');
  const numbered = await startTradesFeed(base.database, logger, () => causes.length);
  // Registered first, so it runs before the feed tells any stream of the same notification.
  numbered.onAnyChange((userId) => causes.push(userId));
  const app = createApp({ ...base, logger, tradesFeed: numbered });
  const causeOf = (event: { data: string } | undefined) =>
    causes[(JSON.parse(event?.data ?? '{}') as { at: number }).at - 1];
  return { ...base, app, numbered, causes, causeOf };
}
const onPostgres = Boolean(testDatabaseUrl());

beforeAll(async () => {
  t = await dashboardTestApp();
});

describe('GET /api/dashboard/events', () => {
  it('sends trades-changed after each write of this user, and nothing for other users', async () => {
    const n = await numberedApp();
    try {
      const { client, userId } = await allowedCaller(n);
      const other = await allowedCaller(n);
      const events = await openEvents(client);
      try {
        expect(await events.next('comment', 2000)).toBeDefined();
        /** The next event on this user's stream, and the user of the notification that caused it. */
        const nextCause = async () => {
          const event = await events.next('trades-changed');
          expect(event, 'an event on the stream').toBeDefined();
          return n.causeOf(event);
        };

        // Another user's trade wakes nobody here: the next event is this user's own later write.
        expect((await other.client.json('/api/trades', { json: tradeBody() })).status).toBe(201);
        const created = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
        expect(created.status).toBe(201);
        expect(await nextCause()).toBe(userId);

        // Edit, delete, bulk delete and reset each announce themselves too.
        const id = created.body.id;
        expect(
          (await client.json(`/api/trades/${id}`, { method: 'PUT', json: tradeBody({ exit: '125300' }) }))
            .status,
        ).toBe(200);
        expect(await nextCause()).toBe(userId);
        expect((await client.json(`/api/trades/${id}`, { method: 'DELETE' })).status).toBe(200);
        expect(await nextCause()).toBe(userId);
        const two = [
          (await client.json<TradeDto>('/api/trades', { json: tradeBody() })).body.id,
          (await client.json<TradeDto>('/api/trades', { json: tradeBody() })).body.id,
        ];
        expect([await nextCause(), await nextCause()]).toEqual([userId, userId]);
        expect((await client.json('/api/trades/bulk-delete', { json: { ids: two } })).status).toBe(200);
        expect(await nextCause()).toBe(userId);
        await client.json('/api/trades', { json: tradeBody() });
        expect(await nextCause()).toBe(userId);
        expect((await client.json('/api/trades/reset', { json: { confirm: 'RESET' } })).status).toBe(200);
        expect(await nextCause()).toBe(userId);

        // A refused write (validation) changes nothing and announces nothing: by the time a later write of another
        // user has been announced, no notification of this user came before it.
        const mark = n.causes.length;
        expect((await client.json('/api/trades', { json: tradeBody({ exit: '125000' }) })).status).toBe(400);
        expect((await other.client.json('/api/trades', { json: tradeBody() })).status).toBe(201);
        await vi.waitFor(() => expect(n.causes.slice(mark)).toContain(other.userId));
        expect(n.causes.slice(mark)).toEqual([other.userId]);
        // One notification per write of this user, none more: create, edit, delete, 2 creates, bulk delete,
        // create, reset.
        expect(n.causes.filter((c) => c === userId)).toHaveLength(8);
      } finally {
        await events.close();
      }
    } finally {
      await n.tradesFeed.stop();
      await n.numbered.stop();
    }
  });

  it('the dashboard refetched after the event shows the new trade', async () => {
    const { client } = await allowedCaller(t);
    expect((await getDashboard(client, 'preset=all')).metrics.totalTrades).toBe(0);
    const events = await openEvents(client);
    try {
      const before = Date.now();
      await client.json('/api/trades', { json: tradeBody() });
      const event = await events.next('trades-changed');
      expect(event).toBeDefined();
      // The event says when the change was seen.
      const at = (JSON.parse(event?.data ?? '{}') as { at: number }).at;
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
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
