import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { createTestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  it('answers 200 with the database reachable', async () => {
    const { app, database } = await createTestApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: database.kind });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    const deps = await createTestApp();
    const broken: Database = { ...deps.database, ping: () => Promise.resolve(false) };
    const app = createApp({ ...deps, database: broken, logger: createLogger('silent') });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable' });
  });

  it('answers unknown /api paths with a JSON 404, not the client', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
