import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createLogger } from '../../logger';
import { createServices } from '../../services';
import { TEST_ORIGIN } from '../../testing/test-app';
import { getTestDatabase } from '../../testing/test-database';
import type { TestClient } from '../../testing/test-client';

/**
 * The real app (with the testing fixture routes) over the worker's database — or another connection to it — with
 * a clock the test sets: "today" for the dashboard's periods is `clock.now`.
 */
export async function dashboardTestApp(opts: { database?: Database; now?: Date } = {}) {
  const database = opts.database ?? (await getTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-00',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mct-test-')),
    ENABLE_TEST_ROUTES: 'true',
  });
  const logger = createLogger('silent');
  const services = await createServices({ config, database, logger, mailPollMs: 60 * 60 * 1000 });
  const clock = { now: opts.now ?? new Date() };
  const app = createApp({ ...services, config, database, logger, now: () => clock.now });
  return { app, database, config, clock, ...services };
}

export type DashboardTestApp = Awaited<ReturnType<typeof dashboardTestApp>>;

export async function getDashboard(client: TestClient, query = ''): Promise<DashboardData> {
  const res = await client.json<DashboardData>(`/api/dashboard${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/**
 * An open /api/dashboard/events stream, read as text: `next(event)` waits for the next event of that name.
 * `close()` cancels the body, as a browser tab closing would.
 */
export async function openEvents(client: TestClient) {
  const res = await client.request('/api/dashboard/events');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const body = res.body;
  if (!body) throw new Error('no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: { event: string; data: string }[] = [];
  let pending: Promise<ReadableStreamReadResult<string>> | undefined;

  /** Reads until an event named `name` arrives, or `ms` pass (then undefined). */
  async function next(name: string, ms = 5000): Promise<{ event: string; data: string } | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.findIndex((e) => e.event === name);
      if (found >= 0) return events.splice(found, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      pending ??= reader.read();
      const result = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
      ]);
      if (result === 'timeout') return undefined;
      pending = undefined;
      if (result.done) return undefined;
      buffer += result.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
        const data = lines
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (event) events.push({ event, data });
        else if (block.startsWith(':')) events.push({ event: 'comment', data: block });
      }
    }
  }

  return {
    next,
    /** True when the server ended the stream. */
    async ended(ms = 2000): Promise<boolean> {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        pending ??= reader.read();
        const result = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now())),
        ]);
        if (result === 'timeout') return false;
        pending = undefined;
        if (result.done) return true;
      }
      return false;
    },
    close: () => reader.cancel().catch(() => {}),
  };
}
